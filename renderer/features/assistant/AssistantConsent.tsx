import { useState } from "react";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useAssistantConsent } from "./queries";
import "./assistant.css";

/** The consent screen shown before the first message (docs/features/assistant.md: once given, it stays). */
export function AssistantConsent() {
  const t = useT();
  const consent = useAssistantConsent();
  const [checked, setChecked] = useState(false);
  return (
    <section className="tile assistant-consent" aria-labelledby="assistant-consent-title">
      <h2 className="tile__title" id="assistant-consent-title">
        {t("assistant.consent.title")}
      </h2>
      <p>{t("assistant.consent.body")}</p>
      <p className="muted">{t("assistant.consent.data")}</p>
      <label className="assistant-consent__check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          data-testid="assistant-consent-check"
        />
        <span>{t("assistant.consent.checkbox")}</span>
      </label>
      {consent.isError && <ErrorAlert error={consent.error} />}
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={!checked || consent.isPending}
        onClick={() => consent.mutate()}
      >
        {t("assistant.consent.accept")}
      </button>
    </section>
  );
}
