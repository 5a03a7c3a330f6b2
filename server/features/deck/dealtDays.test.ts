import { describe, expect, it } from "vitest";
import { DealtDays, type DayInputs } from "./dealtDays";
import type { CatalogData } from "../../core/programCatalog";

const catalog = (): CatalogData => ({
  programs: new Map(),
  versions: new Map(),
  authors: new Map(),
  texts: new Map(),
});
const tour = { studyId: "tour", startDate: "2026-11-21", status: "INPROGRESS" };
const quiet = { permission: null, goalsInProgress: 0, linkedAuthorIds: [] };
const inputs = (overrides: Partial<DayInputs> = {}): DayInputs => ({
  subscriptions: [tour],
  noticeInputs: quiet,
  ...overrides,
});

describe("DealtDays", () => {
  it("remembers a dealt day for the same patient, day, subscriptions and catalogue only", () => {
    const dealt = new DealtDays();
    const loaded = catalog();
    dealt.add(loaded, "u1", "2026-11-21", inputs());
    expect(dealt.has(loaded, "u1", "2026-11-21", inputs())).toBe(true);
    expect(dealt.has(loaded, "u2", "2026-11-21", inputs())).toBe(false);
    expect(dealt.has(loaded, "u1", "2026-11-22", inputs())).toBe(false);
    // A new subscription, or the same program started again, deals again.
    const sleep = { ...tour, studyId: "sleep" };
    expect(dealt.has(loaded, "u1", "2026-11-21", inputs({ subscriptions: [tour, sleep] }))).toBe(false);
    const restarted = { ...tour, startDate: "2026-11-20" };
    expect(dealt.has(loaded, "u1", "2026-11-21", inputs({ subscriptions: [restarted] }))).toBe(false);
    // Reloaded content may have other journals.
    expect(dealt.has(catalog(), "u1", "2026-11-21", inputs())).toBe(false);
  });

  it("deals again when a notice input changed: a goal set, a notification answer, an author link", () => {
    const dealt = new DealtDays();
    const loaded = catalog();
    dealt.add(loaded, "u1", "2026-11-21", inputs());
    const changed = (noticeInputs: Partial<DayInputs["noticeInputs"]>) =>
      dealt.has(loaded, "u1", "2026-11-21", inputs({ noticeInputs: { ...quiet, ...noticeInputs } }));
    expect(changed({})).toBe(true);
    expect(changed({ goalsInProgress: 1 })).toBe(false);
    expect(changed({ permission: { value: "default", date: "2026-11-21" } })).toBe(false);
    expect(changed({ linkedAuthorIds: ["coach-lea"] })).toBe(false);
  });

  it("forgets the least recently read day first once full, and keeps the others", () => {
    const dealt = new DealtDays(2);
    const loaded = catalog();
    dealt.add(loaded, "u1", "2026-11-21", inputs());
    dealt.add(loaded, "u2", "2026-11-21", inputs());
    // u1's day is read again, so u2's is the coldest when u3's comes.
    expect(dealt.has(loaded, "u1", "2026-11-21", inputs())).toBe(true);
    dealt.add(loaded, "u3", "2026-11-21", inputs());
    expect(dealt.has(loaded, "u2", "2026-11-21", inputs())).toBe(false);
    expect(dealt.has(loaded, "u1", "2026-11-21", inputs())).toBe(true);
    expect(dealt.has(loaded, "u3", "2026-11-21", inputs())).toBe(true);
  });
});
