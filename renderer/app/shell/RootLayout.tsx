import { Outlet } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { AllTexts } from "../i18n/AllTexts";
import { useT } from "../i18n/useT";
import { useIsFirstScreen } from "../router/firstScreen";
import "../styles/base.css";
import "./pages.css";

/**
 * The notice of a newer server (renderer/app/boot/UpdateNotice.tsx), whose code and /config.json read
 * come once the page is up: no first screen waits for them (the deck's first-card budget, bench/run.ts).
 */
function useUpdateNotice(): ComponentType | null {
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("../boot/UpdateNotice").then((module) => {
      if (mounted) setNotice(() => module.UpdateNotice);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Notice;
}

/** The offline deck's outbox and kept answers (app/offline/OfflineSync.tsx), loaded the same way. */
function useOfflineSync(): ComponentType | null {
  const [Sync, setSync] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("../offline/OfflineSync").then((module) => {
      if (mounted) setSync(() => module.OfflineSync);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Sync;
}

export function RootLayout() {
  const t = useT();
  const firstScreen = useIsFirstScreen();
  const UpdateNotice = useUpdateNotice();
  const OfflineSync = useOfflineSync();
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
      {UpdateNotice && <UpdateNotice />}
      {OfflineSync && <OfflineSync />}
    </>
  );
}
