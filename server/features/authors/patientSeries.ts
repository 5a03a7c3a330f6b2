/** One kind of a linked patient's data over a longer window, for their author's pro (docs/features/authors.md `GET …/data/{x}`). */
import type { Language, ProPatientSeries, ProSeriesKind } from "../../../card-schemas";
import { dataWindow, PRO_SERIES_WINDOW_DAYS } from "../../../engine/authors/authorInvitations";
import type { AppDeps } from "../../appDeps";
import type { LinkedPatient } from "./linkedPatient";
import { seriesOf } from "./patientDailySeries";

/** GET …/data/{x}: one kind over the last PRO_SERIES_WINDOW_DAYS days. */
export async function patientSeries(
  deps: AppDeps,
  { patient, today }: LinkedPatient,
  kind: ProSeriesKind,
  language: Language,
): Promise<ProPatientSeries> {
  const { from, to } = dataWindow(today, PRO_SERIES_WINDOW_DAYS);
  return { kind, from, to, series: await seriesOf(deps, kind, patient.id, from, to, language) };
}
