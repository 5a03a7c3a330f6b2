import { useState } from "react";
import { ASSISTANT_TOPICS, type AssistantTopic } from "../../../engine/assistant/assistantSummary";
import type { MessageId } from "../../app/i18n/locales";
import { useT } from "../../app/i18n/useT";

/** The example questions of each topic, by catalog key. */
export const EXAMPLE_QUESTIONS: Record<AssistantTopic, readonly MessageId[]> = {
  goals: ["assistant.example.goals.1", "assistant.example.goals.2"],
  programs: ["assistant.example.programs.1", "assistant.example.programs.2"],
  symptoms: ["assistant.example.symptoms.1", "assistant.example.symptoms.2"],
  psy: ["assistant.example.psy.1", "assistant.example.psy.2"],
};

const TOPIC_LABELS: Record<AssistantTopic, MessageId> = {
  goals: "assistant.topic.goals",
  programs: "assistant.topic.programs",
  symptoms: "assistant.topic.symptoms",
  psy: "assistant.topic.psy",
};

export interface ExampleQuestionsProps {
  /** Asks the chosen question. */
  onAsk(question: string): void;
  disabled?: boolean;
}

/** The example-question picker (docs/features/assistant.md): a topic, then one of its questions, asked at once. */
export function ExampleQuestions({ onAsk, disabled = false }: ExampleQuestionsProps) {
  const t = useT();
  const [topic, setTopic] = useState<AssistantTopic>("goals");
  return (
    <section className="assistant-examples" aria-labelledby="assistant-examples-title">
      <h2 className="assistant-examples__title" id="assistant-examples-title">
        {t("assistant.examples.title")}
      </h2>
      <div
        className="assistant-examples__topics"
        role="radiogroup"
        aria-label={t("assistant.examples.topics")}
      >
        {ASSISTANT_TOPICS.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={topic === name}
            className={`assistant-topic${topic === name ? " assistant-topic--active" : ""}`}
            onClick={() => setTopic(name)}
          >
            {t(TOPIC_LABELS[name])}
          </button>
        ))}
      </div>
      <ul className="assistant-examples__questions">
        {EXAMPLE_QUESTIONS[topic].map((key) => (
          <li key={key}>
            <button
              type="button"
              className="btn btn--ghost btn--block assistant-examples__question"
              disabled={disabled}
              onClick={() => onAsk(t(key))}
            >
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
