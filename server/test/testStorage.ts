/**
 * The storage adapters the storage and uploads tests run on (server/platform/storage): the local
 * disk under a DATA_DIR of the test's own, and an S3 bucket on an s3rver the test starts in its
 * process.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { Config, S3Settings } from "../config";

export const STORAGE_ADAPTERS = ["local disk", "S3"] as const;
export type StorageAdapter = (typeof STORAGE_ADAPTERS)[number];

export interface TestStorage {
  /** The configuration naming this storage: the test's DATA_DIR, and the bucket's settings for S3. */
  config: Pick<Config, "dataDir" | "s3">;
  /** The keys stored now, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = "outchi-uploads";

export async function startTestStorage(adapter: StorageAdapter): Promise<TestStorage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "outchi-storage-"));
  if (adapter === "local disk") {
    const root = path.join(dataDir, "uploads");
    return {
      config: { dataDir, s3: undefined },
      keys: () => filesUnder(root),
      close: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const directory = path.join(dataDir, "s3rver");
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const s3: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: BUCKET,
    // s3rver's own pair.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  };
  return {
    config: { dataDir, s3 },
    keys: () => keysInBucket(s3),
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .sort();
  } catch (err) {
    if ((err as { code?: string }).code === "ENOENT") return [];
    throw err;
  }
}

async function keysInBucket(s3: S3Settings): Promise<string[]> {
  const { S3Client, ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  const { endpoint, region, credentials, forcePathStyle } = s3;
  const client = new S3Client({ endpoint, region, credentials, forcePathStyle });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
  } finally {
    client.destroy();
  }
}
