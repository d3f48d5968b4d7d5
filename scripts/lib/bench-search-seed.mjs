// bench-api's messages for the chat search: BENCH_MESSAGES_PER_CHAT - 1 more messages (default 9, so 1,000,000 at
// 100,000 chats) in each bench chat, alternately the athlete's and the agent's, written by generate_series in one
// statement. Each message is 12 words drawn from a vocabulary of five languages, common words far more often than
// rare ones (the fourth power of a uniform draw picks the index), so a search meets realistic selectivities: the
// most common words are in most messages, the rarest in about 1 %. "wristbands" is said in about 1 of
// 2,000 messages. The message index is dropped for the load and built again after, as one would load a table.
const VOCABULARY = `
  the and you to a i it of that in is was for my on with but at so this felt be have not are
  training session run legs sleep tired good today week race coach plan pace recovery water food
  heart rate easy hard interval tempo long warm cool stretch knee ankle hip shoulder back pain
  focus nerves confidence breathing music team practice morning evening rest day night early late
  entraînement séance course jambes sommeil fatigué bien aujourd semaine équipe respiration matin
  entrenamiento sesión carrera piernas sueño cansado bien hoy semana equipo respiración mañana
  Training Einheit Lauf Beine Schlaf müde gut heute Woche Mannschaft Atmung Morgen Knie Schulter
  allenamento sessione corsa gambe sonno stanco bene oggi settimana squadra respirazione mattina
  hydration electrolytes carbohydrates protein breakfast lunch dinner snack caffeine travel flight
  hotel altitude heat humidity rain wind shoes spikes track road trail hill bike swim pool gym
  weights squat deadlift lunge plank core mobility foam roller massage physio doctor scan tendon
  hamstring calf quad glute achilles shin splints blister cramp stitch sprint relay hurdles jump
  throw javelin discus shot pole vault marathon half steeplechase cross country indoor outdoor
  stopwatch heartbeat watch gps strava journal goal target personal best season qualifier final
`
  .trim()
  .split(/\s+/);

export async function seedSearchMessages(sql, ids, perChat, log) {
  const {
    rows: [{ count }],
  } = await sql.query(`select count(*)::int as count from "Message" where content like 'bench %'`);
  if (count > 0) {
    log(`the ${count.toLocaleString("en")} bench messages are already there`);
    return;
  }
  const t0 = performance.now();
  await sql.query(`drop index if exists "Message_searchVector_idx"`);
  await sql.query("select setseed(0.32)");
  // The inner select refers to k, so it runs once per message rather than once for the statement, and its
  // aggregate to w, so that it aggregates the inner rows.
  await sql.query(
    `insert into "Message" (id, "createdAt", "updatedAt", "chatId", "userId", "agentId", role, content, number)
     select object_id(), c."createdAt" + make_interval(secs => k), c."createdAt", c.id,
            case when k % 2 = 1 then $2 end, case when k % 2 = 0 then $3 end,
            (case when k % 2 = 1 then 'user' else 'assistant' end)::"MessageRole",
            'bench ' || (select string_agg(($4::text[])[1 + floor(power(random(), 4) * $5)::int + w * 0], ' ')
                           from generate_series(1, 12 + k * 0) w) ||
            case when random() < 0.0005 then ' wristbands' else '' end,
            k + 1
       from "Chat" c cross join generate_series(1, $6::int) k
      where c."organizationId" = $1 and c.title like 'Talking about %'`,
    [ids.organization, ids.athlete, ids.agent, VOCABULARY, VOCABULARY.length, perChat - 1],
  );
  const inserted = performance.now();
  await sql.query(`create index "Message_searchVector_idx" on "Message" using gin ("searchVector")`);
  await sql.query(`analyze "Message", "Chat"`);
  const {
    rows: [{ total }],
  } = await sql.query(`select count(*)::int as total from "Message"`);
  log(
    `seeded messages: ${total.toLocaleString("en")} in all, in ${((inserted - t0) / 1000).toFixed(1)} s, ` +
      `their index in ${((performance.now() - inserted) / 1000).toFixed(1)} s`,
  );
}
