// `npm start`: same local set-up as `npm run dev` (env files, PGlite / Auth Emulator when not configured,
// migrations, seed) but serves the production build with `next start`. Run `npm run build` first.
import { main } from "./dev.mjs";

await main("start");
