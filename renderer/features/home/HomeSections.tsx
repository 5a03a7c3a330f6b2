import { useState } from "react";
import { CardBoundary } from "../../cards/CardBoundary";
import { ErrorCard } from "../../cards/ErrorCard";
import { resolveSection, type IncomingSection } from "./sectionRegistry";

/**
 * The sections of the home document, each through the registry and in its own error boundary:
 * an unknown section (or one whose component fails) is the ERROR card, whose Close hides it.
 */
export function HomeSections({ sections }: { sections: readonly IncomingSection[] }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      {sections
        .filter((section) => !closed.has(section.id))
        .map((section) => {
          const close = () => setClosed((ids) => new Set([...ids, section.id]));
          const resolution = resolveSection(section);
          if (resolution.kind === "drop") return null;
          if (resolution.kind === "error") {
            return (
              <div key={section.id} className="home-error" data-section-error={resolution.reason}>
                <ErrorCard card={section} complete={close} />
              </div>
            );
          }
          const { Component } = resolution;
          return (
            <CardBoundary key={section.id} card={section} complete={close}>
              <Component section={resolution.item} />
            </CardBoundary>
          );
        })}
    </>
  );
}
