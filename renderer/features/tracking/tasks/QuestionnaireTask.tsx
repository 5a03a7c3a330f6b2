import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type {
  LastRecordAnswer,
  LocalizedQuestionnaire,
  QuestionnaireRecordView,
  QuestionnaireTaskParams,
} from "../../../../card-schemas";
import { questionnaireDoneForCard } from "../../../../engine/tracking/questionnaireRules";
import { useApi } from "../../../app/api/ApiContext";
import { useIntl, useLocale, useT } from "../../../app/i18n/useT";
import { QuestionnaireLauncher } from "../questionnaires/QuestionnaireLauncher";
import { lastRecordQuery, questionnaireQuery } from "../questionnaires/queries";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import "../questionnaires/questionnaires.css";
import { Picture } from "../../../ui/Picture";
import { usePatientToday } from "../../../app/session/today";

type Mode = NonNullable<QuestionnaireTaskParams["mode"]>;

/** The last-record date and the period (the default mode), and the rewards when they are offered. */
function RecordSummary({
  questionnaire,
  last,
}: {
  questionnaire: LocalizedQuestionnaire;
  last: LastRecordAnswer;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className="questionnaire-card__summary">
      <p className="muted" data-testid="questionnaire-last">
        {last.record
          ? t("task.questionnaire.lastRecord", {
              date: intl.formatDate(`${last.record.day}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }),
            })
          : t("task.questionnaire.never")}
      </p>
      <p className="muted">{t("task.questionnaire.period", { count: last.period })}</p>
      {last.rewardsOffered && questionnaire.rewards > 0 && (
        <p className="card__rewards" data-testid="questionnaire-rewards">
          {t("task.questionnaire.rewards", { count: questionnaire.rewards })}
        </p>
      )}
    </div>
  );
}

function QuestionnaireCard({
  questionnaire,
  last,
  mode,
  cardDate,
  complete,
  submitted,
}: {
  questionnaire: LocalizedQuestionnaire;
  last: LastRecordAnswer;
  mode: Mode;
  cardDate: string;
  complete: TaskProps<QuestionnaireTaskParams>["complete"];
  submitted: boolean;
}) {
  const t = useT();
  const [saved, setSaved] = useState<QuestionnaireRecordView | null>(null);
  const record = saved ?? last.record;
  const done = saved !== null || questionnaireDoneForCard(last.record?.day ?? null, cardDate);
  // The fullscreen mode opens the launcher at once, unless the card is already done.
  const [open, setOpen] = useState(mode === "fullscreen" && !done);
  const close = useCallback(() => setOpen(false), []);
  const onSaved = useCallback(
    (next: QuestionnaireRecordView) => {
      setSaved(next);
      setOpen(false);
      complete({ done: true, data: { recordId: next.id } });
    },
    [complete],
  );
  const launch = (label: string) => (
    <button
      type="button"
      className="btn btn--primary btn--block"
      data-primary-action=""
      disabled={submitted}
      onClick={() => setOpen(true)}
    >
      {label}
    </button>
  );

  return (
    <div className="task questionnaire-card" data-mode={mode}>
      {mode === "selection" ? (
        <button
          type="button"
          className="btn btn--block questionnaire-tile"
          disabled={submitted || done}
          onClick={() => setOpen(true)}
        >
          <strong>{questionnaire.title}</strong>
          <span className="muted">
            {t("task.questionnaire.questions", { count: questionnaire.questions.length })}
          </span>
        </button>
      ) : (
        <p className="task__question">{questionnaire.title}</p>
      )}
      {mode === "autorCard" && questionnaire.mediaType === "image" && questionnaire.mediaLink && (
        <Picture className="questionnaire-card__media" src={questionnaire.mediaLink} alt="" />
      )}
      {mode === "autorCard" && questionnaire.description && <p>{questionnaire.description}</p>}
      {mode === "default" && <RecordSummary questionnaire={questionnaire} last={last} />}
      {done ? (
        <>
          <p role="status" data-testid="questionnaire-done">
            {saved
              ? t("task.questionnaire.saved", { score: saved.score })
              : t("task.questionnaire.alreadyDone")}
          </p>
          {!saved && (
            <DoneButton
              disabled={submitted}
              onClick={() => complete({ done: true, data: { recordId: record?.id } })}
            />
          )}
        </>
      ) : (
        mode !== "selection" &&
        launch(mode === "autorCard" ? t("task.questionnaire.start") : t("task.questionnaire.open"))
      )}
      {open && <QuestionnaireLauncher questionnaire={questionnaire} onClose={close} onSaved={onSaved} />}
    </div>
  );
}

/**
 * QUESTIONNAIRE: a questionnaire of the content in one of four modes (docs/features/tracking.md), filled in the
 * full-screen launcher. Saving a record completes the card; a record on or after the card's date
 * already counts (docs/features/tracking.md).
 */
export function QuestionnaireTask({
  params,
  complete,
  submitted,
  cardDate,
}: TaskProps<QuestionnaireTaskParams>) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const fallbackDate = usePatientToday();
  if (typeof params.questionnaireId !== "string")
    throw new Error("QUESTIONNAIRE task without a questionnaire");
  const questionnaire = useQuery(questionnaireQuery(api, params.questionnaireId, locale));
  const last = useQuery(lastRecordQuery(api, params.questionnaireId));
  if (questionnaire.isError || last.isError) {
    // docs/features/tracking.md: a questionnaire that cannot be found shows a disabled button.
    return (
      <div className="task">
        <button type="button" className="btn btn--block" disabled>
          {t("task.questionnaire.loadError")}
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={() => complete({ done: false })}>
          {t("questionnaire.close")}
        </button>
      </div>
    );
  }
  if (!questionnaire.data || !last.data) {
    return <p className="muted">{t("common.loading")}</p>;
  }
  return (
    <QuestionnaireCard
      questionnaire={questionnaire.data}
      last={last.data}
      mode={params.mode ?? "default"}
      cardDate={cardDate ?? fallbackDate}
      complete={complete}
      submitted={submitted}
    />
  );
}
