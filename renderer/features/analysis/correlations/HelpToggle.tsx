import { useId, useState, type ReactNode } from "react";

/** A help text behind a button that shows and hides it (docs/features/analysis.md: the correlation help toggles). */
export function HelpToggle({
  showLabel,
  hideLabel,
  testId,
  children,
}: {
  showLabel: string;
  hideLabel: string;
  /** `data-testid` of the help text. */
  testId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const helpId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        aria-expanded={open}
        aria-controls={open ? helpId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? hideLabel : showLabel}
      </button>
      {open && (
        <div id={helpId} className="correlation__help" data-testid={testId}>
          {children}
        </div>
      )}
    </>
  );
}
