/**
 * The news feed of home (docs/features/home.md): authors'
 * posts, the most relevant to the patient first. A post scores NEWS_LINKED_AUTHOR_SCORE when its
 * author is one the patient follows (a program of theirs or a valid author link), plus one for each
 * of the author's tags that matches one of the patient's; ties go to the newest.
 */

/** At most this many posts on home. */
export const NEWS_FEED_MAX_ITEMS = 10;
/** What following the author adds to a post's priority. */
export const NEWS_LINKED_AUTHOR_SCORE = 3;

export interface NewsPost {
  id: string;
  autorId: string;
  /** The day it was posted (YYYY-MM-DD). */
  date: string;
  /** The author's tags (the goals patients search authors by: sleep, migraine…). */
  tags: readonly string[];
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
  return followed + new Set(post.tags.filter((tag) => reader.tags.has(tag))).size;
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
