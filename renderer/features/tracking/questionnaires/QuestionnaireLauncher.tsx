import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import type { LocalizedQuestionnaire, QuestionnaireRecordView } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { QuestionnaireForm } from "./QuestionnaireForm";
import { useSaveQuestionnaireRecord } from "./queries";
import "./questionnaires.css";
import { Picture } from "../../../ui/Picture";

/**
 * The full-screen launcher (docs/features/tracking.md): the questionnaire's own form over
 * the whole screen, with a close control. Escape closes it too. `onSaved` hears of the record.
 * Rendered into document.body: the deck moves its cards with transforms, which would otherwise
 * hold a fixed element inside the card.
 */
export function QuestionnaireLauncher({
  questionnaire,
  onClose,
  onSaved,
}: {
  questionnaire: LocalizedQuestionnaire;
  onClose: () => void;
  onSaved: (record: QuestionnaireRecordView) => void;
}) {
  const t = useT();
  const save = useSaveQuestionnaireRecord(questionnaire.id);
  // One id per filling: a retried send records once.
  const [recordId] = useState(() => crypto.randomUUID());
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return createPortal(
    <div
      className="questionnaire-launcher"
      role="dialog"
      aria-modal="true"
      aria-labelledby="questionnaire-title"
      // React events bubble out of a portal to the deck: keys and drags here are the form's own
      // (arrows pick a radio rather than move the deck; Escape closes this, not the deck).
      onKeyDown={(event: KeyboardEvent) => {
        event.stopPropagation();
        if (event.key === "Escape") onClose();
      }}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <header className="questionnaire-launcher__bar">
        <h2 id="questionnaire-title" className="questionnaire-launcher__title">
          {questionnaire.title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="btn btn--ghost btn--icon"
          aria-label={t("questionnaire.close")}
          onClick={onClose}
        >
          ✕
        </button>
      </header>
      <div className="questionnaire-launcher__body">
        {questionnaire.mediaType === "image" && questionnaire.mediaLink && (
          <Picture className="questionnaire__media" src={questionnaire.mediaLink} alt="" />
        )}
        <QuestionnaireForm
          questionnaire={questionnaire}
          busy={save.isPending}
          onSubmit={(answers) => save.mutate({ id: recordId, answers }, { onSuccess: onSaved })}
        />
        {save.error && <ErrorAlert error={save.error} />}
      </div>
    </div>,
    document.body,
  );
}
