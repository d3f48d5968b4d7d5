/**
 * A chunked multipart upload (no Content-Length) far over the size limit is refused as it streams in: the server
 * holds at most the limit's worth of it, not the whole body. Memory is sampled while the request runs; the body
 * is generated as it is read, one 64 KB chunk over and over, so the test itself holds almost nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as sendAudioRoute } from "@/app/api/chats/send-audio/route";
import { POST as uploadRoute } from "@/app/api/files/upload/route";
import { idTokenOf, makeOrganization } from "../support/fixtures";

const MB = 1024 * 1024;
const BOUNDARY = "----upload-memory-test";

let token: string;

beforeAll(async () => {
  const world = await makeOrganization();
  token = await idTokenOf(world.athleteA);
});

/** A multipart body of `totalBytes` whose one file never ends, produced chunk by chunk as it is pulled. */
function endlessUpload(totalBytes: number): ReadableStream<Uint8Array> {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
  );
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

/** The most the process's JS heap and buffers grew while `work` ran, in bytes. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  globalThis.gc?.();
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = used();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, used()) - base;
}

describe("an upload without Content-Length, 400 MB", () => {
  const routes = { "/files/upload": uploadRoute, "/chats/send-audio": sendAudioRoute };
  for (const [path, route] of Object.entries(routes)) {
    it(`is refused by ${path} as soon as it passes the limit, holding no more than 30 MB`, async () => {
      let answer: Response | null = null;
      const growth = await peakGrowth(async () => {
        const req = new Request(`http://localhost/api${path}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          },
          body: endlessUpload(400 * MB),
          duplex: "half",
        } as RequestInit);
        answer = await route(req, { params: Promise.resolve({}) });
      });
      const res = answer as unknown as Response;
      expect(res.status).toBe(413);
      expect((await res.json()).error.fields).toEqual([
        { path: "file", message: "File is too large (at most 25 MB)" },
      ]);
      expect(growth).toBeLessThan(30 * MB);
    }, 120_000);
  }
});
