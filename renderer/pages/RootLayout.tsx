import { Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { useT } from "../i18n/useT";
import "../styles/base.css";
import "./pages.css";

export function RootLayout() {
  const t = useT();
  // The page says when the app runs in it: a first screen the server drew (renderer/ssr) is on
  // screen before, and answers taps only from then on (the browser journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.live = "";
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <Outlet />
    </>
  );
}
