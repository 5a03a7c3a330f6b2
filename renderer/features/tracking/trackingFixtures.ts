import catalogue from "../../../content/dataValues.json" with { type: "json" };
import type {
  DailyActivityBody,
  DailyActivityView,
  DataValue,
  EnvironmentReading,
  GoalDefaultCard,
  LocalizedDataValue,
  PersonalGoalView,
} from "../../../card-schemas";
import { localizeDataValue } from "../../../engine/tracking/localizedDataValue";
import { fail, ok, type MockRequest, type MockResponse, type MockRoutes } from "../../test/mockApi";
import { FIXTURE_DATE } from "../../test/fixtures";

/** The content catalogue of data values, as GET /api/patient/dataValues sends it in `locale`. */
export function dataValueFixtures(locale = "en", keys?: readonly string[]): LocalizedDataValue[] {
  return (catalogue as DataValue[])
    .filter((value) => !keys || keys.includes(value.value))
    .map((value) => localizeDataValue(value, locale));
}

export const goalDefaultCard: GoalDefaultCard = {
  id: "card-goal-default",
  type: "GOAL_DEFAULT",
  date: FIXTURE_DATE,
  maxDate: FIXTURE_DATE,
  rewards: 5,
  globalnotificationID: "GOAL_DEFAULT",
};

/** An entry the server would have stored for `input` (the intensity unscaled: the catalogue scales by 1). */
export function entryFor(input: DailyActivityBody): DailyActivityView {
  return {
    id: `${input.value}_${input.date}_patient`,
    value: input.value,
    date: input.date,
    intensity: input.intensity,
    data: input.data ?? null,
    category: null,
    source: "USER",
    createdAt: `${input.date}T08:00:00.000Z`,
    updatedAt: `${input.date}T08:00:00.000Z`,
  };
}

export interface TrackingApiOptions {
  locale?: string;
  /** Keys of the catalogue values to offer (all by default). */
  keys?: readonly string[];
  /** Keys of the values of the patient's goals in progress: what the daily entry asks (`keys` by default, else all). */
  tracked?: readonly string[];
  /** Keys already answered today. */
  answered?: readonly string[];
  /** Entries of the day, with their intensities. */
  entries?: readonly DailyActivityBody[];
  /** Today's air quality and pollen index; absent: 404 NOT_FOUND. */
  environmentIndex?: number;
  /** The catalogue fails to load. */
  failCatalogue?: boolean;
}

/** A goal in progress on `value`, as GET /api/patient/personalGoals lists it. */
function goalOn(value: string): PersonalGoalView {
  return {
    id: `goal-${value}`,
    dataValue: value,
    dataValueName: value,
    maxIntensity: 10,
    typeOfGoal: "EVERYDAY_MORE",
    value: 1,
    start: FIXTURE_DATE,
    end: FIXTURE_DATE,
    status: "INPROGRESS",
    progress: { elapsedDays: 0, totalDays: 7, steps: 0 },
  };
}

/** Mock routes of the tracking API for stories and component tests. */
export function trackingApi(options: TrackingApiOptions = {}): MockRoutes {
  const entries = [
    ...(options.answered ?? []).map((value) => entryFor({ value, date: FIXTURE_DATE, intensity: 1 })),
    ...(options.entries ?? []).map(entryFor),
  ];
  const environment =
    (kind: EnvironmentReading["kind"]) =>
    ({ query }: MockRequest): MockResponse<EnvironmentReading> =>
      options.environmentIndex === undefined
        ? fail(404, "NOT_FOUND", "No figure for this place and day")
        : ok({ kind, date: query.get("date") ?? FIXTURE_DATE, index: options.environmentIndex });
  return {
    "GET /api/patient/dataValues": () =>
      options.failCatalogue
        ? fail(503, "SERVICE_UNAVAILABLE", "Try later")
        : ok({ items: dataValueFixtures(options.locale, options.keys), nextToken: null }),
    "GET /api/patient/personalGoals": () =>
      ok({
        items: (
          options.tracked ??
          options.keys ??
          (catalogue as DataValue[]).map((value) => value.value)
        ).map(goalOn),
      }),
    "GET /api/patient/dailyActivity": () => ok({ items: entries }),
    "PUT /api/patient/dailyActivity": ({ body }) => ok(entryFor(body)),
    "GET /api/patient/airQuality": environment("airQuality"),
    "GET /api/patient/pollen": environment("pollen"),
  };
}
