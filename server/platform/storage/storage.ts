/**
 * The storage adapter of uploaded files (docs/architecture.md): local disk under DATA_DIR/uploads by
 * default, an S3-compatible bucket when S3_BUCKET names one (./s3Storage.ts). Keys are checked by
 * every adapter (./storageKey.ts), so nothing can be written or read outside the root or the bucket.
 */
import { constants } from "node:fs";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";
import { s3Storage } from "./s3Storage";
import { checkedKey } from "./storageKey";

export { isStorageKey } from "./storageKey";

export interface Storage {
  /** Writes `bytes` under `key`; refuses to replace an existing file (rejects). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes `key`; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** Resolves when files can be written and read now (the health check), else rejects. */
  check(): Promise<void>;
}

/** Files on the local disk under `root`. */
export function localDiskStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split("/"));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: "wx" });
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as { code?: string }).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

const byPlace = new Map<string, Storage>();

/**
 * The storage the configuration names, one per place: the bucket of `config.s3` (S3_BUCKET and its
 * companions), else the local disk under DATA_DIR/uploads.
 */
export function storageFor(config: Pick<Config, "dataDir" | "s3">): Storage {
  const { s3 } = config;
  const place = s3 ? JSON.stringify(s3) : path.join(config.dataDir, "uploads");
  let storage = byPlace.get(place);
  if (!storage) {
    storage = s3 ? s3Storage(s3) : localDiskStorage(place);
    byPlace.set(place, storage);
  }
  return storage;
}
