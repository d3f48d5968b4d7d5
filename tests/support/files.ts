/**
 * Multipart uploads and byte downloads through the route handlers, in-process: POST /files/upload with a real
 * FormData body, GET /files/download answering the raw bytes and headers (it is not JSON).
 */
import { GET as downloadRoute } from "@/app/api/files/download/route";
import { POST as uploadRoute } from "@/app/api/files/upload/route";
import { downloadUrl } from "@/lib/contracts/files/schemas";

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire has no static type.
type Json = any;

export interface UploadOptions {
  token?: string;
  /** The browser's label of the file (Blob type). */
  type?: string;
  purpose?: string;
  headers?: Record<string, string>;
}

export function multipartRequest(url: string, form: FormData, options: Omit<UploadOptions, "type"> = {}) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  return new Request(url, { method: "POST", headers, body: form });
}

export async function upload(bytes: Uint8Array | string, name: string, options: UploadOptions = {}) {
  const form = new FormData();
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  form.append("file", new Blob([data as BlobPart], { type: options.type ?? "" }), name);
  if (options.purpose !== undefined) form.append("purpose", options.purpose);
  const res = await uploadRoute(multipartRequest("http://localhost/api/files/upload", form, options), {
    params: Promise.resolve({}),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

export interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The error envelope when the answer is JSON. */
  body: Json;
}

export async function download(key: string, token?: string, headers: Record<string, string> = {}) {
  const h = new Headers(headers);
  if (token) h.set("authorization", `Bearer ${token}`);
  const res = await downloadRoute(new Request(`http://localhost${downloadUrl(key)}`, { headers: h }), {
    params: Promise.resolve({}),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isJson = res.headers.get("content-type")?.startsWith("application/json");
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: isJson ? JSON.parse(new TextDecoder().decode(bytes)) : null,
  } satisfies Download;
}

/** The `key` query of a File reference's url. */
export const keyOf = (url: string) => new URL(url, "http://localhost").searchParams.get("key") as string;
