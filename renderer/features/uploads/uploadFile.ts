import type { ApiCalls, UploadAnswer } from "../../../card-schemas";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { ApiError, CLIENT_ERROR_CODES } from "../../app/api/ApiError";
import { callPath } from "../../../card-schemas/callPath";

/** The query of an upload: who may see the picture, and its data value for a private one. */
export type UploadQuery = ApiCalls["POST /api/patient/uploads"]["query"];

/** The upload call's URL with its query. */
export const uploadPath = (query: UploadQuery) => callPath("POST /api/patient/uploads", {}, query);

export interface UploadRequest {
  query: UploadQuery;
  file: Blob;
  /** Called as bytes leave, with a fraction from 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export type Uploader = (request: UploadRequest) => Promise<UploadAnswer>;

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: string; message?: string };
    return new ApiError({
      status: xhr.status,
      code: body.error ?? CLIENT_ERROR_CODES.badResponse,
      serverMessage: body.message,
    });
  } catch (cause) {
    return new ApiError({ status: xhr.status, code: CLIENT_ERROR_CODES.badResponse, cause });
  }
}

/**
 * Sends the file's bytes as the body of the upload call at `path`, with XMLHttpRequest because
 * fetch reports no upload progress. Same headers as the API client (schema version, CSRF guard);
 * the envelope's value or an ApiError comes back.
 */
export function sendFile<Answer>(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-Schema-Version", String(SCHEMA_VERSION));
    xhr.setRequestHeader("X-Requested-With", "fetch");
    // The server reads the type from the bytes; this only keeps body parsers out of the way.
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      try {
        const body = JSON.parse(xhr.responseText) as { success?: boolean; value?: Answer };
        if (!body.success || !body.value) return reject(errorOf(xhr));
        onProgress(1);
        resolve(body.value);
      } catch (cause) {
        reject(new ApiError({ status: xhr.status, code: CLIENT_ERROR_CODES.badResponse, cause }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network }));
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The patient's picture upload. */
export const uploadFile: Uploader = ({ query, file, onProgress, signal }) =>
  sendFile<UploadAnswer>(uploadPath(query), file, onProgress, signal);
