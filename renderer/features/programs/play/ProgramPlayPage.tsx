import { useId, useMemo, useRef, useState } from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { Language, ProgramDraft } from "../../../../card-schemas";
import { ApiProvider, useApi } from "../../../app/api/ApiContext";
import { createQueryClient } from "../../../app/api/createQueryClient";
import { isApiError } from "../../../app/api/client";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { CardView } from "../../../cards/CardView";
import type { CompleteResult, IncomingCard } from "../../../cards/types";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { proProgramQuery } from "../editor/queries";
import { playApi } from "./playApi";
import {
  actionsOfDay,
  currentAction,
  playDays,
  playFollowUp,
  playValidation,
  type PlayAction,
  type PlayOutcomes,
} from "./playthrough";
import "../editor/preview/phonePreview.css";
import "./programPlay.css";

const playRoute = getRouteApi("/app/pro/programs/$id/play");

/** The card a patient gets when their renderer cannot draw one: what a refused action shows. */
const REFUSED: IncomingCard = { id: "play", type: "ERROR" };

/** The card of `action` as the deck would deal it, in `language`, with the draft's texts (POST …/preview). */
function usePlayedCard(proId: string, programId: string, language: Language, action: PlayAction | null) {
  const api = useApi();
  return useQuery({
    queryKey: ["program-play", proId, programId, language, action],
    queryFn: ({ signal }) =>
      api.call(
        "POST /api/pro/:proId/preview",
        {
          params: { proId },
          body: {
            card: {
              taskType: action!.taskType,
              params: action!.params,
              uniqueId: action!.uniqueId,
              rewards: action!.rewards,
              day: action!.day,
            },
            language,
            programId,
          },
        },
        { signal },
      ),
    enabled: action !== null,
    retry: false,
  });
}

/** The play-through of `draft`: its days, the day's cards in a phone frame, what became of each. */
export function ProgramPlay({
  proId,
  programId,
  draft,
}: {
  proId: string;
  programId: string;
  draft: ProgramDraft;
}) {
  const t = useProT();
  const api = useApi();
  const ids = { day: useId(), language: useId() };
  const languages = (draft.languages?.length ? draft.languages : ["fr"]) as Language[];
  const [language, setLanguage] = useState<Language>(languages[0]!);
  const [day, setDay] = useState(1);
  const [outcomes, setOutcomes] = useState<PlayOutcomes>(new Map());
  const days = playDays(draft);
  const action = currentAction(draft, day, outcomes);
  const card = usePlayedCard(proId, programId, language, action);

  // The end of study reads the play-through as it stands when it asks.
  const latest = useRef({ draft, outcomes });
  latest.current = { draft, outcomes };
  const cardApi = useMemo(
    () =>
      playApi(api, proId, language, {
        followUp: () => playFollowUp(latest.current.draft, latest.current.outcomes),
        validation: () => playValidation(latest.current.draft, latest.current.outcomes),
      }),
    [api, proId, language],
  );
  // A cache of its own, new for each card and language: nothing of a played card stays.
  const queryClient = useMemo(() => createQueryClient(), [language, action]);

  const complete = (result: CompleteResult) => {
    if (!action) return;
    setOutcomes((current) => new Map(current).set(action.uniqueId, result.done ? "done" : "skipped"));
  };
  const restart = () => {
    setOutcomes(new Map());
    setDay(1);
  };
  const title = (item: PlayAction) =>
    draft.translations[language]?.[`actions.${item.uniqueId}.title`] || item.uniqueId;
  const today = actionsOfDay(draft, day);
  const doneToday = today.filter((item) => outcomes.get(item.uniqueId) === "done").length;
  const followUp = playFollowUp(draft, outcomes);
  const refused = isApiError(card.error) && card.error.status === 400;

  return (
    <>
      <div className="program-play__controls">
        {languages.length > 1 && (
          <div className="field">
            <label className="field__label" htmlFor={ids.language}>
              {t("pro.play.language")}
            </label>
            <select
              id={ids.language}
              className="field__input"
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(`language.${code}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="program-play__days" role="group" aria-labelledby={ids.day}>
          <button type="button" className="btn" disabled={day <= 1} onClick={() => setDay(day - 1)}>
            {t("pro.play.previousDay")}
          </button>
          <h2 id={ids.day} className="pro-section__title" data-testid="play-day">
            {t("pro.play.dayOf", { day, days })}
          </h2>
          <button type="button" className="btn" disabled={day >= days} onClick={() => setDay(day + 1)}>
            {t("pro.play.nextDay")}
          </button>
        </div>
        <button type="button" className="btn btn--ghost" onClick={restart}>
          {t("pro.play.restart")}
        </button>
      </div>

      <div className="program-play">
        <section className="program-play__day" aria-labelledby={ids.day}>
          {today.length === 0 ? (
            <p className="muted">{t("pro.play.noCards")}</p>
          ) : (
            <ol className="program-play__cards" data-testid="play-cards">
              {today.map((item) => {
                const outcome = outcomes.get(item.uniqueId);
                return (
                  <li
                    key={item.uniqueId}
                    data-outcome={outcome ?? (item === action ? "current" : "waiting")}
                    aria-current={item === action ? "step" : undefined}
                  >
                    {title(item)} ·{" "}
                    {t(`pro.play.outcome.${outcome ?? (item === action ? "current" : "waiting")}`)}
                  </li>
                );
              })}
            </ol>
          )}
          <p role="status" data-testid="play-summary">
            {t("pro.play.summary", {
              done: doneToday,
              count: today.length,
              completion: followUp.completion,
              rewards: followUp.rewards,
            })}
          </p>
          {!action && day < days && (
            <button
              type="button"
              className="btn btn--primary"
              data-testid="play-next-day"
              onClick={() => setDay(day + 1)}
            >
              {t("pro.play.nextDay")}
            </button>
          )}
          {!action && day === days && <p data-testid="play-over">{t("pro.play.over")}</p>}
        </section>

        <section className="phone-preview" aria-label={t("pro.preview.title")}>
          <div className="phone-preview__frame" aria-busy={card.isFetching} data-testid="play-frame">
            {action === null ? (
              <p className="muted" data-testid="play-day-through">
                {t("pro.play.dayThrough")}
              </p>
            ) : (
              <QueryClientProvider client={queryClient}>
                <ApiProvider client={cardApi}>
                  {refused ? (
                    <CardView key="refused" card={REFUSED} complete={complete} />
                  ) : card.error ? (
                    <ErrorAlert error={card.error} />
                  ) : card.data ? (
                    <div
                      key={`${action.uniqueId}-${language}`}
                      data-testid="card"
                      data-card-id={action.uniqueId}
                      data-task-type={action.taskType}
                    >
                      <CardView card={card.data} complete={complete} />
                    </div>
                  ) : (
                    <p className="muted">{t("common.loading")}</p>
                  )}
                </ApiProvider>
              </QueryClientProvider>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * /app/pro/programs/:id/play: the author plays their program's draft day by day as a patient
 * would, with the deck's own cards (docs/features/programs.md), before publishing it. Nothing is
 * written: what the cards would earn and the end of study's figures come from the play-through.
 */
export function ProgramPlayPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const { id } = playRoute.useParams();
  const program = useQuery(proProgramQuery(api, proId, id));
  const draft = program.data?.draft;
  const main = (draft?.languages?.[0] ?? "fr") as Language;
  const name = draft ? (draft.translations[main]?.title ?? draft.id) : id;
  useDocumentTitle(t("pro.play.title", { title: name }));
  return (
    <main id="main" className="page pro-page program-play-page">
      <Link to="/app/pro/programs/$id" params={{ id }} className="btn btn--ghost pro-editor__back">
        {t("pro.play.back")}
      </Link>
      <h1 className="page__title">{t("pro.play.title", { title: name })}</h1>
      <p className="muted">{t("pro.play.hint")}</p>
      {program.error ? (
        <ErrorAlert error={program.error} />
      ) : draft ? (
        <ProgramPlay proId={proId} programId={id} draft={draft} />
      ) : (
        <PageSpinner />
      )}
    </main>
  );
}
