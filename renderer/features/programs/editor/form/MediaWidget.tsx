import { useRef, useState } from "react";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { PICTURE_FILE_TYPES } from "../../../../../engine/shared/imageType";
import { useProT } from "../../../../app/pro/i18n/useProT";
import type { EditorContext } from "./editorContext";

type Upload = { state: "idle" } | { state: "sending"; fraction: number } | { state: "failed" };

/** A media link, typed in or filled by uploading a picture (with its progress). */
export function MediaWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  registry,
  disabled,
  readonly,
  required,
  rawErrors,
}: WidgetProps) {
  const t = useProT();
  const upload = (registry.formContext as EditorContext | undefined)?.upload;
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Upload>({ state: "idle" });
  const locked = disabled || readonly || status.state === "sending";

  const send = async (file: File) => {
    if (!upload) return;
    setStatus({ state: "sending", fraction: 0 });
    try {
      const url = await upload(file, (fraction) => setStatus({ state: "sending", fraction }));
      onChange(url);
      setStatus({ state: "idle" });
    } catch {
      // The link typed so far stays; the author may pick the file again.
      setStatus({ state: "failed" });
    }
  };

  return (
    <div className="media-widget">
      <input
        type="text"
        inputMode="url"
        id={id}
        name={id}
        className="field__input"
        value={typeof value === "string" ? value : ""}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {upload && (
        <div className="media-widget__upload">
          <input
            ref={fileInput}
            type="file"
            accept={PICTURE_FILE_TYPES}
            hidden
            tabIndex={-1}
            aria-label={t("pro.editor.upload")}
            data-testid={`${id}__file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          <button type="button" className="btn" disabled={locked} onClick={() => fileInput.current?.click()}>
            {t("pro.editor.upload")}
          </button>
          {status.state === "sending" && (
            <progress
              className="media-widget__progress"
              max={1}
              value={status.fraction}
              aria-label={t("pro.editor.uploadProgress")}
            />
          )}
          {status.state === "failed" && (
            <p className="field__error" role="alert">
              {t("pro.editor.uploadFailed")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
