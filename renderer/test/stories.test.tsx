import { Component, type ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { act } from "@testing-library/react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  composeStories,
  composeStory,
  setProjectAnnotations,
  type Decorator,
  type Meta,
} from "@storybook/react-vite";
import preview from "../../.storybook/preview";

/**
 * Every story of Storybook as a test (vitest.config.ts, project "stories"): it renders inside the
 * providers of .storybook/preview.tsx, its play() runs, and it fails on any error that the story's
 * own components do not catch, during render or play or while its mock answers arrive.
 */

/** Errors that reached the story's root: the router of the preview would show them as a page. */
let escaped: unknown[] = [];
/** The story's query client (the preview makes one per story), to know when its calls are done. */
let queryClient: QueryClient | undefined;

class StoryBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    escaped.push(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Watch({ children }: { children: ReactNode }) {
  queryClient = useQueryClient();
  return <StoryBoundary>{children}</StoryBoundary>;
}

// Inside the preview's providers: the router's own catch-all boundary would otherwise turn a
// story that throws into a quiet error page and the test would pass.
const watch: Decorator = (Story) => (
  <Watch>
    <Story />
  </Watch>
);

const annotations = setProjectAnnotations([preview, { decorators: [watch] }]);
beforeAll(annotations.beforeAll);

/**
 * Lets the story's mock answers arrive and render, so that a screen that breaks on its data fails
 * too. A story whose call never answers (a loading state) is left after SETTLE_MS.
 */
const SETTLE_MS = 500;

async function settle() {
  const deadline = Date.now() + SETTLE_MS;
  let idleTicks = 0;
  // Two idle ticks in a row: react-query tells its observers on a timer after the answer.
  while (idleTicks < 2 && Date.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const busy = (queryClient?.isFetching() ?? 0) + (queryClient?.isMutating() ?? 0);
    idleTicks = busy === 0 ? idleTicks + 1 : 0;
  }
}

// Storybook unmounts a portable story and runs its beforeEach teardown only when the next one
// loads; loading an empty story does it at the end of each test, so nothing leaks into the next.
const blank = composeStory({ render: () => <></> }, { title: "Blank" });

beforeEach(() => {
  escaped = [];
  queryClient = undefined;
});

afterEach(async () => {
  await blank.load();
  const left = document.body.innerHTML;
  // Emptied either way, so one leaking story fails alone instead of every story after it.
  document.body.innerHTML = "";
  expect(left, "the story left nodes in the page after its unmount").toBe("");
});

type StoryFile = { default: Meta } & Record<string, unknown>;
type ComposedStory = ReturnType<typeof composeStory>;

const files = import.meta.glob<StoryFile>("../**/*.stories.tsx", { eager: true });

for (const [path, file] of Object.entries(files)) {
  const title = file.default.title ?? path;
  describe(path.replace(/^\.\.\//, "renderer/"), () => {
    for (const [name, story] of Object.entries(composeStories(file) as Record<string, ComposedStory>)) {
      test(`${title} › ${name}`, async () => {
        await story.run();
        await settle();
        if (escaped.length > 0) throw escaped[0];
      });
    }
  });
}
