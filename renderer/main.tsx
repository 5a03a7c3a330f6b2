import { createApiClient } from "./app/api/client";
import { readPageAnswers, readPageDay } from "./app/api/pageAnswers";
import { createQueryClient } from "./app/api/createQueryClient";
import { holdFirstReads } from "./app/api/holdFirstReads";
import { reportError } from "./app/errors/reportError";
import { AppProviders } from "./app/boot/AppProviders";
import { nextTask } from "./app/boot/nextTask";
import { queriesSettled } from "./app/boot/queriesSettled";
import { renderYielding } from "./app/boot/renderYielding";
import type { Catalog } from "./app/i18n/AppI18n";
import { loadFirstMessages } from "./app/i18n/loadMessages";
import { pickLocale } from "./app/i18n/locales";
import { warmIntl } from "./app/i18n/warmIntl";
import { readPageSession } from "./app/session/pageSession";
import { meKey } from "./app/session/queries";
import { createAppRouter } from "./app/router/createAppRouter";
import { startWithPageDay } from "./app/session/today";
import "./app/styles/base.css";

// A first screen's reads come with its page (server/platform/http/pageData.ts): answered without a request.
const api = createApiClient({ pageAnswers: readPageAnswers(document) });
startWithPageDay(readPageDay(document));
const queryClient = createQueryClient({
  onSessionLost: () => {
    // The session expired under a patient page: forget the user, and the route guard sends
    // them to sign in with this page as nextPage.
    if (queryClient.getQueryData(meKey) === null) return;
    queryClient.setQueryData(meKey, null);
    void router?.invalidate();
  },
});
// Who is signed in comes with the page: the route guard and the language need no round trip.
const pageSession = readPageSession(document);
if (pageSession) queryClient.setQueryData(meKey, pageSession.user);
// The catalog of the user's language (else the browser's) loads alongside the page's code: the
// first screens' part of it (i18n/catalogParts.ts), the rest once the first screen is up (AppI18n).
// AppI18n reports a failure, if this catalog is the one it uses.
const locale = pickLocale(pageSession?.user?.language ?? null, navigator.languages);
const messages = loadFirstMessages(locale);
messages.catch(() => undefined);

// The boot in three tasks (the libraries' code and the session; the router and the page's loads;
// the first render), each short enough not to hold the browser up (Lighthouse's blocking time).
// Not awaited at the top level: a module that awaits changes how the build splits the chunks.
let router: ReturnType<typeof createAppRouter> | undefined;
async function start() {
  await nextTask();
  // A page the server did not draw (the service worker's stored shell, offline) starts from the
  // answers the last visit kept (app/offline/queryPersistence.ts): who is signed in, the deck.
  if (!pageSession) {
    await import("./app/offline/queryPersistence")
      .then((kept) => kept.restoreQueries(queryClient))
      .catch((error: unknown) => reportError(error, { source: "boot" }));
  }
  router = createAppRouter({ queryClient, api, languages: navigator.languages });
  holdFirstReads(queryClient, router);
  // The page loads from now on, alongside the user and their catalog, rather than once they are
  // here: its code at once, its data once the route guard has its answer (RouterProvider picks up
  // this load). A chunk that fails to load fails the router's load too, which reports it.
  for (const route of router.getMatchedRoutes(router.latestLocation.pathname)[0]) {
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
  const loaded = router.load().catch((error: unknown) => reportError(error, { source: "router" }));
  await nextTask();
  // The browser builds its locale data (tens of milliseconds on a phone) on a page's first Intl
  // call, which the catalog's formatter makes: in a task of its own while the page's code and
  // catalog are on their way, rather than inside the first render.
  warmIntl(locale);
  await nextTask();

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root");
  // A first screen the server drew (renderer/app/ssr/drawPage.tsx) stays until the browser can take
  // it over whole: its catalog, its page's code and its reads are here first, so no splash or
  // spinner ever replaces it, and React attaches to it rather than drawing it again.
  let catalog: Catalog | undefined;
  const drawn = container.firstElementChild !== null;
  if (drawn) {
    await loaded;
    await queriesSettled(queryClient);
    catalog = await messages.then(
      (loadedMessages) => ({ locale, messages: loadedMessages }),
      () => undefined,
    );
  }

  const hydrate = drawn && catalog !== undefined;
  // The router lays its matches out as it did on the server (no suspense boundary around the root),
  // as its own server rendering would have it: the trees must be the same to be taken over.
  if (hydrate) router.ssr = { manifest: undefined };
  renderYielding(
    container,
    <AppProviders queryClient={queryClient} api={api} router={router} catalog={catalog} />,
    { hydrate },
  );
}
start().catch((error: unknown) => reportError(error, { source: "boot" }));
