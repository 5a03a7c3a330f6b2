import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_ADAPTERS, startTestStorage, type TestStorage } from "../../test/testStorage";
import { isStorageKey, storageFor, type Storage } from "./storage";

describe.each(STORAGE_ADAPTERS)("the storage on %s", (adapter) => {
  let place: TestStorage;
  let storage: Storage;

  beforeAll(async () => {
    place = await startTestStorage(adapter);
    storage = storageFor(place.config);
  });
  afterAll(() => place.close());

  it("writes, reads and removes a file under its key, and removing it again is nothing", async () => {
    const key = "dailyActivity/mealPhoto/u1/f1.png";
    await storage.put(key, Uint8Array.from([1, 2, 3]));
    expect([...((await storage.read(key)) ?? [])]).toEqual([1, 2, 3]);
    expect(await place.keys()).toEqual([key]);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key);
    expect(await place.keys()).toEqual([]);
  });

  it("answers null for a key never written", async () => {
    expect(await storage.read("social/u1/never.png")).toBeNull();
  });

  it("never replaces a file", async () => {
    await storage.put("social/u1/f2.jpg", Uint8Array.from([1]));
    await expect(storage.put("social/u1/f2.jpg", Uint8Array.from([2]))).rejects.toThrow();
    expect([...((await storage.read("social/u1/f2.jpg")) ?? [])]).toEqual([1]);
  });

  it("refuses keys that could leave its root", async () => {
    await expect(storage.put("../escape.png", Uint8Array.from([1]))).rejects.toThrow("not a storage key");
    await expect(storage.read("../../etc/passwd.txt")).rejects.toThrow("not a storage key");
    await expect(storage.remove("a/../../b.png")).rejects.toThrow("not a storage key");
  });

  it("says it can be written and read now", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe("the S3 storage", () => {
  let place: TestStorage;

  beforeAll(async () => {
    place = await startTestStorage("S3");
  });
  afterAll(() => place.close());

  it("fails its check when the bucket is not there, or the server does not answer", async () => {
    const s3 = place.config.s3!;
    await expect(
      storageFor({ ...place.config, s3: { ...s3, bucket: "no-such-bucket" } }).check(),
    ).rejects.toThrow();
    const stopped = await startTestStorage("S3");
    await stopped.close();
    await expect(storageFor(stopped.config).check()).rejects.toThrow();
  });
});

describe("storage keys", () => {
  it("are folders and a name of plain characters, with an extension", () => {
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
    expect(isStorageKey("dailyActivity/mealPhoto/u1/f1.png")).toBe(true);
  });
});
