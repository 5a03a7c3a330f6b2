import { Outlet } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { AllTexts } from "../i18n/AllTexts";
import { useT } from "../i18n/useT";
import { useIsFirstScreen } from "../router/firstScreen";
import { whenIdle } from "../../ui/whenIdle";
import "../styles/base.css";
import "./pages.css";

/** The longest the page's background parts wait for the browser to be idle. */
const BACKGROUND_WITHIN_MS = 2000;

/**
 * The page's background parts, whose code and work come once the first screen is up and the
 * browser is idle: the notice of a newer server (renderer/app/boot/UpdateNotice.tsx, which
 * registers the service worker) and the offline deck's outbox and kept answers
 * (app/offline/OfflineSync.tsx). No first screen waits for their code (the deck's first-card budget),
 * and their start (opening IndexedDB, registering the worker) never lengthens the tasks that draw
 * and hydrate it (Lighthouse's blocking time, bench/run.ts).
 */
function useBackgroundParts(): ComponentType[] {
  const [parts, setParts] = useState<ComponentType[]>([]);
  useEffect(() => {
    let mounted = true;
    const cancel = whenIdle(() => {
      void Promise.all([import("../boot/UpdateNotice"), import("../offline/OfflineSync")]).then(
        ([notice, sync]) => {
          if (mounted) setParts([notice.UpdateNotice, sync.OfflineSync]);
        },
      );
    }, BACKGROUND_WITHIN_MS);
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return parts;
}

export function RootLayout() {
  const t = useT();
  const firstScreen = useIsFirstScreen();
  const backgroundParts = useBackgroundParts();
  // The page says when the app runs in it: a first screen the server drew (renderer/app/ssr) is on
  // screen before, and answers taps from the moment it is committed (the browser journeys wait
  // for it): before any page's own effects start loading what comes after.
  useLayoutEffect(() => {
    document.documentElement.dataset.live = "";
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <AllTexts wait={!firstScreen}>
        <Outlet />
      </AllTexts>
      {backgroundParts.map((Part, index) => (
        // A list that only ever goes from none to all of them, in a fixed order.
        <Part key={index} />
      ))}
    </>
  );
}
