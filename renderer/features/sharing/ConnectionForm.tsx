import { useRef, useState, type FormEvent } from "react";
import type { ConnectionShares } from "../../../card-schemas";
import { CONNECTION_NAME_MAX_LENGTH, defaultExpirationDate } from "../../../engine/sharing/connections";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../engine/tracking";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useT } from "../../app/i18n/useT";
import { useCreateConnection } from "./queries";
import { SHARE_KINDS } from "./shareKinds";
import "./sharing.css";
import { usePatientToday } from "../../app/session/today";

const ALL_SHARES: ConnectionShares = {
  symptoms: true,
  medicationIntakes: true,
  triggers: true,
  questionnaires: true,
};

/**
 * The creation form of a connection (docs/features/sharing.md): a name, the four share toggles, the expiration
 * date (90 days ahead by default, not before today) and an optional password.
 */
export function ConnectionForm({
  onCreated,
  newKey = () => crypto.randomUUID(),
}: {
  onCreated?: () => void;
  /** Makes the key of a new request (tests give their own). */
  newKey?: () => string;
}) {
  const t = useT();
  const create = useCreateConnection();
  const day = usePatientToday();
  const [name, setName] = useState("");
  const [shares, setShares] = useState<ConnectionShares>(ALL_SHARES);
  const [expirationDate, setExpirationDate] = useState(() => defaultExpirationDate(day));
  const [password, setPassword] = useState("");

  // One key per connection asked for: sent again unchanged after a lost answer, it is the same
  // connection; a changed form is another request, with a key of its own.
  const attempt = useRef<{ value: string; key: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = { name: name.trim(), ...shares, expirationDate, ...(password ? { password } : {}) };
    const text = JSON.stringify(value);
    if (attempt.current?.value !== text) attempt.current = { value: text, key: newKey() };
    create.mutate(
      { value, key: attempt.current.key },
      {
        onSuccess: () => {
          attempt.current = null;
          setName("");
          setPassword("");
          onCreated?.();
        },
      },
    );
  }

  return (
    <section className="tile sharing-form" aria-labelledby="connection-form-title">
      <h2 id="connection-form-title">{t("sharing.form.title")}</h2>
      <form onSubmit={submit} data-testid="connection-form">
        <div className="field">
          <label className="field__label" htmlFor="connection-name">
            {t("sharing.form.name")}
          </label>
          <input
            id="connection-name"
            className="field__input"
            value={name}
            required
            maxLength={CONNECTION_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <fieldset className="field sharing-form__shares">
          <legend className="field__label">{t("sharing.form.shares")}</legend>
          {SHARE_KINDS.map((kind) => (
            <label key={kind} className="sharing-form__toggle">
              <input
                type="checkbox"
                role="switch"
                checked={shares[kind]}
                onChange={(event) => setShares({ ...shares, [kind]: event.target.checked })}
              />
              {t(`sharing.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="connection-expiration">
            {t("sharing.form.expiration")}
          </label>
          <input
            id="connection-expiration"
            className="field__input"
            type="date"
            required
            min={day}
            value={expirationDate}
            onChange={(event) => setExpirationDate(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="connection-password">
            {t("sharing.form.password")}
          </label>
          <input
            id="connection-password"
            className="field__input"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-describedby="connection-password-hint"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id="connection-password-hint" className="field__hint">
            {t("sharing.form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
          </p>
        </div>
        {create.isError && <ErrorAlert error={create.error} />}
        {create.isSuccess && (
          <p className="notice" role="status" data-testid="connection-created">
            {t("sharing.notice.created")}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={create.isPending || name.trim() === ""}
        >
          {t("sharing.form.submit")}
        </button>
      </form>
    </section>
  );
}
