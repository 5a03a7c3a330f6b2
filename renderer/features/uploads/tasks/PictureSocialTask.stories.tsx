import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { fakeUploader, pngFile } from "../uploadFixtures";
import { picturePlays } from "./picturePlays";
import { PictureSocialTask } from "./PictureSocialTask";
import { withUploader } from "./withUploader";

/** PICTURE_SOCIAL: pick a picture, sent with a progress bar, shared with the community. */
const meta = {
  title: "Tasks/PICTURE_SOCIAL",
  component: PictureSocialTask,
  args: {
    params: { prompt: "Share a picture of the view from your walk." },
    complete: fn(),
    submitted: false,
  },
  render: inTaskCard("story-picture-social", "PICTURE_SOCIAL", { title: "Your walk" }),
  decorators: [withUploader],
} satisfies Meta<typeof PictureSocialTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Uploading: Story = {
  globals: { locale: "en" },
  parameters: { uploader: fakeUploader({ stuckAt: 0.4 }) },
  play: picturePlays.uploading,
};

export const Filled: Story = {
  globals: { locale: "fr" },
  play: picturePlays.uploaded,
};

export const ErrorNotAnImage: Story = {
  globals: { locale: "en" },
  play: picturePlays.notAnImage,
};

export const ErrorUploadFailed: Story = {
  globals: { locale: "fr" },
  parameters: { uploader: fakeUploader({ failWith: "NETWORK_ERROR" }) },
  play: picturePlays.uploadFailed,
};

/** Shared within 5 days of the last community post: when sharing opens again, and a way out. */
export const ErrorTooSoon: Story = {
  globals: { locale: "fr" },
  parameters: { uploader: fakeUploader({ tooSoonDays: 2 }) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await expect(await canvas.findByTestId("picture-too-soon")).toHaveTextContent("2 jours");
    await userEvent.click(canvas.getByTestId("picture-later"));
    await expect(args.complete).toHaveBeenCalledWith({ done: false });
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: picturePlays.done,
};
