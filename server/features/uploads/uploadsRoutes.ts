import { MAX_PICTURE_BYTES } from "../../../engine/shared/imageType";
import { route } from "../../platform/http/route";
import { readRawBody } from "../../platform/http/rawBody";
import { presentStoredFile, presentSocialEvent } from "./present";
import { readFileFor } from "./storedFile";
import { uploadAuthorMedia } from "./uploadAuthorMedia";
import { uploadPicture } from "./uploadPicture";

/**
 * Picture uploads (PICTURE_PRIVATE, PICTURE_SOCIAL, an author's media) and the one route that
 * serves stored files.
 */

const PRIVATE_FILE_CACHE = "private, no-store";
const PROTECTED_FILE_CACHE = "private, max-age=3600";

export const uploadRoutes = [
  route({
    call: "POST /api/patient/uploads",
    policy: "patient",
    quota: "uploads",
    tag: "uploads",
    summary: `Uploads a picture, the raw bytes as the body (JPEG, PNG, WebP or GIF, sniffed from the bytes; at most ${MAX_PICTURE_BYTES} bytes, else 413). access=private needs value, an IMAGE data value: the picture is kept under dailyActivity/{value}/ and recorded as today's value; access=protected makes it a PICTURE social event, shown at once (not checked), which counts in the community's 5-day limit like a message: 409 TOO_SOON with daysRemaining, and nothing is kept. Kept without any metadata (EXIF and its GPS position, XMP, IPTC, ICC, text chunks), turned upright. 400 NOT_AN_IMAGE for anything else, and nothing is written.`,
    status: 201,
    async handler({ ctx, user, query, deps }) {
      const bytes = await readRawBody(ctx, MAX_PICTURE_BYTES);
      const result = await uploadPicture(deps, user, { access: query.access, value: query.value, bytes });
      return {
        file: presentStoredFile(result.file),
        ...(result.dailyActivity && { dailyActivity: result.dailyActivity }),
        ...(result.socialEvent && { socialEvent: presentSocialEvent(result.socialEvent) }),
      };
    },
  }),

  route({
    call: "POST /api/pro/:proId/uploads",
    policy: "pro",
    quota: "uploads",
    tag: "professionals",
    summary: `Uploads a picture of the author's (a program's media or logo, the profile's), the raw bytes as the body: the same checks as the patient's (JPEG, PNG, WebP or GIF sniffed from the bytes, 400 NOT_AN_IMAGE otherwise; at most ${MAX_PICTURE_BYTES} bytes, else 413). Kept as protected without any metadata, turned upright (any signed-in user reads it, guests too once published public content shows it); its url goes in the media field.`,
    status: 201,
    async handler({ ctx, user, params, deps }) {
      const bytes = await readRawBody(ctx, MAX_PICTURE_BYTES);
      return { file: presentStoredFile(await uploadAuthorMedia(deps, user, params.proId, bytes)) };
    },
  }),

  route({
    call: "GET /api/files/:id",
    policy: "guest",
    tag: "uploads",
    summary:
      "The bytes of a stored file: a private one for its owner only, a protected one for any signed-in user, and without a session an author's picture that published public content shows (a live program's cover or logo, the author's public page); 404 for anyone else.",
    raw: true,
    async handler({ ctx, user, params, deps }) {
      const { file, bytes } = await readFileFor(deps, user, params.id);
      ctx.type = file.contentType;
      ctx.set("Content-Disposition", "inline");
      ctx.set("X-Content-Type-Options", "nosniff");
      // A private picture is health data: no cache keeps it (a shared computer, a disk left behind).
      // A protected one is seen by every signed-in user: the browser may keep it, no shared cache.
      ctx.set("Cache-Control", file.access === "private" ? PRIVATE_FILE_CACHE : PROTECTED_FILE_CACHE);
      return bytes;
    },
  }),
];
