/**
 * The keys of stored files. They are made by the server only (never from a file name the client
 * sent) and checked again by every storage adapter, so nothing can be written or read outside its
 * root or its bucket.
 */

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** Whether `key` is one of ours: folders and a name of plain characters, with an extension. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 300;
}

/** `key`, when it is one of ours; throws otherwise. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}
