import { createElement, useCallback, useMemo, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import type { Action } from "../../../card-schemas";
import { dispatchAction, type ActionOutcome } from "../../app/actions/dispatchAction";
import { useApi } from "../../app/api/ApiContext";
import type { Complete } from "../../cards/types";
import { reportError } from "../../app/errors/reportError";
import { useT } from "../../app/i18n/useT";
import { BlockBoundary } from "./BlockBoundary";
import { BlockFormContext, type BlockForm, type BlockValue } from "./blockForm";
import { blockComponentFor } from "./blockRegistry";
import { UnknownBlock } from "./UnknownBlock";
import "./blocks.css";

function requiredInputIds(blocks: readonly unknown[]): string[] {
  return blocks.flatMap((block) => {
    const candidate = block as { type?: unknown; id?: unknown; required?: unknown };
    return candidate.type === "input" && candidate.required === true && typeof candidate.id === "string"
      ? [candidate.id]
      : [];
  });
}

function blockType(block: unknown): string {
  const type = (block as { type?: unknown } | null)?.type;
  return typeof type === "string" ? type : String(type);
}

/**
 * Draws a body of blocks (custom activities, author content): each by its registered component in
 * its own boundary, an unknown one as a small inline error. Inputs, choices and timers collect
 * values that a `complete` action sends as its data; buttons run actions through dispatchAction.
 */
export function BlockBody({
  blocks,
  complete,
  submitted,
  titled = true,
}: {
  blocks: readonly unknown[];
  complete: Complete;
  submitted: boolean;
  /**
   * Whether what holds the blocks shows a heading of its own (a card's title, an h2): its title
   * blocks are then h3, else h2, so that no heading level is skipped.
   */
  titled?: boolean;
}) {
  const t = useT();
  const api = useApi();
  const router = useRouter();
  const [values, setValues] = useState<Record<string, BlockValue>>({});
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);

  const setValue = useCallback((id: string, value: BlockValue | undefined) => {
    setValues((current) => {
      if (value === undefined) {
        if (!(id in current)) return current;
        const next = { ...current };
        delete next[id];
        return next;
      }
      return { ...current, [id]: value };
    });
  }, []);

  const missing = useMemo(
    () => requiredInputIds(blocks).filter((id) => values[id] === undefined),
    [blocks, values],
  );

  const run = useCallback(
    (action: Action) => {
      setRunning(true);
      setOutcome(null);
      dispatchAction(action, {
        complete,
        values,
        api,
        navigate: (to) => router.history.push(to),
        openWindow: (url, target, features) => window.open(url, target, features),
        share: typeof navigator.share === "function" ? (data) => navigator.share(data) : undefined,
        copy: (text) => navigator.clipboard.writeText(text),
      })
        .then((result: ActionOutcome) => {
          if (result === "copied") setOutcome("copied");
        })
        .catch((error: unknown) => {
          // A dismissed share sheet is the patient's choice, not a failure.
          if (error instanceof DOMException && error.name === "AbortError") return;
          reportError(error, { source: "block action", kind: action.kind });
          setOutcome("failed");
        })
        .finally(() => setRunning(false));
    },
    [api, complete, router, values],
  );

  const form: BlockForm = {
    values,
    setValue,
    missing,
    run,
    disabled: submitted || running,
    headingLevel: titled ? 3 : 2,
  };

  return (
    <BlockFormContext.Provider value={form}>
      <div className="blocks">
        {blocks.map((block, index) => {
          const type = blockType(block);
          const Component = blockComponentFor(type);
          return (
            // Blocks have no ids of their own, and a body never reorders: the index is stable.
            <BlockBoundary key={index} type={type}>
              {Component ? createElement(Component, { block }) : <UnknownBlock />}
            </BlockBoundary>
          );
        })}
        {outcome && (
          <p className={`blocks__status blocks__status--${outcome}`} role="status">
            {t(outcome === "copied" ? "block.linkCopied" : "block.actionFailed")}
          </p>
        )}
      </div>
    </BlockFormContext.Provider>
  );
}
