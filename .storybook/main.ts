import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  // Stories sit beside their components (docs/architecture.md).
  stories: ["../renderer/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs"],
  // The app's own pictures and clips, at the paths the server gives them.
  staticDirs: [{ from: "../content/media", to: "/media" }],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // vite.config.ts roots the app in renderer/; Storybook serves its own iframe from the repo.
    root: repoRoot,
    server: { ...viteConfig.server, proxy: undefined },
    // The brotli and gzip copies are for our server; a Storybook build has no use for them.
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && "name" in plugin && plugin.name === "vite-plugin-compression")),
  }),
};

export default config;
