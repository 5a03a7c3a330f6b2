/**
 * The patient's pet (the tamaoutshi; docs/features/rewards.md) as the personalization screen shows it:
 * its mood from what the patient did lately (engine/rewards/petMood.ts), and the head and background
 * it wears, chosen among the elements the patient owns (inventory, kinds PET_HEAD and PET_BACKGROUND)
 * or the free defaults of content/petDefaults.json, and the golden frame when it is owned and on;
 * with the personalization effects the patient owns (kind PERSONALIZATION), each on or off. An
 * element's image is an `https://` picture, a path of ours, or an `s3/image:` stored file served
 * by petImage.ts.
 */
import type {
  OwnedEffect,
  PersonalizationView,
  PetDefaults,
  PetElement,
  PetView,
} from "../../../card-schemas";
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
import { heldItems, type HeldItem } from "../../core/inventory";
import { dayOf } from "../../platform/db/dayOf";
import { KIND_OF, STORED_IMAGE, type PetPart } from "./petElements";
import { petDefaults } from "./petDefaults";
import { shopElements, type ShopElement } from "./shopElements";

/** Where the renderer draws an owned element from; undefined for an image it cannot draw. */
function imageUrl(part: PetPart, itemId: string, image: string | null): string | undefined {
  if (image === null) return undefined;
  if (image.startsWith(STORED_IMAGE)) {
    return `/api/patient/personalization/images/${part}/${encodeURIComponent(itemId)}`;
  }
  return /^(https:\/\/|\/(?!\/))/.test(image) ? image : undefined;
}

/**
 * The elements of one part the patient may choose: the default first, then those owned, newest
 * first, each named and drawn as the shop's content says it now (else as it was granted).
 */
function choices(
  defaults: PetDefaults,
  owned: readonly HeldItem[],
  elements: ReadonlyMap<string, ShopElement>,
  user: User,
  part: PetPart,
): PetElement[] {
  return [
    { ...defaults[part], isDefault: true },
    ...owned
      .filter((item) => item.kind === KIND_OF[part])
      .flatMap((item) => {
        const element = elements.get(item.itemId);
        const image = imageUrl(part, item.itemId, element?.url ?? item.image);
        if (!image) return [];
        return [
          {
            id: item.itemId,
            image,
            isDefault: false,
            ...(element ? { name: element.name[user.language] } : {}),
          },
        ];
      }),
  ];
}

/** The personalization effects the patient owns, newest first, each on unless switched off. */
function ownedEffects(
  owned: readonly HeldItem[],
  elements: ReadonlyMap<string, ShopElement>,
  user: User,
  off: readonly string[],
): OwnedEffect[] {
  return owned
    .filter((item) => item.kind === "PERSONALIZATION")
    .flatMap((item) => {
      const element = elements.get(item.itemId);
      if (!element?.effect) return [];
      return [
        {
          id: item.itemId,
          name: element.name[user.language],
          image: element.imageLink,
          effect: element.effect,
          on: !off.includes(item.itemId),
        },
      ];
    });
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

/** The pet as shown, with the heads and backgrounds the patient may choose and the effects they own. */
export async function personalizationView(deps: AppDeps, user: User): Promise<PersonalizationView> {
  const [defaults, elements, held, settings, mood] = await Promise.all([
    petDefaults(deps.config),
    shopElements(deps.config.contentDir),
    heldItems(deps.db, user.id),
    deps.db("petSettings").where({ userId: user.id }).first("head", "background", "effectsOff"),
    moodOf(deps, user),
  ]);
  const owned = held.filter((item) => item.quantity > 0);
  const heads = choices(defaults, owned, elements, user, "head");
  const backgrounds = choices(defaults, owned, elements, user, "background");
  const effects = ownedEffects(owned, elements, user, (settings?.effectsOff as string[] | undefined) ?? []);
  // A chosen element that is no longer held (or no longer drawable) gives way to the default.
  const worn = (list: PetElement[], id: string | null | undefined) =>
    list.find((element) => element.id === id) ?? (list[0] as PetElement);
  const pet: PetView = {
    mood,
    head: worn(heads, settings?.head as string | null | undefined),
    background: worn(backgrounds, settings?.background as string | null | undefined),
    frame: effects.some((effect) => effect.effect === "FRAME" && effect.on),
  };
  return { pet, heads, backgrounds, effects };
}
