/**
 * The analytics list (docs/features/analysis.md): the patient's analytics filtered by study and
 * by type, in pages of ANALYTICS_PAGE_SIZE, with the types present for the type filter.
 */
import { ANALYTIC_TYPES, ANALYTICS_PAGE_SIZE, type AnalyticKind } from "./analysisWindows";

export interface AnalyticItem {
  id: string;
  type: AnalyticKind;
  name: string;
  studyId?: string;
}

export interface AnalyticsFilter {
  studyId?: string;
  type?: AnalyticKind;
  offset?: number;
  limit?: number;
}

const typeRank = new Map<string, number>(ANALYTIC_TYPES.map((type, index) => [type, index]));

/**
 * One page of `items`: each id once, those of the study and type asked for, in the order of
 * ANALYTIC_TYPES then as given; `types` lists the types of all items, in that order. Items of one id
 * are one analytic (the patient's own and a followed program's): the first is shown, and it belongs
 * to every study any of them names, shown with the study asked for.
 */
export function pageAnalytics<T extends AnalyticItem>(
  items: readonly T[],
  filter: AnalyticsFilter = {},
): { items: T[]; total: number; types: AnalyticKind[] } {
  const byId = new Map<string, { item: T; studies: Set<string> }>();
  for (const item of items) {
    const known = byId.get(item.id) ?? { item, studies: new Set<string>() };
    if (item.studyId !== undefined) known.studies.add(item.studyId);
    byId.set(item.id, known);
  }
  const unique = [...byId.values()];
  const ordered = unique
    .map((one, index) => ({ one, index }))
    .sort((a, b) => typeRank.get(a.one.item.type)! - typeRank.get(b.one.item.type)! || a.index - b.index)
    .map(({ one }) => one);
  const { studyId } = filter;
  const kept = ordered
    .filter(
      ({ item, studies }) =>
        (studyId === undefined || studies.has(studyId)) &&
        (filter.type === undefined || item.type === filter.type),
    )
    .map(({ item }) => (studyId === undefined || item.studyId === studyId ? item : { ...item, studyId }));
  const offset = filter.offset ?? 0;
  const limit = Math.min(filter.limit ?? ANALYTICS_PAGE_SIZE, ANALYTICS_PAGE_SIZE);
  const types = ANALYTIC_TYPES.filter((type) => unique.some(({ item }) => item.type === type));
  return { items: kept.slice(offset, offset + limit), total: kept.length, types };
}
