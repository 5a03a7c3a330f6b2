/**
 * The patient's pet (the tamaoutshi; docs/features/rewards.md) as the personalization screen shows it:
 * its mood from what the patient did lately (engine/rewards/petMood.ts), and the head and background
 * it wears, chosen among the elements the patient owns (inventory, kinds PET_HEAD and PET_BACKGROUND)
 * or the free defaults of content/petDefaults.json. An element's image is an `https://` picture, a
 * path of ours, or an `s3/image:` stored file served by petImage.ts.
 */
import type { PersonalizationView, PetElement, PetView } from "../../../card-schemas";
import { addDays, localDay } from "../../../engine/shared/dates";
import {
  localHour,
  petMood,
  PET_CLEAN_WINDOW_DAYS,
  PET_THIRSTY_AFTER_DAYS,
  type PetMood,
} from "../../../engine/rewards/petMood";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { heldItems } from "../../core/inventory";
import { dayOf } from "../../platform/db/dayOf";
import { KIND_OF, STORED_IMAGE, type PetPart } from "./petElements";
import { petDefaults } from "./petDefaults";

/** Where the renderer draws an owned element from; undefined for an image it cannot draw. */
function imageUrl(part: PetPart, itemId: string, image: string | null): string | undefined {
  if (image === null) return undefined;
  if (image.startsWith(STORED_IMAGE)) {
    return `/api/patient/personalization/images/${part}/${encodeURIComponent(itemId)}`;
  }
  return /^(https:\/\/|\/(?!\/))/.test(image) ? image : undefined;
}

/** The elements of one part the patient may choose: the default first, then those owned, newest first. */
async function choices(deps: AppDeps, user: User, part: PetPart): Promise<PetElement[]> {
  const defaults = await petDefaults(deps.config);
  const owned = (await heldItems(deps.db, user.id)).filter(
    (item) => item.kind === KIND_OF[part] && item.quantity > 0,
  );
  return [
    { ...defaults[part], isDefault: true },
    ...owned.flatMap((item) => {
      const image = imageUrl(part, item.itemId, item.image);
      return image ? [{ id: item.itemId, image, isDefault: false }] : [];
    }),
  ];
}

/** The pet's mood from the patient's last days: completed cards, tracking, programs in progress. */
export async function moodOf(deps: AppDeps, user: User): Promise<PetMood> {
  const now = deps.now();
  const today = localDay(now, user.timeZone);
  const since = addDays(today, -(PET_CLEAN_WINDOW_DAYS - 1));
  const trackedSince = addDays(today, -(PET_THIRSTY_AFTER_DAYS - 1));
  const [cards, symptoms, values, programs] = await Promise.all([
    deps
      .db("notifications")
      .where({ userId: user.id, status: "DONE" })
      .whereBetween("date", [since, today])
      .distinct("date"),
    deps
      .db("symptomEvents")
      .where({ userId: user.id })
      .whereBetween("date", [trackedSince, today])
      .distinct("date"),
    deps
      .db("dailyActivities")
      .where({ userId: user.id })
      .whereBetween("date", [trackedSince, today])
      .distinct("date"),
    deps.db("studySubscriptions").where({ userId: user.id, status: "INPROGRESS" }).count("* as n"),
  ]);
  return petMood({
    today,
    hour: localHour(now, user.timeZone),
    cardDays: cards.map((row) => dayOf(row.date)),
    trackingDays: [...symptoms, ...values].map((row) => dayOf(row.date)),
    programsInProgress: Number(programs[0]?.n ?? 0),
  });
}

/** The pet as shown, with the heads and backgrounds the patient may choose. */
export async function personalizationView(deps: AppDeps, user: User): Promise<PersonalizationView> {
  const [heads, backgrounds, settings, mood] = await Promise.all([
    choices(deps, user, "head"),
    choices(deps, user, "background"),
    deps.db("petSettings").where({ userId: user.id }).first("head", "background"),
    moodOf(deps, user),
  ]);
  // A chosen element that is no longer held (or no longer drawable) gives way to the default.
  const worn = (list: PetElement[], id: string | null | undefined) =>
    list.find((element) => element.id === id) ?? (list[0] as PetElement);
  const pet: PetView = {
    mood,
    head: worn(heads, settings?.head as string | null | undefined),
    background: worn(backgrounds, settings?.background as string | null | undefined),
  };
  return { pet, heads, backgrounds };
}
