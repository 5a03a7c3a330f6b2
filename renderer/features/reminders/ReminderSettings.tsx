import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { ReminderSettings as Settings } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useSnackbar } from "../../ui/Snackbar";
import { canPush } from "./pushSubscription";
import { reminderSettingsQuery, useSaveReminders } from "./queries";

function ReminderFields({ saved }: { saved: Settings }) {
  const t = useT();
  const save = useSaveReminders();
  const { snackbar, show } = useSnackbar();
  const [draft, setDraft] = useState(saved);
  const pushable = canPush();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Turning push on subscribes this browser first (the browser's prompt).
    const subscribe = draft.push && !saved.push;
    save.mutate(
      { settings: draft, subscribe },
      {
        onSuccess: ({ saved: now }) => {
          setDraft(now);
          show(t("reminders.saved"), "success");
        },
      },
    );
  };

  const outcome = save.data?.outcome;
  return (
    <form className="settings-form" onSubmit={submit} data-testid="reminder-settings">
      <fieldset className="settings-consents">
        <legend className="field__label">{t("reminders.title")}</legend>
        <p className="field__hint">{t("reminders.hint")}</p>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.email}
            onChange={(event) => setDraft((d) => ({ ...d, email: event.target.checked }))}
          />
          <span>{t("reminders.email")}</span>
        </label>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.push}
            disabled={!pushable && !draft.push}
            onChange={(event) => setDraft((d) => ({ ...d, push: event.target.checked }))}
          />
          <span>{t("reminders.push")}</span>
        </label>
        {!pushable && <p className="field__hint">{t("reminders.pushUnsupported")}</p>}
        <div className="field">
          <label className="field__label" htmlFor="reminder-time">
            {t("reminders.time")}
          </label>
          <input
            id="reminder-time"
            className="field__input"
            type="time"
            step={60}
            required
            value={draft.time}
            onChange={(event) => setDraft((d) => ({ ...d, time: event.target.value.slice(0, 5) }))}
          />
        </div>
      </fieldset>
      {outcome && outcome !== "subscribed" && (
        <p role="status" className="notice__status" data-testid="reminder-push-outcome">
          {t(`reminders.outcome.${outcome}`)}
        </p>
      )}
      {save.isError && <ErrorAlert error={save.error} />}
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
        {t("reminders.save")}
      </button>
      {snackbar}
    </form>
  );
}

/** The daily reminder: by e-mail, by notification on this browser, and its hour (docs/features/reminders.md). */
export function ReminderSettings() {
  const api = useApi();
  const settings = useQuery(reminderSettingsQuery(api));
  if (settings.isError) return <ErrorAlert error={settings.error} />;
  if (!settings.data) return null;
  return <ReminderFields saved={settings.data} />;
}
