/** Daily data entry (seed 001 §4, API.md "Tracking"): the data value catalogue, daily activity, air and pollen. */
import { DATA_VALUES_PAGE_SIZE } from "../../engine/dailyEntryFlow";
import { dayDiff, localDay } from "../../engine/dates";
import { ValidationError } from "../errors";
import { route, type JsonSchema } from "../http/route";
import { presentDailyActivity, presentDataValue } from "../presenters/dataValue";
import {
  listDailyActivities,
  upsertDailyActivity,
  type DailyActivityInput,
} from "../services/dailyActivities";
import { listDataValues } from "../services/dataValues";
import { environmentProvider, type EnvironmentKind } from "../services/environmentProvider";

/** The longest span one daily activity read may cover: a year and a day. */
export const MAX_DAILY_ACTIVITY_SPAN_DAYS = 366;

/** A real day of years 0001 to 9999 (card-schemas/dayFormat.ts), checked by the input validator. */
const day = { type: "string", format: "date" };
const coordinate = { type: "string", pattern: "^-?\\d{1,3}(\\.\\d{1,10})?$" };

const dailyActivityResponse: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    value: { type: "string" },
    date: { type: "string" },
    intensity: { type: ["number", "null"] },
    data: {},
    category: { type: ["string", "null"] },
    source: { type: "string", enum: ["USER", "IOT"] },
    createdAt: { type: "string" },
    updatedAt: { type: "string" },
  },
  required: ["id", "value", "date", "intensity"],
};

function environmentRoute(kind: EnvironmentKind, path: string, what: string) {
  return route<"patient", Record<string, never>, { lat: string; lon: string; date: string }>({
    method: "GET",
    path,
    policy: "patient",
    tag: "tracking",
    summary: `The ${what} index at a position, for today only (400 for another day; 404 NOT_FOUND when the provider has none or none is configured).`,
    query: {
      type: "object",
      properties: { lat: coordinate, lon: coordinate, date: day },
      required: ["lat", "lon", "date"],
    },
    response: {
      type: "object",
      properties: { kind: { type: "string" }, date: { type: "string" }, index: { type: "number" } },
      required: ["kind", "date", "index"],
    },
    async handler({ user, query, deps }) {
      const lat = Number(query.lat);
      const lon = Number(query.lon);
      const issues = [];
      if (!(lat >= -90 && lat <= 90)) issues.push({ path: "/lat", message: "must be from -90 to 90" });
      if (!(lon >= -180 && lon <= 180)) issues.push({ path: "/lon", message: "must be from -180 to 180" });
      // Seed 001 §4: these figures are fetched for today only.
      if (query.date !== localDay(deps.now(), user.timeZone)) {
        issues.push({ path: "/date", message: "must be today" });
      }
      if (issues.length > 0) throw new ValidationError(issues);
      return environmentProvider(deps.config.environmentProviderUrl).read(kind, {
        lat,
        lon,
        date: query.date,
      });
    },
  });
}

export const dailyActivityRoutes = [
  route<"patient", Record<string, never>, { limit?: string; nextToken?: string }>({
    method: "GET",
    path: "/api/patient/dataValues",
    policy: "patient",
    tag: "tracking",
    summary: `The data value catalogue with its texts in the patient's language, in pages of at most ${DATA_VALUES_PAGE_SIZE}.`,
    query: {
      type: "object",
      properties: {
        limit: { type: "string", pattern: "^[1-9]\\d{0,3}$" },
        nextToken: { type: "string", pattern: "^[1-9]\\d{0,6}$" },
      },
    },
    response: {
      type: "object",
      properties: {
        items: { type: "array", items: { type: "object" } },
        nextToken: { type: ["string", "null"] },
      },
      required: ["items"],
    },
    async handler({ user, query, deps }) {
      const limit = Number(query.limit ?? DATA_VALUES_PAGE_SIZE);
      if (limit > DATA_VALUES_PAGE_SIZE) {
        throw new ValidationError([{ path: "/limit", message: `must be at most ${DATA_VALUES_PAGE_SIZE}` }]);
      }
      const offset = Number(query.nextToken ?? 0);
      const { rows, more } = await listDataValues(deps.db, { limit, offset });
      return {
        items: rows.map((row) => presentDataValue(row, user.language)),
        nextToken: more ? String(offset + limit) : null,
      };
    },
  }),

  route<"patient", DailyActivityInput>({
    method: "PUT",
    path: "/api/patient/dailyActivity",
    policy: "patient",
    tag: "tracking",
    summary:
      "Records the patient's value of a day (one entry per value, day and patient; a second call replaces it). 400 for an unknown value, an intensity out of its range or a future day.",
    body: {
      type: "object",
      properties: {
        value: { type: "string", pattern: "^[a-z][a-zA-Z0-9]*$", maxLength: 64 },
        date: day,
        intensity: { type: "number" },
        data: { type: "object", maxProperties: 50 },
      },
      required: ["value", "date", "intensity"],
      additionalProperties: false,
    },
    response: dailyActivityResponse,
    async handler({ user, body, deps }) {
      return presentDailyActivity(await upsertDailyActivity(deps, user, body));
    },
  }),

  route<"patient", Record<string, never>, { date?: string; from?: string; to?: string }>({
    method: "GET",
    path: "/api/patient/dailyActivity",
    policy: "patient",
    tag: "tracking",
    summary: `The patient's daily activity of one day (\`date\`) or from \`from\` to \`to\` (at most ${MAX_DAILY_ACTIVITY_SPAN_DAYS} days).`,
    query: {
      type: "object",
      properties: { date: day, from: day, to: day },
    },
    response: {
      type: "object",
      properties: { items: { type: "array", items: dailyActivityResponse } },
      required: ["items"],
    },
    async handler({ user, query, deps }) {
      const { date, from, to } = query;
      let span: [string, string];
      if (date !== undefined && from === undefined && to === undefined) span = [date, date];
      else if (date === undefined && from !== undefined && to !== undefined) span = [from, to];
      else throw new ValidationError([{ path: "/", message: "give either date, or from and to" }]);
      const days = dayDiff(span[0], span[1]);
      if (days < 0) throw new ValidationError([{ path: "/to", message: "must not be before from" }]);
      if (days >= MAX_DAILY_ACTIVITY_SPAN_DAYS) {
        throw new ValidationError([
          { path: "/to", message: `must be less than ${MAX_DAILY_ACTIVITY_SPAN_DAYS} days after from` },
        ]);
      }
      const rows = await listDailyActivities(deps, user, span[0], span[1]);
      return { items: rows.map(presentDailyActivity) };
    },
  }),

  environmentRoute("airQuality", "/api/patient/airQuality", "air quality"),
  environmentRoute("pollen", "/api/patient/pollen", "pollen"),
];
