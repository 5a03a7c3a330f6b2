import type { ShopDocument, ShopItem, ShopPurchase } from "../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

const item = (over: Partial<ShopItem> & Pick<ShopItem, "id" | "type" | "name" | "price">): ShopItem => ({
  imageLink: "/media/shop/coins.svg",
  owned: false,
  affordable: true,
  progress: 10,
  ...over,
});

/** A shop document: 400 rewards, one object of each kind, the cap owned, the crown out of reach. */
export const shopDocument: ShopDocument = {
  screen: "shop",
  schemaVersion: 1,
  locale: "en",
  balance: 400,
  categories: [
    {
      category: "BUY_REWARDS",
      items: [
        item({ id: "rewards-500", type: "BUY_REWARDS", name: "500 rewards", price: 500, amountEuro: 1.99 }),
      ],
    },
    {
      category: "POWER",
      items: [
        item({
          id: "power-lost-serie",
          type: "POWER",
          name: "Streak saver",
          price: 50,
          imageLink: "/media/shop/streak.svg",
          powerName: "LOST_SERIE",
          quantity: 1,
          held: 1,
        }),
      ],
    },
    {
      category: "PET_HEAD",
      items: [
        item({
          id: "head-cap",
          type: "TAMAOUTSHI_HEAD",
          name: "Cap",
          price: 300,
          owned: true,
          imageLink: "/media/shop/head-cap.svg",
        }),
        item({
          id: "head-crown",
          type: "TAMAOUTSHI_HEAD_V2",
          name: "Crown",
          price: 1200,
          affordable: false,
          progress: 3,
          imageLink: "/media/shop/head-crown.svg",
        }),
      ],
    },
    { category: "PET_BACKGROUND", items: [] },
    { category: "PERSONALIZATION", items: [] },
    { category: "VIRTUAL_CARD", items: [] },
    {
      category: "VOUCHER",
      items: [
        item({
          id: "voucher-yoga",
          type: "VOUCHER",
          name: "Free yoga class",
          price: 4000,
          affordable: false,
          progress: 1,
          imageLink: "/media/shop/voucher.svg",
        }),
      ],
    },
  ],
  authors: [{ id: "coach-lea", name: "Léa Martin", avatarLink: "/media/coach-lea.svg" }],
  sponsorCode: "K7M2QX9P",
  surveys: [
    {
      id: "cpx-research",
      name: "Paid surveys",
      url: "https://surveys.example/?app_id=outchi&ext_user_id=user-1",
    },
  ],
};

const name = (en: string) => ({ fr: en, en, it: en, es: en });

/** Two purchases, newest first: a voucher with its code, then a power. */
export const purchases: ShopPurchase[] = [
  {
    id: "p2",
    shopObjectId: "voucher-pharmacy-10",
    type: "VOUCHER",
    name: name("10% pharmacy voucher"),
    imageLink: "/media/shop/voucher.svg",
    price: 2500,
    status: "DONE",
    code: "PHARMA-ABCDEFGH23",
    createdAt: "2026-11-25T10:00:00.000Z",
  },
  {
    id: "p1",
    shopObjectId: "power-lost-serie",
    type: "POWER",
    name: name("Streak saver"),
    imageLink: "/media/shop/streak.svg",
    price: 50,
    status: "DONE",
    quantity: 1,
    createdAt: "2026-11-24T10:00:00.000Z",
  },
];

/** The shop's calls; `buy` and `giftCode` pick a success or the server's error. */
export function shopServer(
  options: {
    buy?: "ok" | "NOT_ENOUGH_REWARDS";
    giftCode?: "ok" | "GIFT_CODE_USED";
    shop?: ShopDocument;
  } = {},
): MockRoutes {
  return {
    "GET /api/patient/shop": () => ok(options.shop ?? shopDocument),
    "GET /api/patient/bank": () => ok({ amount: 400, allTimeAmount: 900 }),
    "POST /api/patient/rewards/buy/:shopObjectId": ({ params }) => {
      if (options.buy === "NOT_ENOUGH_REWARDS") return fail(409, "NOT_ENOUGH_REWARDS", "Not enough rewards");
      if (params.shopObjectId === "rewards-500") {
        return ok({
          ...purchases[1]!,
          id: "p3",
          shopObjectId: "rewards-500",
          type: "BUY_REWARDS",
          name: name("500 rewards"),
          price: 500,
          status: "PENDING_CHECKOUT",
          redirectUrl: "/app/patient/rewards?sandboxCheckout=p3&amount=199",
        });
      }
      return ok({ ...purchases[1]!, id: "p3", shopObjectId: params.shopObjectId });
    },
    "POST /api/patient/rewards/checkout/:purchaseId/confirm": ({ params }) =>
      ok({ ...purchases[1]!, id: params.purchaseId, type: "BUY_REWARDS", price: 500, status: "DONE" }),
    "GET /api/patient/rewards/inventory": () => ok({ items: purchases }),
    "POST /api/patient/giftCode/:code": ({ params }) =>
      options.giftCode === "GIFT_CODE_USED"
        ? fail(409, "GIFT_CODE_USED", "You have already used this gift code")
        : ok({ settings: { code: params.code, amount: 250, balance: 650 } }),
    "PUT /api/patient/autors/:autorId/contribution": ({ params, body }) =>
      ok({ autorId: params.autorId, amount: body.amount, balance: 400 - body.amount }),
  };
}
