import { describe, expect, it } from "vitest";
import { DealtDays } from "./dealtDays";
import type { CatalogData } from "./programCatalog";

const catalog = (): CatalogData => ({ programs: new Map(), authors: new Map(), texts: new Map() });
const tour = { studyId: "tour", startDate: "2026-11-21", status: "INPROGRESS" };

describe("DealtDays", () => {
  it("remembers a dealt day for the same patient, day, subscriptions and catalogue only", () => {
    const dealt = new DealtDays();
    const loaded = catalog();
    dealt.add(loaded, "u1", "2026-11-21", [tour]);
    expect(dealt.has(loaded, "u1", "2026-11-21", [tour])).toBe(true);
    expect(dealt.has(loaded, "u2", "2026-11-21", [tour])).toBe(false);
    expect(dealt.has(loaded, "u1", "2026-11-22", [tour])).toBe(false);
    // A new subscription, or the same program started again, deals again.
    expect(dealt.has(loaded, "u1", "2026-11-21", [tour, { ...tour, studyId: "sleep" }])).toBe(false);
    expect(dealt.has(loaded, "u1", "2026-11-21", [{ ...tour, startDate: "2026-11-20" }])).toBe(false);
    // Reloaded content may have other journals.
    expect(dealt.has(catalog(), "u1", "2026-11-21", [tour])).toBe(false);
  });
});
