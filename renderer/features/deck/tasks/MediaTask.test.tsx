import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import type { LoadPriority } from "../../../ui/loadPriority";
import { LoadPriorityContext } from "../../../ui/loadPriority";
import { I18nProvider } from "../../../app/i18n/I18nProvider";
import { allMessages } from "../../../test/messages";
import { mediaVideoParams } from "../../../test/fixtures";
import { stubIntersectionObserver } from "../../../test/nearScreen";
import { MediaTask } from "./MediaTask";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderVideo(priority: LoadPriority) {
  const { container } = render(
    <LoadPriorityContext.Provider value={priority}>
      <I18nProvider locale="en" messages={allMessages.en}>
        <MediaTask params={mediaVideoParams} complete={vi.fn()} submitted={false} />
      </I18nProvider>
    </LoadPriorityContext.Provider>,
  );
  return container;
}

describe("MediaTask, a video", () => {
  it("keeps its box empty below the screen and builds the player as it nears the screen", () => {
    const { nearScreen } = stubIntersectionObserver();
    const container = renderVideo("auto");
    expect(container.querySelector("video")).toBeNull();
    const box = container.querySelector(".task__media")!;
    expect(box).not.toBeNull();

    nearScreen(box);
    const video = container.querySelector("video")!;
    expect(video.getAttribute("src")).toBe(mediaVideoParams.mediaLink);
    expect(video.controls).toBe(true);
    expect(video.getAttribute("preload")).toBe("metadata");
    expect(screen.getByLabelText(allMessages.en["task.media.video"]!)).toBe(video);
  });

  it("shows the deck's current card's video at once", () => {
    stubIntersectionObserver();
    const container = renderVideo("high");
    expect(container.querySelector("video")?.getAttribute("src")).toBe(mediaVideoParams.mediaLink);
  });
});
