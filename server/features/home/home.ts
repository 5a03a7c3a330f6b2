/**
 * GET /api/patient/home (docs/features/home.md): the dashboard as a `home` document. Each section is built
 * by its own reader and validated on its own: one that fails its schema becomes an ERROR section
 * (logged), and one whose reader throws is logged and left out, so the page always renders.
 */
import type {
  ErrorCard,
  HomeDocument,
  HomeSection,
  HomeSymptomSection,
  HomeTasksSection,
} from "../../../card-schemas";
import { validateDocument, validateHomeSection } from "../../../card-schemas/validators";
import { addDays, localDay } from "../../../engine/shared/dates";
import { SYMPTOM_WINDOW_DAYS, symptomTrend } from "../../../engine/analysis";
import { HOME_TASK_STRIP_DAYS, taskStrip } from "../../../engine/deck";
import type { AppDeps } from "../../appDeps";
import { BankAccount, type User } from "../../platform/db/models";
import { presentSymptom } from "../tracking";
import { buildCarousel } from "./carousel";
import { newsSection } from "./newsSection";
import { listCorrelations } from "../analysis";
import { moreRewards } from "../../../engine/rewards";
import { readAwardsSummary } from "../rewards";
import { petView } from "../rewards";
import { shopDocument } from "../rewards";
import { dayOf } from "../../platform/db/dayOf";

interface Reader {
  deps: AppDeps;
  user: User;
  today: string;
}

async function tasksSection({ deps, user, today }: Reader): Promise<HomeTasksSection> {
  const rows = (await deps
    .db("notifications")
    .where({ userId: user.id })
    .whereBetween("date", [addDays(today, -(HOME_TASK_STRIP_DAYS - 1)), today])
    .groupBy("date")
    .select("date")
    .select(deps.db.raw("count(*)::int as dealt"))
    .select(deps.db.raw("(count(*) filter (where status = 'DONE'))::int as done"))) as Array<{
    date: unknown;
    dealt: number;
    done: number;
  }>;
  const days = taskStrip(
    today,
    rows.map((row) => ({ date: dayOf(row.date), dealt: Number(row.dealt), done: Number(row.done) })),
  );
  return { id: "tasks", type: "HOME_TASKS", days, link: "/app/patient/tasks" };
}

async function symptomSections({ deps, user, today }: Reader): Promise<HomeSymptomSection[]> {
  const recurring = (await deps
    .db("userSymptoms")
    .where({ userId: user.id })
    .orderBy("id")
    .select("symptom")) as Array<{ symptom: string }>;
  const ids = [...new Set(recurring.map((row) => row.symptom))];
  if (ids.length === 0) return [];
  const [catalogue, events] = await Promise.all([
    deps.db("symptoms").whereIn("id", ids).select("id", "extra"),
    deps
      .db("symptomEvents")
      .where({ userId: user.id })
      .whereIn("symptom", ids)
      .whereBetween("date", [addDays(today, -(SYMPTOM_WINDOW_DAYS - 1)), today])
      .select("symptom", "date", "intensity"),
  ]);
  const names = new Map(catalogue.map((row) => [row.id as string, presentSymptom(row, user.language).label]));
  return ids.map((symptom) => ({
    id: `symptom-${symptom}`,
    type: "HOME_SYMPTOM" as const,
    symptom,
    name: names.get(symptom) ?? symptom,
    ...symptomTrend(
      events
        .filter((event) => event.symptom === symptom)
        .map((event) => ({ date: dayOf(event.date), intensity: Number(event.intensity) })),
      today,
    ),
  }));
}

/** The sections in the order home shows them; each reader answers one or more sections. */
const SECTION_READERS: ReadonlyArray<[string, (reader: Reader) => Promise<HomeSection | HomeSection[]>]> = [
  [
    "pet",
    async ({ deps, user }) => ({
      id: "pet",
      type: "HOME_PET",
      pet: await petView(deps, user),
      link: "/app/patient/settings/personalization",
    }),
  ],
  ["tasks", tasksSection],
  ["symptoms", symptomSections],
  [
    "correlations",
    async ({ deps, user }) => ({
      id: "correlations",
      type: "HOME_CORRELATIONS",
      count: (await listCorrelations(deps, user)).total,
    }),
  ],
  [
    "programs",
    async ({ deps, user }) => ({
      id: "programs",
      type: "HOME_PROGRAMS",
      items: (await buildCarousel(deps.db, await deps.catalog.get(), user)).items,
    }),
  ],
  ["news", newsSection],
  [
    "awards",
    async ({ deps, user }) => {
      const summary = await readAwardsSummary(deps, user);
      return {
        id: "awards",
        type: "HOME_AWARDS",
        branches: summary.branches.map(({ name, percent }) => ({ name, percent })),
        claimed: summary.claimed,
        claimable: summary.claimable,
        total: summary.total,
        link: "/app/patient/awards",
      };
    },
  ],
  [
    "moreRewards",
    async ({ deps, user }) => ({
      id: "more-rewards",
      type: "HOME_MORE_REWARDS",
      items: moreRewards((await shopDocument(deps, user)).categories).map(
        ({ id, name, imageLink, price, affordable }) => ({ id, name, imageLink, price, affordable }),
      ),
      link: "/app/patient/rewards",
    }),
  ],
];

/** An ERROR section standing in for one that failed its schema. */
function errorSection(section: HomeSection, today: string, reason: string): ErrorCard {
  return {
    id: section.id,
    type: "ERROR",
    date: today,
    maxDate: today,
    rewards: 0,
    globalnotificationID: "home",
    reason: reason.slice(0, 500),
  };
}

export async function buildHome(deps: AppDeps, user: User): Promise<HomeDocument> {
  const today = localDay(deps.now(), user.timeZone);
  const reader = { deps, user, today };
  const [account, ...built] = await Promise.all([
    BankAccount.query(deps.db).findById(user.id),
    ...SECTION_READERS.map(async ([name, read]) => {
      try {
        const answer = await read(reader);
        return Array.isArray(answer) ? answer : [answer];
      } catch (err) {
        console.error(`home: the ${name} section failed:`, err);
        return [];
      }
    }),
  ]);
  const sections = built.flat().map((section) => {
    const check = validateHomeSection(section);
    if (check.ok) return section;
    const reason = check.errors.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
    console.error(`home: invalid ${section.type} section: ${reason}`);
    return errorSection(section, today, reason);
  });
  const document: HomeDocument = {
    screen: "home",
    schemaVersion: 1,
    locale: user.language,
    date: today,
    data: { bank: { amount: account?.amount ?? 0 } },
    sections,
  };
  const check = validateDocument(document);
  if (!check.ok) throw new Error(`invalid home document ${JSON.stringify(check.errors)}`);
  return document;
}
