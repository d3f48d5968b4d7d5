/**
 * Driver adapter for the WASM schema engine that runs the Prisma CLI's migrations (migrate deploy/dev/diff/status/
 * reset) in place of the engine binary, which cannot be downloaded on these machines: schema-engine-shim.mjs uses it.
 * Plain JavaScript, since the CLI starts the shim with node (no TypeScript loader in a production install).
 * @prisma/adapter-pg 7.10 works for that with five defects, each fixed by a small wrapper below
 * (see ../shared/docs/offline-toolchain.md):
 *   1. shadow database override ignored when the config is `{ connectionString }`  → parsed client config;
 *   2. shadow database dropped while its own pool is still open (fails)            → close pool, DROP … WITH (FORCE);
 *   3. OID 18 ("char", e.g. pg_constraint.contype) not mapped                       → report it as text;
 *   4. Postgres 18 (PGlite) lists NOT NULL constraints as contype 'n', which crashes
 *      the engine (`RuntimeError: unreachable`)                                    → exclude 'n' in that query;
 *   5. a script is cut into statements at every `;`, even inside a PL/pgSQL body   → cut where statements end.
 * The app's runtime client (src/server/db.ts) uses the plain PrismaPg adapter: none of this matters for queries.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { parseIntoClientConfig } from "pg-connection-string";
import { sqlStatements } from "./sql-statements.mjs";

const CHAR_OID = 18;
const TEXT_OID = 25;

// Fix 4: the schema engine's "other constraints" introspection query. On Postgres ≤ 17 adding 'n' changes nothing.
const CONSTRAINT_FILTER = "AND contype NOT IN ('p', 'u', 'f')";
const CONSTRAINT_FILTER_FIXED = "AND contype NOT IN ('p', 'u', 'f', 'n')";

function patchSql(config) {
  if (typeof config === "string") return config.replace(CONSTRAINT_FILTER, CONSTRAINT_FILTER_FIXED);
  const text = config?.text;
  if (typeof text === "string" && text.includes(CONSTRAINT_FILTER)) {
    return { ...config, text: text.replace(CONSTRAINT_FILTER, CONSTRAINT_FILTER_FIXED) };
  }
  return config;
}

// Fix 3: the adapter maps result columns by type OID and throws on 18 ("char"); pg has already parsed the value
// as a string, so relabelling the column as text is all that is needed.
function patchResult(result) {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const field of r?.fields ?? []) {
      if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
    }
  }
  return result;
}

/** A pg client that applies fixes 3 and 4 to every query, whether sent by pool.query or in a transaction. */
class MigrationClient extends pg.Client {
  // pg's query() has many overloads; this wrapper forwards them all.
  query(config, values, callback) {
    if (config && typeof config.submit === "function") return super.query(config, values, callback); // Submittable
    let cb = callback;
    let vals = values;
    if (typeof vals === "function") {
      cb = vals;
      vals = undefined;
    }
    const patched = patchSql(config);
    if (typeof cb === "function") {
      return super.query(patched, vals, (err, res) => cb(err, err ? res : patchResult(res)));
    }
    return super.query(patched, vals).then(patchResult);
  }
}

/** Same server, port and database? (guards against wiping the main database as a "shadow"). */
function sameDatabase(a, b) {
  return (
    (a.host ?? "localhost") === (b.host ?? "localhost") &&
    String(a.port ?? 5432) === String(b.port ?? 5432) &&
    (a.database ?? a.user) === (b.database ?? b.user)
  );
}

export class MigrationPg {
  provider = "postgres";
  adapterName = "@prisma/adapter-pg";

  /**
   * @param url the database to migrate (DATABASE_URL)
   * @param shadowUrl optional fixed shadow database (SHADOW_DATABASE_URL). Without it, `migrate dev` creates and
   *   drops a temporary database on the main server, which needs a server with real databases (not PGlite).
   */
  constructor(url, shadowUrl) {
    // Fix 1: keep parsed fields (host, port, database, …) rather than a connectionString, so that overriding
    // `database` for the shadow database actually takes effect (pg lets connectionString win over `database`).
    this.config = parseIntoClientConfig(url);
    this.shadowConfig = shadowUrl ? parseIntoClientConfig(shadowUrl) : null;
    if (this.shadowConfig && sameDatabase(this.config, this.shadowConfig)) {
      throw new Error(
        "SHADOW_DATABASE_URL must not point at the DATABASE_URL database: it is wiped on every use.",
      );
    }
  }

  async open(config) {
    const adapter = await new PrismaPg({
      ...config,
      Client: MigrationClient,
      allowExitOnIdle: true,
    }).connect();
    // Fix 5: one statement at a time, as the adapter does, but cut where each really ends.
    adapter.executeScript = async (script) => {
      for (const sql of sqlStatements(script)) await adapter.executeRaw({ sql, args: [], argTypes: [] });
    };
    return adapter;
  }

  connect() {
    return this.open(this.config);
  }

  async connectToShadowDb() {
    if (this.shadowConfig) {
      // A fixed shadow database: the engine opens it several times per command and expects it empty each time.
      const shadow = await this.open(this.shadowConfig);
      await shadow.executeScript("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public");
      return shadow;
    }

    const main = await this.connect();
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
    const dropShadow = () => main.executeScript(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    let shadow;
    try {
      await main.executeScript(`CREATE DATABASE "${database}"`);
      shadow = await this.open({ ...this.config, database });
      // PGlite serves one database whatever name a client asks for: the "shadow" would be the main database.
      const { rows } = await shadow.queryRaw({ sql: "SELECT current_database()", args: [], argTypes: [] });
      if (rows[0]?.[0] !== database) {
        throw new Error(
          "This server does not serve separate databases (PGlite?). Set SHADOW_DATABASE_URL to a disposable " +
            "database on another server, e.g. a second, in-memory PGlite.",
        );
      }
    } catch (err) {
      // The CLI only reports "Failed to connect to the shadow database": say why.
      console.error(`Shadow database: ${err instanceof Error ? err.message : String(err)}`);
      await shadow?.dispose();
      await dropShadow().catch(() => {});
      await main.dispose();
      throw err;
    }

    // Fix 2: close the shadow pool first, then force-drop (a connection may linger), then close the main pool.
    const closeShadowPool = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      try {
        await closeShadowPool();
        await dropShadow();
      } finally {
        await main.dispose();
      }
    };
    return shadow;
  }
}
