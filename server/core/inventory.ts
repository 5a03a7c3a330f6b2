/**
 * What a patient holds (table `patient_items`): elements owned once (pet heads and backgrounds,
 * personalization, award images) and powers held as quantities. The shop, the awards, gift codes,
 * the pet and the assistant go through these functions, inside the caller's transaction.
 */
import type { Knex } from "knex";
import type { Db } from "../platform/db/connection";
import { Conflict } from "./errors";

/** The kinds of held things; powers have quantities, the others are owned or not. */
export type ItemKind = "PET_HEAD" | "PET_BACKGROUND" | "PERSONALIZATION" | "POWER";

export interface HeldItem {
  kind: ItemKind;
  itemId: string;
  image: string | null;
  quantity: number;
  source: string;
  acquiredAt: Date;
}

export interface Grant {
  kind: ItemKind;
  itemId: string;
  image?: string | null;
  /** Powers only: how many to add (default 1). */
  quantity?: number;
  /** SHOP, AWARD, GIFT_CODE, DEFAULT… */
  source: string;
}

const COLUMNS = ["kind", "itemId", "image", "quantity", "source", "acquiredAt"] as const;

/** Everything the patient holds, newest first (powers used up to 0 included). */
export function heldItems(db: Db | Knex.Transaction, userId: string): Promise<HeldItem[]> {
  return db("patientItems").where({ userId }).orderBy("acquiredAt", "desc").orderBy("itemId").select(COLUMNS);
}

/** True when the patient owns the element (or holds at least one of the power). */
export async function holds(
  db: Db | Knex.Transaction,
  userId: string,
  kind: ItemKind,
  itemId: string,
): Promise<boolean> {
  const row = await db("patientItems")
    .where({ userId, kind, itemId })
    .andWhere("quantity", ">", 0)
    .first("quantity");
  return row !== undefined;
}

/**
 * Gives an element or adds to a power. An element is owned once: granting it again changes
 * nothing and answers false. A power's quantity grows by `quantity` and answers true.
 */
export async function grantItem(trx: Knex.Transaction, userId: string, grant: Grant): Promise<boolean> {
  const quantity = grant.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity <= 0)
    throw new RangeError(`granted quantities are positive integers, got ${quantity}`);
  const row = {
    userId,
    kind: grant.kind,
    itemId: grant.itemId,
    image: grant.image ?? null,
    quantity: grant.kind === "POWER" ? quantity : 1,
    source: grant.source,
  };
  const insert = trx("patientItems").insert(row).onConflict(["userId", "kind", "itemId"]);
  if (grant.kind !== "POWER") {
    const inserted = await insert.ignore().returning("itemId");
    return inserted.length > 0;
  }
  await insert.merge({
    quantity: trx.raw("patient_items.quantity + ?", [quantity]),
    updatedAt: trx.fn.now(),
  });
  return true;
}

/** Uses `quantity` of a power; 409 NOT_ENOUGH_POWER when the patient holds fewer. */
export async function usePower(
  trx: Knex.Transaction,
  userId: string,
  power: string,
  quantity = 1,
): Promise<number> {
  const updated = await trx("patientItems")
    .where({ userId, kind: "POWER", itemId: power })
    .andWhere("quantity", ">=", quantity)
    .update({ quantity: trx.raw("quantity - ?", [quantity]), updatedAt: trx.fn.now() })
    .returning("quantity");
  if (updated.length === 0) throw new NotEnoughPower(power);
  return updated[0].quantity as number;
}

/** How many of a power the patient holds. */
export async function powerQuantity(
  db: Db | Knex.Transaction,
  userId: string,
  power: string,
): Promise<number> {
  const row = await db("patientItems").where({ userId, kind: "POWER", itemId: power }).first("quantity");
  return (row?.quantity as number | undefined) ?? 0;
}

export class NotEnoughPower extends Conflict {
  constructor(power: string) {
    super("NOT_ENOUGH_POWER", `Not enough ${power} left`);
  }
}
