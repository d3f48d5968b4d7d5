// bench-api's data: ROWS users, chats (each with its last message) and goals in the demo organisation, written by
// generate_series in a few statements (seconds, where the app's own writes would take minutes). The chats and goals
// belong to the demo athlete, so their lists page over every row; the users are athletes of the organisation, so
// the admin's user list does. Titles, names and keywords vary so that a search matches a share of the rows.
const TOPICS = ["sleep", "recovery", "nutrition", "focus", "travel", "pre-race nerves", "strength", "injury"];

/** The demo accounts and the athlete's first agent, by the seed's e-mail addresses. */
export async function demoIds(sql) {
  const { rows } = await sql.query(
    `select u.email, u.id, u."organizationId" from "User" u
      where u.email in ('athlete@example.com', 'admin@example.com', 'coach@example.com')`,
  );
  const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
  const athlete = byEmail["athlete@example.com"];
  const admin = byEmail["admin@example.com"];
  if (!athlete || !admin) throw new Error("the demo accounts are missing: was the database seeded?");
  const {
    rows: [agent],
  } = await sql.query(
    `select a.id from "Agent" a
      where a."organizationId" = $1 and a.active order by a."assignToEverybody" desc, a.name limit 1`,
    [athlete.organizationId],
  );
  if (!agent) throw new Error("the demo organisation has no active agent");
  return { organization: athlete.organizationId, athlete: athlete.id, admin: admin.id, agent: agent.id };
}

const topic = (i) => `(array['${TOPICS.join("','")}'])[1 + (${i} % ${TOPICS.length})]`;

/** Writes the rows once: a database that already has them (a run with BENCH_REUSE_DB) is left as it is. */
export async function seedRows(sql, ids, rows, log) {
  const {
    rows: [{ count }],
  } = await sql.query(
    `select count(*)::int as count from "User" where email like 'bench.%@bench.example.com'`,
  );
  if (count >= rows) {
    log(`the ${rows.toLocaleString("en")} bench rows are already there`);
    return;
  }
  const t0 = performance.now();
  await sql.query("begin");
  await sql.query(
    `insert into "User" (id, "createdAt", "updatedAt", name, email, "organizationId", role, phone)
     select object_id(), now() - make_interval(mins => i), now(), 'Bench ' || ${topic("i")} || ' athlete ' || i,
            'bench.' || i || '@bench.example.com', $1, 'user', '+1555' || lpad(i::text, 7, '0')
       from generate_series(1, $2::int) i`,
    [ids.organization, rows],
  );
  await sql.query(
    `with chats as (
       insert into "Chat" (id, "createdAt", "updatedAt", type, title, "organizationId", number, "numberWithAgent",
                           "lastMessageAt", "messagesNumber", keywords, summary, closed, "isFavorite", "createdById")
       select object_id(), t, t, 'agent-chat', 'Talking about ' || ${topic("i")} || ' ' || i, $1, i, i,
              t + interval '1 minute', 1, array[${topic("i")}, ${topic("i / 7")}],
              'We talked about ' || ${topic("i / 3")} || '.', i % 5 = 0, i % 11 = 0, $2
         from generate_series(1, $3::int) i, lateral (select now() - make_interval(mins => i) as t) x
       returning id, "lastMessageAt"),
     users as (insert into "_ChatUsers" ("A", "B") select id, $2 from chats),
     agents as (insert into "_AgentToChat" ("A", "B") select $4, id from chats),
     messages as (
       insert into "Message" (id, "createdAt", "updatedAt", "chatId", "agentId", role, content, number)
       select object_id(), "lastMessageAt", "lastMessageAt", id, $4, 'assistant',
              'How did that feel? Tell me a little more about it.', 1
         from chats
       returning id, "chatId")
     update "Chat" c set "lastMessageId" = m.id from messages m where c.id = m."chatId"`,
    [ids.organization, ids.athlete, rows, ids.agent],
  );
  await sql.query(
    `insert into "Goal" (id, "createdAt", "updatedAt", "userId", "organizationId", title, target, keywords, progress,
                         status, "createdById")
     select object_id(), now() - make_interval(mins => i), now(), $2, $1, 'Better ' || ${topic("i")} || ' ' || i,
            'Three times a week', array['sleep-hygiene'], i % 100,
            (array['in-progress', 'paused', 'completed'])[1 + i % 3]::"GoalStatus", $2
       from generate_series(1, $3::int) i`,
    [ids.organization, ids.athlete, rows],
  );
  await sql.query("commit");
  await sql.query(`analyze "User", "Chat", "_ChatUsers", "_AgentToChat", "Message", "Goal"`);
  log(
    `seeded ${rows.toLocaleString("en")} users, chats (with a message each) and goals in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
