import { useState } from "react";
import type { EditorSchemas } from "../../../../card-schemas";
import type { FieldProblem } from "../../../../card-schemas";
import type { EditorTexts } from "./form/editorContext";
import { useProT } from "../../../app/pro/i18n/useProT";
import { JournalAction } from "./JournalAction";
import { byDay, emptyParams, newActionId, type JournalEntry } from "./journal";
import type { ProgramEditorSchemas } from "./programEditorSchemas";

export interface ActionsJournalProps {
  proId: string;
  programId: string;
  journal: JournalEntry[];
  studyDuration: number;
  schemas: EditorSchemas;
  parts: ProgramEditorSchemas;
  texts: Omit<EditorTexts, "keyPrefix">;
  refused: readonly FieldProblem[];
  onChange: (journal: JournalEntry[]) => void;
}

/** The program's actions as a timeline, day by day, and a way to add one on any day. */
export function ActionsJournal(props: ActionsJournalProps) {
  const { journal, studyDuration, schemas, parts, onChange } = props;
  const t = useProT();
  const taskTypes = Object.keys(schemas.tasks);
  const [day, setDay] = useState(1);
  const [taskType, setTaskType] = useState(taskTypes[0] ?? "");

  const add = () => {
    // It starts empty: its texts are the author's to write, in each of the program's languages.
    const action: JournalEntry = {
      uniqueId: newActionId(journal, taskType, day),
      day,
      rewards: 0,
      taskType: taskType as JournalEntry["taskType"],
      params: emptyParams(schemas.tasks[taskType], taskType, props.programId),
    };
    onChange([...journal, action]);
  };

  return (
    <section className="pro-section" aria-labelledby="pro-journal">
      <h2 id="pro-journal" className="pro-section__title">
        {t("pro.journal.title")}
      </h2>
      {journal.length === 0 && <p className="muted">{t("pro.journal.empty")}</p>}
      <ol className="journal">
        {byDay(journal).map(([actionDay, entries]) => (
          <li key={actionDay} className="journal__day">
            <h3 className="journal__day-title">{t("pro.journal.day", { day: actionDay })}</h3>
            {entries.map(({ action, index }) => (
              <JournalAction
                key={action.uniqueId}
                {...props}
                action={action}
                index={index}
                onChange={(next) => onChange(journal.map((other, at) => (at === index ? next : other)))}
                onRemove={() => onChange(journal.filter((_, at) => at !== index))}
              />
            ))}
          </li>
        ))}
      </ol>
      <div className="journal__add">
        <label className="field__label" htmlFor="pro-journal-day">
          {t("pro.journal.newDay")}
        </label>
        <input
          id="pro-journal-day"
          className="field__input"
          type="number"
          min={1}
          max={Math.max(studyDuration, 1)}
          value={day}
          onChange={(event) => setDay(Math.max(1, Number(event.target.value) || 1))}
        />
        <label className="field__label" htmlFor="pro-journal-type">
          {t("pro.journal.newType")}
        </label>
        <select
          id="pro-journal-type"
          className="field__input"
          value={taskType}
          onChange={(event) => setTaskType(event.target.value)}
        >
          {taskTypes.map((type) => (
            <option key={type} value={type}>
              {parts.taskTypeLabel(type)}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={add}>
          {t("pro.journal.add")}
        </button>
      </div>
    </section>
  );
}
