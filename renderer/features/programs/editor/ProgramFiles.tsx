import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { ProProgramAnswer } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { callKey } from "../../../app/api/callKey";
import { isApiError } from "../../../app/api/client";
import { useProT } from "../../../app/pro/i18n/useProT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import "./programFiles.css";

export interface ProgramFilesProps {
  proId: string;
  programId: string;
}

/** Hands `text` to the browser as a file named `name` to save. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A file read as JSON, or undefined when it is not JSON. */
async function readJson(file: File): Promise<unknown> {
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A program's copies and files: a copy under a new id, the program downloaded as one JSON file, and
 * a new program started from such a file, each place the file fails being named.
 */
export function ProgramFiles({ proId, programId }: ProgramFilesProps) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [cloning, setCloning] = useState(false);
  const [newId, setNewId] = useState(`${programId}-2`);
  const [notJson, setNotJson] = useState(false);

  // A new draft: cached as the editor reads it, in the list of programs, and opened.
  const opened = (answer: ProProgramAnswer) => {
    queryClient.setQueryData(
      callKey("GET /api/pro/:proId/program/:id", { params: { proId, id: answer.draft.id } }),
      answer,
    );
    void queryClient.invalidateQueries({
      queryKey: callKey("GET /api/pro/:proId/program", { params: { proId } }),
    });
    return navigate({ to: "/app/pro/programs/$id", params: { id: answer.draft.id } });
  };

  const clone = useMutation({
    mutationFn: (id: string) =>
      api.call("POST /api/pro/:proId/program/:id/clone", { params: { proId, id: programId }, body: { id } }),
    onSuccess: (answer) => {
      setCloning(false);
      return opened(answer);
    },
  });
  const exported = useMutation({
    mutationFn: () =>
      api.call("GET /api/pro/:proId/program/:id/export", { params: { proId, id: programId } }),
    onSuccess: (program) => download(`${program.id}.json`, `${JSON.stringify(program, null, 2)}\n`),
  });
  const imported = useMutation({
    mutationFn: (program: Record<string, unknown>) =>
      api.call("POST /api/pro/:proId/program/import", { params: { proId }, body: { program } }),
    onSuccess: opened,
  });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    imported.reset();
    const program = await readJson(file);
    const isObject = typeof program === "object" && program !== null && !Array.isArray(program);
    setNotJson(!isObject);
    if (isObject) imported.mutate(program as Record<string, unknown>);
  };

  const submitClone = (event: FormEvent) => {
    event.preventDefault();
    clone.mutate(newId.trim());
  };

  const refused = (error: unknown) => isApiError(error) && error.status === 400;

  return (
    <section className="pro-section program-files" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="pro-section__title">
        {t("pro.files.title")}
      </h2>
      <div className="program-files__actions">
        <button type="button" className="btn" aria-expanded={cloning} onClick={() => setCloning(!cloning)}>
          {t("pro.files.clone")}
        </button>
        <button type="button" className="btn" disabled={exported.isPending} onClick={() => exported.mutate()}>
          {t("pro.files.export")}
        </button>
        <label className="btn program-files__import">
          {t("pro.files.import")}
          <input
            type="file"
            className="visually-hidden"
            accept="application/json,.json"
            data-testid="program-import-file"
            disabled={imported.isPending}
            onChange={(event) => {
              void pick(event.currentTarget.files?.[0]);
              event.currentTarget.value = "";
            }}
          />
        </label>
      </div>

      {cloning && (
        <form className="program-files__clone" onSubmit={submitClone}>
          <label className="field__label" htmlFor={`${ids}-id`}>
            {t("pro.files.cloneId")}
          </label>
          <input
            id={`${ids}-id`}
            className="field__input"
            required
            value={newId}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => setNewId(event.target.value)}
          />
          <p id={`${ids}-hint`} className="muted">
            {t("pro.files.cloneHint")}
          </p>
          <div className="program-files__actions">
            <button type="submit" className="btn btn--primary" disabled={clone.isPending || !newId.trim()}>
              {t("pro.files.cloneConfirm")}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setCloning(false)}>
              {t("pro.files.cancel")}
            </button>
          </div>
          {clone.error && <ErrorAlert error={clone.error} />}
        </form>
      )}

      {exported.error && (
        <div className="program-files__problem">
          {refused(exported.error) && <p>{t("pro.files.exportRefused")}</p>}
          <ErrorAlert error={exported.error} />
        </div>
      )}
      {notJson && (
        <p className="alert" role="alert">
          {t("pro.files.notJson")}
        </p>
      )}
      {imported.error && (
        <div className="program-files__problem">
          {refused(imported.error) && <p>{t("pro.files.importRefused")}</p>}
          <ErrorAlert error={imported.error} />
        </div>
      )}
    </section>
  );
}
