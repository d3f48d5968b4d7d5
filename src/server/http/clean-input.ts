/**
 * The text rule at the edge, before any schema and long before the database: one check for every JSON body, query
 * string, path parameter and multipart text field of every endpoint.
 *
 * - A NUL character (U+0000) or a lone UTF-16 surrogate anywhere, in a value or a key, is refused with a
 *   VALIDATION_ERROR naming the field. Refused rather than stripped: no keyboard types them, PostgreSQL cannot
 *   store them ('invalid byte sequence for encoding "UTF8": 0x00'), and silently changing what someone sent is
 *   worse than telling them.
 * - JSON nested deeper than INPUT_LIMITS.depth is refused, so no recursion further in (zod, Prisma) can overflow.
 * - Keys that name JavaScript's prototype machinery (`__proto__`, `constructor`, `prototype`) are refused: no
 *   field of the spec is called that, and objects built from them are how prototype pollution starts.
 * - A number JSON cannot carry (1e999 parses to Infinity) is refused wherever it appears.
 * - A JSON body larger than INPUT_LIMITS.jsonBytes is refused with 413 before it is parsed, a query string longer
 *   than INPUT_LIMITS.queryBytes with 414 (no endpoint's query needs more; Node refuses far longer URLs anyway).
 */
import { AppError, type FieldError } from "@/lib/errors";
import { INPUT_LIMITS, INPUT_MESSAGES, textProblem } from "@/lib/input-rules";

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The first problem found in `value` (depth first), with the field's path, or null. */
function findProblem(value: unknown, path: string, depth: number): FieldError | null {
  if (typeof value === "string") {
    const message = textProblem(value);
    return message ? { path: path || "body", message } : null;
  }
  if (typeof value === "number" && !Number.isFinite(value))
    return { path: path || "body", message: INPUT_MESSAGES.notFinite };
  if (typeof value !== "object" || value === null) return null;
  if (depth >= INPUT_LIMITS.depth) return { path: path || "body", message: INPUT_MESSAGES.depth };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findProblem(value[i], join(path, i), depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = FORBIDDEN_KEYS.has(key) ? INPUT_MESSAGES.key : textProblem(key);
    // The key is named in the answer: made printable first.
    if (keyMessage)
      return { path: join(path, key.toWellFormed().replaceAll("\u0000", "\ufffd")), message: keyMessage };
    const problem = findProblem(item, join(path, key), depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Throws VALIDATION_ERROR when `value` breaks the rule. `where` prefixes the field's path the way zod errors are
 * named: "" for a JSON body (fields by their own name), "query", "params" or "form" otherwise.
 */
export function assertCleanInput(value: unknown, where = ""): void {
  const problem = findProblem(value, where, 0);
  if (problem) throw new AppError("VALIDATION_ERROR", { fields: [problem] });
}

/** A JSON body's text, refused with 413 once it is larger than the limit (announced or read). */
export async function readLimitedText(req: Request): Promise<string> {
  const tooLarge = () =>
    new AppError("VALIDATION_ERROR", {
      status: 413,
      fields: [{ path: "body", message: INPUT_MESSAGES.tooLarge }],
    });
  if (Number(req.headers.get("content-length") ?? 0) > INPUT_LIMITS.jsonBytes) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > INPUT_LIMITS.jsonBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A URL's query string held to the length limit and the text rule, as `[key, value]` pairs. */
export function assertCleanQuery(url: URL): void {
  if (url.search.length > INPUT_LIMITS.queryBytes + 1) {
    throw new AppError("VALIDATION_ERROR", {
      status: 414,
      fields: [{ path: "query", message: INPUT_MESSAGES.queryTooLong }],
    });
  }
  assertCleanInput([...url.searchParams], "query");
}
