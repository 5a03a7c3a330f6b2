import type { ComponentType } from "react";
import type { AnalysisCard } from "../../../card-schemas";
import { registryResolver, type Incoming } from "../../cards/typedRegistry";
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

/** An analysis card as it arrives, before we know whether this renderer understands it. */
export type IncomingAnalysisCard = Incoming;

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

/** What to draw for an analysis card: its component, its fallback's, nothing ("drop"), or the ERROR card. */
export const resolveAnalysisCard = registryResolver<IncomingAnalysisCard, AnalysisCardComponent>(
  analysisComponents,
  "analysis card",
);
