/** The heights of the analysis cards in CSS pixels (docs/features/analysis.md), and the intensity axis they share. */
import { SYMPTOM_INTENSITY_MAX, SYMPTOM_INTENSITY_MIN } from "../../../engine/tracking";

export const ANALYSIS_CALENDAR_HEIGHT = 250;
export const ANALYSIS_CHART_HEIGHT = 300;
export const ANALYSIS_PIE_HEIGHT = 200;

/** docs/features/analysis.md: the y domain of the intensity charts. */
export const INTENSITY_DOMAIN: readonly [number, number] = [SYMPTOM_INTENSITY_MIN, SYMPTOM_INTENSITY_MAX];
