import { useMemo } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { EditorSchemas, Language, ProgramDraft } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { ApiError, isApiError } from "../../../app/api/client";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import type { EditorTexts } from "./form/editorContext";
import { errorSchemaOf } from "./form/errorSchemaOf";
import { proMediaUpload } from "./form/proMediaUpload";
import { SchemaForm } from "./form/SchemaForm";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useLocale } from "../../../app/i18n/useT";
import { useProId } from "../../../app/pro/proRoute";
import { ActionsJournal } from "./ActionsJournal";
import { programEditorSchemas } from "./programEditorSchemas";
import { ProgramFiles } from "./ProgramFiles";
import { ProgramVersions } from "./ProgramVersions";
import { editorSchemasQuery, proProgramQuery } from "./queries";
import { useDraftSaver, type SaveStatus } from "./useDraftSaver";
import { callKey } from "../../../app/api/callKey";

const SAVE_MESSAGES = {
  saved: "pro.editor.saved",
  saving: "pro.editor.saving",
  retrying: "pro.editor.retrying",
  refused: "pro.editor.refused",
} as const satisfies Record<SaveStatus, string>;

const editorRoute = getRouteApi("/app/pro/programs/$id");

function Editor({ programId, schemas }: { programId: string; schemas: EditorSchemas }) {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const queryClient = useQueryClient();
  const program = useQuery(proProgramQuery(api, proId, programId));
  const saver = useDraftSaver(proId, programId, program.data);
  const parts = useMemo(() => programEditorSchemas(schemas.program), [schemas.program]);
  const upload = useMemo(() => proMediaUpload(proId), [proId]);

  const publication = useMutation({
    mutationFn: (action: "activate" | "deactivate") =>
      api.call(`PUT /api/pro/:proId/program/:id/${action}`, { params: { proId, id: programId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(
        callKey("GET /api/pro/:proId/program/:id", { params: { proId, id: programId } }),
        answer,
      );
      return queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/program", { params: { proId } }),
      });
    },
  });

  const draft = saver.draft;
  useDocumentTitle(draft ? (draft.translations[draft.languages?.[0] ?? "fr"]?.title ?? draft.id) : undefined);
  if (program.error) return <ErrorAlert error={program.error} />;
  if (!draft || !program.data) return <PageSpinner />;

  const languages = (draft.languages?.length ? draft.languages : ["fr"]) as Language[];
  const texts: Omit<EditorTexts, "keyPrefix"> = {
    languages,
    texts: draft.translations,
    onText: (language, key, value) => saver.change({ kind: "text", language, key, value }),
  };
  const refused = [
    ...saver.refused,
    ...(isApiError(publication.error) && publication.error.status === 400
      ? publication.error.fieldProblems
      : []),
  ];
  const main = languages[0] as Language;
  const fields = draft as unknown as Record<string, unknown>;
  const settings = Object.fromEntries(parts.settingNames.map((name) => [name, fields[name]]));
  const status = program.data.status;

  return (
    <>
      <div className="pro-editor__head">
        <h1 className="page__title">
          {draft.translations[main]?.title ?? t("pro.programs.untitled", { id: draft.id })}
        </h1>
        <p className="pro-card__badges">
          <span className={`pro-badge pro-badge--${status.toLowerCase()}`}>{t(`pro.status.${status}`)}</span>
          <span className="pro-badge" role="status" data-testid="save-status">
            {t(SAVE_MESSAGES[saver.status])}
          </span>
        </p>
        <div className="pro-editor__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={saver.unsaved || publication.isPending}
            onClick={() => publication.mutate("activate")}
          >
            {t(status === "DRAFT" ? "pro.editor.publish" : "pro.editor.publishAgain")}
          </button>
          {status === "INPROGRESS" && (
            <button
              type="button"
              className="btn"
              disabled={publication.isPending}
              onClick={() => publication.mutate("deactivate")}
            >
              {t("pro.editor.deactivate")}
            </button>
          )}
          <Link
            to="/app/pro/programs/$id/play"
            params={{ id: programId }}
            className="btn"
            data-testid="play-link"
          >
            {t("pro.play.open")}
          </Link>
        </div>
        {publication.error && <ErrorAlert error={publication.error} />}
        {saver.refused.length > 0 && (
          <ErrorAlert
            error={new ApiError({ status: 400, code: "VALIDATION_FAILED", details: saver.refused })}
          />
        )}
      </div>

      <ProgramVersions proId={proId} programId={programId} versions={program.data.versions} />

      <ProgramFiles proId={proId} programId={programId} />

      <section className="pro-section" aria-labelledby="pro-texts">
        <h2 id="pro-texts" className="pro-section__title">
          {t("pro.editor.texts")}
        </h2>
        <SchemaForm
          idPrefix="program-texts"
          schema={parts.texts((draft.steps ?? []).map((step) => step.stepId))}
          formData={draft.translations[main] ?? {}}
          context={{ texts: { ...texts, keyPrefix: "" } }}
          serverErrors={errorSchemaOf(refused, `/translations/${main}`)}
          // Every text lives in the translations, which the fields write themselves.
          onChange={() => {}}
        />
      </section>

      <section className="pro-section" aria-labelledby="pro-settings">
        <h2 id="pro-settings" className="pro-section__title">
          {t("pro.editor.settings")}
        </h2>
        <SchemaForm
          idPrefix="program-settings"
          schema={parts.settings}
          formData={settings}
          context={{ upload }}
          serverErrors={errorSchemaOf(refused)}
          onChange={(next) => {
            for (const name of parts.settingNames) {
              if (JSON.stringify(next[name]) !== JSON.stringify(settings[name])) {
                saver.change({ kind: "field", field: name, value: next[name] ?? null });
              }
            }
          }}
        />
      </section>

      <ActionsJournal
        proId={proId}
        programId={programId}
        journal={draft.actionsJournal ?? []}
        studyDuration={draft.studyDuration ?? 1}
        schemas={schemas}
        parts={parts}
        texts={texts}
        refused={refused}
        onChange={(journal: NonNullable<ProgramDraft["actionsJournal"]>) =>
          saver.change({ kind: "field", field: "actionsJournal", value: journal })
        }
      />
    </>
  );
}

/** A program's editor: its texts in each language, settings, journal of actions, and publication. */
export function ProgramEditorPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const { id } = editorRoute.useParams();
  const locale = useLocale();
  const schemas = useQuery(editorSchemasQuery(api, proId, locale));
  return (
    <main id="main" className="page pro-page pro-editor">
      <Link to="/app/pro" className="btn btn--ghost pro-editor__back">
        {t("pro.editor.back")}
      </Link>
      {schemas.error ? (
        <ErrorAlert error={schemas.error} />
      ) : schemas.data ? (
        <Editor programId={id} schemas={schemas.data} />
      ) : (
        <PageSpinner />
      )}
    </main>
  );
}
