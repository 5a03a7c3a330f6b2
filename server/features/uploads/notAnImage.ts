/** The refusal of an upload whose bytes are not a picture (docs/features/uploads.md), for the patients' and the authors' uploads alike. */
import { HttpError } from "../../core/errors";

/** 400 NOT_AN_IMAGE: the bytes are not a JPEG, PNG, WebP or GIF picture. */
export class NotAnImage extends HttpError {
  constructor() {
    super(400, "NOT_AN_IMAGE", "The file is not a JPEG, PNG, WebP or GIF picture");
  }
}
