/**
 * The PGlite wire server (scripts/lib/pglite-wire.mjs) under concurrent clients: every client must get its own
 * answers, whatever the size of its messages and however its transactions overlap with others' queries.
 * Large parameters make a client's Parse/Bind/Execute/Sync arrive in several TCP chunks, which is what let two
 * clients' messages interleave in PGlite's one session before (`bind message supplies 6 parameters, but prepared
 * statement "" requires 5`).
 */
import net from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
