/**
 * Demo accounts for a first run: a patient (following the `tour` program), a pro, who owns the
 * content's `demo-pro` author and so its programs, a pro for each other author of the content (who
 * validates its follows and reads its messages), a second patient whose paid follow of that
 * author waits for the pro (an invitation to validate, then a linked patient's data to read) and who
 * rated the tour, and an admin who moderates the community; the patient finished a program once,
 * which she may rate (demoRatings.ts). Their passwords are random, generated once,
 * stored hashed; the caller prints them once.
 */
import crypto from "node:crypto";
import type { AppDeps } from "../appDeps";
import { User } from "../platform/db/models";
import { Conflict, NotFound } from "../core/errors";
import { createAccount } from "../features/accounts/createAccount";
import { followAuthor } from "../features/authors/followAuthor";
import { subscribe } from "../features/programs/subscribe";
import { addDays, localDay } from "../../engine/shared/dates";
import { EMPTY_PROFILE } from "../../engine/accounts/profileCompletion";
import { inTransaction } from "../platform/db/transaction";
import { credit } from "../core/ledger";
import { saveProfile } from "../features/accounts/saveProfile";
import { createSymptomEvent } from "../features/tracking/createSymptomEvent";
import { addUserSymptom } from "../features/tracking/addUserSymptom";
import { finishDemoProgramOnce, rateTourAsFollower } from "./demoRatings";
import type { Role } from "../platform/db/models";

export const DEMO_PATIENT_EMAIL = "patient@demo.outchi";
export const DEMO_PRO_EMAIL = "pro@demo.outchi";
export const DEMO_FOLLOWER_EMAIL = "follower@demo.outchi";
/** The moderator of the community's content (role admin, /app/admin/moderation). */
export const DEMO_ADMIN_EMAIL = "admin@demo.outchi";
export const TOUR_PROGRAM_ID = "tour";
/** The author of content/authors.json whose programs the demo pro finds in their area. */
export const DEMO_PRO_AUTHOR_ID = "demo-pro";

/**
 * The pros who answer for the other authors of content/authors.json (docs/features/authors.md: an
 * author takes follows and messages only while a pro answers for it): the team's, the sleep coach's
 * and the assistant's. Each is created only when its author is in the content.
 */
export const DEMO_CATALOGUE_PROS = [
  { authorId: "outchi", email: "team@demo.outchi", name: "Équipe Outchi" },
  { authorId: "coach-lea", email: "lea@demo.outchi", name: "Léa Martin" },
  { authorId: "outchi-ia", email: "assistant@demo.outchi", name: "OutchiIA" },
] as const;

export interface DemoCredentials {
  role: Role;
  email: string;
  password: string;
}

/** The demo patient's migraine of the last two weeks (days ago, intensity): home shows its card and chart. */
const DEMO_MIGRAINE: ReadonlyArray<readonly [number, number]> = [
  [13, 3],
  [10, 4],
  [8, 2],
  [5, 3],
  [2, 2],
  [0, 1],
];

/** What the demo patient starts with to spend in the shop (a welcome credit, through the ledger). */
export const DEMO_PATIENT_REWARDS = 1500;

/**
 * The demo patient's profile, filled in whole: the knowledge branch's first award (a profile
 * complete at 100 %) is there to claim, and the shop has rewards to spend.
 */
async function fillDemoPatient(deps: AppDeps, user: User): Promise<void> {
  await saveProfile(deps, user, {
    ...EMPTY_PROFILE,
    firstName: "Camille",
    dateOfBirth: "1990-04-12",
    gender: "female",
    country: "FR",
    zipcode: "69003",
    cspCode: "EMPLOYEE",
    weight: 64,
    height: 168,
    mutuelle: "Mutuelle démo",
  });
  await inTransaction(deps.db, (trx) =>
    credit(trx, {
      userId: user.id,
      delta: DEMO_PATIENT_REWARDS,
      reason: "DEMO",
      idempotencyKey: `demo-welcome:${user.id}`,
    }),
  );
}

async function trackDemoMigraine(deps: AppDeps, user: User): Promise<void> {
  if (!(await deps.db("symptoms").where({ id: "MIGRAINE" }).first("id"))) return;
  await addUserSymptom(deps.db, user, "MIGRAINE");
  const today = localDay(deps.now(), user.timeZone);
  for (const [daysAgo, intensity] of DEMO_MIGRAINE) {
    await createSymptomEvent(
      deps.db,
      user,
      {
        symptom: "MIGRAINE",
        intensity,
        date: addDays(today, -daysAgo),
      },
      today,
    );
  }
}

/** What the demo follower starts with: enough for the month of following he paid for, and more. */
export const DEMO_FOLLOWER_REWARDS = 1000;

/**
 * The demo follower asked to follow the demo author for a month, paid in rewards and waiting for the
 * author: the demo pro has an invitation to validate in their area (then the follower's data to
 * read), and the follower a follow he may cancel (half back within 7 days).
 */
async function askToFollowDemoAuthor(deps: AppDeps, user: User): Promise<void> {
  await inTransaction(deps.db, (trx) =>
    credit(trx, {
      userId: user.id,
      delta: DEMO_FOLLOWER_REWARDS,
      reason: "DEMO",
      idempotencyKey: `demo-welcome:${user.id}`,
    }),
  );
  try {
    await followAuthor(deps, user, DEMO_PRO_AUTHOR_ID, 1);
  } catch (err) {
    // Content without the demo author, or without its subscriptions: no invitation to show.
    if (!(err instanceof NotFound)) throw err;
  }
}

/** Creates the demo accounts that do not exist yet; returns the credentials of those it created. */
export async function ensureDemoAccounts(deps: AppDeps): Promise<DemoCredentials[]> {
  const created: DemoCredentials[] = [];
  const accounts: Array<{ role: Role; email: string; name: string; authorId?: string }> = [
    { role: "patient", email: DEMO_PATIENT_EMAIL, name: "Camille" },
    { role: "pro", email: DEMO_PRO_EMAIL, name: "Demo Pro", authorId: DEMO_PRO_AUTHOR_ID },
    { role: "patient", email: DEMO_FOLLOWER_EMAIL, name: "Noah" },
    { role: "admin", email: DEMO_ADMIN_EMAIL, name: "Demo Admin" },
  ];
  for (const pro of DEMO_CATALOGUE_PROS) {
    // Content without this author: no pro to answer for it.
    if (await deps.db("authors").where({ id: pro.authorId }).first("id"))
      accounts.push({ role: "pro", ...pro });
  }
  for (const { role, email, name, authorId } of accounts) {
    if (await User.query(deps.db).findOne({ email })) continue;
    const password = crypto.randomBytes(12).toString("base64url");
    let user: User;
    try {
      user = await createAccount(deps.db, {
        email,
        password,
        role,
        language: "fr",
        name,
        ...(authorId ? { authorId } : {}),
      });
    } catch (err) {
      // Another process created it between our read and our insert.
      if (err instanceof Conflict) continue;
      throw err;
    }
    if (email === DEMO_FOLLOWER_EMAIL) {
      await trackDemoMigraine(deps, user);
      await askToFollowDemoAuthor(deps, user);
      await rateTourAsFollower(deps, user, TOUR_PROGRAM_ID);
    } else if (role === "patient") {
      const tour = (await deps.catalog.get()).programs.get(TOUR_PROGRAM_ID);
      if (tour) await subscribe(deps, user, TOUR_PROGRAM_ID);
      else
        console.warn(
          `demo: no program "${TOUR_PROGRAM_ID}" in content/programs, the demo patient follows nothing`,
        );
      await trackDemoMigraine(deps, user);
      await fillDemoPatient(deps, user);
      await finishDemoProgramOnce(deps, user);
    }
    created.push({ role, email, password });
  }
  return created;
}
