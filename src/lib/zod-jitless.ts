/**
 * Zod probes once whether it may compile parsers with `new Function`. The CSP has no 'unsafe-eval', so in the
 * browser that probe is refused and reported as a CSP violation even though zod catches it; jitless skips the
 * probe (and the compiled parsers, which only pay off on the server's hot paths). The probe runs when the first
 * object schema is built, so browser code imports this before any module that builds one: a form's contracts
 * load through contractsLoader (src/components/management/form.ts), which imports it first, and the instruction
 * preview imports it above the trigger engine. The server, where no CSP applies, keeps zod's default.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
