/**
 * What a picture task accepts (docs/architecture.md: "a picture task uploads only files of image type"):
 * the type is read from the file's first bytes, never from its name or the Content-Type it was
 * sent with, and the size is capped.
 */

/** The most bytes a picture may have: 5 MB. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels a picture may have, 50 million (a 48-megapixel phone photo fits): the server
 * decodes every picture to strip its metadata, and a small file may unpack into a huge image.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

/** The file extension stored for each type. */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageType, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** What a file picker offers for a picture: the types sniffImageType knows. */
export const PICTURE_FILE_TYPES = Object.keys(IMAGE_EXTENSIONS).join(",");

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type of `bytes` from their magic number (JPEG, PNG, WebP, GIF), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
