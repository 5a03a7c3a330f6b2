import { describe, expect, it } from "vitest";
import type { AwardDefinition } from "../../card-schemas";
import { AWARD_BRANCH_SIZES, awardsSummary, awardsTree, type AwardCounters } from "./awards";

const zero: AwardCounters = {
  PROGRAMS_DONE: 0,
  GOALS_DONE: 0,
  STREAK_MAX: 0,
  LOST_STREAK_MAX: 0,
  WEEKLY_QUESTIONS: 0,
  REACTIONS: 0,
  ALL_TIME_REWARDS: 0,
  PROFILE_COMPLETION: 0,
};

const title = { fr: "Curieux", en: "Curious", it: "Curioso", es: "Curioso" };

/** A small tree with the product's thresholds: programs 2, goals 3, streak 7, lost 150, weekly 2, reactions 10, rewards 1000. */
const catalogue: AwardDefinition[] = [
  {
    id: "AWARDV2_KNOWLEDGE_1_1",
    branch: "KNOWLEDGE",
    counter: "PROFILE_COMPLETION",
    threshold: 100,
    rewards: 100,
    socialTitle: title,
  },
  { id: "AWARDV2_KNOWLEDGE_1_2", branch: "KNOWLEDGE", counter: "PROGRAMS_DONE", threshold: 2, rewards: 100 },
  { id: "AWARDV2_KNOWLEDGE_2_1", branch: "KNOWLEDGE", counter: "GOALS_DONE", threshold: 3, rewards: 100 },
  { id: "AWARDV2_DISCIPLINE_1_2", branch: "DISCIPLINE", counter: "STREAK_MAX", threshold: 7, rewards: 100 },
  {
    id: "AWARDV2_DISCIPLINE_2_1",
    branch: "DISCIPLINE",
    counter: "LOST_STREAK_MAX",
    threshold: 150,
    rewards: 300,
  },
  { id: "AWARDV2_SHARE_1_1", branch: "SHARE", counter: "WEEKLY_QUESTIONS", threshold: 2, rewards: 50 },
  { id: "AWARDV2_SHARE_2_2", branch: "SHARE", counter: "REACTIONS", threshold: 10, rewards: 100 },
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

const tree = (counters: Partial<AwardCounters>, claimed: string[] = [], cat = catalogue) =>
  awardsTree({ catalogue: cat, counters: { ...zero, ...counters }, claimed: new Set(claimed), locale: "en" });
const statusOf = (t: ReturnType<typeof tree>, id: string) => t.items.find((item) => item.id === id)?.status;

describe("awardsTree (docs/features/rewards.md)", () => {
  it("locks every award of a new patient, with progress 0", () => {
    const t = tree({});
    expect(t.items.every((item) => item.status === "LOCKED" && item.progress === 0)).toBe(true);
    expect(t.claimable).toBe(0);
    expect(t.branches).toEqual([
      { name: "KNOWLEDGE", claimed: 0, size: 9, percent: 0 },
      { name: "DISCIPLINE", claimed: 0, size: 6, percent: 0 },
      { name: "SHARE", claimed: 0, size: 8, percent: 0 },
      { name: "PROSPERITY", claimed: 0, size: 5, percent: 0 },
    ]);
  });

  it("opens an award when its counter reaches the threshold, not one below", () => {
    expect(statusOf(tree({ STREAK_MAX: 6 }), "AWARDV2_DISCIPLINE_1_2")).toBe("LOCKED");
    expect(statusOf(tree({ STREAK_MAX: 7 }), "AWARDV2_DISCIPLINE_1_2")).toBe("CLAIMABLE");
    expect(statusOf(tree({ LOST_STREAK_MAX: 149 }), "AWARDV2_DISCIPLINE_2_1")).toBe("LOCKED");
    expect(statusOf(tree({ LOST_STREAK_MAX: 150 }), "AWARDV2_DISCIPLINE_2_1")).toBe("CLAIMABLE");
    expect(statusOf(tree({ WEEKLY_QUESTIONS: 2 }), "AWARDV2_SHARE_1_1")).toBe("CLAIMABLE");
    expect(statusOf(tree({ REACTIONS: 9 }), "AWARDV2_SHARE_2_2")).toBe("LOCKED");
    expect(statusOf(tree({ ALL_TIME_REWARDS: 999 }), "AWARDV2_PROSPERITY_1_1")).toBe("LOCKED");
    expect(statusOf(tree({ ALL_TIME_REWARDS: 1000 }), "AWARDV2_PROSPERITY_1_1")).toBe("CLAIMABLE");
  });

  it("needs a 100 % profile for the knowledge branch", () => {
    expect(statusOf(tree({ PROGRAMS_DONE: 2, PROFILE_COMPLETION: 88 }), "AWARDV2_KNOWLEDGE_1_2")).toBe(
      "LOCKED",
    );
    const complete = tree({ PROGRAMS_DONE: 2, GOALS_DONE: 3, PROFILE_COMPLETION: 100 });
    expect(statusOf(complete, "AWARDV2_KNOWLEDGE_1_1")).toBe("CLAIMABLE");
    expect(statusOf(complete, "AWARDV2_KNOWLEDGE_1_2")).toBe("CLAIMABLE");
    expect(statusOf(complete, "AWARDV2_KNOWLEDGE_2_1")).toBe("CLAIMABLE");
  });

  it("shows a claimed award as claimed and counts it in its branch's percent", () => {
    const t = tree({ STREAK_MAX: 30 }, [
      "AWARDV2_DISCIPLINE_1_2",
      "AWARDV2_SHARE_1_1",
      "AWARDV2_KNOWLEDGE_1_1",
    ]);
    expect(statusOf(t, "AWARDV2_DISCIPLINE_1_2")).toBe("CLAIMED");
    expect(t.branches.map((b) => b.percent)).toEqual([11, 16, 12, 0]);
  });

  it("caps the progress at the threshold", () => {
    const item = tree({ ALL_TIME_REWARDS: 120000 }).items.find((i) => i.id === "AWARDV2_PROSPERITY_1_1");
    expect(item).toMatchObject({ progress: 1000, image: "/media/award-prosperity.svg" });
  });

  it("gives the social title in the patient's language", () => {
    const it = awardsTree({ catalogue, counters: zero, claimed: new Set(), locale: "it" }).items[0];
    expect(it?.socialTitle).toBe("Curioso");
  });
});

describe("the final award", () => {
  /** A full tree: 9, 6, 8 and 5 awards on the branches, and the final one. */
  const full: AwardDefinition[] = [
    ...Object.entries(AWARD_BRANCH_SIZES).flatMap(([branch, size]) =>
      Array.from({ length: size }, (_, i): AwardDefinition => ({
        id: `AWARDV2_${branch}_${i + 1}`,
        branch: branch as AwardDefinition["branch"],
        counter: "PROGRAMS_DONE",
        threshold: 1,
        rewards: 10,
      })),
    ),
    { id: "AWARDV2_FINAL", branch: "FINAL", counter: "PROGRAMS_DONE", threshold: 121, rewards: 2000 },
  ];
  const allBranches = full.filter((a) => a.branch !== "FINAL").map((a) => a.id);

  it("needs every branch done, more than 120 programs and a 100 % profile", () => {
    const done = tree({ PROGRAMS_DONE: 121, PROFILE_COMPLETION: 100 }, allBranches, full);
    expect(done.branches.every((b) => b.percent === 100)).toBe(true);
    expect(statusOf(done, "AWARDV2_FINAL")).toBe("CLAIMABLE");
    expect(
      statusOf(tree({ PROGRAMS_DONE: 120, PROFILE_COMPLETION: 100 }, allBranches, full), "AWARDV2_FINAL"),
    ).toBe("LOCKED");
    expect(
      statusOf(tree({ PROGRAMS_DONE: 121, PROFILE_COMPLETION: 88 }, allBranches, full), "AWARDV2_FINAL"),
    ).toBe("LOCKED");
    const oneMissing = allBranches.slice(1);
    expect(
      statusOf(tree({ PROGRAMS_DONE: 500, PROFILE_COMPLETION: 100 }, oneMissing, full), "AWARDV2_FINAL"),
    ).toBe("LOCKED");
  });

  it("comes last, and the summary counts the tree", () => {
    const t = tree({ PROGRAMS_DONE: 3 }, allBranches.slice(0, 4), full);
    expect(t.items.at(-1)?.id).toBe("AWARDV2_FINAL");
    expect(awardsSummary(t)).toMatchObject({ claimed: 4, claimable: 6 + 8 + 5, total: 29 });
  });
});
