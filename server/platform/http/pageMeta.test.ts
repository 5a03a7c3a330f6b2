import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPatient, createProgram } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/testApp";
import { clip } from "./pageMeta";

let t: TestApp;
let root: string;
let programId: string;
const PUBLIC_URL = "https://outchi.example";
/** The built index.html's generic head, as the real one has it (over several lines). */
const INDEX_HTML = `<!doctype html><html lang="fr"><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Outchi : vos programmes santé."
    />
    <title>Outchi</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-meta-"));
  fs.mkdirSync(path.join(root, "dist"), { recursive: true });
  fs.writeFileSync(path.join(root, "dist", "index.html"), INDEX_HTML);
  t = await startTestApp({ config: { distDir: path.join(root, "dist"), publicUrl: PUBLIC_URL } });
  programId = await createProgram(t.deps, {
    texts: { title: `Sleep <better> & "rest"`, description: "Seven nights to 'sleep' again." },
  });
  await t.db("studies").where({ id: programId }).update({ mediaLink: "/media/cover.png" });
  await t.deps.catalog.reload();
  await t.db("authors").insert({
    id: "coach-meta",
    name: "Léa <Martin>",
    extra: JSON.stringify({
      title: { en: "Sleep coach" },
      bio: { en: "Helps you & your nights." },
      avatarLink: "/media/lea.svg",
      languages: ["en"],
      features: [],
      status: "ACTIVE",
    }),
  });
  await t.db("communityQuestions").insert({
    id: "q-meta",
    text: JSON.stringify({ fr: "Matin ou soir ?", en: "Morning or <evening>?" }),
    choices: JSON.stringify([
      { id: "m", label: { fr: "Matin", en: "Morning" } },
      { id: "e", label: { fr: "Soir", en: "Evening" } },
    ]),
    type: "selectOne",
    sortKey: 0,
  });
  const writer = await createPatient(t.deps);
  await t.db("socialEvents").insert({
    id: "event-meta",
    userId: writer.id,
    type: "MESSAGE",
    groupName: "all",
    status: "validated",
    language: "en",
    variables: JSON.stringify({ message: `Walking helps </title><script>alert(1)</script>` }),
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = async (url: string) =>
  (await fetch(`${t.url}${url}`, { headers: { "Accept-Language": "en" } })).text();
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const property = (html: string, name: string) =>
  new RegExp(`<meta property="${name}" content="([^"]*)">`).exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

describe("the guest pages' title, description and Open Graph tags", () => {
  it("gives a program's page its title, description, picture and address, escaped, instead of the app's", async () => {
    const html = head(await page(`/app/guest/ressources/programs/${programId}`));
    expect(titleOf(html)).toBe("Sleep &lt;better&gt; &amp; &quot;rest&quot; · Outchi");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(description(html)).toBe("Seven nights to &#39;sleep&#39; again.");
    expect(property(html, "og:title")).toBe("Sleep &lt;better&gt; &amp; &quot;rest&quot;");
    expect(property(html, "og:description")).toBe("Seven nights to &#39;sleep&#39; again.");
    expect(property(html, "og:type")).toBe("website");
    expect(property(html, "og:url")).toBe(`${PUBLIC_URL}/app/guest/ressources/programs/${programId}`);
    expect(property(html, "og:image")).toBe(`${PUBLIC_URL}/media/cover.png`);
  });

  it("gives an author's page their name and title, bio and avatar", async () => {
    const html = head(await page("/app/guest/ressources/autors/coach-meta"));
    expect(titleOf(html)).toBe("Léa &lt;Martin&gt;, Sleep coach · Outchi");
    expect(description(html)).toBe("Helps you &amp; your nights.");
    expect(property(html, "og:type")).toBe("profile");
    expect(property(html, "og:image")).toBe(`${PUBLIC_URL}/media/lea.svg`);
  });

  it("gives a community question's page its question and choices, in the reader's language", async () => {
    const html = head(await page("/app/guest/ressources/communityQuestion/q-meta"));
    expect(titleOf(html)).toBe("Morning or &lt;evening&gt;? · Outchi");
    expect(description(html)).toBe("Morning · Evening");
    expect(property(html, "og:type")).toBe("article");
    expect(property(html, "og:image")).toBeUndefined();
  });

  it("gives a social event's page its message, which can close no element", async () => {
    const html = head(await page("/app/guest/ressources/socialEvent/event-meta"));
    expect(description(html)).toBe("Walking helps &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert");
  });

  it("keeps the app's generic title for an unknown id and for other pages", async () => {
    for (const url of [
      "/app/guest/ressources/programs/no-such-program",
      "/app/guest/ressources/autors/nobody",
      "/app/guest/ressources/socialEvent/nothing",
      "/app/guest/auth",
    ]) {
      const html = head(await page(url));
      expect(titleOf(html)).toBe("Outchi");
      expect(html).not.toContain("og:title");
    }
  });
});

describe("clip", () => {
  it("puts a text on one line and cuts it at a word with an ellipsis", () => {
    expect(clip("  one\n two  ", 20)).toBe("one two");
    expect(clip("a long sentence that goes on", 16)).toBe("a long sentence…");
  });
});
