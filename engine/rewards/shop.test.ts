import { describe, expect, it } from "vitest";
import type { ShopObjectContent } from "../../card-schemas/generated";
import {
  SHOP_CATEGORIES,
  SHOP_MAX_AUTHORS,
  SHOP_PROGRESS_SLICES,
  canAffordShopItem,
  decideBuy,
  elementImageSrc,
  MORE_REWARDS_COUNT,
  moreRewards,
  ownedKey,
  progressSlices,
  shopRows,
} from "./shop";

const name = (en: string) => ({ fr: en, en, it: en, es: en });
const object = (over: Partial<ShopObjectContent> & Pick<ShopObjectContent, "id" | "type" | "price">) =>
  ({ name: name(over.id), imageLink: "/media/x.svg", ...over }) as ShopObjectContent;

const none = { owned: new Set<string>(), powers: new Map<string, number>() };

describe("shop rules (docs/features/rewards.md)", () => {
  it("needs the balance strictly greater than the price", () => {
    expect(canAffordShopItem(101, 100)).toBe(true);
    expect(canAffordShopItem(100, 100)).toBe(false);
    expect(canAffordShopItem(0, 1)).toBe(false);
  });

  it("fills the ten-slice bar with balance over price", () => {
    expect(SHOP_PROGRESS_SLICES).toBe(10);
    expect(progressSlices(0, 150)).toBe(0);
    expect(progressSlices(120, 150)).toBe(8);
    expect(progressSlices(149, 150)).toBe(9);
    expect(progressSlices(150, 150)).toBe(10);
    expect(progressSlices(9000, 150)).toBe(10);
  });

  it("offers on home the cheapest six things still to get with rewards", () => {
    expect(MORE_REWARDS_COUNT).toBe(6);
    const objects = [
      object({ id: "cash", type: "BUY_REWARDS", price: 1 }),
      object({ id: "hat", type: "TAMAOUTSHI_HEAD", price: 20, element: { id: "hat", url: "/media/x.svg" } }),
      ...[90, 40, 70, 10, 60, 50, 30].map((price) => object({ id: `power-${price}`, type: "POWER", price })),
    ];
    const owned = { ...none, owned: new Set([ownedKey("PET_HEAD", "hat")]) };
    const picked = moreRewards(shopRows(objects, "en", 0, owned));
    expect(picked.map((item) => item.id)).toEqual([
      "power-10",
      "power-30",
      "power-40",
      "power-50",
      "power-60",
      "power-70",
    ]);
  });

  it("caps the authors at 20", () => {
    expect(SHOP_MAX_AUTHORS).toBe(20);
  });

  it("decides a purchase: checkout for money, owned once, otherwise the balance", () => {
    expect(decideBuy("BUY_REWARDS", 500, 0, false)).toBe("CHECKOUT");
    expect(decideBuy("TAMAOUTSHI_HEAD", 100, 1000, true)).toBe("ALREADY_OWNED");
    expect(decideBuy("PERSONALIZATION", 100, 100, false)).toBe("NOT_ENOUGH_REWARDS");
    expect(decideBuy("PERSONALIZATION", 100, 101, false)).toBe("BUY");
    // Powers and vouchers are bought again and again.
    expect(decideBuy("POWER", 100, 101, true)).toBe("BUY");
    expect(decideBuy("VOUCHER", 100, 101, true)).toBe("BUY");
  });

  it("gives the seven rows in order, each by price ascending, with owned, affordable and progress", () => {
    const rows = shopRows(
      [
        object({
          id: "head-b",
          type: "TAMAOUTSHI_HEAD_V2",
          price: 300,
          element: { id: "b", url: "https://x/b.png" },
        }),
        object({
          id: "head-a",
          type: "TAMAOUTSHI_HEAD",
          price: 100,
          element: { id: "a", url: "https://x/a.png" },
        }),
        object({
          id: "saver",
          type: "POWER",
          price: 150,
          params: { powerName: "LOST_SERIE", quantity: 1 },
        }),
        object({ id: "coins", type: "BUY_REWARDS", price: 1000, params: { amountEuro: 4.99 } }),
      ],
      "en",
      120,
      { owned: new Set([ownedKey("PET_HEAD", "a")]), powers: new Map([["LOST_SERIE", 2]]) },
    );
    expect(rows.map((row) => row.category)).toEqual(SHOP_CATEGORIES);
    const heads = rows.find((row) => row.category === "PET_HEAD")!.items;
    expect(heads.map((item) => [item.id, item.owned, item.affordable, item.progress])).toEqual([
      ["head-a", true, true, 10],
      ["head-b", false, false, 4],
    ]);
    expect(rows.find((row) => row.category === "POWER")!.items[0]).toMatchObject({
      powerName: "LOST_SERIE",
      held: 2,
      quantity: 1,
      affordable: false,
      progress: 8,
    });
    expect(rows[0]!.items[0]).toMatchObject({ id: "coins", affordable: true, amountEuro: 4.99 });
    expect(shopRows([], "fr", 0, none).every((row) => row.items.length === 0)).toBe(true);
  });

  it("says which part of the balance an item of real value cannot be bought with", () => {
    const objects = [
      object({ id: "voucher", type: "VOUCHER", price: 500, params: { amountEuro: 5 } }),
      object({ id: "saver", type: "POWER", price: 150, params: { powerName: "LOST_SERIE", quantity: 1 } }),
    ];
    // 900 rewards, 600 of them paid for authors' cards: 300 may buy a voucher, all 900 a power.
    const items = shopRows(objects, "en", 900, { ...none, authoredRewards: 600 }).flatMap((row) => row.items);
    expect(items.find((item) => item.id === "voucher")).toMatchObject({
      affordable: false,
      authoredExcluded: 600,
      progress: 6,
    });
    const saver = items.find((item) => item.id === "saver")!;
    expect([saver.affordable, saver.authoredExcluded]).toEqual([true, undefined]);
    const earned = shopRows(objects, "en", 900, none).flatMap((row) => row.items);
    expect(earned.find((item) => item.id === "voucher")).not.toHaveProperty("authoredExcluded");
  });
});

describe("personalization element images (docs/features/rewards.md)", () => {
  it("draws https:// images as they are and serves s3/image: files through the storage adapter", () => {
    expect(elementImageSrc("https://cdn.example/cap.png")).toBe("https://cdn.example/cap.png");
    expect(elementImageSrc("/media/shop/head-cap.svg")).toBe("/media/shop/head-cap.svg");
    expect(elementImageSrc("s3/image:3f2a9c1e-7b7d")).toBe("/api/files/3f2a9c1e-7b7d");
    expect(elementImageSrc("s3/image:../secret")).toBeNull();
    expect(elementImageSrc("http://insecure.example/x.png")).toBeNull();
  });
});
