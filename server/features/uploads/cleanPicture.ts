/**
 * What an uploaded picture keeps (docs/features/uploads.md): its pixels, turned upright, and nothing
 * else. A phone photo carries EXIF (the place it was taken, the camera, the time), XMP, IPTC, an ICC
 * profile or PNG text chunks; the picture is decoded and encoded again in its own type without any
 * of them, so neither the stored bytes nor the served ones say more than the picture shows.
 */
import sharp, { type Sharp } from "sharp";
import { MAX_PICTURE_PIXELS, type ImageType } from "../../../engine/shared/imageType";
import { NotAnImage } from "./notAnImage";

/** How each type is written again: the same type, good quality, no metadata (sharp's default). */
const ENCODERS: Readonly<Record<ImageType, (image: Sharp) => Sharp>> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: 90 }),
  "image/gif": (image) => image.gif(),
};

/**
 * The picture's bytes without any metadata, its EXIF orientation applied to the pixels (a photo
 * taken sideways stays upright), every frame of an animated GIF or WebP kept. Bytes that do not
 * decode as a picture of `type`, or a picture above MAX_PICTURE_PIXELS, answer 400 NOT_AN_IMAGE.
 */
export async function cleanPicture(bytes: Uint8Array, type: ImageType): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, {
      animated: type === "image/gif" || type === "image/webp",
      autoOrient: true,
      limitInputPixels: MAX_PICTURE_PIXELS,
      failOn: "error",
    });
    const { format } = await image.metadata();
    // The bytes' signature said `type`: the decoder must agree, or they are not that picture.
    if (`image/${format}` !== type) throw new NotAnImage();
    return new Uint8Array(await ENCODERS[type](image).toBuffer());
  } catch (err) {
    if (err instanceof NotAnImage) throw err;
    // sharp's refusals (a truncated or corrupt file, too many pixels) are the sender's bytes.
    throw new NotAnImage();
  }
}
