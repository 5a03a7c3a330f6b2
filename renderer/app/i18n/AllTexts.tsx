import { Suspense, use, type ReactNode } from "react";
import { PageSpinner } from "../shell/PageSpinner";
import { catalogPart } from "./catalogParts";
import { loadMessages } from "./loadMessages";
import { useIntl, useLocale } from "./useT";

const complete = new WeakSet<object>();

/** Whether `messages` holds the later part too (loaded whole, or completed in place). */
function isComplete(messages: Record<string, unknown>): boolean {
  if (complete.has(messages)) return true;
  if (!Object.keys(messages).some((key) => catalogPart(key) === "later")) return false;
  complete.add(messages);
  return true;
}

interface AllTextsProps {
  wait: boolean;
  children: ReactNode;
  /** Where the rest of the catalog comes from (tests hand in their own). */
  load?: typeof loadMessages;
}

function WhenAllTexts({ wait, children, load = loadMessages }: AllTextsProps) {
  const locale = useLocale();
  const { messages } = useIntl();
  // Resolves into the catalog already provided: nothing to hand down, only to wait for.
  if (wait && !isComplete(messages)) use(load(locale));
  return children;
}

/**
 * What is below reads texts of any area: shown once the later part of the catalog is here
 * (catalogParts.ts), with a spinner until then. A first screen (`wait` false) draws with the
 * first part at once, as the server drew it.
 */
export function AllTexts({ wait, children, load }: AllTextsProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <WhenAllTexts wait={wait} load={load}>
        {children}
      </WhenAllTexts>
    </Suspense>
  );
}
