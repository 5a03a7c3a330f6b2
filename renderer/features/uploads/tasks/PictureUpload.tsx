import { useEffect, useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { COMMUNITY_MESSAGE_INTERVAL_DAYS } from "../../../../engine/community";
import { MAX_PICTURE_BYTES, PICTURE_FILE_TYPES, sniffImageType } from "../../../../engine/shared/imageType";
import { isApiError } from "../../../app/api/client";
import { reportError } from "../../../app/errors/reportError";
import { useT } from "../../../app/i18n/useT";
import { useUploader } from "../UploaderContext";
import type { UploadQuery } from "../uploadFile";
import { DoneButton } from "../../../cards/DoneButton";
import type { Complete } from "../../../cards/types";
import "../../../ui/blocks/blocks.css";
import { Picture } from "../../../ui/Picture";
import { callKey } from "../../../app/api/callKey";

// Enough bytes for every signature sniffImageType knows.
const SNIFF_BYTES = 16;
const MAX_MEGABYTES = MAX_PICTURE_BYTES / (1024 * 1024);

type UploadState =
  | { status: "idle" }
  | { status: "uploading"; fraction: number }
  | { status: "uploaded"; fileId: string; preview: string | null }
  | { status: "failed"; reason: "notAnImage" | "tooLarge" | "failed" }
  /** A shared picture within 5 days of the patient's last community post (TOO_SOON). */
  | { status: "tooSoon"; days: number };

/** The days remaining a TOO_SOON refusal names (1 if it names none). */
function daysOf(error: { details: unknown[] }): number {
  const detail = error.details[0];
  return typeof detail === "object" && detail !== null && "daysRemaining" in detail
    ? Number(detail.daysRemaining)
    : 1;
}

async function localProblem(file: File): Promise<"notAnImage" | "tooLarge" | null> {
  if (file.size > MAX_PICTURE_BYTES) return "tooLarge";
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) === null ? "notAnImage" : null;
}

/**
 * The picture of PICTURE_PRIVATE and PICTURE_SOCIAL: pick a file, checked here (type from its
 * bytes, 5 MB at most) and again by the server, sent with a progress bar, then Done sends
 * `{ fileId }`. A refused file can be replaced by another one. A picture shared with the community
 * within 5 days of the patient's last post is refused (TOO_SOON): the card says when sharing opens
 * again and can be set aside.
 */
export function PictureUpload({
  uploadQuery,
  prompt,
  hint,
  complete,
  submitted,
}: {
  uploadQuery: UploadQuery;
  prompt: string | undefined;
  hint: string;
  complete: Complete;
  submitted: boolean;
}) {
  const t = useT();
  const upload = useUploader();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const abort = useRef<AbortController | null>(null);
  const preview = state.status === "uploaded" ? state.preview : null;

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  async function send(file: File) {
    const problem = await localProblem(file);
    if (problem) return setState({ status: "failed", reason: problem });
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: "uploading", fraction: 0 });
    try {
      const answer = await upload({
        query: uploadQuery,
        file,
        signal: controller.signal,
        onProgress: (fraction) => setState({ status: "uploading", fraction }),
      });
      if (answer.dailyActivity)
        void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/dailyActivity") });
      const url = typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null;
      setState({ status: "uploaded", fileId: answer.file.id, preview: url });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isApiError(error) && error.code === "NOT_AN_IMAGE")
        return setState({ status: "failed", reason: "notAnImage" });
      if (isApiError(error) && error.code === "TOO_LARGE")
        return setState({ status: "failed", reason: "tooLarge" });
      if (isApiError(error) && error.code === "TOO_SOON")
        return setState({ status: "tooSoon", days: daysOf(error) });
      reportError(error, { source: "picture upload" });
      setState({ status: "failed", reason: "failed" });
    }
  }

  const percent = state.status === "uploading" ? Math.round(state.fraction * 100) : 0;
  return (
    <div className="task task--picture">
      {prompt && <p className="task__body">{prompt}</p>}
      <p className="task__hint">{hint}</p>
      {state.status === "uploaded" && (
        <figure className="task__figure">
          {state.preview && (
            <Picture className="task__media" src={state.preview} alt={t("task.picture.preview")} />
          )}
          <figcaption role="status" data-testid="picture-uploaded">
            {t("task.picture.uploaded")}
          </figcaption>
        </figure>
      )}
      {state.status === "uploading" && (
        <div className="picture-progress">
          <progress
            max={100}
            value={percent}
            aria-label={t("task.picture.progress")}
            data-testid="picture-progress"
          />
          <span role="status">{t("task.picture.uploading", { percent })}</span>
        </div>
      )}
      {state.status === "failed" && (
        <p className="task__error" role="alert" data-testid="picture-error">
          {state.reason === "tooLarge"
            ? t("task.picture.tooLarge", { size: MAX_MEGABYTES })
            : t(state.reason === "notAnImage" ? "task.picture.notAnImage" : "task.picture.failed")}
        </p>
      )}
      {state.status === "tooSoon" && (
        <>
          <p className="task__error" role="alert" data-testid="picture-too-soon">
            {t("task.picture.tooSoon", { count: state.days, interval: COMMUNITY_MESSAGE_INTERVAL_DAYS })}
          </p>
          <button
            type="button"
            className="btn btn--block"
            disabled={submitted}
            onClick={() => complete({ done: false })}
            data-testid="picture-later"
          >
            {t("task.picture.later")}
          </button>
        </>
      )}
      {state.status !== "uploaded" && state.status !== "tooSoon" && (
        <label
          className="btn btn--block picture-pick"
          htmlFor={inputId}
          aria-disabled={submitted || state.status === "uploading"}
        >
          {t("task.picture.choose")}
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={PICTURE_FILE_TYPES}
            data-testid="picture-input"
            disabled={submitted || state.status === "uploading"}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
        </label>
      )}
      <DoneButton
        disabled={submitted || state.status !== "uploaded"}
        onClick={() =>
          state.status === "uploaded" && complete({ done: true, data: { fileId: state.fileId } })
        }
      />
    </div>
  );
}
