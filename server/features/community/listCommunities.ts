/**
 * The community list (docs/features/community.md): my messages, all, then one community per recurring symptom of
 * the patient, each unread when it changed since the patient last opened it. A community changes
 * when an event of someone else's becomes visible in it in the patient's language; my messages,
 * when one of the patient's events is validated or refused, or someone's comment on one is validated.
 */
import type { CommunityEntry, CommunityList } from "../../../card-schemas";
import { VISIBLE_STATUSES } from "../../../engine/community/communityFeed";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { ALL_COMMUNITY, MY_MESSAGES } from "./communityNames";

const NEVER = new Date(0);

async function readMarks(deps: AppDeps, user: User): Promise<Map<string, Date>> {
  const rows = await deps.db("communityReads").where({ userId: user.id }).select("name", "readAt");
  return new Map(rows.map((row) => [String(row.name), new Date(row.readAt)]));
}

async function communityUnread(deps: AppDeps, user: User, name: string, since: Date): Promise<boolean> {
  const row = await deps
    .db("socialEvents")
    .where({ groupName: name, language: user.language })
    .whereNot({ userId: user.id })
    .whereIn("status", VISIBLE_STATUSES)
    .where("visibleAt", ">", since)
    .first("id");
  return row !== undefined;
}

async function myMessagesUnread(deps: AppDeps, user: User, since: Date): Promise<boolean> {
  const decided = await deps
    .db("socialEvents")
    .where({ userId: user.id })
    .where("moderatedAt", ">", since)
    .first("id");
  if (decided) return true;
  const commented = await deps
    .db("socialComments as c")
    .join("socialEvents as e", "e.id", "c.eventId")
    .where("e.userId", user.id)
    .whereNot("c.userId", user.id)
    .where("c.status", "validated")
    .where("c.visibleAt", ">", since)
    .first("c.id");
  return commented !== undefined;
}

/** The communities of `user`, each with its unread mark. */
export async function listCommunities(deps: AppDeps, user: User): Promise<CommunityList> {
  const [marks, symptoms] = await Promise.all([
    readMarks(deps, user),
    deps
      .db("userSymptoms as u")
      .join("symptoms as s", "s.id", "u.symptom")
      .where("u.userId", user.id)
      .orderBy("u.symptom")
      .select("s.id", "s.extra") as Promise<
      Array<{ id: string; extra: { labels?: Record<string, string> } | null }>
    >,
  ]);
  const since = (name: string) => marks.get(name) ?? NEVER;
  const entries: Array<Omit<CommunityEntry, "unread">> = [
    { name: MY_MESSAGES, label: null },
    { name: ALL_COMMUNITY, label: null },
    ...symptoms.map((s) => ({ name: s.id, label: s.extra?.labels?.[user.language] ?? s.id })),
  ];
  const items = await Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      unread:
        entry.name === MY_MESSAGES
          ? await myMessagesUnread(deps, user, since(entry.name))
          : await communityUnread(deps, user, entry.name, since(entry.name)),
    })),
  );
  return { items };
}
