import { describe, expect, it } from "vitest";
import { authorTagLinks, NEWS_FEED_MAX_ITEMS, newsFeed, newsPriority, symptomTag } from "./newsFeed";

const reader = { followedAuthors: new Set(["coach-lea"]), tags: new Set(["migraine", "sleep"]) };
const post = (id: string, autorId: string, date: string, tags: string[] = []) => ({
  id,
  autorId,
  date,
  tags: authorTagLinks(tags),
});

describe("newsPriority", () => {
  it("adds 3 for a followed author and 1 per matching tag", () => {
    expect(newsPriority(post("a", "coach-lea", "2026-11-20"), reader)).toBe(3);
    expect(newsPriority(post("b", "outchi", "2026-11-20", ["migraine", "sleep", "pain"]), reader)).toBe(2);
    expect(newsPriority(post("c", "coach-lea", "2026-11-20", ["sleep", "sleep"]), reader)).toBe(4);
    expect(newsPriority(post("d", "outchi", "2026-11-20", ["pain"]), reader)).toBe(0);
  });

  it("adds the priorityScore of each matching tag link, a tag linked twice once at its highest", () => {
    const news = {
      id: "n",
      autorId: "outchi",
      date: "2026-11-20",
      tags: [
        { tag: "sleep", priorityScore: 2 },
        { tag: "sleep", priorityScore: 3 },
        { tag: "migraine", priorityScore: 1 },
        { tag: "pain", priorityScore: 5 },
      ],
    };
    expect(newsPriority(news, reader)).toBe(4);
  });
});

describe("newsFeed", () => {
  it("orders by priority, then newest, then id", () => {
    const feed = newsFeed(
      [
        post("old-other", "outchi", "2026-11-01"),
        post("new-other", "outchi", "2026-11-25"),
        post("tagged", "outchi", "2026-11-02", ["migraine"]),
        post("followed", "coach-lea", "2026-10-01"),
        post("b-same", "outchi", "2026-11-25"),
      ],
      reader,
    );
    expect(feed.map((item) => [item.id, item.priorityScore])).toEqual([
      ["followed", 3],
      ["tagged", 1],
      ["b-same", 0],
      ["new-other", 0],
      ["old-other", 0],
    ]);
  });

  it("keeps at most 10 posts", () => {
    const many = Array.from({ length: 15 }, (_, i) => post(`p${i}`, "outchi", "2026-11-01"));
    expect(newsFeed(many, reader)).toHaveLength(NEWS_FEED_MAX_ITEMS);
    expect(NEWS_FEED_MAX_ITEMS).toBe(10);
  });
});

describe("symptomTag", () => {
  it("turns a catalogue symptom into the author tag it matches", () => {
    expect(symptomTag("MIGRAINE")).toBe("migraine");
    expect(symptomTag("BACK_PAIN")).toBe("back-pain");
  });
});
