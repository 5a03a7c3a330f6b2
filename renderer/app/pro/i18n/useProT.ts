import { useCallback } from "react";
import type { MessageId } from "../../i18n/locales";
import { useIntl, type MessageValues } from "../../i18n/useT";
import type { ProMessageId } from "./proLocales";

export type ProTranslate = (id: ProMessageId | MessageId, values?: MessageValues) => string;

/** `useT()` for the pro area: its own keys and the app's (under a ProI18nProvider). */
export function useProT(): ProTranslate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
