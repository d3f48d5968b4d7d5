// npm run seed: creates (or repairs) the demo organisation and accounts, then prints how to sign in.
import { db } from "@/server/db";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "@/server/seed/demo";

await seedDemo();
console.log("Demo accounts (password for all: %s):", DEMO_PASSWORD);
for (const [key, account] of Object.entries(DEMO_ACCOUNTS))
  console.log(`  ${key.padEnd(11)} ${account.email}`);
await db.$disconnect();
process.exit(0);
