import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGE_DATA_ELEMENT_ID, SESSION_ELEMENT_ID } from "../card-schemas/sessionElement";
import { LUCKY_WHEEL_COUNT } from "../engine/rewards/luckyWheel";
import { openSession } from "./platform/http/sessions";
import { createPatient, createProgram, setLuckyOutchi, subscribe } from "./test/factories";
import { rawGet } from "./test/rawGet";
import { startTestApp, type TestApp } from "./test/testApp";

let t: TestApp;
let root: string;

/** A file of the fake build, with the brotli and gzip copies the build writes beside it. */
function writeBuilt(file: string, text: string, { precompressed = true } = {}) {
  const where = path.join(root, "dist", file);
  fs.writeFileSync(where, text);
  if (!precompressed) return;
  fs.writeFileSync(`${where}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${where}.gz`, zlib.gzipSync(text));
}

const INDEX_HTML = `<!doctype html><html lang="fr"><head><title>app</title><script type="module" crossorigin src="/assets/main-Dq3_xZ-9.js"></script></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;
/** The build's first screens drawn for Node (renderer/app/ssr/drawPage.tsx): says what it was given. */
const DRAW_PAGE_JS = `export async function drawPage(page) {
  if (page.url.endsWith("?draw=fail")) throw new Error("cannot draw this one");
  return \`<p data-drawn="\${page.locale}">\${Object.keys(page.answers).join(" ")} of \${page.user ? "a patient" : "a guest"}</p>\`;
}`;
/** Vite's build manifest: the entry, and the deck's route chunk. */
const MANIFEST = {
  "index.html": { file: "assets/main-Dq3_xZ-9.js" },
  "features/deck/TasksPage.tsx": { file: "assets/TasksPage-Xy12Ab34.js", imports: ["index.html"] },
};
const MAIN_JS = `console.log(${JSON.stringify("the main bundle ".repeat(200))});`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "outchi-app-"));
  fs.mkdirSync(path.join(root, "dist", "assets"), { recursive: true });
  writeBuilt("index.html", INDEX_HTML);
  writeBuilt("assets/main-Dq3_xZ-9.js", MAIN_JS);
  writeBuilt("assets/tiny-B8aQ2m1c.js", "export{};", { precompressed: false });
  writeBuilt("assets/main-Dq3_xZ-9.js.map", '{"version":3,"sources":["../../renderer/main.tsx"]}');
  writeBuilt("robots.txt", "User-agent: *\nDisallow: /api/\n");
  fs.mkdirSync(path.join(root, "dist", ".vite"));
  writeBuilt(".vite/manifest.json", JSON.stringify(MANIFEST), { precompressed: false });
  fs.mkdirSync(path.join(root, "dist", ".ssr"));
  writeBuilt(".ssr/drawPage.js", DRAW_PAGE_JS, { precompressed: false });
  fs.mkdirSync(path.join(root, "content", "media"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "content", "media", "cover.svg"),
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
  );
  t = await startTestApp({
    config: { distDir: path.join(root, "dist"), contentDir: path.join(root, "content") },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("serving the renderer", () => {
  it("sends / to the patient app", async () => {
    const response = await fetch(`${t.url}/`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/app/patient");
  });

  it("sends docs/architecture.md /patient/settings/pathologies to its page in the app", async () => {
    const response = await fetch(`${t.url}/patient/settings/pathologies`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/app/patient/settings/pathologies");
  });

  it("answers every /app route with index.html under a CSP that lets it run", async () => {
    for (const route of ["/app", "/app/patient/tasks", "/app/guest/ressources/programs/sleep"]) {
      const response = await fetch(`${t.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>app</title>");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-src https://www.youtube.com");
      // Pictures from our origin only: an outside host would learn who opened which page.
      expect(csp).toMatch(/img-src 'self' data: blob:;/);
      expect(csp).toMatch(/media-src 'self' blob:;/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("serves built assets and content media", async () => {
    const asset = await fetch(`${t.url}/assets/main-Dq3_xZ-9.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe(MAIN_JS);
    const media = await fetch(`${t.url}/media/cover.svg`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toContain("image/svg+xml");
    expect((await fetch(`${t.url}/media/../../package.json`)).status).toBe(404);
  });

  it("does not publish the build's source maps", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const map = await rawGet(`${t.url}/assets/main-Dq3_xZ-9.js.map`, { "Accept-Encoding": encoding });
      expect(map.status, encoding).toBe(404);
    }
    expect((await fetch(`${t.url}/assets/main-Dq3_xZ-9.JS.MAP`)).status).toBe(404);
  });

  it("caches hashed assets for a year, and has everything else revalidated", async () => {
    for (const file of ["/assets/main-Dq3_xZ-9.js", "/assets/tiny-B8aQ2m1c.js"]) {
      const answer = await rawGet(`${t.url}${file}`, { "Accept-Encoding": "br" });
      expect(answer.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
    }
    for (const page of ["/robots.txt", "/index.html"]) {
      const answer = await rawGet(`${t.url}${page}`, { "Accept-Encoding": "br" });
      expect(answer.status, page).toBe(200);
      expect(answer.headers["cache-control"], page).toBe("no-cache");
    }
    // An app page carries its reader's session: never kept by a shared cache.
    const page = await rawGet(`${t.url}/app/patient`, { "Accept-Encoding": "br" });
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    const missing = await rawGet(`${t.url}/assets/gone-Dq3_xZ-9.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"] ?? "").not.toContain("immutable");
  });

  it("sends the build's brotli or gzip copy, as Accept-Encoding allows, typed as the original", async () => {
    const cases = [
      { accept: "gzip, deflate, br, zstd", encoding: "br", suffix: ".br" },
      { accept: "gzip, br;q=0", encoding: "gzip", suffix: ".gz" },
      { accept: "identity", encoding: undefined, suffix: "" },
      { accept: undefined, encoding: undefined, suffix: "" },
    ];
    for (const { accept, encoding, suffix } of cases) {
      const headers: Record<string, string> = accept ? { "Accept-Encoding": accept } : {};
      const script = await rawGet(`${t.url}/assets/main-Dq3_xZ-9.js`, headers);
      expect(script.headers["content-encoding"], accept).toBe(encoding);
      expect(script.headers["content-type"], accept).toBe("text/javascript; charset=utf-8");
      expect(script.headers.vary, accept).toBe("Accept-Encoding");
      const onDisk = fs.readFileSync(path.join(root, "dist", "assets", `main-Dq3_xZ-9.js${suffix}`));
      expect(script.body.equals(onDisk), accept).toBe(true);
      expect(Number(script.headers["content-length"])).toBe(onDisk.length);

      const page = await rawGet(`${t.url}/app/patient/tasks`, headers);
      expect(page.headers["content-encoding"], accept).toBe(encoding);
      expect(page.headers["content-type"], accept).toBe("text/html; charset=utf-8");
      expect(page.headers.vary, accept).toBe("Cookie, Accept-Encoding");
      const html = (
        encoding === "br"
          ? zlib.brotliDecompressSync(page.body)
          : encoding === "gzip"
            ? zlib.gunzipSync(page.body)
            : page.body
      ).toString();
      expect(html, accept).toContain("<title>app</title>");
    }
  });

  it("writes the reader's session into the page, as /api/auth/session answers it, script-safe", async () => {
    const sessionIn = (html: string) => {
      const match = new RegExp(
        `<script type="application/json" id="${SESSION_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html);
      return match ? (JSON.parse(match[1]!) as unknown) : undefined;
    };
    const guestPage = await fetch(`${t.url}/app/guest/ressources/programs/sleep`);
    expect(sessionIn(await guestPage.text())).toEqual({ user: null });

    const patient = await createPatient(t.deps, { email: "shell</script><!--@test.outchi" });
    const cookie = `sid=${await openSession(t.deps.db, patient.id)}`;
    const page = await fetch(`${t.url}/app/patient/tasks`, { headers: { Cookie: cookie } });
    const html = await page.text();
    // The block holds no "<": the e-mail cannot close it early or open a comment.
    expect(html).not.toContain("shell</script>");
    const asked = await fetch(`${t.url}/api/auth/session`, { headers: { Cookie: cookie } });
    expect(sessionIn(html)).toEqual(((await asked.json()) as { value: unknown }).value);
    expect(page.headers.get("vary")).toContain("Cookie");
  });

  it("answers a first screen's reads in its page, as their routes answer them, its picture preloaded", async () => {
    const answersIn = (html: string) => {
      const match = new RegExp(
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html);
      return match ? (JSON.parse(match[1]!) as { answers: Record<string, unknown> }).answers : undefined;
    };
    const preload = '<link rel="preload" as="image" href="/media/cover.svg" fetchpriority="high">';
    const studyId = await createProgram(t.deps, {
      actionsJournal: [
        {
          day: 1,
          uniqueId: "look",
          rewards: 5,
          taskType: "DEFAULT",
          params: { body: "</script><!--", imageLink: "/media/cover.svg" },
        },
      ],
    });
    const patient = await createPatient(t.deps);
    await subscribe(t.deps, patient, studyId);
    const cookie = `sid=${await openSession(t.deps.db, patient.id)}`;
    const asked = async (url: string) =>
      ((await (await fetch(`${t.url}${url}`, { headers: { Cookie: cookie } })).json()) as { value: unknown })
        .value;

    const html = await (await fetch(`${t.url}/app/patient/tasks`, { headers: { Cookie: cookie } })).text();
    const answers = answersIn(html)!;
    const [todoUrl] = Object.keys(answers);
    expect(todoUrl).toMatch(/^\/api\/patient\/todo\?date=\d{4}-\d{2}-\d{2}$/);
    expect(answers).toEqual({ [todoUrl!]: await asked("/api/patient/todo") });
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf("</head>"));

    // The lucky wheel, once ready, is the first slide: no picture to preload.
    await setLuckyOutchi(t.deps, patient, LUCKY_WHEEL_COUNT);
    const wheelPage = await (
      await fetch(`${t.url}/app/patient/tasks`, { headers: { Cookie: cookie } })
    ).text();
    expect(answersIn(wheelPage)?.[todoUrl!]).toMatchObject({ data: { luckyOutchi: LUCKY_WHEEL_COUNT } });
    expect(wheelPage).not.toContain('rel="preload" as="image"');

    // Home: its four reads, by the URLs the renderer asks them at.
    const home = answersIn(
      await (await fetch(`${t.url}/app/patient`, { headers: { Cookie: cookie } })).text(),
    );
    expect(Object.keys(home ?? {}).sort()).toEqual([
      "/api/patient/bank",
      "/api/patient/home",
      "/api/patient/personalGoals?status=INPROGRESS",
      "/api/patient/programs",
    ]);
    expect(home?.["/api/patient/bank"]).toEqual(await asked("/api/patient/bank"));
    expect(home?.["/api/patient/home"]).toMatchObject({ screen: "home" });

    // A public program in the guest's browser language; a guest on a patient's page gets no answers.
    const program = await fetch(`${t.url}/app/guest/ressources/programs/${studyId}`, {
      headers: { "Accept-Language": "de-DE, en;q=0.8" },
    });
    // With its ratings; the patient's own rating is no guest's (refused, so left out).
    expect(Object.keys(answersIn(await program.text()) ?? {})).toEqual([
      `/api/guest/program/${studyId}?lang=en`,
      `/api/guest/program/${studyId}/ratings`,
    ]);
    const patientsPage = await fetch(`${t.url}/app/guest/ressources/programs/${studyId}`, {
      headers: { Cookie: cookie },
    });
    expect(answersIn(await patientsPage.text())?.[`/api/patient/study/${studyId}/rating`]).toEqual({
      state: "NOT_FINISHED",
      rating: null,
    });
    expect(answersIn(await (await fetch(`${t.url}/app/patient/tasks`)).text())).toBeUndefined();
    expect(
      answersIn(await (await fetch(`${t.url}/app/guest/ressources/programs/nope`)).text()),
    ).toBeUndefined();
    expect(
      answersIn(await (await fetch(`${t.url}/app/patient/premium`, { headers: { Cookie: cookie } })).text()),
    ).toBeUndefined();
  });

  it("draws a first screen with its answers into #root, in the reader's language, and nothing else", async () => {
    const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1];
    const patient = await createPatient(t.deps, { language: "it" });
    const cookie = `sid=${await openSession(t.deps.db, patient.id)}`;
    const deck = await (await fetch(`${t.url}/app/patient/tasks`, { headers: { Cookie: cookie } })).text();
    expect(rootOf(deck)).toMatch(/^<p data-drawn="it">\/api\/patient\/todo\?date=[\d-]+ of a patient<\/p>$/);
    expect(deck).toMatch(/^<!doctype html><html lang="it">/);
    // Drawn, it needs its scripts to answer taps, not to paint: it asks for them once painted.
    expect(deck).not.toContain('src="/assets/main-Dq3_xZ-9.js"');
    expect(deck).not.toContain("modulepreload");
    expect(deck).toContain(
      '<script type="application/json" id="outchi-scripts">["/assets/main-Dq3_xZ-9.js","/assets/TasksPage-Xy12Ab34.js"]</script><script defer src="/after-paint.js"></script>',
    );
    // No answers (a guest on the deck, a page not opened first), or a screen that fails to draw:
    // an empty root, which the browser draws, and the failure in the log.
    const guestDeck = await (await fetch(`${t.url}/app/patient/tasks`)).text();
    expect(rootOf(guestDeck)).toBe("");
    expect(guestDeck).toContain('<script type="module" crossorigin src="/assets/main-Dq3_xZ-9.js"></script>');
    expect(guestDeck).not.toContain("after-paint");
    const premium = await fetch(`${t.url}/app/patient/premium`, { headers: { Cookie: cookie } });
    expect(rootOf(await premium.text())).toBe("");
    const studyId = await createProgram(t.deps);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const program = await fetch(`${t.url}/app/guest/ressources/programs/${studyId}?draw=fail`);
      expect(program.status).toBe(200);
      expect(rootOf(await program.text())).toBe("");
      expect(String(errors.mock.calls[0]?.[0])).toContain("was not drawn on the server");
    } finally {
      errors.mockRestore();
    }
    expect((await fetch(`${t.url}/.ssr/drawPage.js`)).status).toBe(404);
  });

  it("names the deck's route chunk in the deck's page, and never sends the build's manifest", async () => {
    const deck = await (await fetch(`${t.url}/app/patient/tasks`)).text();
    expect(deck).toContain('<link rel="modulepreload" crossorigin href="/assets/TasksPage-Xy12Ab34.js">');
    expect(deck.indexOf("modulepreload")).toBeLessThan(deck.indexOf("</head>"));
    const other = await (await fetch(`${t.url}/app/patient/premium`)).text();
    expect(other).not.toContain("modulepreload");
    expect((await fetch(`${t.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it("marks API answers as not cacheable, loading nothing and framed by nobody", async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
