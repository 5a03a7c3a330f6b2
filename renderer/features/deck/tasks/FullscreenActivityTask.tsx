import { useState } from "react";
import type { FullscreenActivityTaskParams } from "../../../../card-schemas";
import { FullscreenPanel } from "../../../ui/FullscreenPanel";
import { BlockBody } from "../../../ui/blocks/BlockBody";
import { useT } from "../../../app/i18n/useT";
import type { CompleteResult, TaskProps } from "../../../cards/types";

/**
 * An activity of blocks that opens full screen from the card, with a close control. Completing it
 * (a button with a complete action) closes the panel; closing it without completing keeps the card.
 */
export function FullscreenActivityTask({
  params,
  complete,
  submitted,
}: TaskProps<FullscreenActivityTaskParams>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!Array.isArray(params.body)) throw new Error("FULLSCREEN_ACTIVITY_CARD task without a body");
  const openLabel = params.openLabel ?? t("task.activity.open");

  function completeAndClose(result: CompleteResult) {
    setOpen(false);
    complete(result);
  }

  return (
    <div className="task task--fullscreen-activity">
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-primary-action=""
        data-testid="activity-open"
        disabled={submitted}
        onClick={() => setOpen(true)}
      >
        {openLabel}
      </button>
      {open && (
        <FullscreenPanel
          title={params.title ?? openLabel}
          closeLabel={t("task.activity.close")}
          testId="activity-panel"
          onClose={() => setOpen(false)}
        >
          <BlockBody blocks={params.body} complete={completeAndClose} submitted={submitted} />
        </FullscreenPanel>
      )}
    </div>
  );
}
