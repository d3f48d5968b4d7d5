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
// SET, session advisory locks) is shared by every client, as it is behind PgBouncer; the app uses none of it on
// PGlite (src/server/sql.ts runs its statements unnamed there).
//
// LISTEN/NOTIFY is per client, as on a real server. Each client keeps the channels it listens to; the backend
// listens to the union of them (a LISTEN is passed on; an UNLISTEN is answered here and never reaches the
// backend, which would stop everyone else's notifications on that channel). Every NotificationResponse in the
// backend's output is taken out of the owner's answer unless the owner listens to its channel, and sent to every
// other client that does. Only the gate's owner has an answer in flight, so the others are between messages,
// where a notification may come at any time. Only a simple Query that is exactly one `LISTEN name`, `UNLISTEN
// name` or `UNLISTEN *` is recognised (an UNLISTEN sent any other way reaches the backend and unsubscribes
// everyone); unlike PostgreSQL, it takes effect at once, not at COMMIT. The backend never unlistens: a channel
// nobody listens to any more just has its notifications dropped.
import { createServer } from "node:net";

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]); // 'S', length 4
const TYPE_SYNC = 0x53; // 'S'
const TYPE_QUERY = 0x51; // 'Q'
const TYPE_TERMINATE = 0x58; // 'X'
const TYPE_ERROR = 0x45; // 'E'
const TYPE_NOTIFICATION = 0x41; // 'A'
const EMPTY = Buffer.alloc(0);

/** `LISTEN name`, `UNLISTEN name`, `UNLISTEN *`: an unquoted name folds to lower case, a quoted one does not. */
const LISTEN_COMMAND =
  /^\s*(un)?listen\s+(?:(\*)|"((?:[^"]|"")+)"|([a-z_\u0080-\uffff][\w$\u0080-\uffff]*))\s*;?\s*$/i;

/** { unlisten, channel } (channel null for `UNLISTEN *`) when a simple Query is one of the above, else null. */
function listenCommand(bytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + 5, bytes.length - 6).toString("utf8");
  const match = LISTEN_COMMAND.exec(text);
  if (!match) return null;
  const [, un, all, quoted, bare] = match;
  if (all && !un) return null; // `LISTEN *` is a syntax error: let the backend say so
  // PostgreSQL folds only ASCII letters.
  const channel = all
    ? null
    : (quoted?.replaceAll('""', '"') ?? bare.replace(/[A-Z]+/g, (s) => s.toLowerCase()));
  return { unlisten: Boolean(un), channel };
}

/** A backend message built here: type, int32 length, body. */
function backendMessage(type, body) {
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, "latin1");
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * One execution's output on its way to `owner` (null: nobody, e.g. the reset after a client left). PGlite hands
 * it over in chunks that may split or join messages. Bytes are passed on as they come; only a message header
 * and a whole NotificationResponse are held back until complete, the latter to be routed by its channel.
 */
class BackendOutput {
  #rest = 0; // bytes of the current message still to pass on
  #held = EMPTY;
  failed = false; // an ErrorResponse went to the owner

  constructor(server, owner) {
    this.server = server;
    this.owner = owner;
  }

  write(bytes) {
    // A copy: PGlite's chunk is a view of its memory, overwritten by the next one.
    const data = Buffer.concat([this.#held, bytes]);
    this.#held = EMPTY;
    let at = 0;
    let from = 0; // start of the bytes going to the owner
    while (at < data.length) {
      if (this.#rest > 0) {
        const n = Math.min(this.#rest, data.length - at);
        at += n;
        this.#rest -= n;
        continue;
      }
      if (data[at] === TYPE_ERROR) this.failed = true;
      const whole = data.length - at >= 5 ? 1 + data.readInt32BE(at + 1) : Number.POSITIVE_INFINITY;
      if (whole !== Number.POSITIVE_INFINITY && data[at] !== TYPE_NOTIFICATION) {
        this.#rest = whole;
        continue;
      }
      // A header, or a NotificationResponse, not complete yet.
      if (data.length - at < whole) {
        this.#held = data.subarray(at);
        break;
      }
      const notification = data.subarray(at, at + whole);
      const nul = notification.indexOf(0, 9);
      const channel = notification.toString("utf8", 9, nul);
      for (const client of this.server.clients)
        if (client !== this.owner && client.channels.has(channel)) client.send(notification);
      if (!this.owner?.channels.has(channel)) {
        this.owner?.send(data.subarray(from, at));
        from = at + whole;
      }
      at += whole;
    }
    this.owner?.send(data.subarray(from, at));
  }

  /** After the execution: PGlite ends on a whole message, but never lose bytes if it did not. */
  end() {
    this.owner?.send(this.#held);
  }
}

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
  /** The channels this client listens to, spelled as the backend spells them. */
  channels = new Set();

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
    const listen = message.type === TYPE_QUERY ? listenCommand(message.bytes) : null;
    if (listen?.unlisten) {
      // Answered here: the backend stays subscribed for the other clients. With the gate held, the backend's
      // transaction state is this client's.
      if (listen.channel === null) this.channels.clear();
      else this.channels.delete(listen.channel);
      const status = db.isInTransaction() ? "T" : "I";
      this.send(backendMessage("C", Buffer.from("UNLISTEN\0")));
      this.send(backendMessage("Z", Buffer.from(status)));
    } else {
      const failed = await this.server.execute(message.bytes, this);
      if (listen && !failed) this.channels.add(listen.channel);
    }
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

  send(bytes) {
    if (!this.#closed && bytes.length > 0) this.socket.write(bytes);
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
    /** Runs one message for `owner`; true if it answered with an error. */
    async execute(bytes, owner) {
      const output = new BackendOutput(server, owner);
      await db.runExclusive(() =>
        db.execProtocolRawStream(bytes, { onRawData: (chunk) => output.write(chunk) }),
      );
      output.end();
      return output.failed;
    },
    async reset() {
      // The Sync may commit what the client's extended query did: its notifications still go to their listeners.
      await server.execute(SYNC, null);
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
