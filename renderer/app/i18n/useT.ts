import { useContext } from "react";
import { IntlContext, type IntlContextValue } from "./intlContext";
import { translatorOf, type Translate } from "./translator";

export type { MessageValues, Translate } from "./translator";

function useIntlContext(): IntlContextValue {
  const value = useContext(IntlContext);
  if (!value) throw new Error("useT() needs an <I18nProvider> above it");
  return value;
}

/** The translate function of the current locale: `t("card.done")`. */
export function useT(): Translate {
  return translatorOf(useIntlContext().intl);
}

/** The formatjs object itself, for numbers, dates and checking that a key exists. */
export function useIntl() {
  return useIntlContext().intl;
}

/** The current locale, e.g. to ask the server for content in the same language. */
export function useLocale() {
  return useIntlContext().locale;
}
