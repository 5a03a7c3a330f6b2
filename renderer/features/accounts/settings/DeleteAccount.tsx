import { useState, type FormEvent } from "react";
import { PASSWORD_MAX_LENGTH } from "../../../../engine/tracking";
import { isApiError } from "../../../app/api/client";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDeleteAccount } from "./queries";
import "./ownData.css";

/**
 * "Delete my account", with a confirmation step: the password, then delete for good. Once done,
 * the session is over and `onDeleted` leads away.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const t = useT();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const wrongPassword = isApiError(remove.error) && remove.error.code === "WRONG_PASSWORD";

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(password, { onSuccess: onDeleted });
  }
  function cancel() {
    setConfirming(false);
    setPassword("");
    remove.reset();
  }

  return (
    <section className="tile sharing-delete" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t("sharing.delete.title")}</h2>
      <p className="muted">{t("sharing.delete.hint")}</p>
      {!confirming ? (
        <button type="button" className="btn sharing-delete__danger" onClick={() => setConfirming(true)}>
          {t("sharing.delete.title")}
        </button>
      ) : (
        <form onSubmit={submit} data-testid="delete-account-form">
          <div className="field">
            <label className="field__label" htmlFor="delete-account-password">
              {t("sharing.delete.password")}
            </label>
            <input
              id="delete-account-password"
              className="field__input"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              required
              aria-invalid={wrongPassword ? true : undefined}
              aria-describedby={wrongPassword ? "delete-account-error" : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {wrongPassword && (
              <p id="delete-account-error" className="field__error" role="alert">
                {t("sharing.delete.wrongPassword")}
              </p>
            )}
          </div>
          {remove.isError && !wrongPassword && <ErrorAlert error={remove.error} />}
          <div className="sharing-delete__actions">
            <button type="button" className="btn btn--ghost" onClick={cancel}>
              {t("sharing.delete.cancel")}
            </button>
            <button
              type="submit"
              className="btn sharing-delete__danger"
              disabled={remove.isPending || password === ""}
            >
              {t("sharing.delete.confirm")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
