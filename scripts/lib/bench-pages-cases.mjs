// bench-pages' pages: the sign-in page, and the page each role lands on (the athlete's chats, and a chat of
// theirs, as well: the heaviest pages people open every day), with who is signed in for each. A path given as a
// function is made by the bench on the running app.

// The demo accounts' password (src/server/seed/demo.ts).
const DEMO_PASSWORD = "Demo-pass-2026";

export const PAGES = [
  { name: "/sign-in", path: "/sign-in", persona: null },
  { name: "/dashboard (athlete)", path: "/dashboard", persona: "athlete" },
  { name: "/dashboard/chats (athlete)", path: "/dashboard/chats", persona: "athlete" },
  { name: "/dashboard/chats/[chatId] (athlete)", path: athletesChat, persona: "athlete" },
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

/** What the demo athlete asks in the chat the bench opens: a conversation of a few turns, as on a usual day. */
const QUESTIONS = [
  "How should I pace my 5k this weekend?",
  "My legs felt heavy in yesterday's intervals. Should I still run the tempo on Thursday?",
  "What should I eat the evening before the race?",
  "I slept badly this week. Does that change anything?",
  "How long should my warm-up be?",
  "Thanks! Can you sum up the plan for race day?",
];

/**
 * A chat of the demo athlete with the first agent they may chat with, written through the API as the chat page writes it (the demo
 * data has none), as the page's path.
 */
async function athletesChat({ base, cookies }) {
  const call = async (path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method: body ? "POST" : "GET",
      headers: { cookie: cookieHeader(cookies.athlete), origin: base, "content-type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const [agent] = await (await call("/agents/my-agents")).json();
  if (!agent) throw new Error("the demo athlete has no agent: was the database seeded?");
  const chat = await (await call("/chats", { type: "agent-chat", agents: [agent._id] })).json();
  for (const message of QUESTIONS) await (await call("/chats/send", { chatId: chat._id, message })).text();
  return `/dashboard/chats/${chat._id}`;
}

/** The pages with each path made where it is a function of the running app and the personas' cookies. */
export async function resolvedPages(pages, context) {
  const resolved = [];
  for (const page of pages)
    resolved.push(typeof page.path === "function" ? { ...page, path: await page.path(context) } : page);
  return resolved;
}
