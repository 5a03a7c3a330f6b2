import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { LANGUAGES, isLanguage } from "../../../../engine/shared/languages";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useLocale, useT } from "../../../app/i18n/useT";
import { meQuery } from "../../../app/session/queries";
import { useSetLanguage } from "./queries";
import "./settings.css";

/**
 * The language switch between fr, en, it and es (docs/features/accounts.md screen 8), in the header of every
 * patient page: the choice is stored on the account and the app speaks it at once.
 */
export function LanguageSwitch() {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const describe = useErrorMessage();
  const me = useQuery(meQuery(api));
  const setLanguage = useSetLanguage();
  const id = useId();
  const current = me.data?.language ?? locale;

  return (
    <span className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t("language.label")}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={current}
        disabled={setLanguage.isPending}
        data-testid="language-switch"
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage.mutate(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
      {setLanguage.isError && (
        <span role="alert" className="field__error">
          {describe(setLanguage.error).text}
        </span>
      )}
    </span>
  );
}
