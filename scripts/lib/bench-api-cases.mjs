// bench-api's endpoint families: each request as the web app sends it, and beside it the bare SQL for the same
// answer, written by hand as one would for this page alone (the page with its relations as JSON in one statement,
// and the count), run the way the app runs its page and count: at once, on two connections. `$org`, `$athlete` and
// `$agent` are the demo organisation, athlete and agent (bench-api-seed.mjs).

const CHAT_IDS = (link, column, name) =>
  `coalesce((select json_agg(x."${column}" order by x."${column}") from "${link}" x
              where x."${column === "A" ? "B" : "A"}" = c.id), '[]') as ${name}`;

const CHAT_PAGE = `
  select c.*, ${CHAT_IDS("_ChatUsers", "B", "users")}, ${CHAT_IDS("_AgentToChat", "A", "agents")},
         ${CHAT_IDS("_ChatAdmins", "B", "admins")}, ${CHAT_IDS("_ChatToTeam", "B", "teams")},
         ${CHAT_IDS("_ChatToGoal", "B", "goals")},
         (select row_to_json(m) from "Message" m where m.id = c."lastMessageId") as "lastMessage"
    from "Chat" c`;

// The athlete's chats: a participant (user or admin of the chat: the trigger-kept participantIds) in the
// organisation, not archived.
const MY_CHATS = `c."organizationId" = $1 and not c."isArchived" and c."participantIds" @> array[$2]::varchar(24)[]`;

// The full-text search (src/server/chats/search): the chat's own words, or a message the athlete may read.
const CHAT_SEARCH = `(c."searchVector" @@ $3::tsquery or exists (
  select 1 from "Message" m where m."chatId" = c.id and m."searchVector" @@ $3::tsquery
     and m.role in ('user', 'assistant') and m."inactiveBranch" is null))`;

/** The 500 most recently active of the chats `where` picks (a search of a common word looks only there). */
const RECENT_500 = (where) =>
  `select c.id from "Chat" c where ${where} order by c."lastMessageAt" desc nulls first limit 500`;

const USER_PAGE = `
  select u.*, (select row_to_json(o) from (select id, name, slug, image, active, "masterOrganization"
                  from "Organization" where id = u."organizationId") o) as organization,
         coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'image', t.image)
                     order by t.id)
                     from "_TeamUsers" tu join "Team" t on t.id = tu."A" where tu."B" = u.id), '[]') as teams
    from "User" u`;

const USER_SEARCH = `(u.name ilike $2 or u.email ilike $2 or u.phone ilike $2)`;
const GOAL_SEARCH = `(g.title ilike $3 or g.target ilike $3 or g.motivation ilike $3)`;

/**
 * A list's count as the app makes it (src/server/list/paginate.ts): every match up to the cap of 1,000, read at
 * most one row past it; the app then answers 1,000 and `totalIsLowerBound`.
 */
const BOUNDED = (from) => `select least(count(*), 1000) as count from (select 1 ${from} limit 1001) x`;

/** A page and its count, bare: [page statement, count statement], each `[text, values]`. */
const paged = (page, count) => (ids) => [page(ids), count(ids)];

export const CASES = [
  {
    name: "GET /users/me",
    account: "athlete",
    method: "GET",
    path: "/users/me",
    bare: (ids) => [
      [
        `${USER_PAGE.replace(
          'from "User" u',
          `, (select row_to_json(d) from "UserDetails" d where d."userId" = u.id) as details
            from "User" u`,
        )} where u.id = $1`,
        [ids.athlete],
      ],
    ],
  },
  {
    name: "GET /agents/my-agents",
    account: "athlete",
    method: "GET",
    path: "/agents/my-agents",
    bare: null,
  },
  {
    name: "POST /goals/paginate",
    account: "athlete",
    method: "POST",
    path: "/goals/paginate",
    body: { page: 1, limit: 10 },
    bare: paged(
      (ids) => [
        `select g.*, coalesce((select json_agg(n order by n."createdAt" desc, n.id desc)
                                 from "GoalNote" n where n."goalId" = g.id), '[]') as notes
           from "Goal" g where g."organizationId" = $1 and g."userId" = $2
          order by g."createdAt" desc, g.id desc limit 10`,
        [ids.organization, ids.athlete],
      ],
      (ids) => [
        BOUNDED(`from "Goal" g where g."organizationId" = $1 and g."userId" = $2`),
        [ids.organization, ids.athlete],
      ],
    ),
  },
  {
    // A title few goals have (2 of 100,000: "Better nutrition 4242" and "… 42426"), searched as ⌘K and the goals
    // list search: any part of the title, target or motivation.
    name: "POST /goals/paginate (searched for a title few share)",
    short: "goals searched, few matches",
    account: "athlete",
    method: "POST",
    path: "/goals/paginate",
    body: { page: 1, limit: 10, searchQuery: "nutrition 4242" },
    bare: paged(
      (ids) => [
        `select g.*, coalesce((select json_agg(n order by n."createdAt" desc, n.id desc)
                                 from "GoalNote" n where n."goalId" = g.id), '[]') as notes
           from "Goal" g where g."organizationId" = $1 and g."userId" = $2 and ${GOAL_SEARCH}
          order by g."createdAt" desc, g.id desc limit 10`,
        [ids.organization, ids.athlete, "%nutrition 4242%"],
      ],
      (ids) => [
        BOUNDED(`from "Goal" g where g."organizationId" = $1 and g."userId" = $2 and ${GOAL_SEARCH}`),
        [ids.organization, ids.athlete, "%nutrition 4242%"],
      ],
    ),
  },
  {
    name: "POST /chats/paginate",
    account: "athlete",
    method: "POST",
    path: "/chats/paginate",
    body: { page: 1, limit: 10 },
    bare: paged(
      (ids) => [
        `${CHAT_PAGE} where ${MY_CHATS}
          order by c."lastMessageAt" desc nulls last, c."createdAt" desc, c.id desc limit 10`,
        [ids.organization, ids.athlete],
      ],
      (ids) => [BOUNDED(`from "Chat" c where ${MY_CHATS}`), [ids.organization, ids.athlete]],
    ),
  },
  {
    name: "POST /chats/paginate (sorted, filtered, searched)",
    short: "chats sorted+filtered+searched",
    account: "athlete",
    method: "POST",
    path: "/chats/paginate",
    body: {
      page: 2,
      limit: 10,
      sortBy: "title",
      sortOrder: "asc",
      searchQuery: "sleep",
      filters: { closed: false },
    },
    // "sleep" is in more than 500 messages: the search looks in the 500 most recently active chats (as the app).
    bare: paged(
      (ids) => [
        `${CHAT_PAGE} where c.id in (${RECENT_500(`${MY_CHATS} and not c.closed`)}) and ${CHAT_SEARCH}
          order by c.title asc, c.id asc limit 10 offset 10`,
        [ids.organization, ids.athlete, "'sleep':*"],
      ],
      (ids) => [
        `select count(*) from "Chat" c
          where c.id in (${RECENT_500(`${MY_CHATS} and not c.closed`)}) and ${CHAT_SEARCH}`,
        [ids.organization, ids.athlete, "'sleep':*"],
      ],
    ),
  },
  {
    name: "POST /users/paginate",
    account: "admin",
    method: "POST",
    path: "/users/paginate",
    body: { page: 1, limit: 10 },
    bare: paged(
      (ids) => [
        `${USER_PAGE} where u."organizationId" = $1 order by u."createdAt" desc, u.id desc limit 10`,
        [ids.organization],
      ],
      (ids) => [BOUNDED(`from "User" u where u."organizationId" = $1`), [ids.organization]],
    ),
  },
  {
    // A name few people share (11 of 100,000: "… athlete 4242", "… athlete 42420" to 42429).
    name: "POST /users/paginate (searched for a name few share)",
    short: "users searched, few matches",
    account: "admin",
    method: "POST",
    path: "/users/paginate",
    body: { page: 1, limit: 10, searchQuery: "athlete 4242" },
    bare: paged(
      (ids) => [
        `${USER_PAGE} where u."organizationId" = $1 and ${USER_SEARCH}
          order by u."createdAt" desc, u.id desc limit 10`,
        [ids.organization, "%athlete 4242%"],
      ],
      (ids) => [
        BOUNDED(`from "User" u where u."organizationId" = $1 and ${USER_SEARCH}`),
        [ids.organization, "%athlete 4242%"],
      ],
    ),
  },
  {
    name: "POST /users/paginate (sorted, filtered, searched)",
    short: "users sorted+filtered+searched",
    account: "admin",
    method: "POST",
    path: "/users/paginate",
    body: {
      page: 2,
      limit: 10,
      sortBy: "name",
      sortOrder: "asc",
      searchQuery: "recovery",
      filters: { role: "user" },
    },
    bare: paged(
      (ids) => [
        `${USER_PAGE} where u."organizationId" = $1 and u.role = 'user' and ${USER_SEARCH}
          order by u.name asc, u.id asc limit 10 offset 10`,
        [ids.organization, "%recovery%"],
      ],
      (ids) => [
        BOUNDED(`from "User" u where u."organizationId" = $1 and u.role = 'user' and ${USER_SEARCH}`),
        [ids.organization, "%recovery%"],
      ],
    ),
  },
];
