import { ApiError } from "../../app/api/ApiError";
import type { UploadAnswer } from "../../../card-schemas";
import { uploadPath, type Uploader } from "./uploadFile";

/** The first bytes of a PNG: enough for the picture tasks' type check. */
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];

/** A small file whose bytes say PNG. */
export function pngFile(name = "lunch.png"): File {
  return new File([Uint8Array.from(PNG_BYTES)], name, { type: "image/png" });
}

/** A file named like a picture whose bytes are a PDF: the tasks refuse it. */
export function pdfNamedPng(): File {
  return new File(["%PDF-1.7 not a picture"], "holiday.png", { type: "image/png" });
}

export interface FakeUploaderOptions {
  /** The server's error code to answer with (NOT_AN_IMAGE, TOO_LARGE, NETWORK_ERROR…). */
  failWith?: string;
  /** Stay at this fraction for ever: the progress bar state. */
  stuckAt?: number;
  /** Refuse a shared picture with 409 TOO_SOON and these days remaining. */
  tooSoonDays?: number;
}

/** An uploader without a server: reports progress in quarters, then answers like the server. */
export function fakeUploader(options: FakeUploaderOptions = {}): Uploader & { calls: string[] } {
  const calls: string[] = [];
  const uploader = async ({ query, onProgress }: Parameters<Uploader>[0]): Promise<UploadAnswer> => {
    calls.push(uploadPath(query));
    if (options.stuckAt !== undefined) {
      onProgress(options.stuckAt);
      return new Promise(() => {});
    }
    for (const fraction of [0.25, 0.5, 0.75]) onProgress(fraction);
    if (options.tooSoonDays !== undefined) {
      throw new ApiError({
        status: 409,
        code: "TOO_SOON",
        details: [{ daysRemaining: options.tooSoonDays }],
      });
    }
    if (options.failWith) {
      throw new ApiError({ status: options.failWith === "TOO_LARGE" ? 413 : 400, code: options.failWith });
    }
    const { access } = query;
    return {
      file: {
        id: "file-1",
        url: "/api/files/file-1",
        path: access === "private" ? "dailyActivity/mealPhoto/u1/file-1.png" : "social/u1/file-1.png",
        access,
        contentType: "image/png",
        size: PNG_BYTES.length,
        createdAt: "2025-03-14T12:00:00.000Z",
      },
    };
  };
  return Object.assign(uploader, { calls });
}
