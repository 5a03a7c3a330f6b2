/**
 * A patient reacts to a visible social event (docs/features/community.md): one reaction per person and event, a
 * second one changes it. Events with noReaction take none.
 */
import crypto from "node:crypto";
import type { MessageReactionBody } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { findVisibleEvent } from "./visibleSocialEvent";

/** 409 REACTIONS_CLOSED: the event takes no reaction (noReaction). */
export class ReactionsClosed extends Conflict {
  constructor() {
    super("REACTIONS_CLOSED", "This message takes no reaction");
  }
}

/** Sets the patient's reaction to an event (replacing theirs, if any); answers its id. */
export async function react(deps: AppDeps, user: User, body: MessageReactionBody): Promise<{ id: string }> {
  const event = await findVisibleEvent(deps.db, body.eventId);
  if (event.noReaction) throw new ReactionsClosed();
  const [row] = await deps
    .db("messageReactions")
    .insert({
      id: crypto.randomUUID(),
      eventId: body.eventId,
      userId: user.id,
      reaction: body.reaction,
    })
    .onConflict(["eventId", "userId"])
    .merge({ reaction: body.reaction })
    .returning("id");
  return { id: String(row.id) };
}
