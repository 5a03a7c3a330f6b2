/**
 * The gallery card (docs/features/analysis.md): the patient's private pictures (PICTURE_PRIVATE,
 * kept as an IMAGE data value's day) and shared ones (PICTURE_SOCIAL), one list, newest first.
 */

/** The most pictures one gallery card carries; older ones are left out. */
export const GALLERY_MAX_PICTURES = 200;

/** What the order needs of a picture: its day and when it was stored. */
export interface GalleryEntry {
  date: string;
  /** When it was stored (ms since the epoch), to order the pictures of one day. */
  storedAt: number;
}

/** The pictures of both sources, newest first, cut to GALLERY_MAX_PICTURES. */
export function galleryPictures<T extends GalleryEntry>(...sources: ReadonlyArray<readonly T[]>): T[] {
  return sources
    .flat()
    .sort((a, b) => b.date.localeCompare(a.date) || b.storedAt - a.storedAt)
    .slice(0, GALLERY_MAX_PICTURES);
}
