/** The authors' rows as the API answers them: an explicit set of fields, never a row as it is stored. */
import type { ProAuthorMessage, ProCustomItem, ProPayout, PublicAuthorShopItem } from "../../../card-schemas";
import { dayOf } from "../../platform/db/dayOf";

/** A transfer of a pro's earnings. */
export function presentPayout(row: Record<string, unknown>): ProPayout {
  return {
    id: String(row.id),
    amount: Number(row.amount),
    provider: row.provider as ProPayout["provider"],
    status: row.status as ProPayout["status"],
    createdAt: new Date(row.createdAt as string | Date).toISOString(),
  };
}

/** An author's custom item as their public page sells it. */
export function presentShopItem(row: Record<string, unknown>): PublicAuthorShopItem {
  const input = row.input as { name: string; description?: string; mediaLink?: string };
  return {
    id: String(row.id),
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.mediaLink ? { mediaLink: input.mediaLink } : {}),
    price: Number(row.price),
  };
}

/** What a pro sent to their linked patients, with how many patients it reached. */
export function presentAuthorMessage(row: Record<string, unknown>): ProAuthorMessage {
  return {
    id: String(row.id),
    autorId: String(row.autorId),
    message: String(row.message),
    variables: row.variables as ProAuthorMessage["variables"],
    noReaction: row.noReaction === true,
    noComment: row.noComment === true,
    date: dayOf(row.date),
    createdAt: new Date(row.createdAt as string | Date).toISOString(),
    sent: Number(row.sent),
  };
}

/** A pro's custom shop item as their own area shows it. */
export function presentCustomItem(row: Record<string, unknown>): ProCustomItem {
  return {
    id: String(row.id),
    input: row.input as ProCustomItem["input"],
    price: Number(row.price),
    createdAt: new Date(row.createdAt as string | Date).toISOString(),
  };
}
