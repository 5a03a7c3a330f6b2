import type {
  AwardDefinition,
  ConsentList,
  PatientProfileFields,
  PatientProfileView,
  SocialProfileView,
} from "../../../card-schemas";
import { awardsTree, type AwardCounters } from "../../../engine/rewards/awards";
import { EMPTY_PROFILE, profileCompletion } from "../../../engine/accounts/profileCompletion";
import { socialProfileText } from "../../../engine/community/socialProfileText";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

/** Awards, profile and social profile examples for stories and tests, as the server sends them. */
const title = (en: string, fr: string) => ({ en, fr, it: en, es: en });

export const awardCatalogue: AwardDefinition[] = [
  {
    id: "AWARDV2_KNOWLEDGE_1_1",
    branch: "KNOWLEDGE",
    counter: "PROFILE_COMPLETION",
    threshold: 100,
    rewards: 100,
    socialTitle: title("Curious", "Curieux"),
  },
  { id: "AWARDV2_KNOWLEDGE_1_2", branch: "KNOWLEDGE", counter: "PROGRAMS_DONE", threshold: 2, rewards: 100 },
  { id: "AWARDV2_DISCIPLINE_1_1", branch: "DISCIPLINE", counter: "STREAK_MAX", threshold: 2, rewards: 50 },
  { id: "AWARDV2_DISCIPLINE_1_2", branch: "DISCIPLINE", counter: "STREAK_MAX", threshold: 7, rewards: 100 },
  { id: "AWARDV2_SHARE_1_1", branch: "SHARE", counter: "WEEKLY_QUESTIONS", threshold: 2, rewards: 50 },
  { id: "AWARDV2_SHARE_2_1", branch: "SHARE", counter: "REACTIONS", threshold: 2, rewards: 50 },
  {
    id: "AWARDV2_PROSPERITY_1_1",
    branch: "PROSPERITY",
    counter: "ALL_TIME_REWARDS",
    threshold: 1000,
    rewards: 50,
    customization: { id: "award-prosperity", image: "/media/award-prosperity.svg" },
  },
  { id: "AWARDV2_FINAL", branch: "FINAL", counter: "PROGRAMS_DONE", threshold: 121, rewards: 2000 },
];

const baseCounters: AwardCounters = {
  PROGRAMS_DONE: 1,
  GOALS_DONE: 0,
  STREAK_MAX: 4,
  LOST_STREAK_MAX: 0,
  WEEKLY_QUESTIONS: 1,
  REACTIONS: 0,
  ALL_TIME_REWARDS: 1200,
  PROFILE_COMPLETION: 100,
};

export const emptyProfile: PatientProfileFields = { ...EMPTY_PROFILE, notification: [] };

export const halfProfile: PatientProfileFields = {
  ...emptyProfile,
  firstName: "Ana",
  dateOfBirth: "1990-04-02",
  gender: "female",
  country: "FR",
  zipcode: "75011",
};

export interface AwardsServerOptions {
  counters?: Partial<AwardCounters>;
  claimed?: string[];
  profile?: PatientProfileFields;
  consents?: string[];
  social?: Partial<SocialProfileView>;
  /** Claims answer this error instead. */
  failClaim?: { status: number; code: string };
}

/** Mock routes of the awards, profile, consents and social profile calls, with their rules. */
export function awardsServer(options: AwardsServerOptions = {}): MockRoutes {
  const claimed = new Set(options.claimed ?? ["AWARDV2_DISCIPLINE_1_1"]);
  let profile: PatientProfileFields = options.profile ?? halfProfile;
  const consents = new Set(options.consents ?? ["DATA_PROCESSING"]);
  // The tree's counters are given, the profile's own completion aside (its stories show it).
  const counters = (): AwardCounters => ({ ...baseCounters, ...options.counters });
  const tree = () => awardsTree({ catalogue: awardCatalogue, counters: counters(), claimed, locale: "en" });
  const titles = () =>
    awardCatalogue.flatMap((a) =>
      a.socialTitle && claimed.has(a.id) ? [{ id: a.id, label: a.socialTitle.en }] : [],
    );
  let social: SocialProfileView = {
    id: "user-1",
    pseudo: "ana",
    bio: "",
    title: null,
    titleLabel: null,
    reactionCounter: 0,
    defaultShare: "ALL",
    titles: [],
    ...options.social,
  };
  const socialView = (): SocialProfileView => ({ ...social, titles: options.social?.titles ?? titles() });
  const profileView = (): PatientProfileView => ({
    patientInfo: profile,
    language: "en",
    ...profileCompletion(profile),
  });
  const consentList = (): ConsentList => ({
    items: ["DATA_PROCESSING", "RESEARCH", "NEWSLETTER"].map((consentID) => ({
      consentID,
      given: consents.has(consentID),
      givenAt: consents.has(consentID) ? "2026-11-20T09:00:00.000Z" : null,
    })),
  });

  return {
    "GET /api/patient/awards": () => ok(tree()),
    "POST /api/patient/profile/award/claim/:awardId": ({ params }) => {
      if (options.failClaim)
        return fail(options.failClaim.status, options.failClaim.code, "Not unlocked yet");
      const award = awardCatalogue.find((a) => a.id === params.awardId);
      if (!award) return fail(404, "NOT_FOUND");
      if (tree().items.find((i) => i.id === award.id)?.status === "LOCKED") return fail(409, "AWARD_LOCKED");
      claimed.add(award.id);
      return ok({
        userAward: {
          id: award.id,
          type: award.id,
          rewards: award.rewards,
          socialTitle: award.socialTitle?.en ?? null,
          claimedAt: "2026-11-26T10:00:00.000Z",
        },
        userElement: award.customization
          ? { id: award.customization.id, kind: "PERSONALIZATION", image: award.customization.image }
          : null,
      });
    },
    "GET /api/patient/bank": () => ok({ amount: 300, allTimeAmount: 1200 }),
    "GET /api/patient/profile": () => ok(profileView()),
    "PUT /api/patient/profile": ({ body }) => {
      profile = {
        ...body,
        phone: body.phone?.startsWith("0") ? `+33${body.phone.replace(/\D/g, "").slice(1)}` : body.phone,
      };
      return ok(profileView());
    },
    "POST /api/patient/profile/update": () => ok(profileView()),
    "GET /api/patient/consents": () => ok(consentList()),
    "POST /api/patient/consents": ({ body }) => {
      consents.add(body.consentID);
      return ok(consentList());
    },
    "GET /api/patient/socialProfile": () => ok(socialView()),
    "PUT /api/patient/socialProfile": ({ body }) => {
      social = { ...social, ...socialProfileText(body) };
      return ok(socialView());
    },
    "POST /api/patient/socialProfile/title": ({ body }) => {
      const earned = titles().find((t) => t.id === body.title);
      if (body.title !== null && !earned) return fail(409, "TITLE_NOT_EARNED", "Not earned");
      social = { ...social, title: body.title, titleLabel: earned?.label ?? null };
      return ok(socialView());
    },
  };
}
