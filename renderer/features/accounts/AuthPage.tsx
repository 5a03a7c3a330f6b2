import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useAtom } from "jotai";
import userSchema from "../../../card-schemas/api/user.schema.json";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../engine/tracking";
import { REFERRAL_NEW_ACCOUNT_REWARD } from "../../../engine/rewards";
import { isApiError } from "../../app/api/client";
import { guestLocaleAtom } from "../../app/i18n/guestLocaleAtom";
import { SUPPORTED_LOCALES, isLocale, type Locale } from "../../app/i18n/locales";
import { useLocale, useT } from "../../app/i18n/useT";
import { EmailField } from "./credentials/EmailField";
import { useSignIn } from "./session/useSignIn";
import { useSignUp } from "./session/useSignUp";
import { safeNextPage } from "../../app/router/safeNextPage";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

const route = getRouteApi("/app/guest/auth");
const NAME_MAX_LENGTH = userSchema.properties.name.maxLength;
/** What the sign-up call accepts as a referral code (card-schemas/api/auth.schema.json). */
const SPONSOR_CODE_PATTERN = "[A-Za-z0-9 \\-]{1,32}";
const SPONSOR_CODE_MAX_LENGTH = 32;

type Mode = "signIn" | "signUp";

/** What the sign-up call accepts as its link's destination: a path of the app, no spaces. */
const LINK_NEXT_PAGE = /^\/app\/[^\\\s]*$/;

/**
 * Sign in, then go to `nextPage` (or home); or create an account, which ends on "check your
 * email": the emailed link (VerifyPage) signs in and goes on to `nextPage`.
 */
export function AuthPage() {
  const t = useT();
  useDocumentTitle(t("auth.title"), t("auth.intro"));
  const locale = useLocale();
  const navigate = useNavigate();
  const { nextPage, sponsorCode } = route.useSearch();
  // The language chosen here, before its texts are loaded and shown: the one the account is made in.
  const [guestLocale, setGuestLocale] = useAtom(guestLocaleAtom);
  const chosenLocale = guestLocale ?? locale;
  const signIn = useSignIn();
  const signUp = useSignUp();
  const [mode, setMode] = useState<Mode>(sponsorCode ? "signUp" : "signIn");
  const ids = {
    password: useId(),
    hint: useId(),
    language: useId(),
    name: useId(),
    nameHint: useId(),
    nameError: useId(),
    sponsor: useId(),
    sponsorHint: useId(),
    sponsorError: useId(),
  };
  const mutation = mode === "signIn" ? signIn : signUp;
  const nameRejected =
    isApiError(signUp.error) && signUp.error.fieldProblems.some((problem) => problem.path === "/name");
  const sponsorRejected =
    isApiError(signUp.error) && signUp.error.fieldProblems.some((problem) => problem.path === "/sponsorCode");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    // Spaces alone are no name: the patient is then greeted without one.
    const name = String(form.get("name") ?? "").trim();
    const sponsor = String(form.get("sponsorCode") ?? "").trim();
    const next = safeNextPage(nextPage);
    if (mode === "signIn") {
      signIn.mutate({ email, password }, { onSuccess: () => void navigate({ href: next, replace: true }) });
    } else {
      signUp.mutate({
        email,
        password,
        language: chosenLocale,
        ...(name ? { name } : {}),
        ...(sponsor ? { sponsorCode: sponsor } : {}),
        ...(LINK_NEXT_PAGE.test(next) ? { nextPage: next } : {}),
      });
    }
  }

  function switchMode(next: Mode) {
    signIn.reset();
    signUp.reset();
    setMode(next);
  }

  return (
    <>
      <GuestHeader />
      <main id="main" className="page page--narrow">
        <h1 className="page__title">{t("auth.title")}</h1>
        <p className="muted">{t("auth.intro")}</p>
        {mode === "signUp" && signUp.isSuccess ? (
          <CheckEmail email={signUp.data.email} onBack={() => switchMode("signIn")} />
        ) : (
          <div className="tile auth">
            <div className="segmented" role="group" aria-label={t("auth.modes")}>
              {(["signIn", "signUp"] as const).map((item) => (
                <button
                  key={item}
                  type="button"
                  className="segmented__option"
                  aria-pressed={mode === item}
                  data-testid={`auth-mode-${item}`}
                  onClick={() => switchMode(item)}
                >
                  {t(item === "signIn" ? "auth.signIn.tab" : "auth.signUp.tab")}
                </button>
              ))}
            </div>
            <form className="stack" onSubmit={onSubmit} data-testid={`auth-form-${mode}`}>
              <div className="field">
                <label className="field__label" htmlFor={ids.language}>
                  {t("language.label")}
                </label>
                <select
                  id={ids.language}
                  name="language"
                  className="field__input"
                  value={chosenLocale}
                  onChange={(event) => {
                    const value = event.target.value;
                    if (isLocale(value)) setGuestLocale(value as Locale);
                  }}
                >
                  {SUPPORTED_LOCALES.map((code) => (
                    <option key={code} value={code}>
                      {t(`language.${code}`)}
                    </option>
                  ))}
                </select>
              </div>
              {mode === "signUp" && (
                <div className="field">
                  <label className="field__label" htmlFor={ids.name}>
                    {t("auth.name")}
                  </label>
                  <input
                    id={ids.name}
                    name="name"
                    type="text"
                    className="field__input"
                    autoComplete="given-name"
                    maxLength={NAME_MAX_LENGTH}
                    aria-invalid={nameRejected || undefined}
                    aria-describedby={nameRejected ? `${ids.nameError} ${ids.nameHint}` : ids.nameHint}
                    data-testid="auth-name"
                  />
                  {nameRejected && (
                    <p className="field__error" id={ids.nameError}>
                      {t("auth.nameInvalid", { max: NAME_MAX_LENGTH })}
                    </p>
                  )}
                  <p className="field__hint" id={ids.nameHint}>
                    {t("auth.nameHint")}
                  </p>
                </div>
              )}
              <EmailField label={t("auth.email")} />
              <div className="field">
                <label className="field__label" htmlFor={ids.password}>
                  {t("auth.password")}
                </label>
                <input
                  id={ids.password}
                  name="password"
                  type="password"
                  className="field__input"
                  autoComplete={mode === "signIn" ? "current-password" : "new-password"}
                  minLength={mode === "signUp" ? PASSWORD_MIN_LENGTH : undefined}
                  maxLength={PASSWORD_MAX_LENGTH}
                  aria-describedby={mode === "signUp" ? ids.hint : undefined}
                  required
                />
                {mode === "signUp" && (
                  <p className="field__hint" id={ids.hint}>
                    {t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
                  </p>
                )}
              </div>
              {mode === "signUp" && (
                <div className="field">
                  <label className="field__label" htmlFor={ids.sponsor}>
                    {t("auth.sponsorCode")}
                  </label>
                  <input
                    id={ids.sponsor}
                    name="sponsorCode"
                    type="text"
                    className="field__input"
                    autoComplete="off"
                    autoCapitalize="characters"
                    maxLength={SPONSOR_CODE_MAX_LENGTH}
                    pattern={SPONSOR_CODE_PATTERN}
                    defaultValue={sponsorCode}
                    aria-invalid={sponsorRejected || undefined}
                    aria-describedby={
                      sponsorRejected ? `${ids.sponsorError} ${ids.sponsorHint}` : ids.sponsorHint
                    }
                    data-testid="auth-sponsor-code"
                  />
                  {sponsorRejected && (
                    <p className="field__error" id={ids.sponsorError}>
                      {t("auth.sponsorCodeInvalid")}
                    </p>
                  )}
                  <p className="field__hint" id={ids.sponsorHint}>
                    {t("auth.sponsorCodeHint", { amount: REFERRAL_NEW_ACCOUNT_REWARD })}
                  </p>
                </div>
              )}
              {mode === "signIn" && (
                <Link to="/app/guest/auth/forgot" data-testid="auth-forgot">
                  {t("auth.forgot.link")}
                </Link>
              )}
              {mutation.isError && <ErrorAlert error={mutation.error} />}
              <button
                type="submit"
                className="btn btn--primary btn--block"
                data-testid="auth-submit"
                disabled={mutation.isPending}
              >
                {mutation.isPending
                  ? t("auth.submitting")
                  : t(mode === "signIn" ? "auth.signIn.submit" : "auth.signUp.submit")}
              </button>
            </form>
          </div>
        )}
      </main>
    </>
  );
}

/** After a sign-up: the same words whether the email had an account or not. */
function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useT();
  const title = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes its place, and the focus.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="tile auth stack" data-testid="auth-check-email" aria-labelledby="auth-check-email">
      <h2 id="auth-check-email" ref={title} tabIndex={-1}>
        {t("auth.checkEmail.title")}
      </h2>
      <p>{t("auth.checkEmail.text", { email })}</p>
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {t("auth.checkEmail.back")}
      </button>
    </section>
  );
}
