import { describe, expect, it } from "vitest";
import { validateContent } from "../../card-schemas/validators";
import { LOST_STREAK_POWER, LOST_STREAK_POWER_PRICE } from "./powers";

const saver = (price: number, quantity = 1) => ({
  id: "power-lost-serie",
  type: "POWER",
  price,
  name: { fr: "Sauve-série", en: "Streak saver", it: "Salva-serie", es: "Salvarracha" },
  imageLink: "/media/shop/streak.svg",
  params: { powerName: LOST_STREAK_POWER, quantity },
});

describe("the streak saver (docs/features/rewards.md)", () => {
  it("is the LOST_SERIE power and costs 50 rewards in the shop and on the lost-streak card", () => {
    expect(LOST_STREAK_POWER).toBe("LOST_SERIE");
    expect(LOST_STREAK_POWER_PRICE).toBe(50);
  });

  it("is sold by the shop's content at that price only, one at a time", () => {
    expect(validateContent("shopObjects", [saver(LOST_STREAK_POWER_PRICE)]).ok).toBe(true);
    expect(validateContent("shopObjects", [saver(150)]).ok).toBe(false);
    expect(validateContent("shopObjects", [saver(LOST_STREAK_POWER_PRICE, 3)]).ok).toBe(false);
  });
});
