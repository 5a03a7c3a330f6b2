import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { useT } from "../i18n/useT";
import { LanguageSwitch } from "../../features/accounts";
import { useActiveLinkInView } from "./useActiveLinkInView";

/** The bar above the patient pages: the brand, the main places and the language switch. */
export function AppHeader() {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  useActiveLinkInView(nav);
  return (
    <header className="app-header">
      <Link to="/app/patient" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true" />
        {t("app.name")}
      </Link>
      <nav aria-label={t("nav.main")} ref={nav}>
        <ul className="app-header__nav">
          <li>
            <Link to="/app/patient" activeOptions={{ exact: true }} className="app-header__link">
              {t("nav.home")}
            </Link>
          </li>
          <li>
            <Link to="/app/patient/journal" className="app-header__link" data-testid="nav-journal">
              {t("journal.nav")}
            </Link>
          </li>
          <li>
            <Link to="/app/patient/program" className="app-header__link">
              {t("nav.programs")}
            </Link>
          </li>
          <li>
            <Link to="/app/patient/coaching" className="app-header__link">
              {t("assistant.nav")}
            </Link>
          </li>
          <li>
            <Link to="/app/patient/community" className="app-header__link" data-testid="nav-community">
              {t("community.nav")}
            </Link>
          </li>
          <li>
            <Link to="/app/patient/rewards" className="app-header__link" data-testid="nav-shop">
              {t("shop.nav")}
            </Link>
          </li>
          <li>
            <Link to="/app/patient/awards" className="app-header__link">
              {t("nav.awards")}
            </Link>
          </li>
          <li>
            <Link to="/app/patient/settings" className="app-header__link">
              {t("nav.settings")}
            </Link>
          </li>
        </ul>
      </nav>
      <LanguageSwitch />
    </header>
  );
}
