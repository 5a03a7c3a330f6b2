/**
 * The news feed of home (docs/features/home.md): the authors' posts and the app's news
 * (content/news.json), ranked for the patient by engine/home/newsFeed.ts.
 */
import type { HomeNewsSection, LocalizedText } from "../../../card-schemas";
import { isAuthorLinkValid } from "../../../engine/authors";
import { authorTagLinks, newsFeed, symptomTag, type NewsTagLink } from "../../../engine/home/newsFeed";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { dayOf } from "../../platform/db/dayOf";

/** How many of the newest posts, and of the newest news, the feed ranks. */
const NEWS_CANDIDATES = 100;
/** The longest post text a section carries (the schema's limit). */
const NEWS_TEXT_MAX = 5000;

interface AuthorRow {
  name: string;
  extra: { status?: string; goals?: string[] } | null;
}

export async function newsSection({
  deps,
  user,
  today,
}: {
  deps: AppDeps;
  user: User;
  today: string;
}): Promise<HomeNewsSection> {
  const [posts, news, recurring, subscriptions, links, data] = await Promise.all([
    deps
      .db("authorMessages as m")
      .join("authors as a", "a.id", "m.authorId")
      .where("m.date", "<=", today)
      .orderBy("m.date", "desc")
      .orderBy("m.createdAt", "desc")
      .limit(NEWS_CANDIDATES)
      .select("m.id", "m.authorId", "m.message", "m.date", "a.name", "a.extra") as Promise<
      Array<AuthorRow & { id: string; authorId: string; message: string; date: Date | string }>
    >,
    deps
      .db("news as n")
      .join("authors as a", "a.id", "n.authorId")
      .where("n.date", "<=", today)
      .orderBy("n.date", "desc")
      .orderBy("n.id")
      .limit(NEWS_CANDIDATES)
      .select(
        "n.id",
        "n.authorId",
        "n.message",
        "n.date",
        "a.name",
        "a.extra",
        // Its tag links, read by the news they name.
        deps.db.raw(
          `(select coalesce(json_agg(json_build_object('tag', l.tag, 'priorityScore', l.priority_score)), '[]')
              from news_tag_links l where l.object_id = n.id) as tags`,
        ),
      ) as Promise<
      Array<
        AuthorRow & {
          id: string;
          authorId: string;
          message: LocalizedText;
          date: Date | string;
          tags: NewsTagLink[];
        }
      >
    >,
    deps.db("userSymptoms").where({ userId: user.id }).select("symptom"),
    deps.db("studySubscriptions").where({ userId: user.id }).select("studyId"),
    deps.db("authorLinks").where({ userId: user.id }).select("authorId", "status", "end"),
    deps.catalog.get(),
  ]);
  const followedAuthors = new Set<string>([
    ...subscriptions.flatMap((row) => data.programs.get(row.studyId as string)?.authorId ?? []),
    ...links
      .filter((link) => isAuthorLinkValid({ status: link.status, end: dayOf(link.end) }, today))
      .map((link) => link.authorId as string),
  ]);
  const tags = new Set(recurring.map((row) => symptomTag(row.symptom as string)));
  const active = (row: AuthorRow) => row.extra?.status !== "INACTIVE";
  const candidate = (row: AuthorRow & { id: string; authorId: string; date: Date | string }) => ({
    id: `${row.authorId}_${row.id}`,
    autorId: row.authorId,
    autorName: row.name,
    date: dayOf(row.date),
  });
  const live = [
    ...posts.filter(active).map((post) => ({
      ...candidate(post),
      message: String(post.message).slice(0, NEWS_TEXT_MAX),
      tags: authorTagLinks(post.extra?.goals ?? []),
    })),
    ...news.filter(active).map((item) => ({
      ...candidate(item),
      message: item.message[user.language],
      tags: item.tags,
    })),
  ];
  const items = newsFeed(live, { followedAuthors, tags }).map(({ tags: _tags, ...item }) => ({
    ...item,
    link: `/app/patient/ressources/autors/${encodeURIComponent(item.autorId)}`,
  }));
  return { id: "news", type: "HOME_NEWS", items };
}
