import type { AuthorRelation, PublicAuthor } from "../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../test/mockApi";
import { openProgram } from "../programs/programConditionFixtures";

/** A coach with a program, two items on sale and a message, who takes follows and contributions. */
export const coachLea: PublicAuthor = {
  id: "coach-lea",
  name: "Léa Martin",
  title: "Sleep coach",
  bio: "Certified sleep coach. I help adults build simple evening and morning habits.",
  avatarLink: "/media/coach-lea.svg",
  mediaLink: "/media/sleep.svg",
  mediaType: "image",
  language: "en",
  socialLinks: ["https://example.org/lea"],
  goals: ["sleep", "stress"],
  features: ["subscriptions", "contribution", "community_close"],
  monthlyPrice: 500,
  reachable: true,
  programs: [{ ...openProgram, autorId: "coach-lea" }],
  shopItems: [
    { id: "mask", name: "Eye mask", description: "Soft and dark", price: 120 },
    { id: "guide", name: "Sleep guide", price: 900 },
  ],
  messages: [{ id: "m1", message: "Dim the lights an hour before bed tonight.", date: "2026-11-20" }],
};

/** An author with nothing yet: the page's empty states. */
export const quietAuthor: PublicAuthor = {
  id: "quiet",
  name: "Quiet author",
  language: "en",
  socialLinks: [],
  goals: [],
  features: [],
  monthlyPrice: 500,
  reachable: true,
  programs: [],
  shopItems: [],
  messages: [],
};

/** A catalogue author no pro answers for: neither follow nor messages are offered. */
export const unansweredAuthor: PublicAuthor = {
  ...coachLea,
  id: "catalogue-author",
  name: "Catalogue author",
  features: ["subscriptions", "contribution", "community_open"],
  reachable: false,
};

export const noLink: AuthorRelation = { link: null, balance: 400, boughtItemIds: [] };

export const waitingFollow: AuthorRelation = {
  link: {
    id: "user-1_coach-lea",
    autorId: "coach-lea",
    status: "TO_VALIDATE",
    end: "2026-11-25",
    valid: false,
    followPrice: 500,
    followMonths: 1,
    requestedAt: "2026-11-25T09:00:00.000Z",
  },
  balance: 400,
  boughtItemIds: ["mask"],
  cancelRefund: 250,
};

export const runningFollow: AuthorRelation = {
  link: {
    id: "user-1_coach-lea",
    autorId: "coach-lea",
    status: "VALIDATED",
    end: "2026-12-25",
    valid: true,
    followPrice: 500,
  },
  balance: 400,
  boughtItemIds: [],
};

/** The calls of an author's page. */
export function authorServer(
  options: { relation?: AuthorRelation; author?: PublicAuthor; buy?: "ok" | "NOT_ENOUGH_REWARDS" } = {},
): MockRoutes {
  const author = options.author ?? coachLea;
  return {
    "GET /api/guest/autors/:autorId": () => ok(author),
    "GET /api/patient/autors/:autorId/relation": () => ok(options.relation ?? noLink),
    "GET /api/patient/autors/:autorId/price": ({ params }) =>
      ok({
        autorId: params.autorId,
        name: author.name,
        monthPrice: 1,
        balance: 1500,
        link: null,
        prices: [
          { months: 1, price: 500, savings: 0 },
          { months: 3, price: 1375, savings: 125 },
          { months: 6, price: 2625, savings: 375 },
          { months: 12, price: 5000, savings: 1000 },
        ],
      }),
    "POST /api/patient/autors/:autorId/follow": ({ params, body }) =>
      ok({
        id: `user-1_${params.autorId}`,
        autorId: params.autorId,
        status: "TO_VALIDATE",
        end: "2026-11-25",
        valid: false,
        followPrice: body.months ? 500 * body.months : 0,
        ...(body.months ? { followMonths: body.months } : {}),
      }),
    "DELETE /api/patient/autors/:autorId/follow": () => ok({ refund: 250, balance: 650 }),
    "PUT /api/patient/autors/:autorId/contribution": ({ params, body }) =>
      ok({ autorId: params.autorId, amount: body.amount, balance: 400 - body.amount }),
    "POST /api/patient/autors/:autorId/shop/:itemId/buy": ({ params }) =>
      options.buy === "NOT_ENOUGH_REWARDS"
        ? fail(409, "NOT_ENOUGH_REWARDS", "Not enough rewards")
        : ok({
            id: "purchase-1",
            shopObjectId: params.itemId,
            type: "AUTHOR_ITEM",
            autorId: params.autorId,
            name: { fr: "Eye mask", en: "Eye mask", it: "Eye mask", es: "Eye mask" },
            imageLink: "",
            price: 120,
            status: "DONE",
            createdAt: "2026-11-25T09:00:00.000Z",
          }),
    "GET /api/patient/autors": ({ query }) => {
      const search = (query.get("search") ?? "").toLowerCase();
      const goal = query.get("goal");
      const all = [coachLea, { ...quietAuthor, goals: ["stress" as const] }];
      const items = all
        .filter((a) => (!goal || a.goals.includes(goal as never)) && a.name.toLowerCase().includes(search))
        .map((a) => ({ id: a.id, name: a.name, goals: a.goals, ...(a.title ? { title: a.title } : {}) }));
      return ok({ items });
    },
  };
}
