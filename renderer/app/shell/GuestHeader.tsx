import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/useT";

/** The bar above guest pages: the brand only; actions lead to sign-in from the page itself. */
export function GuestHeader() {
  const t = useT();
  return (
    <header className="app-header">
      <Link to="/app/guest/auth" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true" />
        {t("app.name")}
      </Link>
    </header>
  );
}
