import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { LanguageSwitch } from "../../features/accounts";
import { SignOutButton } from "../session/SignOutButton";
import { useActiveLinkInView } from "../shell/useActiveLinkInView";
import { useProT } from "./i18n/useProT";

/** The pro area's bar: its brand, a link to each page it has, the language switch and sign-out. */
export function ProHeader() {
  const t = useProT();
  const nav = useRef<HTMLElement>(null);
  useActiveLinkInView(nav);
  return (
    <header className="app-header pro-header">
      <Link to="/app/pro" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true" />
        {t("pro.brand")}
      </Link>
      <nav aria-label={t("pro.nav.label")} ref={nav}>
        <ul className="app-header__nav">
          <li>
            <Link to="/app/pro" activeOptions={{ exact: true }} className="app-header__link">
              {t("pro.nav.programs")}
            </Link>
          </li>
          <li>
            <Link to="/app/pro/profile" className="app-header__link">
              {t("pro.nav.profile")}
            </Link>
          </li>
          <li>
            <Link to="/app/pro/shop" className="app-header__link">
              {t("pro.nav.shop")}
            </Link>
          </li>
          <li>
            <Link to="/app/pro/posts" className="app-header__link">
              {t("pro.nav.posts")}
            </Link>
          </li>
          <li>
            <Link to="/app/pro/messages" className="app-header__link">
              {t("pro.nav.messages")}
            </Link>
          </li>
          <li>
            <Link to="/app/pro/patients" className="app-header__link">
              {t("pro.nav.patients")}
            </Link>
          </li>
          <li>
            <Link to="/app/pro/invitations" className="app-header__link">
              {t("pro.nav.invitations")}
            </Link>
          </li>
          <li>
            <Link to="/app/pro/bank" className="app-header__link">
              {t("pro.nav.bank")}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="pro-header__end">
        <LanguageSwitch />
        <SignOutButton label={t("pro.signOut")} />
      </div>
    </header>
  );
}
