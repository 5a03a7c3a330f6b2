// @ts-check
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

/** The dependency direction of DESIGN.md: each folder may import only what its row allows. */
const forbid = (folders, why) => ({
  "no-restricted-imports": [
    "error",
    // Our folders by relative path only: `react-dom/server` is no import of `server`.
    { patterns: folders.map((folder) => ({ regex: `^(\\.\\.?/)+${folder}(/|$)`, message: why })) },
  ],
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
    rules: forbid(
      ["engine", "server", "renderer"],
      "card-schemas is the bottom layer: it imports nothing of ours.",
    ),
  },
  {
    files: ["engine/**"],
    rules: {
      ...forbid(
        ["server", "renderer"],
        "engine is pure: it may import card-schemas only (DESIGN.md layout).",
      ),
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
    rules: forbid(["renderer"], "the server may import engine and card-schemas only (DESIGN.md layout)."),
  },
  {
    files: ["renderer/**", ".storybook/**"],
    rules: forbid(["server"], "the renderer talks to the server over HTTP only (DESIGN.md layout)."),
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
);
