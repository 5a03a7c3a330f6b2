import { useState, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProgramConditionResult } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { useLocale, useT } from "../../app/i18n/useT";
import { QuestionnaireLauncher } from "../tracking";
import { questionnaireQuery } from "../tracking";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { ConditionItem } from "./ConditionItem";
import { DataConditionText } from "./DataConditionText";
import { useGiveConsent } from "./queries";
import { callKey } from "../../app/api/callKey";
import "./programs.css";

/** Opens the questionnaire a quest condition asks for; the conditions are checked again once it is saved. */
function QuestionnaireFix({ studyId, questionnaireId }: { studyId: string; questionnaireId: string }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const questionnaire = useQuery({ ...questionnaireQuery(api, questionnaireId, useLocale()), enabled: open });
  return (
    <>
      <button
        type="button"
        className="btn"
        data-testid="fix-quest"
        disabled={open && questionnaire.isPending}
        onClick={() => setOpen(true)}
      >
        {t("programConditions.fillQuestionnaire")}
      </button>
      {open && questionnaire.isError && <ErrorAlert error={questionnaire.error} />}
      {open && questionnaire.isSuccess && (
        <QuestionnaireLauncher
          questionnaire={questionnaire.data}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            void queryClient.invalidateQueries({
              queryKey: callKey("GET /api/patient/study/:studyId/conditions", { params: { studyId } }),
            });
          }}
        />
      )}
    </>
  );
}

function ConsentFix({ studyId, consent }: { studyId: string; consent: string }) {
  const t = useT();
  const give = useGiveConsent(studyId);
  return (
    <>
      <button
        type="button"
        className="btn"
        data-testid="fix-consent"
        disabled={give.isPending}
        onClick={() => give.mutate(consent)}
      >
        {t("programConditions.giveConsent")}
      </button>
      {give.isError && <ErrorAlert error={give.error} />}
    </>
  );
}

function ConditionLine({ studyId, result }: { studyId: string; result: ProgramConditionResult }) {
  const t = useT();
  let text: ReactNode;
  let fix: ReactNode = null;
  switch (result.type) {
    case "consent":
      text = result.success ? t("programConditions.consentGiven") : t("programConditions.missingContent");
      if (!result.success && result.consent) fix = <ConsentFix studyId={studyId} consent={result.consent} />;
      break;
    case "quest":
      text = result.success
        ? t("programConditions.questDone")
        : result.screeningNotOk
          ? t("programConditions.screeningNotOk")
          : t("programConditions.missingQuest");
      if (!result.success && result.questionnaireId)
        fix = <QuestionnaireFix studyId={studyId} questionnaireId={result.questionnaireId} />;
      break;
    case "autorSub":
      text = result.success ? t("programConditions.autorSubDone") : t("programConditions.missingAutorSub");
      if (!result.success && result.autorId)
        fix = (
          <Link
            to="/app/patient/premium"
            search={{ autor: result.autorId }}
            className="btn"
            data-testid="fix-autorSub"
          >
            {t("programConditions.subscribeAuthor")}
          </Link>
        );
      break;
    case "cost":
      text = result.success
        ? t("programConditions.cost", { amount: result.amount ?? 0 })
        : t("programConditions.missingCost", { amount: result.amount ?? 0 });
      if (!result.success)
        fix = (
          <Link to="/app/patient/tasks" className="btn" data-testid="fix-cost">
            {t("programConditions.earnRewards")}
          </Link>
        );
      break;
    case "dataValue":
    case "questScore":
      text = <DataConditionText result={result} />;
      if (!result.success && result.questionnaireId)
        fix = <QuestionnaireFix studyId={studyId} questionnaireId={result.questionnaireId} />;
      break;
  }
  return <ConditionItem success={result.success} testId={`condition-${result.type}`} text={text} fix={fix} />;
}

/**
 * A program's subscription conditions (docs/features/programs.md) as the patient stands: the product's message for
 * each one not met (missingContent, missingQuest, screeningNotOk, missingAutorSub) and a way to
 * meet it (give the consent, fill in the questionnaire, subscribe to the author, earn rewards);
 * a data condition (docs/features/programs.md) says what it measures, its target and what was recorded so far.
 */
export function SubscriptionConditions({
  studyId,
  results,
}: {
  studyId: string;
  results: readonly ProgramConditionResult[];
}) {
  const t = useT();
  if (results.length === 0) return null;
  const met = results.every((result) => result.success);
  return (
    <section
      className="tile conditions"
      aria-labelledby={`conditions-${studyId}`}
      data-testid="subscription-conditions"
    >
      <h2 className="tile__title" id={`conditions-${studyId}`}>
        {t("programConditions.title")}
      </h2>
      <p className="muted" role="status">
        {met ? t("programConditions.allMet") : t("programConditions.intro")}
      </p>
      <ul className="conditions__list">
        {results.map((result, index) => (
          <ConditionLine key={`${result.type}-${index}`} studyId={studyId} result={result} />
        ))}
      </ul>
    </section>
  );
}
