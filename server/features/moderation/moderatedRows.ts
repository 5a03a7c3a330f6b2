/** An item waiting for or past moderation, as every source of the queue selects it. */
import type { SocialEventStatus } from "../../../card-schemas";
import type { Language } from "../../platform/db/models";

/** The columns every moderated table shares, as a row of it reads them. */
export interface ModeratedRow {
  id: string;
  userId: string;
  text: string;
  groupName: string | null;
  language: Language;
  createdAt: Date;
  status: SocialEventStatus;
  moderationReason: string | null;
  moderatedBy: string | null;
  moderatedAt: Date | null;
  /** A question's answer options. */
  options?: string[];
  /** For an answer, the question it answers. */
  question?: string | null;
  /** An event's reports since the last decision, and their reasons. */
  reportCount?: number | string;
  reportReasons?: string[];
}
