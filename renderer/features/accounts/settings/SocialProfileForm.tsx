import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import type { SocialProfileView } from "../../../../card-schemas";
import { BIO_MAX_LENGTH, PSEUDO_MAX_LENGTH } from "../../../../engine/community";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useT } from "../../../app/i18n/useT";
import { useSnackbar } from "../../../ui/Snackbar";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { socialProfileQuery, useChooseTitle, useSaveSocialProfile } from "./queries";
import "./settings.css";

function SocialFields({ profile }: { profile: SocialProfileView }) {
  const t = useT();
  const describe = useErrorMessage();
  const save = useSaveSocialProfile();
  const choose = useChooseTitle();
  const { snackbar, show } = useSnackbar();
  const [pseudo, setPseudo] = useState(profile.pseudo);
  const [bio, setBio] = useState(profile.bio);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ pseudo, bio }, { onSuccess: () => show(t("settings.social.saved"), "success") });
  };

  return (
    <form className="settings-form" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="social-pseudo">
          {t("settings.social.pseudo")}
        </label>
        <input
          id="social-pseudo"
          className="field__input"
          value={pseudo}
          maxLength={PSEUDO_MAX_LENGTH}
          autoComplete="nickname"
          aria-describedby="social-pseudo-count"
          onChange={(event) => setPseudo(event.target.value.slice(0, PSEUDO_MAX_LENGTH))}
        />
        <span id="social-pseudo-count" className="field__hint">
          {t("settings.social.count", { length: pseudo.length, max: PSEUDO_MAX_LENGTH })}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="social-bio">
          {t("settings.social.bio")}
        </label>
        <textarea
          id="social-bio"
          className="field__input"
          rows={3}
          value={bio}
          maxLength={BIO_MAX_LENGTH}
          aria-describedby="social-bio-count"
          onChange={(event) => setBio(event.target.value.slice(0, BIO_MAX_LENGTH))}
        />
        <span id="social-bio-count" className="field__hint">
          {t("settings.social.count", { length: bio.length, max: BIO_MAX_LENGTH })}
        </span>
      </div>
      {save.isError && (
        <p role="alert" className="alert">
          {describe(save.error).text}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
        {t("settings.social.save")}
      </button>

      <fieldset className="settings-consents" data-testid="social-titles">
        <legend className="field__label">{t("settings.social.title")}</legend>
        {profile.titles.length === 0 ? (
          <p className="muted">
            {t("settings.social.noTitle")}{" "}
            <Link to="/app/patient/awards">{t("settings.social.toAwards")}</Link>
          </p>
        ) : (
          <>
            <label className="settings-check">
              <input
                type="radio"
                name="social-title"
                checked={profile.title === null}
                disabled={choose.isPending}
                onChange={() => choose.mutate(null)}
              />
              <span>{t("settings.social.titleNone")}</span>
            </label>
            {profile.titles.map((title) => (
              <label key={title.id} className="settings-check">
                <input
                  type="radio"
                  name="social-title"
                  checked={profile.title === title.id}
                  disabled={choose.isPending}
                  onChange={() => choose.mutate(title.id)}
                />
                <span>{title.label}</span>
              </label>
            ))}
          </>
        )}
        {choose.isError && (
          <p role="alert" className="field__error">
            {describe(choose.error).text}
          </p>
        )}
      </fieldset>
      {profile.titleLabel && (
        <p className="notice" data-testid="social-current-title">
          {t("settings.social.current", { title: profile.titleLabel })}
        </p>
      )}
      {snackbar}
    </form>
  );
}

/**
 * The social profile (docs/features/accounts.md): pseudo up to 30 characters, bio up to 150, and
 * the title shown beside them, chosen among the titles of the awards claimed.
 */
export function SocialProfileForm() {
  const api = useApi();
  const profile = useQuery(socialProfileQuery(api));
  if (profile.isPending) return <p className="skeleton" aria-busy="true" />;
  if (profile.isError) return <ErrorAlert error={profile.error} />;
  return <SocialFields profile={profile.data} />;
}
