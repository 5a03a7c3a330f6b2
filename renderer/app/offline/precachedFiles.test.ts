import { describe, expect, it } from "vitest";
import { precachedFiles, type BuildManifest } from "./precachedFiles";

/** A build manifest shaped as Vite writes it: the entry's dynamic imports are the pages and catalogs. */
const manifest: BuildManifest = {
  "index.html": {
    file: "assets/index-AAAAAAAA.js",
    css: ["assets/index-BBBBBBBB.css"],
    imports: ["_boot-CCCCCCCC.js"],
    dynamicImports: [
      "features/deck/TasksPage.tsx",
      "features/rewards/RewardsPage.tsx",
      "app/i18n/messages/en.json?part=first",
      "app/i18n/messages/fr.json?part=later",
      "app/offline/queryPersistence.ts",
      "app/pro/ProLayout.tsx",
      "app/pro/i18n/messages/en.json",
    ],
  },
  "_boot-CCCCCCCC.js": { file: "assets/boot-CCCCCCCC.js" },
  "features/deck/TasksPage.tsx": {
    file: "assets/TasksPage-DDDDDDDD.js",
    imports: ["index.html", "_cardKit-EEEEEEEE.js"],
    dynamicImports: ["features/deck/tasks/WalkTask.tsx", "features/rewards/RewardsPage.tsx"],
  },
  "_cardKit-EEEEEEEE.js": { file: "assets/cardKit-EEEEEEEE.js", css: ["assets/cardKit-FFFFFFFF.css"] },
  "features/deck/tasks/WalkTask.tsx": { file: "assets/WalkTask-GGGGGGGG.js" },
  "features/rewards/RewardsPage.tsx": { file: "assets/RewardsPage-HHHHHHHH.js" },
  "app/i18n/messages/en.json?part=first": { file: "assets/en-IIIIIIII.js" },
  "app/i18n/messages/fr.json?part=later": { file: "assets/fr-JJJJJJJJ.js" },
  "app/offline/queryPersistence.ts": { file: "assets/queryPersistence-LLLLLLLL.js" },
  "app/pro/ProLayout.tsx": { file: "assets/ProLayout-MMMMMMMM.js" },
  "app/pro/i18n/messages/en.json": { file: "assets/en-KKKKKKKK.js" },
};

describe("precachedFiles", () => {
  it("takes the boot script, the deck with its cards and styles, the shell's lazy modules and the patient app's catalogs", () => {
    expect(precachedFiles(manifest)).toEqual([
      "assets/TasksPage-DDDDDDDD.js",
      "assets/WalkTask-GGGGGGGG.js",
      "assets/boot-CCCCCCCC.js",
      "assets/cardKit-EEEEEEEE.js",
      "assets/cardKit-FFFFFFFF.css",
      "assets/en-IIIIIIII.js",
      "assets/fr-JJJJJJJJ.js",
      "assets/index-AAAAAAAA.js",
      "assets/index-BBBBBBBB.css",
      "assets/queryPersistence-LLLLLLLL.js",
    ]);
  });

  it("leaves out the other pages, even those a first screen links to, and the pro area with its catalogs", () => {
    const files = precachedFiles(manifest);
    expect(files).not.toContain("assets/RewardsPage-HHHHHHHH.js");
    expect(files).not.toContain("assets/ProLayout-MMMMMMMM.js");
    expect(files).not.toContain("assets/en-KKKKKKKK.js");
  });
});
