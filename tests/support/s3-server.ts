/**
 * A local S3-compatible server (s3rver) in this process, on a free port, with its data in a temporary directory
 * and one bucket. Tests point the app at it through the env values it returns (S3_BUCKET, S3_ENDPOINT, …) and
 * use the real @aws-sdk/client-s3 against it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations.
import S3rver from "s3rver";

export interface S3TestServer {
  bucket: string;
  endpoint: string;
  /** Where s3rver keeps the objects (one directory per bucket). */
  directory: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "coach-files-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    bucket,
    endpoint,
    directory,
    // s3rver accepts its own fixed credentials (S3RVER / S3RVER) for signed requests.
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
