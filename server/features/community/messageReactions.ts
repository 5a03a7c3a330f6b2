/**
 * Reactions to social events (docs/features/community.md): one per person and event, a second one changes it;
 * only one's own is removed. Events with noReaction take none.
 */
import crypto from "node:crypto";
import type { MessageReactionBody } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, NotFound } from "../../core/errors";
import { authorize } from "../../core/policies";
import { socialPolicy } from "./policy";
import { findVisibleEvent } from "./socialEvents";

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
      patientusersId: user.id,
      reaction: body.reaction,
    })
    .onConflict(["eventId", "patientusersId"])
    .merge({ reaction: body.reaction })
    .returning("id");
  return { id: String(row.id) };
}

/** Removes the patient's own reaction; 404 for another's. */
export async function removeReaction(deps: AppDeps, user: User, id: string): Promise<Record<string, never>> {
  const reaction = await deps.db("messageReactions").where({ id }).first("patientusersId");
  if (!reaction) throw new NotFound();
  authorize(socialPolicy.wrote(user, reaction));
  await deps.db("messageReactions").where({ id, patientusersId: user.id }).delete();
  return {};
}
