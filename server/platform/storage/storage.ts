/**
 * The storage adapter of uploaded files (docs/architecture.md): local disk under DATA_DIR/uploads by
 * default. Keys are made by the server only (never from a file name the client sent) and checked
 * again here, so nothing can be written or read outside the root.
 */
import { constants } from "node:fs";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";

export interface Storage {
  /** Writes `bytes` under `key`; refuses to replace an existing file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes `key`; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** Resolves when files can be written and read now (the health check), else rejects. */
  check(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** Whether `key` is one of ours: folders and a name of plain characters, with an extension. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 300;
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
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

const byRoot = new Map<string, Storage>();

/** The storage the configuration names (local disk under DATA_DIR/uploads), one per root. */
export function storageFor(config: Pick<Config, "dataDir">): Storage {
  const root = path.join(config.dataDir, "uploads");
  let storage = byRoot.get(root);
  if (!storage) {
    storage = localDiskStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
