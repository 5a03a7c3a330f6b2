import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { fakeUploader } from "../uploadFixtures";
import { picturePlays } from "./picturePlays";
import { PicturePrivateTask } from "./PicturePrivateTask";
import { withUploader } from "./withUploader";

/** PICTURE_PRIVATE: pick a picture, sent with a progress bar, kept private as today's value. */
const meta = {
  title: "Tasks/PICTURE_PRIVATE",
  component: PicturePrivateTask,
  args: {
    params: { value: "mealPhoto", prompt: "Take a picture of your lunch." },
    complete: fn(),
    submitted: false,
  },
  render: inTaskCard("story-picture-private", "PICTURE_PRIVATE", { title: "Your lunch" }),
  decorators: [withUploader],
} satisfies Meta<typeof PicturePrivateTask>;

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

export const Done: Story = {
  globals: { locale: "en" },
  play: picturePlays.done,
};
