import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useApi } from "../api/ApiContext";
import { reportError } from "../errors/reportError";
import { meQuery } from "../session/queries";
import { guestLocaleAtom } from "./guestLocaleAtom";
import { I18nProvider } from "./I18nProvider";
import { loadMessages } from "./loadMessages";
import { pickLocale, type Locale, type Messages } from "./locales";

/** A language and its messages. */
export interface Catalog {
  locale: Locale;
  messages: Messages;
}

/** The browser's languages; none where there is no browser (a page drawn on the server). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages ?? [navigator.language];
}

function Splash() {
  // No catalog yet, so no words: the spinner alone says "wait".
  return (
    <div className="splash" aria-busy="true">
      <div className="spinner" />
    </div>
  );
}

/**
 * The app's language: the signed-in user's (`/api/auth/session`), else the guest's choice, else the
 * browser's, else fr. The previous catalog stays on screen while the next one loads, so switching
 * language never unmounts the page (and never loses a half-filled form). `initial`, already loaded,
 * draws the page at once (a page the server drew first, renderer/app/ssr/drawPage.tsx).
 */
export function AppI18n({ children, initial }: { children: ReactNode; initial?: Catalog }) {
  const api = useApi();
  const me = useQuery(meQuery(api));
  const guestLocale = useAtomValue(guestLocaleAtom);
  const [catalog, setCatalog] = useState<Catalog | null>(initial ?? null);
  const locale = pickLocale(me.data?.language ?? guestLocale, browserLanguages());
  const settled = !me.isPending;
  const shown = catalog?.locale;

  useEffect(() => {
    if (!settled || shown === locale) return;
    let live = true;
    loadMessages(locale).then(
      // The first catalog draws the whole page: as a transition, in slices that let the browser in.
      (messages) => live && startTransition(() => setCatalog({ locale, messages })),
      (error: unknown) => reportError(error, { source: "i18n", locale }),
    );
    return () => {
      live = false;
    };
  }, [locale, settled, shown]);

  useEffect(() => {
    if (catalog) document.documentElement.lang = catalog.locale;
  }, [catalog]);

  useEffect(() => {
    if (!shown) return;
    // A first screen came with its own texts only: the rest follow once it is up, so that the
    // next page finds them here (AllTexts waits for them otherwise).
    const timer = setTimeout(() => {
      loadMessages(shown).catch((error: unknown) => reportError(error, { source: "i18n", locale: shown }));
    }, 0);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!catalog) return <Splash />;
  return (
    <I18nProvider locale={catalog.locale} messages={catalog.messages}>
      {children}
    </I18nProvider>
  );
}
