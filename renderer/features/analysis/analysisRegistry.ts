import type { ComponentType } from "react";
import type { AnalysisCard } from "../../../card-schemas";
import { walkFallbacks } from "../../../engine/deck";
import { CorrelationsCard } from "./cards/CorrelationsCard";
import { GalleryCard } from "./cards/GalleryCard";
import { MedicationCalendarCard } from "./cards/MedicationCalendarCard";
import { SymptomCalendarCard } from "./cards/SymptomCalendarCard";
import { QuestionnaireSeriesCard } from "./cards/QuestionnaireSeriesCard";
import { ScreenCard } from "./cards/ScreenCard";
import { SleepCard } from "./cards/SleepCard";
import { SymptomSeriesCard } from "./cards/SymptomSeriesCard";
import { SymptomsEvolutionCard } from "./cards/SymptomsEvolutionCard";
import { ValuePieCard } from "./cards/ValuePieCard";
import { ValueSeriesCard } from "./cards/ValueSeriesCard";
import { WeeklyWrapUpCard } from "./cards/WeeklyWrapUpCard";

/** A card as it arrives, before we know whether this renderer understands it. */
export interface IncomingAnalysisCard {
  id: string;
  type: string;
  fallback?: IncomingAnalysisCard | "drop";
}

type CardOf<T extends string> = Extract<AnalysisCard, { type: T }>;
// Each component narrows `card` to its own generated type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds cards of every type
export type AnalysisCardComponent = ComponentType<{ card: any }>;

/**
 * The registry of the analysis cards: card type → component. A type missing here renders its
 * fallback or ERROR. The charts load uPlot themselves, lazily (renderer/ui/charts/DayChart.tsx).
 */
export const analysisComponents: {
  [T in Exclude<AnalysisCard["type"], "ERROR">]: ComponentType<{ card: CardOf<T> }>;
} = {
  ANALYSIS_SYMPTOM_SERIES: SymptomSeriesCard,
  ANALYSIS_SYMPTOM_CALENDAR: SymptomCalendarCard,
  ANALYSIS_MEDICATION_CALENDAR: MedicationCalendarCard,
  ANALYSIS_GALLERY: GalleryCard,
  ANALYSIS_CORRELATIONS: CorrelationsCard,
  ANALYSIS_SYMPTOMS_EVOLUTION: SymptomsEvolutionCard,
  ANALYSIS_QUESTIONNAIRE_SERIES: QuestionnaireSeriesCard,
  ANALYSIS_VALUE_SERIES: ValueSeriesCard,
  ANALYSIS_VALUE_PIE: ValuePieCard,
  ANALYSIS_SLEEP: SleepCard,
  ANALYSIS_SCREEN: ScreenCard,
  ANALYSIS_WEEKLY_WRAP_UP: WeeklyWrapUpCard,
};

const isKnown = (card: IncomingAnalysisCard) => Object.hasOwn(analysisComponents, card.type);

export type AnalysisCardResolution =
  | { kind: "component"; card: IncomingAnalysisCard; Component: AnalysisCardComponent }
  | { kind: "error"; card: IncomingAnalysisCard; reason: string }
  | { kind: "drop" };

/** What to draw for `card`: its component, its fallback's, nothing ("drop"), or the ERROR card. */
export function resolveAnalysisCard(card: IncomingAnalysisCard): AnalysisCardResolution {
  const walk = walkFallbacks(card, isKnown);
  switch (walk.kind) {
    case "card":
      return {
        kind: "component",
        card: walk.card,
        Component: analysisComponents[
          walk.card.type as keyof typeof analysisComponents
        ] as AnalysisCardComponent,
      };
    case "drop":
      return walk;
    case "unknown":
      return { kind: "error", card, reason: `unknown analysis card type ${String(card.type)}` };
  }
}
