/**
 * The PGlite wire server (scripts/lib/pglite-wire.mjs) under concurrent clients: every client must get its own
 * answers, whatever the size of its messages and however its transactions overlap with others' queries.
 * Large parameters make a client's Parse/Bind/Execute/Sync arrive in several TCP chunks, which is what let two
 * clients' messages interleave in PGlite's one session before (`bind message supplies 6 parameters, but prepared
 * statement "" requires 5`). LISTEN/NOTIFY must work per connection, as on a real server, although every client
 * shares the one backend session.
 */
import net from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPglite } from "../../scripts/lib/pglite-server.mjs";

let server: { url: string; stop: () => Promise<void> };
let pools: pg.Pool[];

beforeAll(async () => {
  server = await startPglite({ dataDir: "memory://", port: 0, maxConnections: 30 });
  pools = [0, 1].map(() => new pg.Pool({ connectionString: server.url, max: 8 }));
  await pools[0].query("create table counter (id int primary key, n int not null)");
  await pools[0].query("insert into counter values (1, 0)");
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await server.stop();
});

describe("PGlite served to many connections", () => {
  it("answers each of 300 concurrent queries with its own parameters, large or small", async () => {
    const big = "x".repeat(200_000);
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, async (_, i) => {
        const params: string[] = Array.from({ length: (i % 7) + 1 }, (_, k) => `${i}-${k}`);
        if (i % 3 === 0) params.push(big);
        const columns = params.map((_, k) => `$${k + 1}::text as c${k}`).join(", ");
        const { rows } = await pools[i % 2].query(`select ${columns}`, params);
        return Object.values(rows[0]).join("|") === params.join("|");
      }),
    );
    const failures = results.filter((r) => r.status === "rejected").map((r) => String(r.reason));
    expect(failures).toEqual([]);
    expect(results.every((r) => r.status === "fulfilled" && r.value)).toBe(true);
  });

  it("keeps a transaction's statements together while others query", async () => {
    const transfers = Array.from({ length: 20 }, async () => {
      const client = await pools[0].connect();
      try {
        await client.query("begin");
        const { rows } = await client.query("select n from counter where id = 1");
        await client.query("update counter set n = $1 where id = 1", [rows[0].n + 1]);
        await client.query("commit");
      } finally {
        client.release();
      }
    });
    const readers = Array.from({ length: 40 }, (_, i) =>
      pools[1].query("select $1::int as i", [i]).then(({ rows }) => rows[0].i === i),
    );
    const [, read] = await Promise.all([Promise.all(transfers), Promise.all(readers)]);
    expect(read.every(Boolean)).toBe(true);
    // Read-modify-write without row locks only counts right if no other transaction ran in between.
    expect((await pools[1].query("select n from counter where id = 1")).rows[0].n).toBe(20);
  });

  it("rolls back what a client left open when it disconnects, and serves the next one", async () => {
    const lone = new pg.Client({ connectionString: server.url });
    await lone.connect();
    await lone.query("begin");
    await lone.query("update counter set n = -1 where id = 1");
    const waiting = pools[1].query("select n from counter where id = 1");
    await lone.end();
    expect((await waiting).rows[0].n).toBe(20);
  });

  it("ends a failed extended query of a client that left before its Sync", async () => {
    // A failed Parse puts the session in "skip everything until Sync"; a client gone before sending its Sync must
    // not leave the next client's messages skipped.
    const socket = net.connect(new URL(server.url).port as unknown as number, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (d) => received.push(d));
    const until = async (type: string) => {
      for (let i = 0; i < 200 && !messageTypes(Buffer.concat(received)).includes(type); i++) await delay(10);
      expect(messageTypes(Buffer.concat(received))).toContain(type);
    };
    socket.write(startupMessage());
    await until("Z");
    socket.write(Buffer.concat([message("P", "\0selec nonsense\0\0\0"), message("H", "")]));
    await until("E");
    socket.destroy();
    expect((await pools[0].query("select $1::int + 1 as n", [41])).rows[0].n).toBe(42);
  });
});

describe("LISTEN/NOTIFY per connection", () => {
  type Connection = { client: pg.Client; received: { channel: string; payload: string }[] };
  const connections: Connection[] = [];
  afterEach(async () => {
    await Promise.all(connections.splice(0).map(({ client }) => client.end().catch(() => {})));
  });

  /** A connected pg.Client that records every notification it gets, after LISTENing to `channels`. */
  async function connection(...channels: string[]): Promise<Connection> {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const received: Connection["received"] = [];
    client.on("notification", (n) => received.push({ channel: n.channel, payload: n.payload ?? "" }));
    for (const channel of channels) await client.query(`listen ${channel}`);
    const made = { client, received };
    connections.push(made);
    return made;
  }

  /**
   * Lets every notification already sent reach these clients: the server writes a notification to a listener
   * while it runs the notifying command, so before it answers any later query of that listener.
   */
  async function settle(...listeners: Connection[]) {
    await Promise.all(listeners.map(({ client }) => client.query("select 1")));
  }

  it("delivers a notification to the client that listens, not to the one that sent it", async () => {
    const a = await connection("ch_a");
    const b = await connection();
    await b.client.query("select pg_notify('ch_a', 'p1')");
    await settle(a);
    expect(a.received).toEqual([{ channel: "ch_a", payload: "p1" }]);
    expect(b.received).toEqual([]);
  });

  it("delivers a NOTIFY in a transaction at its COMMIT, and never after a ROLLBACK", async () => {
    const a = await connection("ch_b");
    const b = await connection();
    await b.client.query("begin");
    await b.client.query("notify ch_b, 'committed'");
    await delay(100); // a's queries would wait for b's transaction: just give a stray notification time to come
    expect(a.received).toEqual([]);
    await b.client.query("commit");
    await settle(a);
    expect(a.received).toEqual([{ channel: "ch_b", payload: "committed" }]);

    await b.client.query("begin");
    await b.client.query("notify ch_b, 'rolled back'");
    await b.client.query("rollback");
    await settle(a);
    expect(a.received).toEqual([{ channel: "ch_b", payload: "committed" }]);
    expect(b.received).toEqual([]);
  });

  it("sends a notification to every client listening to its channel, and to no other", async () => {
    const [first, second, other, sender] = await Promise.all([
      connection("ch_c"),
      connection("ch_c"),
      connection("ch_c_other"),
      connection(),
    ]);
    await sender.client.query("select pg_notify('ch_c', 'both')");
    await settle(first, second, other);
    expect(first.received).toEqual([{ channel: "ch_c", payload: "both" }]);
    expect(second.received).toEqual([{ channel: "ch_c", payload: "both" }]);
    expect(other.received).toEqual([]);
  });

  it("stops a client's notifications at its UNLISTEN, not another listener's", async () => {
    const [a, c, b] = await Promise.all([connection("ch_d", "ch_d2"), connection("ch_d"), connection()]);
    expect((await a.client.query("UNLISTEN ch_d;")).command).toBe("UNLISTEN");
    await b.client.query("select pg_notify('ch_d', '1'), pg_notify('ch_d2', '2')");
    await settle(a, c);
    expect(a.received).toEqual([{ channel: "ch_d2", payload: "2" }]);
    expect(c.received).toEqual([{ channel: "ch_d", payload: "1" }]);

    await a.client.query("unlisten *");
    await b.client.query("select pg_notify('ch_d', '3'), pg_notify('ch_d2', '4')");
    await settle(a, c);
    expect(a.received).toHaveLength(1);
    expect(c.received.map((n) => n.payload)).toEqual(["1", "3"]);

    // A listener that leaves is forgotten: the rest go on.
    await c.client.end();
    await a.client.query("listen ch_d");
    await b.client.query("notify ch_d, '5'");
    await settle(a);
    expect(a.received.map((n) => n.payload)).toEqual(["2", "5"]);
  });

  it("folds unquoted channel names to lower case and keeps quoted ones as written", async () => {
    const a = await connection();
    await a.client.query("  LISTEN Mixed_Case ;");
    await a.client.query('listen "Quoted Name"');
    const b = await connection();
    await b.client.query(
      "select pg_notify('mixed_case', '1'), pg_notify('Mixed_Case', '2'), pg_notify('Quoted Name', '3'), pg_notify('quoted name', '4')",
    );
    await settle(a);
    expect(a.received).toEqual([
      { channel: "mixed_case", payload: "1" },
      { channel: "Quoted Name", payload: "3" },
    ]);
    await a.client.query('Unlisten "Quoted Name"');
    await a.client.query("UNLISTEN MIXED_CASE");
    await b.client.query("select pg_notify('mixed_case', '5'), pg_notify('Quoted Name', '6')");
    await settle(a);
    expect(a.received).toHaveLength(2);
  });

  it("gives a listening sender its own notification with its query results intact", async () => {
    const [a, w, b] = await Promise.all([connection("ch_e"), connection("ch_e"), connection()]);
    const big = "y".repeat(300_000); // an answer PGlite hands over in several chunks
    const { rows } = await a.client.query(
      "select pg_notify('ch_e', 'x') as n, 42 as v, repeat('y', 300000) as big",
    );
    expect(rows).toEqual([{ n: "", v: 42, big }]);
    const many = (await a.client.query(
      "select 1 as a; select pg_notify('ch_e', 'y') as n; select 2 as b",
    )) as unknown as pg.QueryResult[];
    expect(many.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ n: "" }], [{ b: 2 }]]);
    const extended = await a.client.query("select pg_notify($1, $2) as n, $3::int as v", ["ch_e", "z", 7]);
    expect(extended.rows).toEqual([{ n: "", v: 7 }]);
    // A sender that does not listen: the notification is taken out of the middle of its answer.
    const other = await b.client.query(
      "select repeat('y', 300000) as big, pg_notify('ch_e', 'w') as n, 43 as v",
    );
    expect(other.rows).toEqual([{ big, n: "", v: 43 }]);
    await settle(a, w);
    const expected = ["x", "y", "z", "w"].map((payload) => ({ channel: "ch_e", payload }));
    expect(a.received).toEqual(expected);
    expect(w.received).toEqual(expected);
    expect(b.received).toEqual([]);
  });

  it("delivers a burst of 200 notifications in order while other clients query", async () => {
    const [a, b] = await Promise.all([connection("ch_f"), connection()]);
    const sends = (async () => {
      for (let i = 0; i < 200; i++) await b.client.query("select pg_notify('ch_f', $1)", [String(i)]);
    })();
    const queries = Array.from({ length: 100 }, (_, i) =>
      pools[i % 2].query("select $1::int as i", [i]).then(({ rows }) => rows[0].i === i),
    );
    const [, answers] = await Promise.all([sends, Promise.all(queries)]);
    expect(answers.every(Boolean)).toBe(true);
    await settle(a);
    expect(a.received.map((n) => n.payload)).toEqual(Array.from({ length: 200 }, (_, i) => String(i)));
    expect(b.received).toEqual([]);
  });
});

function message(type: string, body: string): Buffer {
  const payload = Buffer.from(body, "utf8");
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(payload.length + 4, 1);
  return Buffer.concat([head, payload]);
}

/** The types of the complete messages a server sent ('Z' ReadyForQuery, 'E' ErrorResponse…). */
function messageTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 5 <= bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    if (at + 1 + bytes.readInt32BE(at + 1) > bytes.length) break;
    types.push(String.fromCharCode(bytes[at]));
  }
  return types;
}

function startupMessage(): Buffer {
  const params = Buffer.from("user\0postgres\0database\0postgres\0\0", "utf8");
  const head = Buffer.alloc(8);
  head.writeInt32BE(params.length + 8, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}
