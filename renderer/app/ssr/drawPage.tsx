/**
 * A first screen drawn on the server (the deck, home, a public program; server/platform/http/firstScreens.ts)
 * with the app's own components, its reads answered by the page's answers: the phone paints it as
 * soon as the page and its style arrive, instead of after the app's script has loaded and run
 * (Lighthouse's largest paint, npm run bench). The browser then draws the same screen over it
 * (renderer/main.tsx). Built apart for Node (`vite build --ssr`, vite.config.ts) into dist/.ssr.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import type { DrawPage } from "../../../card-schemas/firstPaint";
import { createApiClient } from "../api/client";
import { createQueryClient } from "../api/createQueryClient";
import { AppProviders } from "../boot/AppProviders";
import { queriesSettled } from "../boot/queriesSettled";
import { loadFirstMessages } from "../i18n/loadMessages";
import { meKey } from "../session/queries";
import { createAppRouter } from "../router/createAppRouter";

/**
 * The HTML of `#root` for the page, or undefined when it cannot be drawn as the browser would
 * draw it: a read that is not among the answers (nothing is fetched here), a failed read, a
 * route that redirects.
 */
export const drawPage: DrawPage = async ({ url, user, answers, locale }) => {
  const api = createApiClient({
    pageAnswers: new Map(Object.entries(answers)),
    fetch: () =>
      Promise.reject(new Error("a first screen drawn on the server reads its page's answers only")),
  });
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(meKey, user);
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, api, languages: [locale] }, history);
  try {
    const [messages] = await Promise.all([loadFirstMessages(locale), router.load()]);
    // A route guard that sent the reader elsewhere: their browser follows it and draws that page.
    if (router.state.location.pathname !== new URL(url, "http://page").pathname) return undefined;
    if (!(await queriesSettled(queryClient))) return undefined;
    if (router.state.matches.some((match) => match.status !== "success")) return undefined;
    return renderToString(
      <AppProviders queryClient={queryClient} api={api} router={router} catalog={{ locale, messages }} />,
    );
  } finally {
    queryClient.clear();
  }
};
