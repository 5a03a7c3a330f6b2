import { Outlet } from "@tanstack/react-router";
import { useT } from "../i18n/useT";
import "../styles/base.css";
import "./pages.css";

export function RootLayout() {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <Outlet />
    </>
  );
}
