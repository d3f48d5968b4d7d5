import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { files } from "@/lib/contracts/files/endpoints";
import { FILE_MESSAGES } from "@/lib/contracts/files/schemas";
import { sessionUserById } from "@/server/auth/session-user";
import { db } from "@/server/db";
import { storeGenerated, storeUpload } from "@/server/files/store-file";
import type { RequestContext } from "@/server/http/context";
import { offContract, request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError, OBJECT_ID } from "../support/expect";
import { download, keyOf, upload } from "../support/files";
import { makeOrganization } from "../support/fixtures";
import { startOpenAIWireServer } from "../support/openai-wire-server";
import { type World, type WorldTokens, worldTokens } from "../support/org-team";
import { makeMessage } from "../support/records";
import { type S3TestServer, startS3Server } from "../support/s3-server";

let world: World;
let other: World;
let t: WorldTokens;
let filesDir: string;

/** Real magic bytes (a 1×1 PNG's header and chunks) and a random tail, so every upload is distinct. */
const png = () =>
  new Uint8Array([
    ...Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"),
    ...randomBytes(32),
  ]);

const S3_VARS = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  t = await worldTokens(world, other);
  for (const name of [...S3_VARS, "FILES_DIR", "AI_PROVIDER", "OPENAI_API_KEY", "OPENAI_BASE_URL"])
    saved[name] = process.env[name];
  filesDir = await mkdtemp(path.join(tmpdir(), "files-test-"));
  process.env.FILES_DIR = filesDir;
  for (const name of S3_VARS) delete process.env[name];
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await rm(filesDir, { recursive: true, force: true });
});

describe("POST /files/upload and GET /files/download on local disk", () => {
  it("stores the bytes under FILES_DIR, records the §3 File and streams it back", async () => {
    const text = "Warm-up: 10 minutes easy jog.\nThen 6 × 100 m strides.\n";
    const res = await upload(text, "Session plan.txt", {
      token: t.athlete,
      type: "application/octet-stream",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Session plan.txt",
      size: Buffer.byteLength(text),
      type: "text/plain",
      openAiFileId: null,
      openAiPurpose: null,
      content: text,
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    const key = keyOf(res.body.url);
    expect(res.body.url).toBe(`/api/files/download?key=${encodeURIComponent(key)}`);

    const row = await db.file.findUniqueOrThrow({ where: { id: res.body._id } });
    const month = String(new Date().getUTCMonth() + 1).padStart(2, "0");
    expect(row.s3FileKey).toBe(
      `${world.org.id}/${new Date().getUTCFullYear()}/${month}/${row.id}-Session_plan.txt`,
    );
    expect(row).toMatchObject({
      id: res.body._id,
      name: "Session plan.txt",
      size: Buffer.byteLength(text),
      type: "text/plain",
      s3FileKey: key,
      s3Url: null,
      organizationId: world.org.id,
      userId: world.athleteA.id,
      createdById: world.athleteA.id,
    });
    expect(await readFile(path.join(filesDir, key), "utf8")).toBe(text);

    const got = await download(key, t.athlete);
    expect(got.status).toBe(200);
    expect(new TextDecoder().decode(got.bytes)).toBe(text);
    expect(got.headers.get("content-type")).toBe("text/plain");
    expect(got.headers.get("content-disposition")).toMatch(/^attachment; filename="Session plan.txt"/);
    expect(got.headers.get("cache-control")).toMatch(/^private/);
  });

  it("serves images inline with their sniffed type, whatever the name and label say", async () => {
    const bytes = png();
    const res = await upload(bytes, "photo.mp3", { token: t.coach, type: "audio/mpeg" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: "image/png", size: bytes.length, content: null });
    const got = await download(keyOf(res.body.url), t.coach);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(bytes);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("content-disposition")).toMatch(/^inline;/);
  });
});

describe("POST /files/upload on S3", () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterEach(() => {
    for (const name of S3_VARS) delete process.env[name];
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("puts the object in the bucket with the real SDK, keeps its URL, and streams it back", async () => {
    Object.assign(process.env, s3.env);
    const bytes = png();
    const res = await upload(bytes, "progress chart.png", { token: t.athlete });
    expect(res.status).toBe(201);
    const key = keyOf(res.body.url);
    const row = await db.file.findUniqueOrThrow({ where: { id: res.body._id } });
    expect(row.s3FileKey).toBe(key);
    expect(row.s3Url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(row).toMatchObject({ type: "image/png", size: bytes.length, organizationId: world.org.id });

    // The object really is in the bucket (read with the SDK itself), and not on the local disk.
    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(
      new Uint8Array(
        await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      ),
    ).toEqual(bytes);
    expect(object.ContentType).toBe("image/png");
    await expect(readFile(path.join(filesDir, key))).rejects.toThrow();

    const got = await download(key, t.athlete);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(bytes);
    expect(got.headers.get("content-type")).toBe("image/png");
    client.destroy();
  });

  it("still serves a file stored on local disk after S3 is configured", async () => {
    const res = await upload("local notes", "local.txt", { token: t.athlete });
    expect(res.status).toBe(201);
    Object.assign(process.env, s3.env);
    const got = await download(keyOf(res.body.url), t.athlete);
    expect(got.status).toBe(200);
    expect(new TextDecoder().decode(got.bytes)).toBe("local notes");
  });
});

describe("upload refusals", () => {
  it("refuses binary garbage with the accepted-types message, storing nothing", async () => {
    const before = await db.file.count({ where: { organizationId: world.org.id } });
    const garbage = new Uint8Array(randomBytes(2048));
    garbage[0] = 0;
    const res = await upload(garbage, "notes.txt", { token: t.athlete, type: "text/plain" });
    expectError(res, 400, "VALIDATION_ERROR", [{ path: "file", message: FILE_MESSAGES.typeNotAccepted }]);
    expect(await db.file.count({ where: { organizationId: world.org.id } })).toBe(before);
  });

  it("refuses an empty file", async () => {
    const res = await upload(new Uint8Array(), "empty.txt", { token: t.athlete });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields).toEqual([{ path: "form.file", message: FILE_MESSAGES.empty }]);
  });

  it("refuses a body that is not multipart", async () => {
    const res = await request(files.upload, { token: t.athlete, body: offContract({ file: "hello" }) });
    expectError(res, 400, "VALIDATION_ERROR", [{ path: "body", message: "Expected multipart/form-data" }]);
  });

  it("refuses an unknown purpose", async () => {
    const res = await upload("text", "a.txt", { token: t.athlete, purpose: "training" });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0].path).toBe("form.purpose");
  });

  it("answers 401 to anonymous callers, for upload and download", async () => {
    const up = await upload("text", "a.txt");
    expectError(up, 401, "NOT_AUTHORIZED");
    const mine = await upload("mine", "mine.txt", { token: t.athlete });
    const down = await download(keyOf(mine.body.url));
    expect(down.status).toBe(401);
    expect(down.body.error.code).toBe("NOT_AUTHORIZED");
  });
});

describe("GET /files/download access", () => {
  let key: string;
  beforeAll(async () => {
    const res = await upload("Athlete A's private journal export", "journal.txt", { token: t.athlete });
    key = keyOf(res.body.url);
  });

  const notFound = (res: { status: number; body: { error: { code: string; message: string } } }) => {
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: "BAD_REQUEST", message: FILE_MESSAGES.notFound });
  };

  it("is 404 for a user of another organisation, even their admin", async () => {
    notFound(await download(key, t.otherAdmin));
  });

  it("is 404 for another athlete, but the coach and the admin who see the uploader may download", async () => {
    notFound(await download(key, t.athleteB));
    expect((await download(key, t.coach)).status).toBe(200);
    expect((await download(key, t.admin)).status).toBe(200);
  });

  it("is 404 for a key that does not exist, and a validation error without a key", async () => {
    notFound(await download(`${world.org.id}/2020/01/0123456789abcdef01234567-missing.txt`, t.admin));
    const res = await download("", t.admin);
    expect(res.status).toBe(400);
  });

  it("lets whoever may read a chat download the files attached to its messages", async () => {
    const agent = await makeAgent(world.org.id);
    const chat = await makeAgentChat(t.athlete, agent.id);
    const shared = await upload("Coach's plan for the week", "plan.txt", { token: t.admin });
    const sharedKey = keyOf(shared.body.url);
    notFound(await download(sharedKey, t.athlete));
    await makeMessage({
      chatId: chat._id,
      role: "assistant",
      content: "Here is the plan",
      number: 1,
      files: { connect: [{ id: shared.body._id }] },
    });
    expect((await download(sharedKey, t.athlete)).status).toBe(200);
    notFound(await download(sharedKey, t.athleteB));
  });
});

describe("storeUpload for recordings and storeGenerated", () => {
  /** Real first bytes of each accepted recording container (made with ffmpeg). */
  const RECORDINGS: [string, string, string][] = [
    ["audio/webm", "audio/webm;codecs=opus", "1a45dfa39f4286810142f7810142f2810442f38108428284"],
    ["audio/ogg", "audio/ogg; codecs=opus", "4f67675300020000000000000000162aacc5000000002378"],
    ["audio/mp4", "audio/mp4", "0000001c667479704d344120000002004d34412069736f6d"],
    ["audio/mpeg", "audio/mpeg", "49443304000000000023545353450000000f0000034c6176"],
    ["audio/wav", "audio/wav", "524946462e45000057415645666d74201000000001000100"],
  ];
  const bytesOf = (hex: string) => new Uint8Array([...Buffer.from(hex, "hex"), ...randomBytes(64)]);
  let ctx: RequestContext;
  beforeAll(async () => {
    const user = await sessionUserById(world.athleteA.id);
    if (!user) throw new Error("athlete A has no session user");
    ctx = { user, organizationId: world.org.id, teamId: null, timezone: "UTC", frontendRoute: null };
  });

  it.each(RECORDINGS)("accepts a %s recording labelled %s", async (type, label, hex) => {
    const row = await storeUpload(ctx, {
      bytes: bytesOf(hex),
      name: "rec",
      declaredType: label,
      accept: "recording",
    });
    expect(row).toMatchObject({ type, userId: world.athleteA.id });
  });

  it("refuses a text file renamed .mp3, an image, and an unaccepted label, on `audio`", async () => {
    const refusal = {
      code: "VALIDATION_ERROR",
      fields: [{ path: "audio", message: FILE_MESSAGES.recordingType }],
    };
    const text = new TextEncoder().encode("just some words");
    await expect(
      storeUpload(ctx, { bytes: text, name: "voice.mp3", declaredType: "audio/mpeg", accept: "recording" }),
    ).rejects.toMatchObject(refusal);
    await expect(
      storeUpload(ctx, { bytes: png(), name: "a.webm", accept: "recording" }),
    ).rejects.toMatchObject(refusal);
    await expect(
      storeUpload(ctx, {
        bytes: bytesOf(RECORDINGS[0][2]),
        name: "a",
        declaredType: "audio/flac",
        accept: "recording",
      }),
    ).rejects.toMatchObject(refusal);
  });

  it("stores a generated file with its given type, owned by the given user or nobody", async () => {
    const wav = bytesOf(RECORDINGS[4][2]);
    const mine = await storeGenerated(ctx, { bytes: wav, name: "reply.wav", type: "audio/wav" });
    expect(mine).toMatchObject({
      type: "audio/wav",
      size: wav.length,
      userId: world.athleteA.id,
      createdById: world.athleteA.id,
    });
    const nobodys = await storeGenerated(ctx, {
      bytes: wav,
      name: "reply.wav",
      type: "audio/wav",
      userId: null,
    });
    expect(nobodys.userId).toBeNull();
    const got = await download(nobodys.s3FileKey as string, t.athlete);
    expect(got.status).toBe(404);
  });
});

describe("provider uploads", () => {
  afterEach(() => {
    for (const name of ["AI_PROVIDER", "OPENAI_API_KEY", "OPENAI_BASE_URL"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("keeps the file when the OpenAI upload fails (no provider id)", async () => {
    process.env.AI_PROVIDER = "openai";
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";
    const res = await upload("Reference text", "ref.txt", { token: t.admin, purpose: "assistants" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ openAiFileId: null, openAiPurpose: null, content: "Reference text" });
    expect((await download(keyOf(res.body.url), t.admin)).status).toBe(200);
  });

  it("uploads to OpenAI Files with its purpose and keeps the provider id", async () => {
    const wire = await startOpenAIWireServer();
    try {
      process.env.AI_PROVIDER = "openai";
      process.env.OPENAI_API_KEY = "sk-test";
      process.env.OPENAI_BASE_URL = wire.url;
      const res = await upload("Tempo run plan", "tempo.txt", { token: t.admin, purpose: "assistants" });
      expect(res.status).toBe(201);
      expect(res.body.openAiFileId).toMatch(/^file-wire-\d+$/);
      expect(res.body.openAiPurpose).toBe("assistants");
      const sent = wire.requests.find((r) => r.path.endsWith("/files"));
      expect(sent?.body.purpose).toBe("assistants");
      expect(sent?.files.file?.name).toBe("tempo.txt");
      expect(Buffer.from(sent?.files.file?.bytes ?? []).toString()).toBe("Tempo run plan");
      const row = await db.file.findUniqueOrThrow({ where: { id: res.body._id } });
      expect(row.openAiFileId).toBe(res.body.openAiFileId);
    } finally {
      await wire.close();
    }
  });

  it("does not call any provider offline, even with a purpose", async () => {
    process.env.AI_PROVIDER = "offline";
    const res = await upload("Offline text", "off.txt", { token: t.admin, purpose: "user_data" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ openAiFileId: null, openAiPurpose: null });
  });
});
