import { useMemo, type ReactNode } from "react";
import { createIntl, createIntlCache } from "@formatjs/intl";
import { IntlContext } from "./intlContext";
import type { Locale, Messages } from "./locales";
import { reportError } from "../errors/reportError";

// Shared across re-renders so formatters are built once per locale.
const cache = createIntlCache();

/** Provides `useT()` for one locale and its catalog; the app, stories and tests all use it. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      locale,
      intl: createIntl(
        {
          locale,
          messages,
          // A missing key or a broken message is a bug to hear about, not to hide.
          onError: (error) => reportError(error, { source: "i18n", locale }),
        },
        cache,
      ),
    }),
    [locale, messages],
  );
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}
