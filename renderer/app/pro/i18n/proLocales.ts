import type en from "./messages/en.json";

/** Every key of the pro catalogs; en.json is the reference, the catalogs' test keeps the four in step. */
export type ProMessageId = keyof typeof en;
export type ProMessages = Record<ProMessageId, string>;
