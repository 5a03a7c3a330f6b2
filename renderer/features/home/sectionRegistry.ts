import type { ComponentType } from "react";
import type { HomeSection } from "../../../card-schemas";
import { registryResolver, type Incoming } from "../../cards/typedRegistry";
import {
  AwardsSection,
  CorrelationsSection,
  MoreRewardsSection,
  NewsSection,
  PetSection,
  ProgramsSection,
  SymptomSection,
  TasksSection,
} from "./sections";

/** A section as it arrives, before we know whether this renderer understands it. */
export type IncomingSection = Incoming;

type SectionOf<T extends string> = Extract<HomeSection, { type: T }>;
// Each component narrows `section` to its own generated type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds sections of every type
export type SectionComponent = ComponentType<{ section: any }>;

/** The registry of home: section type → component. A type missing here renders its fallback or ERROR. */
export const sectionComponents: {
  [T in Exclude<HomeSection["type"], "ERROR">]: ComponentType<{ section: SectionOf<T> }>;
} = {
  HOME_PET: PetSection,
  HOME_TASKS: TasksSection,
  HOME_SYMPTOM: SymptomSection,
  HOME_CORRELATIONS: CorrelationsSection,
  HOME_PROGRAMS: ProgramsSection,
  HOME_NEWS: NewsSection,
  HOME_AWARDS: AwardsSection,
  HOME_MORE_REWARDS: MoreRewardsSection,
};

/** What to draw for `section`: its component, its fallback's, nothing ("drop"), or the ERROR card. */
export const resolveSection = registryResolver<IncomingSection, SectionComponent>(
  sectionComponents,
  "section",
);
