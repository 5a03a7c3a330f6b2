import { Outlet } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { UpdateNotice } from "../boot/UpdateNotice";
import { AllTexts } from "../i18n/AllTexts";
import { useT } from "../i18n/useT";
import { useIsFirstScreen } from "../router/firstScreen";
import "../styles/base.css";
import "./pages.css";

export function RootLayout() {
  const t = useT();
  const firstScreen = useIsFirstScreen();
  // The page says when the app runs in it: a first screen the server drew (renderer/ssr) is on
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
      <UpdateNotice />
    </>
  );
}
