import { useEffect, useState, type ReactNode } from "react";
import { reportError } from "../../errors/reportError";
import { useLocale } from "../../i18n/useT";
import type { Locale } from "../../i18n/locales";
import { PageSpinner } from "../../shell/PageSpinner";
import { ProI18nProvider } from "./ProI18nProvider";
import type { ProMessages } from "./proLocales";

// One chunk per language, as for the app's catalogs (renderer/app/i18n/loadMessages.ts).
const catalogs = import.meta.glob<ProMessages>("./messages/*.json", { import: "default" });

/**
 * The pro catalog of the current language, fetched with the pro area. As in AppI18n, the previous
 * catalog stays on screen while the next loads, so a half-written form is never unmounted.
 */
export function ProI18n({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [catalog, setCatalog] = useState<{ locale: Locale; messages: ProMessages } | null>(null);

  useEffect(() => {
    let live = true;
    const load = catalogs[`./messages/${locale}.json`];
    load?.().then(
      (messages) => live && setCatalog({ locale, messages }),
      (error: unknown) => reportError(error, { source: "i18n", locale }),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  if (!catalog) return <PageSpinner />;
  return <ProI18nProvider messages={catalog.messages}>{children}</ProI18nProvider>;
}
