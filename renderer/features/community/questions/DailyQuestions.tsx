import { useMemo, useState } from "react";
import type { DailyQuestions as DailyQuestionsAnswer } from "../../../../card-schemas";
import { isAllDone } from "../../../../engine/community/questionOutcome";
import { DeckTrack, type Slide } from "../../deck";
import { useT } from "../../../app/i18n/useT";
import { AllDone } from "./AllDone";
import { QuestionFlow } from "./QuestionFlow";

/**
 * The daily question flow (docs/features/community.md): one swiped card per current or previous question, each
 * from answer to outcome, then the end card: "all done" with its reward once every question is
 * answered, "no more questions" while some still wait.
 */
export function DailyQuestions({ daily }: { daily: DailyQuestionsAnswer }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const allDone = isAllDone(daily.items);
  const waiting = daily.items.filter((item) => item.myAnswer == null).length;

  const slides = useMemo<Slide[]>(
    () => [
      ...daily.items.map((question) => ({
        key: question.id,
        node: (
          <article
            className="card question-card"
            data-testid="question-card"
            data-question-type={question.type}
          >
            <QuestionFlow question={question} />
          </article>
        ),
      })),
      {
        key: "end",
        node: (
          <article className="card question-card" data-testid="questions-end">
            {allDone ? (
              <AllDone reward={daily.reward} rewardPaid={daily.rewardPaid} />
            ) : (
              <div className="muted" data-testid="no-more-questions">
                <p>{t("communityQuestions.empty.noMore")}</p>
                <p className="muted">{t("communityQuestions.empty.waiting", { count: waiting })}</p>
              </div>
            )}
          </article>
        ),
      },
    ],
    [daily, allDone, waiting, t],
  );

  if (daily.items.length === 0) {
    return (
      <p className="muted" data-testid="no-question">
        {t("communityQuestions.empty.none")}
      </p>
    );
  }
  return (
    <div className="daily-questions" data-testid="daily-questions">
      <p className="muted daily-questions__position" aria-live="polite">
        {t("communityQuestions.daily.position", { index: index + 1, total: slides.length })}
      </p>
      <div className="daily-questions__deck">
        <DeckTrack slides={slides} index={index} onIndexChange={setIndex} />
      </div>
    </div>
  );
}
