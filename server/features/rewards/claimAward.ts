/**
 * A patient claims an unlocked award (docs/features/rewards.md): it is recorded, its rewards are paid
 * through the ledger and its personalization element is given, once.
 */
import type { AwardClaim } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import { grantItem } from "../../core/inventory";
import { credit } from "../../core/ledger";
import { runUseCase } from "../../core/useCase";
import { awardCatalogue } from "./awardCatalogue";
import { treeFor } from "./awardsTree";

export class AwardLocked extends Conflict {
  constructor() {
    super("AWARD_LOCKED", "This award is not unlocked yet");
  }
}

/**
 * Claims an unlocked award: records it, pays its rewards through the ledger and gives its
 * personalization element, once. Claiming it again pays nothing more and answers the same claim.
 * 404 for an unknown award, 409 AWARD_LOCKED while its condition is not met.
 */
export async function claimAward(deps: AppDeps, user: User, awardId: string): Promise<AwardClaim> {
  const catalogue = await awardCatalogue(deps.config.contentDir);
  const award = catalogue.find((a) => a.id === awardId);
  if (!award) throw new NotFound("No such award");
  return runUseCase(deps.db, {
    load: async (trx) => {
      const tree = await treeFor(deps, trx, user);
      return { status: tree.items.find((item) => item.id === awardId)?.status };
    },
    decide: ({ status }) => {
      if (status === "LOCKED") throw new AwardLocked();
    },
    write: async (trx): Promise<AwardClaim> => {
      await trx("userAwards")
        .insert({ userId: user.id, awardId, rewards: award.rewards })
        .onConflict(["userId", "awardId"])
        .ignore();
      if (award.rewards > 0) {
        await credit(trx, {
          userId: user.id,
          delta: award.rewards,
          reason: "AWARD",
          reference: awardId,
          idempotencyKey: `award:${user.id}:${awardId}`,
        });
      }
      if (award.customization) {
        await grantItem(trx, user.id, {
          kind: "PERSONALIZATION",
          itemId: award.customization.id,
          image: award.customization.image,
          source: "AWARD",
        });
      }
      const row: { claimedAt: Date } = await trx("userAwards")
        .where({ userId: user.id, awardId })
        .first("claimedAt");
      return {
        userAward: {
          id: award.id,
          type: award.id,
          rewards: award.rewards,
          socialTitle: award.socialTitle?.[user.language] ?? null,
          claimedAt: new Date(row.claimedAt).toISOString(),
        },
        userElement: award.customization
          ? { id: award.customization.id, kind: "PERSONALIZATION", image: award.customization.image }
          : null,
      };
    },
  });
}
