/**
 * Zod probes once whether it may compile parsers with `new Function`. The CSP has no 'unsafe-eval', so in the
 * browser that probe is refused and reported as a CSP violation even though zod catches it; jitless skips the
 * probe (and the compiled parsers, which only pay off on the server's hot paths). Imported by the root
 * providers, so it runs before any client-side parse. The server, where no CSP applies, keeps zod's default.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
