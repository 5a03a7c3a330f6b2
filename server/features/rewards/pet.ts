/**
 * The patient's pet (the tamaoutshi; docs/features/rewards.md): its mood from what the patient did lately
 * (engine/rewards/petMood.ts), and the head and background it wears, chosen among the elements the patient
 * owns (inventory, kinds PET_HEAD and PET_BACKGROUND) or the free defaults of content/petDefaults.json.
 * An element's image is an `https://` picture, a path of ours, or an `s3/image:` stored file that
 * `readPetImage` serves through the storage adapter to its owner.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type {
  PersonalizationBody,
  PersonalizationView,
  PetDefaults,
  PetElement,
  PetView,
} from "../../../card-schemas";
import { validateContent } from "../../../card-schemas/validators";
import { addDays, localDay } from "../../../engine/shared/dates";
import { sniffImageType } from "../../../engine/shared/imageType";
import {
  localHour,
  petMood,
  PET_CLEAN_WINDOW_DAYS,
  PET_THIRSTY_AFTER_DAYS,
  type PetMood,
} from "../../../engine/rewards/petMood";
import type { AppDeps } from "../../appDeps";
import type { Config } from "../../config";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound } from "../../core/errors";
import { heldItems, holds, type ItemKind } from "../../core/inventory";
import { isStorageKey, storageFor } from "../../platform/storage/storage";
import { dayOf } from "../../platform/db/dayOf";

/** The two parts of a pet, as the API names them, and the inventory kind each is held as. */
export type PetPart = "head" | "background";
const KIND_OF: Record<PetPart, ItemKind> = { head: "PET_HEAD", background: "PET_BACKGROUND" };

/** An image stored in the storage adapter: `s3/image:` then the storage key. */
const STORED_IMAGE = "s3/image:";

/** 409 NOT_OWNED: the element is neither the patient's nor a default one. */
export class NotOwned extends Conflict {
  constructor(part: PetPart) {
    super("NOT_OWNED", `This ${part} is not yours`, [{ path: `/${part}`, message: "is not owned" }]);
  }
}

const defaultsByDir = new Map<string, Promise<PetDefaults>>();

/** The free head and background (content/petDefaults.json), read and validated once per content folder. */
export function petDefaults(config: Pick<Config, "contentDir">): Promise<PetDefaults> {
  let defaults = defaultsByDir.get(config.contentDir);
  if (!defaults) {
    const file = path.join(config.contentDir, "petDefaults.json");
    defaults = readFile(file, "utf8").then((text) => {
      const data: unknown = JSON.parse(text);
      const check = validateContent("petDefaults", data);
      if (!check.ok) throw new Error(`${file}: ${JSON.stringify(check.errors)}`);
      return data as PetDefaults;
    });
    defaultsByDir.set(config.contentDir, defaults);
  }
  return defaults;
}

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
      .where({ patientusersId: user.id, status: "DONE" })
      .whereBetween("date", [since, today])
      .distinct("date"),
    deps
      .db("symptomEvents")
      .where({ patientusersId: user.id })
      .whereBetween("date", [trackedSince, today])
      .distinct("date"),
    deps
      .db("dailyActivities")
      .where({ patientusersId: user.id })
      .whereBetween("date", [trackedSince, today])
      .distinct("date"),
    deps.db("studySubscriptions").where({ patientusersId: user.id, status: "INPROGRESS" }).count("* as n"),
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
    deps.db("petSettings").where({ patientusersId: user.id }).first("head", "background"),
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

/** The pet as home shows it. */
export async function petView(deps: AppDeps, user: User): Promise<PetView> {
  return (await personalizationView(deps, user)).pet;
}

/**
 * Dresses the pet: each given element must be the default or one the patient owns (409 NOT_OWNED,
 * and nothing changes). The default is stored as null, so a new default applies to it.
 */
export async function setPersonalization(
  deps: AppDeps,
  user: User,
  body: PersonalizationBody,
): Promise<PersonalizationView> {
  const defaults = await petDefaults(deps.config);
  await inTransaction(deps.db, async (trx) => {
    const change: Partial<Record<PetPart, string | null>> = {};
    for (const part of ["head", "background"] as const) {
      const id = body[part];
      if (id === undefined) continue;
      if (id === defaults[part].id) change[part] = null;
      else if (await holds(trx, user.id, KIND_OF[part], id)) change[part] = id;
      else throw new NotOwned(part);
    }
    await trx("petSettings")
      .insert({ patientusersId: user.id, ...change })
      .onConflict("patientusersId")
      .merge({ ...change, updatedAt: trx.fn.now() });
  });
  return personalizationView(deps, user);
}

/**
 * The bytes of an `s3/image:` element the patient owns, read through the storage adapter; 404 for
 * anything else (an element not held, an image that is not a stored one, a file that is gone).
 */
export async function readPetImage(
  deps: AppDeps,
  user: User,
  part: PetPart,
  itemId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const row = (await deps
    .db("patientItems")
    .where({ patientusersId: user.id, kind: KIND_OF[part], itemId })
    .andWhere("quantity", ">", 0)
    .first("image")) as { image: string | null } | undefined;
  const key = row?.image?.startsWith(STORED_IMAGE) ? row.image.slice(STORED_IMAGE.length) : undefined;
  if (key === undefined || !isStorageKey(key)) throw new NotFound();
  const bytes = await storageFor(deps.config).read(key);
  const contentType = bytes && sniffImageType(bytes);
  if (!bytes || !contentType) throw new NotFound();
  return { contentType, bytes };
}
