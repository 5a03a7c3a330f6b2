import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgramSummary } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { ProgramDetail } from "./ProgramDetail";
import { invalidatePrograms } from "./queries";
import { callKey } from "../../app/api/callKey";

/**
 * The selection step for a patient who follows no program yet: pick a few open programs (those
 * without conditions) within the room the limits leave, and join them at once.
 */
export function ProgramPicker({ programs, room }: { programs: readonly ProgramSummary[]; room: number }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const join = useMutation({
    mutationFn: async (ids: readonly string[]) => {
      // One after the other: each join is checked against the limits the previous one left.
      for (const studyId of ids)
        await api.call("POST /api/patient/study/subscribe/:studyId", { params: { studyId } });
    },
    onSettled: () => {
      invalidatePrograms(queryClient);
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/todo") });
      void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/bank") });
    },
  });
  const open = programs.filter((program) => !program.subscribed && (program.conditions ?? []).length === 0);
  if (open.length === 0 || room <= 0) return null;
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  return (
    <section
      className="tile program-picker"
      aria-labelledby="program-picker-title"
      data-testid="program-picker"
    >
      <h2 className="tile__title" id="program-picker-title">
        {t("programConditions.pickerTitle")}
      </h2>
      <p className="muted">{t("programConditions.pickerIntro", { count: room })}</p>
      <ul className="program-grid">
        {open.map((program) => (
          <ProgramDetail
            key={program.id}
            mode="selection"
            program={program}
            selected={selected.includes(program.id)}
            disabled={selected.length >= room}
            onToggle={() => toggle(program.id)}
          />
        ))}
      </ul>
      {join.isError && <ErrorAlert error={join.error} />}
      {join.isSuccess ? (
        <p className="notice" role="status">
          {t("programConditions.pickerDone")} <Link to="/app/patient/tasks">{t("program.openDeck")}</Link>
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-testid="join-selected"
          disabled={selected.length === 0 || join.isPending}
          onClick={() => join.mutate(selected)}
        >
          {t("programConditions.pickerJoin", { count: selected.length })}
        </button>
      )}
    </section>
  );
}
