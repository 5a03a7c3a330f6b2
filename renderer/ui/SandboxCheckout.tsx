import { useId, type ReactNode } from "react";
import { useErrorMessage } from "../app/errors/useErrorMessage";
import "./sandboxCheckout.css";

interface SandboxCheckoutProps {
  /** Says plainly that this is a sandbox and that no payment is taken. */
  label: string;
  title: string;
  /** What is bought, for how much. */
  summary: string;
  confirmLabel: string;
  /** The confirmation's mutation, as TanStack Query gives it. */
  confirming: { isPending: boolean; isError: boolean; error: unknown };
  onConfirm: () => void;
  /** What the confirmation brought, once it has: shown instead of the button. */
  done: ReactNode;
  /** The way back to the page the purchase started from. */
  back: ReactNode;
  "data-testid"?: string;
  labelTestId?: string;
}

/**
 * The local stand-in for a payment provider's checkout page, used when no PAYMENT_PROVIDER_URL is
 * configured (premium, rewards bought with money): it says that it is a sandbox and that no
 * payment is taken, and confirming completes the purchase once.
 */
export function SandboxCheckout({
  label,
  title,
  summary,
  confirmLabel,
  confirming,
  onConfirm,
  done,
  back,
  "data-testid": testId,
  labelTestId,
}: SandboxCheckoutProps) {
  const titleId = useId();
  const describe = useErrorMessage();
  return (
    <section className="sandbox-checkout" aria-labelledby={titleId} data-testid={testId}>
      <p className="sandbox-checkout__label" role="note" data-testid={labelTestId}>
        {label}
      </p>
      <h2 id={titleId}>{title}</h2>
      <p>{summary}</p>
      {done ?? (
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={confirming.isPending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      )}
      {confirming.isError && <p role="alert">{describe(confirming.error).text}</p>}
      {back}
    </section>
  );
}
