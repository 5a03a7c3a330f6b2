import { useT } from "../../../app/i18n/useT";

interface OtherAnswersProps {
  items: Array<{ id: string; text: string }>;
}

/** The other patients' answers to an open question (the last 40, docs/features/community.md). */
export function OtherAnswers({ items }: OtherAnswersProps) {
  const t = useT();
  return (
    <section className="question-others" data-testid="community-others" aria-live="polite">
      <h3 className="question-others__title">{t("communityQuestions.others.title")}</h3>
      {items.length === 0 ? (
        <p className="muted">{t("communityQuestions.others.none")}</p>
      ) : (
        <ul className="question-others__list">
          {items.map((item) => (
            <li key={item.id} className="question-others__item">
              {item.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
