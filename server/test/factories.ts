/** Test data, built through the same services as the app wherever one exists. */
import crypto from "node:crypto";
import type { JournalAction } from "../../engine/deck/dailyQueue";
import { addDays } from "../../engine/shared/dates";
import type { AppDeps } from "../appDeps";
import { DailyActivity, type DataValue, type Language, type User } from "../platform/db/models";
import { createAccount } from "../features/accounts/createAccount";
import { openSession } from "../platform/http/sessions";
import { subscribe as subscribeService } from "../features/programs/subscribe";
import type { TestClient } from "./testApp";

let sequence = 0;
const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${crypto.randomBytes(2).toString("hex")}`;

export const TEST_PASSWORD = "correct horse battery";

export async function createPatient(
  deps: AppDeps,
  overrides: { email?: string; language?: Language; timeZone?: string } = {},
): Promise<User> {
  return createAccount(deps.db, {
    email: overrides.email ?? `patient-${unique()}@test.outchi`,
    password: TEST_PASSWORD,
    role: "patient",
    language: overrides.language ?? "en",
    timeZone: overrides.timeZone,
  });
}

export async function createPro(deps: AppDeps, overrides: { language?: Language } = {}): Promise<User> {
  return createAccount(deps.db, {
    email: `pro-${unique()}@test.outchi`,
    password: TEST_PASSWORD,
    role: "pro",
    language: overrides.language ?? "en",
    name: "Dr Test",
  });
}

/** Signs `client` in as `user` without going through the rate-limited login. */
export async function signIn(client: TestClient, deps: AppDeps, user: User): Promise<TestClient> {
  return client.useSession(await openSession(deps.db, user.id));
}

export interface ProgramFixture {
  id?: string;
  status?: string;
  languages?: Language[];
  studyDuration?: number;
  actionsJournal?: JournalAction[];
  texts?: Record<string, string>;
  category?: "followup" | "challenge";
  subscriptionConditions?: unknown[];
}

/** A DEFAULT action on `day`. */
export function action(day: number, uniqueId: string, rewards = 10): JournalAction {
  return { day, uniqueId, rewards, taskType: "DEFAULT", params: { body: `Do ${uniqueId}` } };
}

/** Inserts a program (and its author) and reloads the catalogue. */
export async function createProgram(deps: AppDeps, fixture: ProgramFixture = {}): Promise<string> {
  const id = fixture.id ?? `program-${unique()}`;
  const authorId = `author-${id}`;
  await deps
    .db("authors")
    .insert({ id: authorId, name: `Author of ${id}` })
    .onConflict("id")
    .ignore();
  await deps.db("studies").insert({
    id,
    authorId,
    studyDuration: fixture.studyDuration ?? 7,
    status: fixture.status ?? "INPROGRESS",
    category: fixture.category ?? "challenge",
    languages: JSON.stringify(fixture.languages ?? ["fr", "en"]),
    maxReward: 100,
    steps: JSON.stringify([{ stepId: "start" }]),
    symptoms: "[]",
    datavalues: "[]",
    victoryConditions: JSON.stringify({ completionPercent: 80 }),
    subscriptionConditions: JSON.stringify(fixture.subscriptionConditions ?? []),
    actionsJournal: JSON.stringify(
      fixture.actionsJournal ?? [action(1, "first"), action(1, "second", 5), action(2, "third")],
    ),
    dependencies: "[]",
  });
  const texts = {
    title: `Program ${id}`,
    description: "A test program",
    "steps.start": "Start",
    ...fixture.texts,
  };
  await deps
    .db("translations")
    .insert(
      Object.entries(texts).map(([key, value]) => ({ language: "en", key: `study.${id}.${key}`, value })),
    );
  await deps.catalog.reload();
  return id;
}

/** Subscribes through the service (as the subscribe route does). */
export function subscribe(deps: AppDeps, user: User, studyId: string) {
  return subscribeService(deps, user, studyId);
}

/** Inserts a card directly (for card kinds and states the content cannot produce). */
export async function createCard(
  deps: AppDeps,
  user: User,
  overrides: Partial<{
    id: string;
    type: string;
    date: string;
    maxDate: string;
    rewards: number;
    status: string;
    studyId: string;
    parameters: Record<string, unknown>;
  }> & { date: string },
): Promise<string> {
  const id = overrides.id ?? crypto.randomUUID();
  await deps.db("notifications").insert({
    id,
    userId: user.id,
    type: overrides.type ?? "TASK",
    date: overrides.date,
    maxDate: overrides.maxDate ?? overrides.date,
    rewards: overrides.rewards ?? 10,
    status: overrides.status ?? "NEW",
    globalnotificationId: overrides.studyId ?? "manual",
    routinetaskId: `manual-${id}`,
    parameters: JSON.stringify({
      uniqueId: `manual-${id}`,
      taskType: "DEFAULT",
      taskParameters: { body: "Hello" },
      ...overrides.parameters,
    }),
  });
  return id;
}

/** Sets the lucky-wheel counter directly. */
export async function setLuckyOutchi(deps: AppDeps, user: User, counter: number): Promise<void> {
  await deps.db("userMetadata").where({ userId: user.id }).update({ luckyOutchi: counter });
}

export async function balanceOf(
  deps: AppDeps,
  user: User,
): Promise<{ amount: number; allTimeAmount: number }> {
  const row = await deps.db("bankAccounts").where({ userId: user.id }).first("amount", "allTimeAmount");
  return { amount: row?.amount ?? 0, allTimeAmount: row?.allTimeAmount ?? 0 };
}

/** Puts symptoms in the catalogue (as content/symptoms.json would), with English and French labels. */
export async function createSymptoms(deps: AppDeps, ids: string[]): Promise<void> {
  const rows = ids.map((id, index) => ({
    id,
    extra: JSON.stringify({
      category: "GENERAL",
      top: id === "MIGRAINE",
      askMigraineType: id === "MIGRAINE",
      sortKey: (index + 1) * 10,
      labels: { en: `${id} en`, fr: `${id} fr`, it: `${id} it`, es: `${id} es` },
    }),
  }));
  await deps.db("symptoms").insert(rows).onConflict("id").ignore();
}

/** Puts medications in the catalogue (as content/medications.json would). */
export async function createMedications(deps: AppDeps, ids: string[]): Promise<void> {
  const rows = ids.map((id) => ({
    id,
    name: id.toLowerCase(),
    extra: JSON.stringify({
      symptoms: ["MIGRAINE"],
      labels: { en: `${id} en`, fr: `${id} fr`, it: id, es: id },
    }),
  }));
  await deps.db("medications").insert(rows).onConflict("id").ignore();
}

/** A data value a test puts in the catalogue: what it leaves out is as createDataValues says. */
export type DataValueFixture = Pick<DataValue, "value" | "type"> &
  Partial<Pick<DataValue, "category" | "maxIntensity" | "rewards" | "extra">>;

/** The IMAGE value private pictures are recorded in (`mealPhoto` of content/dataValues.json). */
export const MEAL_PHOTO: DataValueFixture = {
  value: "mealPhoto",
  category: "NUTRITION",
  type: "IMAGE",
  maxIntensity: 1,
  rewards: 1,
};

/**
 * Puts data values in the catalogue (as content/dataValues.json would): the id is the value in
 * capitals (`sleepQuality`: SLEEP_QUALITY), no symptom goes with it, and but for another `extra` it
 * is named `<value> en` in English.
 */
export async function createDataValues(deps: AppDeps, values: DataValueFixture[]): Promise<void> {
  const rows = values.map(({ extra, ...value }) => ({
    id: value.value.replace(/[A-Z]/g, "_$&").toUpperCase(),
    symptoms: "[]",
    extra: JSON.stringify(extra ?? { labels: { en: { name: `${value.value} en`, question: "?" } } }),
    ...value,
  }));
  await deps.db("dataValues").insert(rows);
}

/**
 * Stores `user`'s entries of `value`, one a day from `firstDay`, straight in the table: unlike the
 * service, it queues no analysis job and takes any day.
 */
export async function createDailySeries(
  deps: AppDeps,
  user: User,
  value: string,
  firstDay: string,
  intensities: readonly number[],
): Promise<void> {
  const rows = intensities.map((intensity, index) => {
    const date = addDays(firstDay, index);
    return { id: DailyActivity.idFor(value, date, user.id), userId: user.id, value, date, intensity };
  });
  await deps.db("dailyActivities").insert(rows);
}

/** Stores `user`'s events of `symptom`, one a day from `firstDay`, straight in the table (as createDailySeries). */
export async function createSymptomSeries(
  deps: AppDeps,
  user: User,
  symptom: string,
  firstDay: string,
  intensities: readonly number[],
): Promise<void> {
  const rows = intensities.map((intensity, index) => {
    const date = addDays(firstDay, index);
    return { id: `${user.id}-${symptom}-${date}`, userId: user.id, symptom, date, intensity };
  });
  await deps.db("symptomEvents").insert(rows);
}
