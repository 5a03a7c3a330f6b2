import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { CspCode, Gender, NotificationTag, PatientProfileFields } from "../../../../card-schemas";
import { missingRequiredFields, profileCompletion } from "../../../../engine/accounts/profileCompletion";
import { ApiError } from "../../../app/api/ApiError";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useLocale, useT } from "../../../app/i18n/useT";
import { useSnackbar } from "../../../ui/Snackbar";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { CompletionBar } from "./CompletionBar";
import { ConsentList } from "./ConsentList";
import { profileQuery, useSaveProfile } from "./queries";
import "./settings.css";

const GENDERS: Gender[] = ["female", "male", "other", "NA"];
const CSP_CODES: CspCode[] = [
  "FARMER",
  "CRAFTSMAN",
  "EXECUTIVE",
  "INTERMEDIATE",
  "EMPLOYEE",
  "WORKER",
  "RETIRED",
  "STUDENT",
  "OTHER",
];
const NOTIFICATION_TAGS: NotificationTag[] = ["TASKS", "PROGRAMS", "COMMUNITY", "REWARDS", "NEWS"];
const COUNTRIES = [
  "FR",
  "BE",
  "CH",
  "LU",
  "MC",
  "CA",
  "IT",
  "ES",
  "PT",
  "DE",
  "GB",
  "US",
  "MA",
  "DZ",
  "TN",
  "SN",
];

/** The form as typed: text inputs hold strings, "" meaning empty. */
type Draft = Record<
  "firstName" | "dateOfBirth" | "gender" | "country" | "zipcode" | "cspCode" | "weight" | "height",
  string
> &
  Record<"mutuelle" | "pharmacie" | "company" | "phone" | "smoker", string> & {
    notification: NotificationTag[];
  };

function draftOf(info: PatientProfileFields): Draft {
  return {
    firstName: info.firstName ?? "",
    dateOfBirth: info.dateOfBirth ?? "",
    gender: info.gender ?? "",
    country: info.country ?? "",
    zipcode: info.zipcode ?? "",
    cspCode: info.cspCode ?? "",
    weight: info.weight === null ? "" : String(info.weight),
    height: info.height === null ? "" : String(info.height),
    mutuelle: info.mutuelle ?? "",
    pharmacie: info.pharmacie ?? "",
    company: info.company ?? "",
    phone: info.phone ?? "",
    smoker: info.smoker === null ? "" : String(info.smoker),
    notification: info.notification,
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.replace(",", ".")));

/** The form's fields; `dailyMail` is the reminder settings' (docs/features/reminders.md), sent as last known. */
function fieldsOf(draft: Draft, dailyMail: boolean): PatientProfileFields {
  return {
    firstName: orNull(draft.firstName),
    dateOfBirth: orNull(draft.dateOfBirth),
    gender: (orNull(draft.gender) as Gender | null) ?? null,
    country: orNull(draft.country),
    zipcode: orNull(draft.zipcode),
    cspCode: (orNull(draft.cspCode) as CspCode | null) ?? null,
    weight: numberOrNull(draft.weight),
    height: numberOrNull(draft.height),
    mutuelle: orNull(draft.mutuelle),
    pharmacie: orNull(draft.pharmacie),
    company: orNull(draft.company),
    phone: orNull(draft.phone),
    smoker: draft.smoker === "" ? null : draft.smoker === "true",
    notification: draft.notification,
    dailyMail,
  };
}

/** The failing fields of a 400, by name. */
function fieldErrors(error: unknown): Set<string> {
  if (!(error instanceof ApiError)) return new Set();
  return new Set(error.fieldProblems.map((problem) => problem.path.replace(/^\//, "")));
}

function ProfileFormFields({ initial }: { initial: PatientProfileFields }) {
  const t = useT();
  const locale = useLocale();
  const describe = useErrorMessage();
  const save = useSaveProfile();
  const { snackbar, show } = useSnackbar();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const fields = fieldsOf(draft, initial.dailyMail);
  const { completion } = profileCompletion(fields);
  const invalid = new Set([...missing, ...fieldErrors(save.error)]);
  const countryName = new Intl.DisplayNames([locale], { type: "region" });
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = new Set(missingRequiredFields(fields));
    setMissing(required);
    if (required.size > 0) return;
    save.mutate(fields, {
      onSuccess: (profile) => {
        setDraft(draftOf(profile.patientInfo));
        show(t("settings.profile.saved"), "success");
      },
    });
  };

  const text = (
    name: keyof Draft & keyof PatientProfileFields,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      hint?: string;
      inputMode?: "decimal" | "tel";
    } = {},
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`profile-${name}`}>
        {t(`settings.profile.field.${name}`)}
        {options.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`profile-${name}`}
        className="field__input"
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        value={draft[name] as string}
        onChange={set(name)}
        required={options.required}
        aria-invalid={invalid.has(name)}
        aria-describedby={options.hint || invalid.has(name) ? `profile-${name}-hint` : undefined}
      />
      {(options.hint || invalid.has(name)) && (
        <span id={`profile-${name}-hint`} className={invalid.has(name) ? "field__error" : "field__hint"}>
          {invalid.has(name)
            ? t(`settings.profile.invalid.${options.required ? "required" : "value"}`)
            : options.hint}
        </span>
      )}
    </div>
  );

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <CompletionBar completion={completion} />
      <p className="field__hint">{t("settings.profile.requiredHint")}</p>
      {text("firstName", { required: true, autoComplete: "given-name" })}
      {text("dateOfBirth", { required: true, type: "date", autoComplete: "bday" })}
      <div className="field">
        <label className="field__label" htmlFor="profile-gender">
          {t("settings.profile.field.gender")}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id="profile-gender"
          className="field__input"
          value={draft.gender}
          onChange={set("gender")}
          required
          aria-invalid={invalid.has("gender")}
        >
          <option value="">{t("settings.profile.choose")}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`settings.profile.gender.${gender}`)}
            </option>
          ))}
        </select>
        {invalid.has("gender") && (
          <span className="field__error">{t("settings.profile.invalid.required")}</span>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="profile-country">
          {t("settings.profile.field.country")}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id="profile-country"
          className="field__input"
          value={draft.country}
          onChange={set("country")}
          required
          aria-invalid={invalid.has("country")}
        >
          <option value="">{t("settings.profile.choose")}</option>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName.of(code) ?? code}
            </option>
          ))}
        </select>
        {invalid.has("country") && (
          <span className="field__error">{t("settings.profile.invalid.required")}</span>
        )}
      </div>
      {text("zipcode", { required: true, autoComplete: "postal-code" })}
      <div className="field">
        <label className="field__label" htmlFor="profile-cspCode">
          {t("settings.profile.field.cspCode")}
        </label>
        <select id="profile-cspCode" className="field__input" value={draft.cspCode} onChange={set("cspCode")}>
          <option value="">{t("settings.profile.choose")}</option>
          {CSP_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`settings.profile.csp.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {text("weight", { type: "number", inputMode: "decimal" })}
      {text("height", { type: "number", inputMode: "decimal" })}
      {text("mutuelle")}
      {text("pharmacie")}
      {text("company", { autoComplete: "organization" })}
      {text("phone", {
        type: "tel",
        inputMode: "tel",
        autoComplete: "tel",
        hint: t("settings.profile.phoneHint"),
      })}
      <div className="field">
        <label className="field__label" htmlFor="profile-smoker">
          {t("settings.profile.field.smoker")}
        </label>
        <select id="profile-smoker" className="field__input" value={draft.smoker} onChange={set("smoker")}>
          <option value="">{t("settings.profile.choose")}</option>
          <option value="true">{t("settings.profile.yes")}</option>
          <option value="false">{t("settings.profile.no")}</option>
        </select>
      </div>
      <fieldset className="settings-consents">
        <legend className="field__label">{t("settings.profile.field.notification")}</legend>
        {NOTIFICATION_TAGS.map((tag) => (
          <label key={tag} className="settings-check">
            <input
              type="checkbox"
              checked={draft.notification.includes(tag)}
              onChange={(event) =>
                setDraft((d) => ({
                  ...d,
                  notification: event.target.checked
                    ? [...d.notification, tag]
                    : d.notification.filter((other) => other !== tag),
                }))
              }
            />
            <span>{t(`settings.profile.notification.${tag}`)}</span>
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <p role="alert" className="alert">
          {describe(save.error).text}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
        {t("settings.profile.save")}
      </button>
      {snackbar}
    </form>
  );
}

/**
 * The profile form (docs/features/accounts.md): the patient info fields, the required ones
 * marked, the completion bar over the nine counted fields, the telephone stored as +33…, and the
 * consents that stay given.
 */
export function ProfileForm() {
  const api = useApi();
  const profile = useQuery(profileQuery(api));
  if (profile.isPending) return <p className="skeleton" aria-busy="true" />;
  if (profile.isError) return <ErrorAlert error={profile.error} />;
  return (
    <>
      <ProfileFormFields initial={profile.data.patientInfo} />
      <ConsentList />
    </>
  );
}
