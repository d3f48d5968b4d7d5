// bench-api's chat search cases (POST /chats/paginate with a search text, and ⌘K's GET /search), at the scale
// bench-search-seed.mjs writes: 100,000 chats and 1,000,000 messages of the demo athlete in one organisation. The
// bare SQL is the full-text search written by hand for that page alone: rank every matching chat of the caller (or,
// for a word in more than 500 messages, of their 500 most recent chats, as the app does: page-chat-search.ts), page
// them with their relations and the snippet of the best message, and count them.

/** How many of the caller's most recent chats a search of a common word looks in (SEARCHED_RECENT_CHATS). */
const RECENT = 500;

/** `joined`: the messages joined to the chats as the search did before it looked each one's chat up ("before" rows). */
const RANKED = (scope, recent, joined = false) => {
  const chats = recent ? `recent r join "Chat" c on c.id = r.id and r.n <= ${recent}` : `"Chat" c`;
  const where = recent ? "true" : scope;
  const recentCte = recent
    ? `recent as (select c.id, row_number() over (order by c."lastMessageAt" desc nulls first) as n from "Chat" c
                   where ${scope} order by c."lastMessageAt" desc nulls first limit ${recent + 1}),`
    : "";
  // Ranking every match, each message finds its chat by the primary key (as the app: search-chats-sql.ts).
  const messages =
    recent || joined
      ? `${chats} join "Message" m on m."chatId" = c.id${joined ? ` and ${scope}` : ""}`
      : `"Message" m cross join lateral (select c."lastMessageAt", c."createdAt" from "Chat" c
                                        where c.id = m."chatId" and ${scope} offset 0) c`;
  return `
  with ${recentCte} hits as (
    select m."chatId" as id, ts_rank(m."searchVector", $3::tsquery) as rank,
           c."lastMessageAt" as at, c."createdAt" as created
      from ${messages}
     where m."searchVector" @@ $3::tsquery and m.role in ('user', 'assistant') and m."inactiveBranch" is null
    union all
    select c.id, ts_rank(c."searchVector", $3::tsquery), c."lastMessageAt", c."createdAt" from ${chats}
     where c."searchVector" @@ $3::tsquery and ${where}
  ), ranked as (select id, max(rank) as rank, max(at) as at, max(created) as created from hits group by id)`;
};

const IDS = (link, column, name) =>
  `coalesce((select json_agg(x."${column}" order by x."${column}") from "${link}" x
              where x."${column === "A" ? "B" : "A"}" = c.id), '[]') as ${name}`;

const PAGE = (scope, limit, recent, joined) => `${RANKED(scope, recent, joined)}
  select c.*, ${IDS("_ChatUsers", "B", "users")}, ${IDS("_AgentToChat", "A", "agents")},
         ${IDS("_ChatAdmins", "B", "admins")}, ${IDS("_ChatToTeam", "B", "teams")}, ${IDS("_ChatToGoal", "B", "goals")},
         (select row_to_json(m) from "Message" m where m.id = c."lastMessageId") as "lastMessage",
         (select ts_headline('simple', m.content, $3::tsquery, 'MaxWords=16, MinWords=6, MaxFragments=2')
            from "Message" m
           where m."chatId" = c.id and m."searchVector" @@ $3::tsquery and m.role in ('user', 'assistant')
             and m."inactiveBranch" is null
           order by ts_rank(m."searchVector", $3::tsquery) desc, m.number desc limit 1) as snippet
    from (select * from ranked r order by r.rank desc, r.at desc nulls last, r.created desc, r.id desc limit ${limit}) r
    join "Chat" c on c.id = r.id
   order by r.rank desc, r.at desc nulls last, r.created desc, r.id desc`;

// The athlete's own unarchived chats that are not favourites (the sidebar's second list).
const SIDEBAR = `c."organizationId" = $1 and c."participantIds" @> array[$2]::varchar(24)[] and not c."isArchived"
  and not c."isFavorite"`;

/**
 * A case: the sidebar's search of `word` (30 rows), as the athlete, or as the admin over the athlete's chats (the
 * admin reads every agent chat of the organisation; all of the athlete's are).
 */
function searchCase(name, account, word, recent = null, joined = false) {
  const query = `'${word}':*`;
  const scope = account === "admin" ? `${SIDEBAR} and c.type = 'agent-chat'` : SIDEBAR;
  return {
    name,
    account,
    method: "POST",
    path: "/chats/paginate",
    body: (ids) => ({
      page: 1,
      limit: 30,
      filters: {
        isArchived: false,
        isFavorite: false,
        ...(account === "admin" ? { user: ids.athlete } : {}),
      },
      searchQuery: word,
    }),
    bare: (ids) => [
      [PAGE(scope, 30, recent, joined), [ids.organization, ids.athlete, query]],
      [
        `${RANKED(scope, recent, joined)} select count(*) from ranked`,
        [ids.organization, ids.athlete, query],
      ],
    ],
  };
}

export const SEARCH_CASES = [
  searchCase("chat search: a rare word (≈ 450 messages)", "athlete", "wristbands"),
  searchCase("chat search: a word in ≈ 1 % of messages (500 recent chats)", "athlete", "achilles", RECENT),
  searchCase("chat search: a word in ≈ 5 % of messages (500 recent chats)", "athlete", "pace", RECENT),
  // Before: every match of the caller ranked, as the search did for any word until it looked in the recent chats.
  // Its bare SQL is that statement; the app's figures are the case above again.
  {
    ...searchCase("chat search: ≈ 1 %, every match ranked (before)", "athlete", "achilles", null, true),
    bareIsBefore: true,
  },
  {
    ...searchCase("chat search: ≈ 5 %, every match ranked (before)", "athlete", "pace", null, true),
    bareIsBefore: true,
  },
  searchCase("chat search: a rare word, the admin over the athlete's", "admin", "wristbands"),
  {
    name: "GET /search?q=wristbands (⌘K, every kind)",
    short: "⌘K search: a rare word",
    account: "athlete",
    method: "GET",
    path: "/search?q=wristbands",
    bare: null,
  },
];
