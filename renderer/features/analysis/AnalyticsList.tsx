import { useId, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { Analytic, AnalyticType } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { AnalysisView } from "./AnalysisView";
import { analyticsQuery, type AnalysisQuery, type AnalyticsFilter } from "./queries";
import "./analysis.css";

/** The GET /api/patient/analysis query that opens an analytic: its type as `kind`, and its keys. */
export function analysisQueryOf(item: Analytic): AnalysisQuery {
  return {
    kind: item.type,
    ...(item.symptom ? { symptom: item.symptom } : {}),
    ...(item.symptoms ? { symptoms: item.symptoms.join(",") } : {}),
    ...(item.dataValue ? { dataValue: item.dataValue } : {}),
    ...(item.medication ? { medication: item.medication } : {}),
    ...(item.questionnaire ? { questionnaire: item.questionnaire } : {}),
    ...(item.studyId ? { studyId: item.studyId } : {}),
  };
}

/** The journal and analysis as a PDF, for a consultation, in the patient's language (GET /api/patient/export). */
export const CONSULTATION_PDF_PATH = "/api/patient/export?format=pdf";

/** `ids` with `id` added, or taken out when it is there. */
function toggled(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

/**
 * The analytics list (docs/features/analysis.md): filters by study and by type, 10 analytics at a time with a
 * "see more" button, each opening its cards below it. The journal page drops it under the day's
 * record, under its own heading (`labelledBy`, the list then draws none). Once there is something to
 * read, a link downloads it all as a PDF to take to a consultation.
 */
export function AnalyticsList({ labelledBy }: { labelledBy?: string }) {
  const t = useT();
  const api = useApi();
  const ids = { study: useId(), type: useId() };
  const [filter, setFilter] = useState<AnalyticsFilter>({});
  // Several may be open at once, to be read side by side.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const list = useInfiniteQuery(analyticsQuery(api, filter));
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const typeName = (type: AnalyticType) => t(`analysis.type.${type}`);
  const change = (next: AnalyticsFilter) => {
    setOpen(new Set());
    setFilter(next);
  };

  return (
    <section
      className="analysis-list"
      aria-labelledby={labelledBy ?? `${ids.study}-title`}
      data-testid="analytics-list"
    >
      {labelledBy === undefined && (
        <h2 className="tile__title" id={`${ids.study}-title`}>
          {t("analysis.list.title")}
        </h2>
      )}
      {first && (first.studies.length > 0 || first.types.length > 0) && (
        <div className="analysis-list__filters">
          <div className="field">
            <label className="field__label" htmlFor={ids.study}>
              {t("analysis.list.study")}
            </label>
            <select
              id={ids.study}
              className="field__input"
              value={filter.studyId ?? ""}
              data-testid="analytics-study"
              onChange={(event) => change({ ...filter, studyId: event.target.value || undefined })}
            >
              <option value="">{t("analysis.list.allStudies")}</option>
              {first.studies.map((study) => (
                <option key={study.id} value={study.id}>
                  {study.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.type}>
              {t("analysis.list.type")}
            </label>
            <select
              id={ids.type}
              className="field__input"
              value={filter.type ?? ""}
              data-testid="analytics-type"
              onChange={(event) =>
                change({ ...filter, type: (event.target.value || undefined) as AnalyticType | undefined })
              }
            >
              <option value="">{t("analysis.list.allTypes")}</option>
              {first.types.map((type) => (
                <option key={type} value={type}>
                  {typeName(type)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {list.isPending ? (
        <p className="muted" data-testid="analytics-loading">
          {t("analysis.list.loading")}
        </p>
      ) : list.isError ? (
        <p className="alert" role="alert">
          {t("analysis.loadFailed")}
        </p>
      ) : items.length === 0 ? (
        <p className="muted" data-testid="analytics-empty">
          {t("analysis.list.empty")}
        </p>
      ) : (
        <>
          <a
            className="btn btn--ghost analysis-list__pdf"
            href={CONSULTATION_PDF_PATH}
            download
            data-testid="analysis-pdf"
          >
            {t("analysis.list.downloadPdf")}
          </a>
          <ul className="analysis-list__items">
            {items.map((item) => {
              const expanded = open.has(item.id);
              const label =
                item.name === item.type ? typeName(item.type) : `${typeName(item.type)} · ${item.name}`;
              return (
                <li key={item.id} data-testid="analytics-item">
                  <button
                    type="button"
                    className="btn btn--block analysis-list__item"
                    aria-expanded={expanded}
                    onClick={() => setOpen(toggled(open, item.id))}
                  >
                    {label}
                  </button>
                  {expanded && <AnalysisView query={analysisQueryOf(item)} />}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          data-testid="analytics-more"
        >
          {list.isFetchingNextPage ? t("analysis.list.loading") : t("analysis.list.seeMore")}
        </button>
      )}
    </section>
  );
}
