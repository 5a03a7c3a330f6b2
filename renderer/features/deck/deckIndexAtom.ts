import { atom } from "jotai";

/**
 * The slide in view. Local UI state shared by the track, the pager and the keyboard handler;
 * each deck mounts its own jotai Provider, so it starts at 0 every time the deck opens.
 */
export const deckIndexAtom = atom(0);
