import { useId } from "react";

/** An email address's field, named `email` in the form's data. */
export function EmailField({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name="email" type="email" className="field__input" autoComplete="email" required />
    </div>
  );
}
