import { Link } from "@tanstack/react-router";
import { useT } from "../../../app/i18n/useT";
import { LanguageSwitch } from "./LanguageSwitch";
import "./settings.css";

/** The settings entry point: the profile, the social profile, sign-in and security, goals and symptoms, the language. */
export function SettingsNav() {
  const t = useT();
  const links = [
    {
      to: "/app/patient/settings/profile",
      label: t("settings.nav.profile"),
      hint: t("settings.nav.profileHint"),
    },
    {
      to: "/app/patient/settings/social",
      label: t("settings.nav.social"),
      hint: t("settings.nav.socialHint"),
    },
    {
      to: "/app/patient/settings/account",
      label: t("settings.nav.account"),
      hint: t("settings.nav.accountHint"),
    },
    {
      to: "/app/patient/settings/pathologies",
      label: t("settings.nav.pathologies"),
      hint: t("settings.nav.pathologiesHint"),
    },
    {
      to: "/app/patient/settings/dataAccess",
      label: t("dataAccess.nav"),
      hint: t("dataAccess.navHint"),
    },
  ] as const;
  return (
    <nav aria-label={t("settings.nav.label")} className="settings-nav">
      <ul className="row-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="settings-nav__link">
              <span className="settings-nav__label">{link.label}</span>
              <span className="field__hint">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="settings-nav__language">
        <span className="field__label">{t("language.label")}</span>
        <LanguageSwitch />
      </div>
    </nav>
  );
}
