/**
 * The news feed of home (docs/features/home.md): authors' posts and the app's news, the most
 * relevant to the patient first. A post scores NEWS_LINKED_AUTHOR_SCORE when its author is one the
 * patient follows (a program of theirs or a valid author link), plus the priorityScore of each of
 * its tag links whose tag matches one of the patient's; ties go to the newest.
 */

/** At most this many posts on home. */
export const NEWS_FEED_MAX_ITEMS = 10;
/** What following the author adds to a post's priority. */
export const NEWS_LINKED_AUTHOR_SCORE = 3;
/** The priorityScore of an author's post's tag links: one per goal of its author. */
export const NEWS_AUTHOR_TAG_SCORE = 1;

/** A tag link (the seed's "tag link for news"): the post is about `tag`, this much. */
export interface NewsTagLink {
  tag: string;
  priorityScore: number;
}

/** The tag links of an author's post: the author's tags (their goals), each NEWS_AUTHOR_TAG_SCORE. */
export function authorTagLinks(tags: readonly string[]): NewsTagLink[] {
  return tags.map((tag) => ({ tag, priorityScore: NEWS_AUTHOR_TAG_SCORE }));
}

export interface NewsPost {
  id: string;
  autorId: string;
  /** The day it was posted (YYYY-MM-DD). */
  date: string;
  /** What it is about: its tag links (an author's post: the author's goals, authorTagLinks). */
  tags: readonly NewsTagLink[];
}

export interface NewsReader {
  /** The authors the patient follows. */
  followedAuthors: ReadonlySet<string>;
  /** The patient's tags (symptomTags of their recurring symptoms). */
  tags: ReadonlySet<string>;
}

/** The author tag a symptom of the catalogue matches: MIGRAINE → migraine, BACK_PAIN → back-pain. */
export function symptomTag(symptom: string): string {
  return symptom.toLowerCase().replace(/_/g, "-");
}

/** How relevant a post is to the reader: higher first. */
export function newsPriority(post: NewsPost, reader: NewsReader): number {
  const followed = reader.followedAuthors.has(post.autorId) ? NEWS_LINKED_AUTHOR_SCORE : 0;
  // A tag linked twice counts once, at its highest score.
  const matched = new Map<string, number>();
  for (const { tag, priorityScore } of post.tags) {
    if (reader.tags.has(tag)) matched.set(tag, Math.max(matched.get(tag) ?? 0, priorityScore));
  }
  return followed + [...matched.values()].reduce((sum, score) => sum + score, 0);
}

/** The posts to show, each with its priority, by priority, then newest, at most NEWS_FEED_MAX_ITEMS. */
export function newsFeed<P extends NewsPost>(
  posts: readonly P[],
  reader: NewsReader,
): Array<P & { priorityScore: number }> {
  return posts
    .map((post) => ({ ...post, priorityScore: newsPriority(post, reader) }))
    .sort(
      (a, b) => b.priorityScore - a.priorityScore || b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
    )
    .slice(0, NEWS_FEED_MAX_ITEMS);
}
