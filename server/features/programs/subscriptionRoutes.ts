import { StudySubscription } from "../../platform/db/models";
import { route } from "../../platform/http/route";
import { isAvailable } from "../../../engine/programs/programAvailability";
import { presentProgramSummary } from "./present";
import { acceptVersion } from "./acceptVersion";
import { giveProgramConsent } from "./giveProgramConsent";
import { programLimitsFor } from "./programLimits";
import { subscribe } from "./subscribe";
import { subscriptionConditions } from "./subscriptionConditions";
import { subscriptionToday } from "./subscriptionStatus";

/** The programs a patient may join, joining one, its conditions, consents and versions. */
export const subscriptionRoutes = [
  route({
    call: "GET /api/patient/programs",
    policy: "patient",
    tag: "programs",
    summary:
      "The live programs in the patient's language and the programs they follow (closed ones too), with the patient's subscription to each, and the patient's program limits.",
    async handler({ user, deps }) {
      const data = await deps.catalog.get();
      const subscriptions = await StudySubscription.query(deps.db)
        .modify("ofPatient", user.id)
        .select("studyId", "status", "offeredVersion", "startDate", "version");
      const limits = await programLimitsFor(deps, user);
      // Each with its status of today: a running program that is over waits for validation.
      const now = deps.now();
      const subscriptionOf = new Map(
        subscriptions.map((s) => [
          s.studyId,
          { status: subscriptionToday(data, s, user, now).status, offeredVersion: s.offeredVersion },
        ]),
      );
      // A program the patient follows stays listed though its author closed it: their subscription goes on.
      const items = [...data.programs.values()]
        .filter((program) => subscriptionOf.has(program.id) || isAvailable(program, user.language))
        .map((program) =>
          presentProgramSummary(program, data, user.language, subscriptionOf.get(program.id)),
        );
      return { items, limits };
    },
  }),

  route({
    call: "POST /api/patient/study/subscribe/:studyId",
    policy: "patient",
    tag: "programs",
    summary:
      "Join a live program: starts today as INPROGRESS and deals today's cards. 409 ALREADY_SUBSCRIBED, TOO_MUCH_PROGRAMS past the limits, or MISSING_SUBSCRIPTION_CONDITIONS with each condition's result in `details` (a cost condition is debited once on joining).",
    async handler({ user, params, deps }) {
      return subscribe(deps, user, params.studyId);
    },
  }),

  route({
    call: "GET /api/patient/study/:studyId/conditions",
    policy: "patient",
    tag: "programs",
    summary:
      "The program's subscription conditions checked for the patient, as subscribing would check them.",
    handler: ({ user, params, deps }) => subscriptionConditions(deps, user, params.studyId),
  }),

  route({
    call: "POST /api/patient/study/:studyId/consent",
    policy: "patient",
    tag: "programs",
    summary:
      "Gives a consent that the program's conditions ask for (409 CONSENT_NOT_ASKED for any other); it cannot be withdrawn here.",
    handler: ({ user, params, body, deps }) => giveProgramConsent(deps, user, params.studyId, body.consent),
  }),

  route({
    call: "PUT /api/patient/study/:studyId/version",
    policy: "patient",
    tag: "programs",
    summary:
      "Moves to the version of the program its author offered (409 VERSION_NOT_OFFERED for any other): the days not yet dealt come from it.",
    handler: ({ user, params, body, deps }) => acceptVersion(deps, user, params.studyId, body.version),
  }),
];
