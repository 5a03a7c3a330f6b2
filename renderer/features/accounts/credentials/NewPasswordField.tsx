import { useId } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../../engine/tracking";
import { useT } from "../../../app/i18n/useT";

/** A new password's field: 8 to 128 characters, as the server asks, and a hint that says so. */
export function NewPasswordField({ label }: { label: string }) {
  const t = useT();
  const id = useId();
  const hint = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="password"
        type="password"
        className="field__input"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        aria-describedby={hint}
        required
      />
      <p className="field__hint" id={hint}>
        {t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      </p>
    </div>
  );
}
