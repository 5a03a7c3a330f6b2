import { Fragment, useRef, useState, type ReactNode } from "react";
import { CardBoundary } from "../../cards/CardBoundary";
import { ErrorCard } from "../../cards/ErrorCard";
import { useNearScreen } from "../../ui/useNearScreen";
import { resolveSection, type IncomingSection } from "./sectionRegistry";
import "./home.css";

/**
 * How many of home's sections are drawn with the page (the server's drawing included): those a
 * phone shows first (the pet, today's tasks). The others (the symptoms' charts, the carousel, the
 * news, the awards, …) are drawn as they near the screen.
 */
export const FIRST_SECTIONS = 2;

/** `children` once this place nears the screen; until then a tile-sized box that says nothing. */
function NearScreen({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  if (near) return children;
  return <div ref={ref} className="tile home-later" aria-hidden="true" data-waiting-section={id} />;
}

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
        .map((section, index) => {
          const close = () => setClosed((ids) => new Set([...ids, section.id]));
          const resolution = resolveSection(section);
          if (resolution.kind === "drop") return null;
          let drawn: ReactNode;
          if (resolution.kind === "error") {
            drawn = (
              <div className="home-error" data-section-error={resolution.reason}>
                <ErrorCard card={section} complete={close} />
              </div>
            );
          } else {
            const { Component } = resolution;
            drawn = (
              <CardBoundary card={section} complete={close}>
                <Component section={resolution.item} />
              </CardBoundary>
            );
          }
          if (index < FIRST_SECTIONS) return <Fragment key={section.id}>{drawn}</Fragment>;
          return (
            <NearScreen key={section.id} id={section.id}>
              {drawn}
            </NearScreen>
          );
        })}
    </>
  );
}
