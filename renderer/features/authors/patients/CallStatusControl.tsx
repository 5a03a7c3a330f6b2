import type { ProCallStatus, ProPatientCall } from "../../../../card-schemas";
import { useProT } from "../../../app/pro/i18n/useProT";

export interface CallStatusControlProps {
  call: ProPatientCall | null;
  pending?: boolean;
  onChange(status: ProCallStatus): void;
}

/**
 * The call status of a patient who consented to be called (docs/features/authors.md: TO_CALL, NONE), with the
 * number to call; a patient who did not consent has none to set.
 */
export function CallStatusControl({ call, pending = false, onChange }: CallStatusControlProps) {
  const t = useProT();
  if (!call) return <p className="muted">{t("pro.patients.call.noConsent")}</p>;
  return (
    <div className="field">
      {call.phone && (
        <p>
          {t("pro.patients.call.phone")} <a href={`tel:${call.phone}`}>{call.phone}</a>
        </p>
      )}
      <label className="field__label" htmlFor="pro-call-status">
        {t("pro.patients.call.label")}
      </label>
      <select
        id="pro-call-status"
        className="field__input"
        value={call.status}
        disabled={pending}
        onChange={(event) => onChange(event.target.value as ProCallStatus)}
      >
        <option value="TO_CALL">{t("pro.patients.call.TO_CALL")}</option>
        <option value="NONE">{t("pro.patients.call.NONE")}</option>
      </select>
    </div>
  );
}
