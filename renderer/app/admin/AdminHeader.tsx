import { Link } from "@tanstack/react-router";
import { LanguageSwitch } from "../../features/accounts";
import { useT } from "../i18n/useT";
import { SignOutButton } from "../session/SignOutButton";

/** The admins' bar: the brand, the moderation page, the language switch and sign-out. */
export function AdminHeader() {
  const t = useT();
  return (
    <header className="app-header admin-header">
      <Link to="/app/admin/moderation" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true" />
        {t("app.name")}
      </Link>
      <nav aria-label={t("community.moderation.nav")}>
        <ul className="app-header__nav">
          <li>
            <Link to="/app/admin/moderation" className="app-header__link">
              {t("community.moderation.pageTitle")}
            </Link>
          </li>
        </ul>
      </nav>
      <LanguageSwitch />
      <SignOutButton label={t("home.signOut")} />
    </header>
  );
}
