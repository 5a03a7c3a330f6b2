import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/useT";
import { LanguageSwitch } from "../settings/LanguageSwitch";

/** The bar above the patient pages: the brand, the main places and the language switch. */
export function AppHeader() {
  const t = useT();
  return (
    <header className="app-header">
      <Link to="/app/patient" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true" />
        {t("app.name")}
      </Link>
      <nav aria-label={t("nav.main")}>
        <ul className="app-header__nav">
          <li>
            <Link to="/app/patient" activeOptions={{ exact: true }} className="app-header__link">
              {t("nav.home")}
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
