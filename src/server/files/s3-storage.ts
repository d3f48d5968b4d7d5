/**
 * Files on S3 through @aws-sdk/client-s3: S3_BUCKET, S3_ENDPOINT (any S3-compatible server), S3_REGION (default
 * us-east-1), S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (else the SDK's default credential chain) and
 * S3_FORCE_PATH_STYLE (default true when S3_ENDPOINT is set). One client per configuration.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FileStorage } from "./storage";

export interface S3Config {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const env = (name: string) => process.env[name]?.trim() || null;

export function s3ConfigFromEnv(): S3Config | null {
  const bucket = env("S3_BUCKET");
  if (!bucket) return null;
  const endpoint = env("S3_ENDPOINT")?.replace(/\/+$/, "") ?? null;
  const pathStyle = env("S3_FORCE_PATH_STYLE");
  return {
    bucket,
    endpoint,
    region: env("S3_REGION") ?? "us-east-1",
    accessKeyId: env("S3_ACCESS_KEY_ID"),
    secretAccessKey: env("S3_SECRET_ACCESS_KEY"),
    forcePathStyle: pathStyle === null ? endpoint !== null : pathStyle === "true" || pathStyle === "1",
  };
}

const clients = new Map<string, S3Client>();

export function s3Client(config: S3Config): S3Client {
  const id = JSON.stringify({ ...config, bucket: undefined });
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // S3-compatible servers often lack the SDK's default flexible checksums (aws-chunked uploads).
      ...(config.endpoint
        ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
        : {}),
    });
    clients.set(id, client);
  }
  return client;
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** The object's URL: path style on the endpoint, else the bucket's virtual-hosted address. */
export function objectUrl(config: S3Config, key: string): string {
  if (config.endpoint) {
    if (config.forcePathStyle) return `${config.endpoint}/${config.bucket}/${encodeKey(key)}`;
    const url = new URL(config.endpoint);
    return `${url.protocol}//${config.bucket}.${url.host}/${encodeKey(key)}`;
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com/${encodeKey(key)}`;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

export function s3Storage(config: S3Config): FileStorage {
  const client = s3Client(config);
  return {
    kind: "s3",
    async put(key, bytes, type) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: type }),
      );
      return { url: objectUrl(config, key) };
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
