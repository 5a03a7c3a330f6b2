import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { mediaImageParams, mediaVideoParams, mediaYoutubeParams } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { MediaTask } from "./MediaTask";

/** MEDIA: a picture, a YouTube video (behind its play button) or an HTML5 video of our own server. */
const meta = {
  title: "Tasks/MEDIA",
  component: MediaTask,
  args: { params: mediaImageParams, complete: fn(), submitted: false },
  render: inTaskCard("story-media", "MEDIA", { title: "Watch and breathe" }),
} satisfies Meta<typeof MediaTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { globals: { locale: "en" } };

export const FilledFr: Story = { globals: { locale: "fr" } };

/** Nothing comes from YouTube until the patient presses play; then the privacy-enhanced player starts. */
export const YouTube: Story = {
  globals: { locale: "en" },
  args: { params: mediaYoutubeParams },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await userEvent.click(await canvas.findByRole("button", { name: /Play the video on YouTube/ }));
    const player = canvasElement.querySelector("iframe");
    await expect(player?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/inpok4MKVLM?autoplay=1",
    );
  },
};

export const YouTubeFr: Story = { globals: { locale: "fr" }, args: { params: mediaYoutubeParams } };

export const Video: Story = { globals: { locale: "en" }, args: { params: mediaVideoParams } };

/** A link that names no YouTube video: the media is replaced by a message, Done still works. */
export const ErrorUnusableLink: Story = {
  globals: { locale: "en" },
  args: { params: { mediaType: "youtube", mediaLink: "https://example.org/not-a-video" } },
};

/** A picture that fails to load. */
export const ErrorBrokenImage: Story = {
  globals: { locale: "fr" },
  args: { params: { mediaType: "image", mediaLink: "https://invalid.example/missing.png" } },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true });
  },
};

/** The minimal params: a picture without a caption. */
export const Empty: Story = {
  globals: { locale: "en" },
  args: { params: { mediaType: "image", mediaLink: mediaImageParams.mediaLink } },
};

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  args: { params: { mediaType: "image", mediaLink: mediaImageParams.mediaLink } },
};
