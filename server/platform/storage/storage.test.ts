import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStorageKey, localDiskStorage, type Storage } from "./storage";

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "outchi-storage-"));
  storage = localDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("localDiskStorage", () => {
  it("writes, reads and removes a file under its key", async () => {
    const key = "dailyActivity/mealPhoto/u1/f1.png";
    await storage.put(key, Uint8Array.from([1, 2, 3]));
    expect([...((await storage.read(key)) ?? [])]).toEqual([1, 2, 3]);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
  });

  it("never replaces a file", async () => {
    await storage.put("social/u1/f2.jpg", Uint8Array.from([1]));
    await expect(storage.put("social/u1/f2.jpg", Uint8Array.from([2]))).rejects.toThrow();
  });

  it("refuses keys that could leave its root", async () => {
    for (const key of [
      "../escape.png",
      "/etc/passwd.txt",
      "a/../../b.png",
      "a//b.png",
      "a/b",
      "a\\b.png",
      "",
    ]) {
      expect([key, isStorageKey(key)]).toEqual([key, false]);
    }
    await expect(storage.put("../escape.png", Uint8Array.from([1]))).rejects.toThrow("not a storage key");
    await expect(storage.read("../../etc/passwd.txt")).rejects.toThrow("not a storage key");
  });
});
