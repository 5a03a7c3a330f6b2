import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useApi } from "../../../app/api/ApiContext";
import { useT } from "../../../app/i18n/useT";
import { programsQuery } from "../../programs";
import { useSubscribe } from "../../programs";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { DoneButton } from "../../../cards/DoneButton";
import type { AuthorTaskProps } from "./authorTaskProps";

/** PUSH_PGRM: the programs an author suggests, each with a link to its page and a join button. */
export function PushProgramsAuthorTask({ task, complete, submitted }: AuthorTaskProps<"PUSH_PGRM">) {
  const t = useT();
  const api = useApi();
  const programs = useQuery(programsQuery(api));
  const join = useSubscribe();
  const [joined, setJoined] = useState<string[]>([]);

  if (programs.isPending) {
    return (
      <p className="muted" role="status">
        {t("common.loading")}
      </p>
    );
  }
  if (programs.isError) return <ErrorAlert error={programs.error} />;
  const byId = new Map(programs.data.map((program) => [program.id, program]));
  // Programs not live in the patient's language are not in the list: they are left out.
  const suggested = task.studyIds.flatMap((id) => byId.get(id) ?? []);

  return (
    <>
      {suggested.length === 0 && <p className="muted">{t("notice.autorTask.nothingAvailable")}</p>}
      <ul className="notice__list">
        {suggested.map((program) => {
          const isIn = program.subscribed || joined.includes(program.id);
          return (
            <li
              key={program.id}
              className="notice__item"
              data-testid="pushed-program"
              data-program-id={program.id}
            >
              <Link
                to="/app/patient/ressources/studies/$id"
                params={{ id: program.id }}
                className="notice__item-title"
              >
                {program.title}
              </Link>
              <p className="notice__facts">
                <span>{t("common.days", { count: program.studyDuration })}</span>
                {program.maxReward > 0 && <span>{t("common.rewards", { count: program.maxReward })}</span>}
              </p>
              {isIn ? (
                <p className="notice__status" data-testid="pushed-program-joined">
                  {t("notice.autorTask.joined")}
                </p>
              ) : (
                <button
                  type="button"
                  className="btn btn--block"
                  data-testid="pushed-program-join"
                  disabled={submitted || join.isPending}
                  onClick={() =>
                    join.mutate(program.id, { onSuccess: () => setJoined((ids) => [...ids, program.id]) })
                  }
                >
                  {t("notice.newStudy.join")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {join.isError && <ErrorAlert error={join.error} />}
      <DoneButton disabled={submitted} onClick={() => complete({ done: true, data: { joined } })} />
    </>
  );
}
