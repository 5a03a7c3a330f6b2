import { describe, expect, it } from "vitest";
import { pagePreloads, type BuildManifest } from "./pagePreloads";

/** The shape of Vite's manifest: the entry, the routes' chunks, a chunk they share, catalogs. */
const manifest: BuildManifest = {
  "index.html": {
    file: "assets/index-AAAA1111.js",
    imports: ["_react-BBBB2222.js"],
    css: ["assets/index-CCCC3333.css"],
  },
  "_react-BBBB2222.js": { file: "assets/react-BBBB2222.js" },
  "features/deck/TasksPage.tsx": {
    file: "assets/TasksPage-DDDD4444.js",
    imports: ["index.html", "_useMutation-EEEE5555.js"],
    css: ["assets/TasksPage-FFFF6666.css", "assets/index-CCCC3333.css"],
  },
  "_useMutation-EEEE5555.js": { file: "assets/useMutation-EEEE5555.js", imports: ["_react-BBBB2222.js"] },
  "features/home/PatientHomePage.tsx": {
    file: "assets/PatientHomePage-GGGG7777.js",
    imports: ["_useMutation-EEEE5555.js"],
  },
  "features/programs/PublicProgramPage.tsx": { file: "assets/PublicProgramPage-HHHH8888.js" },
  "app/i18n/messages/en.json?part=first": { file: "assets/en-IIII9999.js" },
  "app/i18n/messages/en.json?part=later": { file: "assets/en-LLLL9999.js" },
};

const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, "g"))].map((m) => m[1]);

describe("pagePreloads", () => {
  it("names the deck's chunk, the chunks it imports and its CSS (applied: the server drew the screen), but nothing the boot script loads", () => {
    const html = pagePreloads(manifest, "/app/patient/tasks", "fr");
    expect(hrefs(html, "modulepreload")).toEqual([
      "/assets/TasksPage-DDDD4444.js",
      "/assets/useMutation-EEEE5555.js",
    ]);
    expect(hrefs(html, "stylesheet")).toEqual(["/assets/TasksPage-FFFF6666.css"]);
  });

  it("names the first screens' part of the reader's catalog (not the rest) when there is one of their language", () => {
    expect(hrefs(pagePreloads(manifest, "/app/patient", "en"), "modulepreload")).toEqual([
      "/assets/PatientHomePage-GGGG7777.js",
      "/assets/useMutation-EEEE5555.js",
      "/assets/en-IIII9999.js",
    ]);
    expect(hrefs(pagePreloads(manifest, "/app/patient", "xx"), "modulepreload")).not.toContain(
      "/assets/en-IIII9999.js",
    );
  });

  it("knows a public program's page by its path, and no other page", () => {
    expect(
      hrefs(pagePreloads(manifest, "/app/guest/ressources/programs/tour", "fr"), "modulepreload"),
    ).toEqual(["/assets/PublicProgramPage-HHHH8888.js"]);
    expect(pagePreloads(manifest, "/app/patient/premium", "fr")).toBe("");
    expect(pagePreloads({}, "/app/patient/tasks", "en")).toBe("");
  });
});
