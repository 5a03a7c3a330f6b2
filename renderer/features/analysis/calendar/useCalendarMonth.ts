import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AnalysisCard } from "../../../../card-schemas";
import { addMonths, calendarMonth, lastDayOf, type Month } from "../../../../engine/analysis/monthCalendar";
import { useApi } from "../../../app/api/ApiContext";
import { analysisQuery, type AnalysisQuery } from "../queries";
import { usePatientToday } from "../../../app/session/today";

type CalendarCard = Extract<AnalysisCard, { month: string }>;

/**
 * The month a calendar card shows and moves through: the card's own at first; another month is
 * asked of GET /api/patient/analysis (the same kind and keys, the window ending that month's last
 * day) and its card of the same type shown. The next month stops at the patient's current one.
 */
export function useCalendarMonth<C extends CalendarCard>(card: C, request: Omit<AnalysisQuery, "to">) {
  const api = useApi();
  const today = usePatientToday();
  const [month, setMonth] = useState<Month>(card.month);
  const own = month === card.month;
  const other = useQuery({ ...analysisQuery(api, { ...request, to: lastDayOf(month) }), enabled: !own });
  const fetched = other.data?.cards.find((shown): shown is C => shown.type === card.type);
  return {
    month,
    shown: own ? card : fetched,
    busy: !own && other.isPending,
    error: own ? null : other.error,
    canGoNext: month < calendarMonth(today),
    move: (step: -1 | 1) => setMonth((current) => addMonths(current, step)),
  };
}
