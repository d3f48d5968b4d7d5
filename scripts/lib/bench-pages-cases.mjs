// bench-pages' pages: the sign-in page, and the page each role lands on (the athlete's chats, and a chat of
// theirs with the most messages, as well: the heaviest pages people open every day), with who is signed in for
// each. A path given as a function is looked up in the seeded database.

// The demo accounts' password (src/server/seed/demo.ts).
const DEMO_PASSWORD = "Demo-pass-2026";

export const PAGES = [
  { name: "/sign-in", path: "/sign-in", persona: null },
  { name: "/dashboard (athlete)", path: "/dashboard", persona: "athlete" },
  { name: "/dashboard/chats (athlete)", path: "/dashboard/chats", persona: "athlete" },
  { name: "/dashboard/chats/[chatId] (athlete)", path: athletesLongestChat, persona: "athlete" },
  { name: "/dashboard (coach)", path: "/dashboard", persona: "coach" },
  { name: "/dashboard (admin)", path: "/dashboard", persona: "admin" },
];

/**
 * Signs `email` in through the sign-in form's endpoint, as the browser does (a cookie minted for the API, as
 * bench.mjs makes, does not carry the person a page needs): the session cookie, as { name, value }.
 */
async function signedIn(base, email) {
  const res = await fetch(`${base}/sign-in/submit`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c.startsWith("authjs.session-token"))
    .map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1) }));
  if (res.status !== 303 || cookies.length === 0) {
    throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  }
  return cookies;
}

/**
 * The cookies of each demo persona (a signed-in session; for the coach, in two teams, also the team the sign-in
 * would have them choose, as the select-dashboard page stores it), for the app's host.
 */
export async function personas(base, client) {
  const {
    rows: [track],
  } = await client.query(`select id from "Team" where name = 'Track Team' limit 1`);
  if (!track) throw new Error("the demo team is missing: was the database seeded?");
  const { hostname } = new URL(base);
  const forHost = (cookies) => cookies.map((c) => ({ ...c, domain: hostname, path: "/" }));
  return {
    athlete: forHost(await signedIn(base, "athlete@example.com")),
    coach: forHost([
      ...(await signedIn(base, "coach@example.com")),
      { name: "selected-team", value: track.id },
    ]),
    admin: forHost(await signedIn(base, "admin@example.com")),
  };
}

/** The cookies as a request header. */
export const cookieHeader = (cookies) => cookies.map((c) => `${c.name}=${c.value}`).join("; ");

/** The demo athlete's chat with the most messages, as the page's path. */
async function athletesLongestChat(client) {
  const { rows } = await client.query(
    `select m."chatId" as id from "Message" m join "User" u on u.id = m."userId"
      where u.email = 'athlete@example.com' group by m."chatId" order by count(*) desc limit 1`,
  );
  if (!rows[0]) throw new Error("the demo athlete has no chat: was the database seeded?");
  return `/dashboard/chats/${rows[0].id}`;
}

/** The pages with each path looked up where it is a function. */
export async function resolvedPages(pages, client) {
  return Promise.all(
    pages.map(async (page) =>
      typeof page.path === "function" ? { ...page, path: await page.path(client) } : page,
    ),
  );
}
