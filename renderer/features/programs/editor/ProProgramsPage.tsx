import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ApiCalls, ProProgramSummary } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { errorSchemaOf } from "./form/errorSchemaOf";
import { SchemaForm } from "./form/SchemaForm";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useLocale } from "../../../app/i18n/useT";
import { useProId } from "../../../app/pro/proRoute";
import { createProgramSchema } from "./createProgramSchema";
import { VersionList } from "./ProgramVersions";
import { editorSchemasQuery, proProgramsQuery } from "./queries";
import { callKey } from "../../../app/api/callKey";

type NewProgram = ApiCalls["POST /api/pro/:proId/program"]["body"]["input"];

function ProgramRow({ program }: { program: ProProgramSummary }) {
  const t = useProT();
  const title = program.title || t("pro.programs.untitled", { id: program.id });
  return (
    <li className="pro-card" data-testid={`pro-program-${program.id}`}>
      <h2 className="pro-card__title">
        <Link to="/app/pro/programs/$id" params={{ id: program.id }}>
          {title}
        </Link>
      </h2>
      <p className="pro-card__badges">
        <span className={`pro-badge pro-badge--${program.status.toLowerCase()}`}>
          {t(`pro.status.${program.status}`)}
        </span>
        {program.hasUnpublishedChanges && program.versions.length > 0 && (
          <span className="pro-badge">{t("pro.programs.unpublished")}</span>
        )}
      </p>
      {program.versions.length === 0 ? (
        <p className="muted">{t("pro.programs.neverPublished")}</p>
      ) : (
        <VersionList versions={program.versions} />
      )}
    </li>
  );
}

function CreateProgram({ proId }: { proId: string }) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [input, setInput] = useState<Partial<NewProgram>>({ languages: ["fr"] });
  const locale = useLocale();
  const schemas = useQuery(editorSchemasQuery(api, proId, locale));
  const help = t("pro.programs.titleHelp");
  const schema = useMemo(
    () => schemas.data && createProgramSchema(schemas.data.program, help),
    [schemas.data, help],
  );
  const create = useMutation({
    mutationFn: (body: NewProgram) =>
      api.call("POST /api/pro/:proId/program", { params: { proId }, body: { input: body } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(
        callKey("GET /api/pro/:proId/program/:id", { params: { proId, id: answer.draft.id } }),
        answer,
      );
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/program", { params: { proId } }),
      });
      return navigate({ to: "/app/pro/programs/$id", params: { id: answer.draft.id } });
    },
  });
  const serverErrors =
    isApiError(create.error) && create.error.status === 400
      ? errorSchemaOf(create.error.fieldProblems, "/input")
      : undefined;
  return (
    <section className="pro-section" aria-labelledby="pro-new-program">
      <h2 id="pro-new-program" className="pro-section__title">
        {t("pro.programs.new")}
      </h2>
      {schemas.error && <ErrorAlert error={schemas.error} />}
      {!schema ? (
        !schemas.error && <PageSpinner />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(input as NewProgram);
          }}
        >
          <SchemaForm
            idPrefix="new-program"
            schema={schema}
            formData={input}
            onChange={setInput}
            serverErrors={serverErrors}
          />
          {create.error && <ErrorAlert error={create.error} />}
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {t("pro.programs.create")}
          </button>
        </form>
      )}
    </section>
  );
}

/** The author's programs, every status, with the patients following each version; and a new one. */
export function ProProgramsPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const programs = useQuery(proProgramsQuery(api, proId));
  useDocumentTitle(t("pro.programs.title"));
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.programs.title")}</h1>
      {programs.isPending ? (
        <PageSpinner />
      ) : programs.error ? (
        <ErrorAlert error={programs.error} />
      ) : programs.data.items.length === 0 ? (
        <p className="muted">{t("pro.programs.empty")}</p>
      ) : (
        <ul className="pro-list">
          {programs.data.items.map((program) => (
            <ProgramRow key={program.id} program={program} />
          ))}
        </ul>
      )}
      <CreateProgram proId={proId} />
    </main>
  );
}
