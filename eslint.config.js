// @ts-check
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import { readdirSync } from "node:fs";

/** Patterns that forbid importing our `folders`, by relative path only: `react-dom/server` is no import of `server`. */
const folderPatterns = (folders, why) =>
  folders.map((folder) => ({ regex: `^(\\.\\.?/)+${folder}(/|$)`, message: why }));

/** The dependency direction of docs/architecture.md: each layer may import only the layers below it. */
const LAYERS = {
  "card-schemas": folderPatterns(
    ["engine", "server", "renderer"],
    "card-schemas is the bottom layer: it imports nothing of ours.",
  ),
  engine: folderPatterns(
    ["server", "renderer"],
    "engine is pure: it may import card-schemas only (docs/architecture.md).",
  ),
  server: folderPatterns(
    ["renderer"],
    "the server may import engine and card-schemas only (docs/architecture.md).",
  ),
  renderer: folderPatterns(
    ["server"],
    "the renderer talks to the server over HTTP only (docs/architecture.md).",
  ),
};

const forbid = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/** The features: the folders of engine/, server/features/ and renderer/features/ (docs/architecture.md). */
const FEATURES = [
  ...new Set(
    ["engine", "server/features", "renderer/features"].flatMap((root) =>
      readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== "shared")
        .map((entry) => entry.name),
    ),
  ),
].sort();

/**
 * A feature uses another through that feature's index.ts, in every layer: what the index does not
 * export is the feature's own, free to change. Tests, stories and fixtures may reach into another
 * feature's fixtures. A stylesheet is the feature's own too: a component another feature may use
 * (exported by the index) imports the styles it needs itself. (A rule's options replace those
 * of an earlier block, so each block repeats its layer's patterns.)
 */
const featureBoundaries = FEATURES.flatMap((feature) => {
  const others = FEATURES.filter((other) => other !== feature).join("|");
  const boundary = {
    regex: `^(\\.\\./)+((engine|server/features|renderer/features)/)?(${others})/(?!index$)`,
    message: `${feature} uses another feature through that feature's index.ts (docs/architecture.md).`,
  };
  return [
    ["engine", `engine/${feature}/**`],
    ["server", `server/features/${feature}/**`],
    ["renderer", `renderer/features/${feature}/**`],
  ].map(([layer, files]) => ({
    files: [files],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx", "**/*Fixtures.ts"],
    rules: forbid([...LAYERS[layer], boundary]),
  }));
});

export default tseslint.config(
  { ignores: ["node_modules", "dist", "data", "storybook-static", "card-schemas/generated"] },
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      // Unused parameters named with a leading underscore are deliberate (handler signatures).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["card-schemas/**"],
    rules: forbid(LAYERS["card-schemas"]),
  },
  {
    files: ["engine/**"],
    rules: {
      ...forbid(LAYERS.engine),
      // The engine takes the clock and randomness as arguments so every rule is a pure unit test.
      "no-restricted-properties": [
        "error",
        {
          object: "Math",
          property: "random",
          message: "engine is pure: take a random source as an argument.",
        },
        { object: "Date", property: "now", message: "engine is pure: take the date as an argument." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "engine is pure: take the date as an argument.",
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: forbid(LAYERS.server),
  },
  {
    // The kernel and the platform serve the features and know none: what composes features (the
    // route table, the job handlers, the content loader) sits in server/features/ or beside main.ts.
    files: ["server/core/**", "server/platform/**"],
    ignores: ["**/*.test.ts"],
    rules: forbid([
      ...LAYERS.server,
      {
        regex: "^(\\.\\./)+features(/|$)",
        message: "server/core and server/platform know no feature (docs/architecture.md).",
      },
    ]),
  },
  {
    files: ["renderer/**", ".storybook/**"],
    rules: forbid(LAYERS.renderer),
  },
  {
    // The shell composes the features: it takes a feature's pages from its routes.tsx and anything
    // else from its index.ts (the card registry, which loads each card's own chunk, is the exception).
    files: ["renderer/app/**", "renderer/main.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx"],
    rules: forbid([
      ...LAYERS.renderer,
      {
        regex: "^(\\.\\.?/)+features/[^/]+/(?!index$|routes$)",
        message: "renderer/app uses a feature through its index.ts or routes.tsx (docs/architecture.md).",
      },
    ]),
  },
  {
    // ui/ holds what knows no feature; a component that needs one belongs to that feature.
    files: ["renderer/ui/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx"],
    rules: forbid([
      ...LAYERS.renderer,
      { regex: "^(\\.\\./)+features(/|$)", message: "renderer/ui knows no feature (docs/architecture.md)." },
    ]),
  },
  {
    // The journeys drive the real server as a process (its build, a process on a test database):
    // they may use the server's test harness, never the server's own modules.
    files: ["e2e/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\.?/)+server(/(?!test/|buildServer$)|$)",
              message:
                "a journey talks to the server over HTTP; it may use server/test and server/buildServer only.",
            },
          ],
        },
      ],
    },
  },
  {
    // A journey waits for a state it names (an element, a response, an event), never for a time:
    // a sleep is too short on a loaded machine and hides what the page really needed.
    files: ["e2e/**"],
    ignores: ["e2e/appServer.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "waitForTimeout", message: "wait for the state the step needs, not for a time." },
      ],
      "no-restricted-globals": [
        "error",
        { name: "setTimeout", message: "wait for the state the step needs, not for a time." },
      ],
    },
  },
  ...featureBoundaries,
);
