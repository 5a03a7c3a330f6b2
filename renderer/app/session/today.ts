import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { User } from "../../../card-schemas/index";
import { localDay } from "../../../engine/shared/dates";
import { meKey } from "./queries";

/** How long after the page came the day it was answered for stands for the patient's today. */
export const PAGE_DAY_MS = 30_000;

let pageDay: { day: string; until: number } | undefined;

/**
 * The patient's day the page's answers were made for (renderer/app/api/pageAnswers.ts), taken as
 * their today while the page starts: the drawn first screen is of that day, and a phone builds
 * its time-zone data (a quarter of the first screen's script time, npm run bench) only later,
 * when it is next asked.
 */
export function startWithPageDay(day: string | undefined, now: Date = new Date()): void {
  pageDay = day === undefined ? undefined : { day, until: now.getTime() + PAGE_DAY_MS };
}

/**
 * Today as the patient's day: their local day in the time zone their account keeps (docs/architecture.md
 * pitfalls), the one the server deals the deck by, which may differ from the browser's (a phone
 * set to another zone, a trip). Without a zone (a guest, a story) it is the browser's own day,
 * read off the date itself.
 */
export function today(timeZone?: string, now: Date = new Date()): string {
  if (timeZone && pageDay && now.getTime() < pageDay.until) return pageDay.day;
  if (timeZone) return localDay(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The signed-in patient's today, read once as the component is drawn, from the session already in
 * the cache (it fetches nothing).
 */
export function usePatientToday(): string {
  const queryClient = useQueryClient();
  const [day] = useState(() => today(queryClient.getQueryData<User | null>(meKey)?.timeZone));
  return day;
}
