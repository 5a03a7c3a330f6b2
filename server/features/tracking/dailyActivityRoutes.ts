/** Daily data entry (docs/features/tracking.md): the data value catalogue, daily activity, air and pollen. */
import { DATA_VALUES_PAGE_SIZE } from "../../../engine/tracking/dailyEntryFlow";
import { dayDiff, localDay } from "../../../engine/shared/dates";
import { ValidationError } from "../../core/errors";
import { route } from "../../platform/http/route";
import { presentDailyActivity, presentDataValue } from "./present";
import { listDailyActivities } from "./dailyActivities";
import { upsertDailyActivity } from "./upsertDailyActivity";
import { listDataValues } from "./dataValues";
import { environmentProvider, type EnvironmentKind } from "../../platform/adapters/environmentProvider";

/** Daily data entry (docs/features/tracking.md): the data value catalogue, daily activity, air and pollen. */

/** The longest span one daily activity read may cover: a year and a day. */
export const MAX_DAILY_ACTIVITY_SPAN_DAYS = 366;

function environmentRoute(kind: EnvironmentKind, call: `GET /api/patient/${EnvironmentKind}`, what: string) {
  return route({
    call,
    policy: "patient",
    failures: [404],
    tag: "tracking",
    summary: `The ${what} index at a position, for today only (400 for another day; 404 NOT_FOUND when the provider has none or none is configured).`,
    async handler({ user, query, deps }) {
      // docs/features/tracking.md: these figures are fetched for today only.
      if (query.date !== localDay(deps.now(), user.timeZone)) {
        throw new ValidationError([{ path: "/date", message: "must be today" }]);
      }
      return environmentProvider(deps.config.environmentProviderUrl).read(kind, query);
    },
  });
}

export const dailyActivityRoutes = [
  route({
    call: "GET /api/patient/dataValues",
    policy: "patient",
    tag: "tracking",
    summary: `The data value catalogue with its texts in the patient's language, in pages of at most ${DATA_VALUES_PAGE_SIZE}; without an air and pollen provider, the values only it could answer are left out.`,
    async handler({ user, query, deps }) {
      const limit = query.limit ?? DATA_VALUES_PAGE_SIZE;
      const offset = Number(query.nextToken ?? 0);
      const withEnvironment = deps.config.environmentProviderUrl !== undefined;
      const { rows, more } = await listDataValues(deps.db, { limit, offset }, withEnvironment);
      return {
        items: rows.map((row) => presentDataValue(row, user.language)),
        nextToken: more ? String(offset + limit) : null,
      };
    },
  }),

  route({
    call: "PUT /api/patient/dailyActivity",
    policy: "patient",
    tag: "tracking",
    summary:
      "Records the patient's value of a day (one entry per value, day and patient; a second call replaces it). 400 for an unknown value, an intensity out of its range or a future day. With a client `key`, the same request sent again answers the first answer and replaces nothing.",
    async handler({ ctx, user, body, deps }) {
      const request = body.key && { userId: user.id, key: body.key, route: `PUT ${ctx.path}`, body };
      return upsertDailyActivity(deps, user, body, request || undefined);
    },
  }),

  route({
    call: "GET /api/patient/dailyActivity",
    policy: "patient",
    tag: "tracking",
    summary: `The patient's daily activity of one day (\`date\`) or from \`from\` to \`to\` (at most ${MAX_DAILY_ACTIVITY_SPAN_DAYS} days).`,
    async handler({ user, query, deps }) {
      const [from, to] = "date" in query ? [query.date, query.date] : [query.from, query.to];
      const days = dayDiff(from, to);
      if (days < 0) throw new ValidationError([{ path: "/to", message: "must not be before from" }]);
      if (days >= MAX_DAILY_ACTIVITY_SPAN_DAYS) {
        throw new ValidationError([
          { path: "/to", message: `must be less than ${MAX_DAILY_ACTIVITY_SPAN_DAYS} days after from` },
        ]);
      }
      const rows = await listDailyActivities(deps, user, from, to);
      return { items: rows.map(presentDailyActivity) };
    },
  }),

  environmentRoute("airQuality", "GET /api/patient/airQuality", "air quality"),
  environmentRoute("pollen", "GET /api/patient/pollen", "pollen"),
];
