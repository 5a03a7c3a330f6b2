/**
 * A patient posts a message to a community (docs/features/community.md): it waits for moderation, and a
 * patient posts one every few days, shared pictures included (postingLimit.ts).
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { CommunityEvent, SocialEventBody } from "../../../card-schemas";
import { WAITING_STATUS } from "../../../engine/community/communityFeed";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ValidationError } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { assertCommunity } from "./communityNames";
import { assertMayPost } from "./postingLimit";
import { presentSocialEvents } from "./present";
import { SOCIAL_EVENT_COLUMNS, type SocialEventRow } from "./socialEventRows";

async function assertOwnPicture(trx: Knex.Transaction, user: User, assetId: string): Promise<void> {
  const file = await trx("storedFiles").where({ id: assetId }).first("userId", "access");
  if (!file || file.userId !== user.id || file.access !== "protected") {
    throw new ValidationError([{ path: "/assetId", message: "is not a shared picture of yours" }]);
  }
}

/**
 * Posts a community message, waiting for moderation; 409 TOO_SOON with the days remaining when
 * the patient's last post is less than 5 days old (postingLimit.ts).
 */
export async function postCommunityMessage(
  deps: AppDeps,
  user: User,
  body: SocialEventBody,
): Promise<CommunityEvent> {
  const message = body.message.trim();
  if (message === "") throw new ValidationError([{ path: "/message", message: "is empty" }]);
  const now = deps.now();
  const row = await runUseCase(deps.db, {
    load: async (trx) => {
      await assertCommunity(trx, body.groupName);
      if (body.assetId) await assertOwnPicture(trx, user, body.assetId);
      await assertMayPost(trx, user, now, body.assetId);
    },
    write: async (trx) => {
      const [inserted] = await trx("socialEvents")
        .insert({
          id: crypto.randomUUID(),
          userId: user.id,
          type: "MESSAGE",
          groupName: body.groupName,
          status: WAITING_STATUS,
          language: user.language,
          variables: JSON.stringify({ message, ...(body.assetId && { fileId: body.assetId }) }),
          fileId: body.assetId ?? null,
          createdAt: now,
          visibleAt: null,
        })
        .returning(SOCIAL_EVENT_COLUMNS);
      return inserted as SocialEventRow;
    },
  });
  const [view] = await presentSocialEvents(deps, deps.db, [row], user);
  return view as CommunityEvent;
}
