/** The authors' rows as the API answers them: an explicit set of fields, never a row as it is stored. */
import type {
  AuthorFollowLink,
  AuthorLinkView,
  ProAuthorMessage,
  ProCustomItem,
  ProPatient,
  ProPayout,
  ProProfile,
  PublicAuthorShopItem,
  SubscriptionMonths,
} from "../../../card-schemas";
import { isAuthorLinkValid } from "../../../engine/authors/authorSubscriptionPrices";
import { localDay } from "../../../engine/shared/dates";
import { dayOf } from "../../platform/db/dayOf";
import { list } from "./authorExtra";
import type { ProfileRow } from "./profileAuthor";
import type { PatientLinkRow } from "./linkedPatient";

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
    autorId: String(row.authorId),
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

/** A patient's link to an author as the follow shows it: valid or not on the patient's today. */
export function presentFollowLink(
  row: Record<string, unknown>,
  now: Date,
  timeZone: string,
): AuthorFollowLink {
  const status = String(row.status) as AuthorFollowLink["status"];
  const end = dayOf(row.end);
  const months =
    row.followMonths === null || row.followMonths === undefined ? undefined : Number(row.followMonths);
  return {
    id: String(row.id),
    autorId: String(row.authorId),
    status,
    end,
    valid: isAuthorLinkValid({ status, end }, localDay(now, timeZone)),
    followPrice: Number(row.followPrice ?? 0),
    ...(months ? { followMonths: months as SubscriptionMonths } : {}),
    ...(row.requestedAt ? { requestedAt: new Date(row.requestedAt as string | Date).toISOString() } : {}),
  };
}

/** A patient's paid link to an author, valid or not on `today`. */
export function presentAuthorLink(row: Record<string, unknown>, today: string): AuthorLinkView {
  const end = String(row.end).slice(0, 10);
  const status = String(row.status);
  return {
    id: String(row.id),
    autorId: String(row.authorId),
    status,
    end,
    payed: row.payed === true,
    valid: isAuthorLinkValid({ status, end }, today),
  };
}

/** An author's page as their pro edits it. */
export function presentProProfile(row: ProfileRow): ProProfile {
  const extra = row.extra ?? {};
  const profile: ProProfile = {
    id: row.id,
    name: row.name,
    languages: list(extra.languages),
    socialLinks: list(extra.socialLinks),
    goals: list(extra.goals),
    features: list(extra.features),
  };
  for (const field of ["title", "bio", "avatarLink", "mediaLink", "price"] as const) {
    if (extra[field] !== undefined) Object.assign(profile, { [field]: extra[field] });
  }
  return profile;
}

/** A linked patient as their author's pro lists them: the call only for a patient who consented to it. */
export function presentProPatient(
  link: PatientLinkRow,
  name: string,
  phone: string | null | undefined,
): ProPatient {
  return {
    userId: link.userId,
    name,
    end: dayOf(link.end),
    payed: link.payed === true,
    autorNotification: link.autorNotification !== false,
    call: phone === undefined ? null : { status: link.callStatus, phone },
  };
}
