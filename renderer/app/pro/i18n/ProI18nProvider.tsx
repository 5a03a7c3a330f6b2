import { useContext, useMemo, type ReactNode } from "react";
import { IntlContext } from "../../i18n/intlContext";
import { I18nProvider } from "../../i18n/I18nProvider";
import type { Messages } from "../../i18n/locales";
import type { ProMessages } from "./proLocales";

/**
 * Adds the pro area's catalog to the app's one for the pages below: the pro strings live in their
 * own catalogs so that a patient never downloads them.
 */
export function ProI18nProvider({ messages, children }: { messages: ProMessages; children: ReactNode }) {
  const outer = useContext(IntlContext);
  if (!outer) throw new Error("ProI18nProvider needs an <I18nProvider> above it");
  const merged = useMemo(
    () => ({ ...(outer.intl.messages as unknown as Messages), ...messages }) as Messages,
    [outer.intl.messages, messages],
  );
  return (
    <I18nProvider locale={outer.locale} messages={merged}>
      {children}
    </I18nProvider>
  );
}
