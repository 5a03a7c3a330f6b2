/**
 * A play-through of a program's draft (docs/features/programs.md): the author steps through its
 * days as a patient would, each action of a day shown in turn, done or skipped. What the cards
 * would earn and the end of study's figures come from what the author did, by the engine's rules.
 */
import type { FollowUpAnalytics, ProgramDraft, StudyValidation } from "../../../../card-schemas";
import { followUpOf, isStudySuccess, victoryBonus } from "../../../../engine/programs/studyFollowUp";

export type PlayAction = NonNullable<ProgramDraft["actionsJournal"]>[number];

/** What the author did with each action, by its uniqueId: done, or skipped (dismissed). */
export type PlayOutcomes = ReadonlyMap<string, "done" | "skipped">;

/** The draft's actions of `day`, in journal order. */
export function actionsOfDay(draft: ProgramDraft, day: number): PlayAction[] {
  return (draft.actionsJournal ?? []).filter((action) => action.day === day);
}

/** The first action of `day` the author has not yet done or skipped, or null once the day is through. */
export function currentAction(draft: ProgramDraft, day: number, outcomes: PlayOutcomes): PlayAction | null {
  return actionsOfDay(draft, day).find((action) => !outcomes.has(action.uniqueId)) ?? null;
}

/** The program's days, 1 to its duration. */
export function playDays(draft: ProgramDraft): number {
  return Math.max(1, draft.studyDuration ?? 1);
}

/**
 * The end of study's follow-up for the play-through: the rewards and completion of the actions
 * done, over every action of the program, the program over and waiting for its validation. Data
 * conditions are not checked: a play-through records no data.
 */
export function playFollowUp(draft: ProgramDraft, outcomes: PlayOutcomes): FollowUpAnalytics {
  const { rewards, completion } = followUpOf(
    (draft.actionsJournal ?? []).map((action) => ({
      status: outcomes.get(action.uniqueId) === "done" ? "DONE" : "NEW",
      rewards: action.rewards ?? 0,
    })),
  );
  return {
    rewards,
    completion,
    participantsCount: 1,
    success: isStudySuccess(completion, draft.victoryConditions),
    victoryConditions: [],
    subscriptionId: "play",
    status: "WAITING_FOR_VALIDATION",
    lastDay: null,
  };
}

/** The validation a patient would get at the end of this play-through. */
export function playValidation(draft: ProgramDraft, outcomes: PlayOutcomes): StudyValidation {
  const { completion } = playFollowUp(draft, outcomes);
  return {
    rewards: victoryBonus(completion, draft.victoryConditions),
    success: isStudySuccess(completion, draft.victoryConditions),
    status: "DONE",
  };
}
