import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { taskCard } from "../../../test/fixtures";
import { fakeUploader, pdfNamedPng, pngFile } from "../uploadFixtures";
import { UploaderProvider } from "../UploaderContext";
import { CardView } from "../../../cards/CardView";
import { PictureSocialTask } from "./PictureSocialTask";

/** PICTURE_SOCIAL: pick a picture, sent with a progress bar, shared with the community. */
const meta = {
  title: "Tasks/PICTURE_SOCIAL",
  component: PictureSocialTask,
  args: {
    params: { prompt: "Share a picture of the view from your walk." },
    complete: fn(),
    submitted: false,
  },
  render: ({ params, complete }) => (
    <CardView
      card={taskCard("story-picture-social", { type: "PICTURE_SOCIAL", params }, { title: "Your walk" })}
      complete={complete}
    />
  ),
  decorators: [
    (Story, { parameters }) => (
      <UploaderProvider uploader={(parameters.uploader as ReturnType<typeof fakeUploader>) ?? fakeUploader()}>
        <Story />
      </UploaderProvider>
    ),
  ],
} satisfies Meta<typeof PictureSocialTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Uploading: Story = {
  globals: { locale: "en" },
  parameters: { uploader: fakeUploader({ stuckAt: 0.4 }) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await expect(await canvas.findByText("Sending… 40%")).toBeVisible();
  },
};

export const Filled: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await expect(await canvas.findByTestId("picture-uploaded")).toBeVisible();
  },
};

export const ErrorNotAnImage: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pdfNamedPng(), { applyAccept: false });
    await expect(await canvas.findByRole("alert")).toHaveTextContent("not a picture");
  },
};

export const ErrorUploadFailed: Story = {
  globals: { locale: "fr" },
  parameters: { uploader: fakeUploader({ failWith: "NETWORK_ERROR" }) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await canvas.findByRole("alert");
  },
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
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await canvas.findByTestId("picture-uploaded");
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { fileId: "file-1" } }),
    );
  },
};
