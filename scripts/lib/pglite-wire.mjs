// Serves one PGlite database to many PostgreSQL wire-protocol clients.
//
// PGlite is a single backend session. @electric-sql/pglite-socket queues clients' messages one by one, so the
// Parse/Bind/Execute/Sync of two clients could interleave whenever a client's messages arrived in more than one
// TCP chunk: one client bound another's unnamed statement and could read its result ('bind message supplies 4
// parameters, but prepared statement "" requires 10' under load in `npm run dev`, and answers for another user).
//
// Here a client holds the backend from its first message until the backend is idle again: after a Sync or a
// simple Query that left no transaction open. Everything a client sends in between runs on its own, in order,
// and nobody else's messages can come between. That is PgBouncer's "transaction pooling": each query, and each
// transaction, sees one consistent session. What lives longer than a transaction (named prepared statements,
// SET, session advisory locks, LISTEN) is shared by every client, as it is behind PgBouncer; the app uses none of
// it on PGlite (src/server/sql.ts runs its statements unnamed there).
import { createServer } from "node:net";

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]); // 'S', length 4
const TYPE_SYNC = 0x53; // 'S'
const TYPE_QUERY = 0x51; // 'Q'
const TYPE_TERMINATE = 0x58; // 'X'

/** Who has the backend, and who waits for it, first come first served. */
class Gate {
  owner = null;
  #waiters = [];

  /** Resolves once `client` owns the backend. */
  acquire(client) {
    if (this.owner === client) return Promise.resolve();
    if (this.owner === null) {
      this.owner = client;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push({ client, resolve }));
  }

  release(client) {
    if (this.owner !== client) return;
    const next = this.#waiters.shift();
    this.owner = next?.client ?? null;
    next?.resolve();
  }

  /** A client that went away stops waiting. */
  forget(client) {
    this.#waiters = this.#waiters.filter((w) => w.client !== client);
  }
}

/**
 * One client connection: splits its bytes into protocol messages and runs them in order, each with the backend
 * held as described above.
 */
class Client {
  #buffer = Buffer.alloc(0);
  #queue = [];
  #pumping = false;
  #startedUp = false;
  #closed = false;
  #holdTimer = null;

  constructor(socket, server) {
    this.socket = socket;
    this.server = server;
    socket.setNoDelay(true);
    socket.on("data", (data) => this.#receive(data));
    socket.on("error", () => this.close());
    socket.on("close", () => this.close());
  }

  #receive(data) {
    this.#buffer = this.#buffer.length === 0 ? data : Buffer.concat([this.#buffer, data]);
    for (;;) {
      const message = this.#nextMessage();
      if (!message) break;
      this.#queue.push(message);
    }
    void this.#pump();
  }

  /** The next complete message, or null. Before start-up, messages have no type byte. */
  #nextMessage() {
    const buf = this.#buffer;
    if (!this.#startedUp) {
      if (buf.length < 8) return null;
      const length = buf.readInt32BE(0);
      if (buf.length < length) return null;
      const code = buf.readInt32BE(4);
      this.#buffer = buf.subarray(length);
      if (code === SSL_REQUEST || code === GSS_REQUEST) return { kind: "refuse-encryption" };
      if (code === CANCEL_REQUEST) return { kind: "cancel" };
      this.#startedUp = true;
      return { kind: "startup", bytes: Uint8Array.from(buf.subarray(0, length)) };
    }
    if (buf.length < 5) return null;
    const length = 1 + buf.readInt32BE(1);
    if (buf.length < length) return null;
    this.#buffer = buf.subarray(length);
    return { kind: "message", type: buf[0], bytes: Uint8Array.from(buf.subarray(0, length)) };
  }

  async #pump() {
    if (this.#pumping) return;
    this.#pumping = true;
    try {
      while (this.#queue.length > 0 && !this.#closed) await this.#run(this.#queue.shift());
    } catch (error) {
      this.server.onError?.(error);
      this.close();
    } finally {
      this.#pumping = false;
    }
  }

  async #run(message) {
    if (message.kind === "refuse-encryption") {
      this.socket.write("N");
      return;
    }
    if (message.kind === "cancel" || message.type === TYPE_TERMINATE) {
      // PGlite has no second process to interrupt; a cancel connection just goes away, as after Terminate.
      this.close();
      return;
    }
    const { gate, db } = this.server;
    await gate.acquire(this);
    if (this.#closed) {
      gate.release(this);
      return;
    }
    this.#stopHoldTimer();
    await db.runExclusive(() =>
      db.execProtocolRawStream(message.bytes, {
        onRawData: (bytes) => {
          if (!this.#closed && bytes.length > 0) this.socket.write(Buffer.from(bytes));
        },
      }),
    );
    const endsUnit = message.kind === "startup" || message.type === TYPE_SYNC || message.type === TYPE_QUERY;
    if (endsUnit && !db.isInTransaction()) gate.release(this);
    else this.#startHoldTimer();
  }

  /** A client that holds the backend and goes quiet would stop everyone: end it, like idle_in_transaction_session_timeout. */
  #startHoldTimer() {
    if (this.#queue.length > 0) return;
    this.#holdTimer = setTimeout(() => this.close(), this.server.holdTimeoutMs);
    this.#holdTimer.unref?.();
  }

  #stopHoldTimer() {
    clearTimeout(this.#holdTimer);
    this.#holdTimer = null;
  }

  close() {
    if (this.#closed) return;
    this.#closed = true;
    this.#queue = [];
    this.#stopHoldTimer();
    this.socket.destroy();
    this.server.clients.delete(this);
    const { gate } = this.server;
    gate.forget(this);
    if (gate.owner !== this) return;
    // It left in the middle of its turn: end what it started so the next client finds an idle backend (a Sync
    // ends an extended query and any error state; then roll back a transaction it left open).
    void this.server
      .reset()
      .catch((error) => this.server.onError?.(error))
      .finally(() => gate.release(this));
  }
}

/**
 * Serves `db` on host:port. Returns { port, stop() }. Clients beyond `maxConnections` are refused at once; a client
 * that holds the backend (open transaction, unfinished extended query) without sending anything for
 * `holdTimeoutMs` is disconnected and its transaction rolled back.
 */
export async function servePglite(
  db,
  { host = "127.0.0.1", port = 0, maxConnections = 100, holdTimeoutMs = 30_000, onError } = {},
) {
  const server = {
    db,
    gate: new Gate(),
    clients: new Set(),
    holdTimeoutMs,
    onError,
    async reset() {
      await db.runExclusive(() => db.execProtocolRawStream(SYNC, { onRawData: () => {} }));
      if (db.isInTransaction()) await db.exec("rollback");
    },
  };
  const net = createServer((socket) => {
    if (server.clients.size >= maxConnections) {
      socket.destroy();
      return;
    }
    server.clients.add(new Client(socket, server));
  });
  await new Promise((resolve, reject) => {
    net.once("error", reject);
    net.listen(port, host, () => {
      net.off("error", reject);
      resolve();
    });
  });
  return {
    port: net.address().port,
    clientCount: () => server.clients.size,
    async stop() {
      for (const client of [...server.clients]) client.close();
      await new Promise((resolve) => net.close(() => resolve()));
    },
  };
}
