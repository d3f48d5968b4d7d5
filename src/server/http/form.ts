/**
 * multipart/form-data bodies (POST /files/upload, POST /chats/send-audio). Text fields arrive as strings and
 * files as Blobs (Next's File objects) in one flat object, so the endpoint's zod `form` schema parses both
 * (`formFile` for the file fields). A body that is not multipart, or too large, is a VALIDATION_ERROR
 * before anything is buffered further.
 */
import { FILE_MAX_BYTES, FILE_MESSAGES } from "@/lib/contracts/files/schemas";
import { AppError } from "@/lib/errors";
import { assertCleanInput } from "./clean-input";

/** Room for the other fields and the multipart boundaries around the largest accepted file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

const fail = (path: string, message: string, status?: number) =>
  new AppError("VALIDATION_ERROR", { fields: [{ path, message }], ...(status ? { status } : {}) });

const FORM_MAX_BYTES = FILE_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** Thrown into the body stream when it passes the limit; told apart from a malformed body. */
class BodyTooLarge extends Error {}

/**
 * The request's body, counted as it streams in and cut off as soon as it passes the limit: a body without a
 * Content-Length (chunked) would otherwise be read whole, however large, before anything could refuse it.
 */
function limitedBody(req: Request): ReadableStream<Uint8Array> | null {
  let seen = 0;
  return (
    req.body?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > FORM_MAX_BYTES) controller.error(new BodyTooLarge());
          else controller.enqueue(chunk);
        },
      }),
    ) ?? null
  );
}

async function parseForm(req: Request, type: string): Promise<FormData> {
  try {
    return await new Response(limitedBody(req), { headers: { "content-type": type } }).formData();
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge || (error as Error).cause instanceof BodyTooLarge;
    if (tooLarge) throw fail("file", FILE_MESSAGES.tooLarge, 413);
    throw fail("body", "Invalid multipart/form-data body");
  }
}

export async function readForm(req: Request): Promise<Record<string, string | Blob>> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw fail("body", "Expected multipart/form-data");
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > FORM_MAX_BYTES) throw fail("file", FILE_MESSAGES.tooLarge, 413);
  const form = await parseForm(req, type);
  const out: Record<string, string | Blob> = {};
  // A repeated field keeps its first value: none of the forms takes a list.
  for (const [name, value] of form.entries()) if (!(name in out)) out[name] = value;
  // The text rule of clean-input.ts, for text fields and the names files were sent with.
  const texts = Object.entries(out).map(([name, value]) => [
    name,
    typeof value === "string" ? value : fileName(value),
  ]);
  assertCleanInput(Object.fromEntries(texts), "form");
  return out;
}

/** readForm started at once, its failure held until awaited, so an auth error still comes first. */
export function readFormEarly(
  req: Request,
  wanted: boolean,
): Promise<Record<string, string | Blob> | undefined> {
  if (!wanted) return Promise.resolve(undefined);
  const form = readForm(req);
  form.catch(() => {});
  return form;
}

/** A file field of a form schema (defined with the file contracts, where the upload's form schema uses it too). */

/** The name the browser gave the file (Blob has none; File does). */
export const fileName = (blob: Blob, fallback = "file") =>
  (blob as Blob & { name?: string }).name?.trim() || fallback;
