import { useQueries } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import { useLocale, useT } from "../../../app/i18n/useT";
import { questionnaireQuery } from "../../tracking";
import { DoneButton } from "../../../cards/DoneButton";
import type { AuthorTaskProps } from "./authorTaskProps";

/** PUSH_QUEST: the questionnaires an author asks for, each linking to its page to fill it in. */
export function PushQuestionnairesAuthorTask({ task, complete, submitted }: AuthorTaskProps<"PUSH_QUEST">) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const questionnaires = useQueries({
    queries: task.questionnaireIds.map((id) => questionnaireQuery(api, id, locale)),
  });

  return (
    <>
      <ul className="notice__list">
        {task.questionnaireIds.map((id, index) => {
          const query = questionnaires[index];
          // A questionnaire that does not load (removed, not in this language) is left out.
          if (query?.isError) return null;
          const questionnaire = query?.data;
          return (
            <li
              key={id}
              className="notice__item"
              data-testid="pushed-questionnaire"
              data-questionnaire-id={id}
            >
              {questionnaire ? (
                <>
                  <p className="notice__item-title">{questionnaire.title}</p>
                  {questionnaire.description && <p className="muted">{questionnaire.description}</p>}
                  {questionnaire.rewards > 0 && (
                    <p className="notice__facts">{t("common.rewards", { count: questionnaire.rewards })}</p>
                  )}
                  <a
                    className="btn btn--block"
                    href={`/app/patient/questionnaires/${encodeURIComponent(id)}`}
                    data-testid="pushed-questionnaire-open"
                  >
                    {t("notice.autorTask.fillIn")}
                  </a>
                </>
              ) : (
                <p className="muted" role="status">
                  {t("common.loading")}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <DoneButton disabled={submitted} onClick={() => complete({ done: true })} />
    </>
  );
}
