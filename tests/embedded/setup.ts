// Every module of this project talks to the embedded PGlite server, never to the test PostgreSQL: set before any
// test file imports src/server/db.ts or sql.ts, which read DATABASE_URL when they first load.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("pgliteUrl");
process.env.AUTH_SECRET ??= "test-secret-for-api-tests-only-0123456789";
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST)
  throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run these tests with `npm test -- --only=api`");
