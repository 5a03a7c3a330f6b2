import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useIntl, useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { consentsQuery, useGiveConsent } from "./queries";

const KNOWN = new Set(["DATA_PROCESSING", "RESEARCH", "NEWSLETTER", "NUMERO_CALL"]);

/**
 * The profile's consents (docs/features/accounts.md): a consent once given stays checked and cannot be
 * unchecked here; checking one gives it at once.
 */
export function ConsentList() {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const describe = useErrorMessage();
  const consents = useQuery(consentsQuery(api));
  const give = useGiveConsent();

  if (consents.isPending) return <p className="skeleton" aria-busy="true" />;
  if (consents.isError) return <ErrorAlert error={consents.error} />;
  return (
    <fieldset className="settings-consents">
      <legend className="field__label">{t("settings.consents.title")}</legend>
      {consents.data.items.map((consent) => {
        const label = KNOWN.has(consent.consentID)
          ? t(`settings.consents.${consent.consentID as "RESEARCH"}`)
          : consent.consentID;
        return (
          <label key={consent.consentID} className="settings-check">
            <input
              type="checkbox"
              checked={consent.given}
              // Given consents cannot be withdrawn in these screens.
              disabled={consent.given || give.isPending}
              onChange={(event) => event.target.checked && give.mutate(consent.consentID)}
            />
            <span>
              {label}
              {consent.givenAt && (
                <span className="field__hint">
                  {" "}
                  {t("settings.consents.givenOn", {
                    date: intl.formatDate(consent.givenAt, { dateStyle: "medium" }),
                  })}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {give.isError && (
        <p role="alert" className="field__error">
          {describe(give.error).text}
        </p>
      )}
    </fieldset>
  );
}
