/**
 * Uploaded files in an S3-compatible bucket (docs/features/uploads.md), so that every app process
 * serves the pictures any of them stored. The bucket stays private: the app reads the bytes and
 * sends them to whoever may read them (server/features/uploads/storedFile.ts). The SDK is loaded at
 * the first use, so a server on the local disk never pays for it.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config";
import { checkedKey } from "./storageKey";

type Sdk = typeof import("@aws-sdk/client-s3");

/** An S3 call that failed with `status` (404: no such key or bucket). */
function failedWith(err: unknown, status: number): boolean {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === status;
}

/** The files of the bucket `settings` name, as server/platform/storage/storage.ts's Storage. */
export function s3Storage(settings: S3Settings) {
  const Bucket = settings.bucket;
  let connection: Promise<{ sdk: Sdk; s3: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // A storage that does not answer fails the request instead of holding it.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
      }),
    })));

  return {
    async put(key: string, bytes: Uint8Array): Promise<void> {
      const Key = checkedKey(key);
      const { sdk, s3 } = await connect();
      // IfNoneMatch makes the refusal atomic where the server supports conditional writes (AWS,
      // MinIO, R2); the question before refuses on those that ignore it (s3rver, the tests' server).
      const present = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        (err: unknown) => (failedWith(err, 404) ? false : Promise.reject(err)),
      );
      if (present) throw new Error(`already stored: ${key}`);
      await s3.send(new sdk.PutObjectCommand({ Bucket, Key, Body: bytes, IfNoneMatch: "*" }));
    },
    async read(key: string): Promise<Buffer | null> {
      const Key = checkedKey(key);
      const { sdk, s3 } = await connect();
      try {
        const { Body } = await s3.send(new sdk.GetObjectCommand({ Bucket, Key }));
        const bytes = (await Body?.transformToByteArray()) ?? new Uint8Array();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (err instanceof sdk.NoSuchKey) return null;
        throw err;
      }
    },
    async remove(key: string): Promise<void> {
      const Key = checkedKey(key);
      const { sdk, s3 } = await connect();
      // S3 answers 204 whether the key was there or not.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    async check(): Promise<void> {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}
