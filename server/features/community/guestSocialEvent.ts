/** One validated social event, shown to anyone, a guest included (docs/features/community.md). */
import type { CommunityEvent } from "../../../card-schemas";
import { DEFAULT_LANGUAGE } from "../../../engine/shared/languages";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { NotFound } from "../../core/errors";
import { presentSocialEvents } from "./present";
import { selectSocialEvents, type SocialEventRow } from "./socialEventRows";

/** A validated event for a guest (a signed-in reader's language names the titles); 404 otherwise. */
export async function guestSocialEvent(
  deps: AppDeps,
  reader: User | undefined,
  id: string,
): Promise<CommunityEvent> {
  const row = (await selectSocialEvents(deps.db).where({ id, status: "validated" }).first()) as
    SocialEventRow | undefined;
  if (!row) throw new NotFound("No such social event");
  const [view] = await presentSocialEvents(deps, deps.db, [row], {
    id: reader?.id,
    language: reader?.language ?? DEFAULT_LANGUAGE,
  });
  return view as CommunityEvent;
}
