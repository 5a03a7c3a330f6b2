/**
 * The awards tree of docs/features/rewards.md: four branches and a final award. An
 * award is LOCKED until its counter reaches its threshold, then CLAIMABLE (the "open" button), then
 * CLAIMED. A branch's percent is its claimed awards over its size (knowledge 9, discipline 6, share
 * 8, prosperity 5). The knowledge branch also needs a 100 % profile; the final award needs every
 * branch done, more than 120 programs done and a 100 % profile.
 */
import type {
  AwardBranch,
  AwardCounter,
  AwardDefinition,
  AwardsTree,
  AwardStatus,
  AwardView,
  Language,
} from "../../card-schemas";

/** The awards on each branch (docs/features/rewards.md). */
export const AWARD_BRANCH_SIZES = { KNOWLEDGE: 9, DISCIPLINE: 6, SHARE: 8, PROSPERITY: 5 } as const;

export type TreeBranch = keyof typeof AWARD_BRANCH_SIZES;

export const AWARD_BRANCHES = Object.keys(AWARD_BRANCH_SIZES) as TreeBranch[];

/** The final award needs more programs done than this (docs/features/rewards.md: "above 120"). */
export const FINAL_AWARD_PROGRAMS_ABOVE = 120;

/** The profile completion the knowledge branch and the final award need. */
export const AWARD_PROFILE_COMPLETION = 100;

/** The patient's value of every counter. */
export type AwardCounters = Record<AwardCounter, number>;

const isBranch = (branch: AwardBranch): branch is TreeBranch => branch !== "FINAL";

/** Whether the award's condition is met, the other awards' claims given (the final award needs them). */
export function awardConditionMet(
  award: AwardDefinition,
  counters: AwardCounters,
  branchesDone: boolean,
): boolean {
  const profileComplete = counters.PROFILE_COMPLETION >= AWARD_PROFILE_COMPLETION;
  const reached = counters[award.counter] >= award.threshold;
  switch (award.branch) {
    case "FINAL":
      return (
        reached && branchesDone && profileComplete && counters.PROGRAMS_DONE > FINAL_AWARD_PROGRAMS_ABOVE
      );
    case "KNOWLEDGE":
      return reached && profileComplete;
    case "DISCIPLINE":
    case "SHARE":
    case "PROSPERITY":
      return reached;
  }
}

/** The status of one award. */
export function awardStatus(conditionMet: boolean, claimed: boolean): AwardStatus {
  if (claimed) return "CLAIMED";
  return conditionMet ? "CLAIMABLE" : "LOCKED";
}

/** The tree as the patient sees it: each branch's percent and each award's progress and status. */
export function awardsTree(input: {
  catalogue: readonly AwardDefinition[];
  counters: AwardCounters;
  claimed: ReadonlySet<string>;
  locale: Language;
}): AwardsTree {
  const { catalogue, counters, claimed, locale } = input;
  const branches = AWARD_BRANCHES.map((name) => {
    const size = AWARD_BRANCH_SIZES[name];
    const done = catalogue.filter((award) => award.branch === name && claimed.has(award.id)).length;
    return { name, claimed: done, size, percent: Math.floor((100 * Math.min(done, size)) / size) };
  });
  const branchesDone = branches.every((branch) => branch.percent === 100);
  const ordered = [
    ...catalogue.filter((award) => isBranch(award.branch)),
    ...catalogue.filter((award) => !isBranch(award.branch)),
  ];
  const items = ordered.map((award): AwardView => {
    const status = awardStatus(awardConditionMet(award, counters, branchesDone), claimed.has(award.id));
    return {
      id: award.id,
      type: award.id,
      branch: award.branch,
      counter: award.counter,
      threshold: award.threshold,
      progress: Math.max(0, Math.min(counters[award.counter], award.threshold)),
      status,
      rewards: award.rewards,
      ...(award.socialTitle ? { socialTitle: award.socialTitle[locale] } : {}),
      ...(award.customization ? { image: award.customization.image } : {}),
    };
  });
  return { branches, items, claimable: items.filter((item) => item.status === "CLAIMABLE").length };
}

/** The counts a summary of the tree shows (the home dashboard's awards tile). */
export function awardsSummary(tree: AwardsTree): {
  claimed: number;
  claimable: number;
  total: number;
  branches: AwardsTree["branches"];
} {
  return {
    claimed: tree.items.filter((item) => item.status === "CLAIMED").length,
    claimable: tree.claimable,
    total: tree.items.length,
    branches: tree.branches,
  };
}
