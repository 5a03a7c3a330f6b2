import { atom } from "jotai";
import type { Locale } from "./locales";

/** The language a guest picked on the sign-in page; a signed-in user's own language wins. */
export const guestLocaleAtom = atom<Locale | null>(null);
