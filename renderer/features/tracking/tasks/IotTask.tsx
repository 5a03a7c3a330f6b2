import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { IotTaskParams, PatientInfoView } from "../../../../card-schemas";
import { MAX_PHONE_INPUT_LENGTH, normalizePhoneNumber } from "../../../../engine/accounts";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useT } from "../../../app/i18n/useT";
import { patientInfoQuery } from "../../accounts";
import { useSavePatientInfo } from "../../accounts";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import "../../../ui/blocks/blocks.css";

function IotForm({
  saved,
  prompt,
  complete,
  submitted,
}: {
  saved: PatientInfoView;
  prompt: string | undefined;
  complete: TaskProps<IotTaskParams>["complete"];
  submitted: boolean;
}) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const phoneId = useId();
  const hintId = useId();
  const [phone, setPhone] = useState(saved.phone ?? "");
  const [consent, setConsent] = useState(saved.consent);
  const save = useSavePatientInfo();
  const empty = phone.trim() === "";
  const normalized = empty ? null : normalizePhoneNumber(phone);
  const invalid = !empty && normalized === null;

  function finish() {
    save.mutate(
      { phone: empty ? null : phone, consent: consent && !empty },
      { onSuccess: (info) => complete({ done: true, data: { phone: info.phone, consent: info.consent } }) },
    );
  }

  return (
    <div className="task task--iot">
      {prompt && <p className="task__body">{prompt}</p>}
      <div className="block--input">
        <label className="block__label" htmlFor={phoneId}>
          {t("task.iot.phone")}
        </label>
        <input
          id={phoneId}
          className="block__field"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={MAX_PHONE_INPUT_LENGTH}
          value={phone}
          aria-describedby={hintId}
          aria-invalid={invalid}
          data-testid="iot-phone"
          disabled={submitted}
          onChange={(event) => setPhone(event.target.value)}
        />
        <span className="task__hint" id={hintId}>
          {invalid ? t("task.iot.invalidPhone") : t("task.iot.phoneHint")}
        </span>
      </div>
      <label className="choice">
        <input
          type="checkbox"
          name="NUMERO_CALL"
          checked={consent}
          disabled={submitted || empty}
          data-testid="iot-consent"
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span className="choice__label">{t("task.iot.consent")}</span>
      </label>
      {save.isError && (
        <p className="task__error" role="alert">
          {t("task.iot.failed")} {errorMessage(save.error).text}
        </p>
      )}
      <DoneButton disabled={submitted || invalid || save.isPending} onClick={finish} />
    </div>
  );
}

/**
 * IOT: the profile info for connected follow-up, a telephone number (docs/features/tracking.md: a telephone input;
 * a French 0… number is stored as +33…) and the NUMERO_CALL consent, which needs a number. Done
 * saves both, then sends `{ phone, consent }`.
 */
export function IotTask({ params, complete, submitted }: TaskProps<IotTaskParams>) {
  const t = useT();
  const api = useApi();
  const errorMessage = useErrorMessage();
  const info = useQuery(patientInfoQuery(api));
  if (info.isPending) return <p className="task__body">{t("common.loading")}</p>;
  if (info.isError) {
    return (
      <div className="task task--iot">
        <p className="task__error" role="alert">
          {errorMessage(info.error).text}
        </p>
        <button type="button" className="btn" onClick={() => void info.refetch()}>
          {t("common.retry")}
        </button>
      </div>
    );
  }
  return <IotForm saved={info.data} prompt={params.prompt} complete={complete} submitted={submitted} />;
}
