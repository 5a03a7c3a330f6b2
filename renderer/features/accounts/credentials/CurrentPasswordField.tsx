import { useId } from "react";
import { PASSWORD_MAX_LENGTH } from "../../../../engine/tracking";
import { useT } from "../../../app/i18n/useT";

interface CurrentPasswordFieldProps {
  label: string;
  /** The field's name in the form's data. */
  name: string;
  /** The server answered that it is not the account's password: said beside the field. */
  wrong: boolean;
}

/** The account's password, asked again before a change of its credentials. */
export function CurrentPasswordField({ label, name, wrong }: CurrentPasswordFieldProps) {
  const t = useT();
  const id = useId();
  const error = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        className="field__input"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? error : undefined}
      />
      {wrong && (
        <p id={error} className="field__error" role="alert">
          {t("settings.account.wrongPassword")}
        </p>
      )}
    </div>
  );
}
