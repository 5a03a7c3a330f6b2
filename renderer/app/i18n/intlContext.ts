import { createContext } from "react";
import type { IntlShape } from "@formatjs/intl";
import type { Locale } from "./locales";

export interface IntlContextValue {
  locale: Locale;
  intl: IntlShape<string>;
}

export const IntlContext = createContext<IntlContextValue | null>(null);
