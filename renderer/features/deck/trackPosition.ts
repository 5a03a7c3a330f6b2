/** The track's transform that shows card `index`, moved by `offsetPx` (a drag in progress). */
export const position = (index: number, offsetPx = 0) => `translateX(calc(${-index * 100}% + ${offsetPx}px))`;

/** Plays the track's move from one transform to another (deckMotion.tsx), its end state already set. */
export type SnapPlayer = (element: HTMLDivElement, from: string, to: string) => void;
