/** The social profile's texts (docs/features/community.md): the pseudo is cut to 30 characters and the bio to 150. */

export const PSEUDO_MAX_LENGTH = 30;
export const BIO_MAX_LENGTH = 150;

/** `text` trimmed and cut to `max` characters (whole code points, so no emoji is split). */
export function cutText(text: string, max: number): string {
  return Array.from(text.trim()).slice(0, max).join("").trimEnd();
}

/** The pseudo and bio as stored. */
export function socialProfileText(input: { pseudo: string; bio: string }): { pseudo: string; bio: string } {
  return { pseudo: cutText(input.pseudo, PSEUDO_MAX_LENGTH), bio: cutText(input.bio, BIO_MAX_LENGTH) };
}
