// API tests run against the real PostgreSQL server and Auth Emulator that scripts/test.mjs started.
for (const name of ["DATABASE_URL", "FIREBASE_AUTH_EMULATOR_HOST"]) {
  if (!process.env[name])
    throw new Error(`${name} is not set: run the API tests with \`npm test -- --only=api\``);
}
process.env.AUTH_SECRET ??= "test-secret-for-api-tests-only-0123456789";
