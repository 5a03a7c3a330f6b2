import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CpxTaskParams } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import type { ApiClient } from "../../../app/api/client";
import { callKey } from "../../../app/api/callKey";
import { useT } from "../../../app/i18n/useT";
import { useRewardStream } from "../rewardStream";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";

export const DEFAULT_CPX_HEIGHT = 560;

export function cpxSurveyQuery(api: ApiClient) {
  return {
    queryKey: callKey("GET /api/patient/cpx"),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.call("GET /api/patient/cpx", {}, { signal }),
    staleTime: 60 * 60 * 1000,
  };
}

/**
 * CPX: the survey provider's page, embedded with our app id and the patient's id. The provider
 * pays through its postback; the card hears of the reward live on the patient's stream and then
 * offers Done. Without a provider, it says so and closes with done false.
 */
export function CpxTask({ params, complete, submitted }: TaskProps<CpxTaskParams>) {
  const t = useT();
  const api = useApi();
  const survey = useQuery(cpxSurveyQuery(api));
  const [earned, setEarned] = useState(0);
  const url = survey.data?.available === true ? survey.data.url : undefined;
  const available = typeof url === "string";
  useRewardStream((event) => {
    if (event.reason === "CPX") setEarned((sum) => sum + event.amount);
  }, available);

  if (survey.isPending) return <p className="muted">{t("common.loading")}</p>;
  if (!url) {
    return (
      <div className="task">
        <p className="task__question">{t("task.cpx.unavailable")}</p>
        <button
          type="button"
          className="btn btn--block"
          data-primary-action=""
          disabled={submitted}
          onClick={() => complete({ done: false })}
        >
          {t("task.cpx.close")}
        </button>
      </div>
    );
  }
  return (
    <div className="task">
      {params.intro && <p className="task__question">{params.intro}</p>}
      <iframe
        src={url}
        title={t("task.cpx.frameTitle")}
        height={params.height ?? DEFAULT_CPX_HEIGHT}
        style={{ display: "block", width: "100%", border: 0, borderRadius: "var(--radius)" }}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
      <p className={earned > 0 ? "card__rewards" : "muted"} role="status" data-testid="cpx-status">
        {earned > 0 ? t("task.cpx.credited", { count: earned }) : t("task.cpx.waiting")}
      </p>
      <DoneButton
        disabled={submitted || earned === 0}
        onClick={() => complete({ done: true, data: { credited: true } })}
      />
    </div>
  );
}
