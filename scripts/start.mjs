// `npm start`: same local set-up as `npm run dev` (env files, PGlite / Auth Emulator when not configured,
// migrations, seed) but serves the production build (scripts/serve.mjs). Run `npm run build` first.
import { main } from "./dev.mjs";

await main("start");
