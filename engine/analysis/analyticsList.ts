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
 * One page of `items`: those of the study and type asked for, each id once (the first kept), in
 * the order of ANALYTIC_TYPES then as given; `types` lists the types of all items, in that order.
 */
export function pageAnalytics<T extends AnalyticItem>(
  items: readonly T[],
  filter: AnalyticsFilter = {},
): { items: T[]; total: number; types: AnalyticKind[] } {
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.id) && seen.add(item.id));
  const ordered = unique
    .map((item, index) => ({ item, index }))
    .sort((a, b) => typeRank.get(a.item.type)! - typeRank.get(b.item.type)! || a.index - b.index)
    .map(({ item }) => item);
  const kept = ordered.filter(
    (item) =>
      (filter.studyId === undefined || item.studyId === filter.studyId) &&
      (filter.type === undefined || item.type === filter.type),
  );
  const offset = filter.offset ?? 0;
  const limit = Math.min(filter.limit ?? ANALYTICS_PAGE_SIZE, ANALYTICS_PAGE_SIZE);
  const types = ANALYTIC_TYPES.filter((type) => unique.some((item) => item.type === type));
  return { items: kept.slice(offset, offset + limit), total: kept.length, types };
}
