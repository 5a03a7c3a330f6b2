import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { taskCard } from "../../../test/fixtures";
import { fakeUploader, pdfNamedPng, pngFile } from "../uploadFixtures";
import { UploaderProvider } from "../UploaderContext";
import { CardView } from "../../../cards/CardView";
import { PicturePrivateTask } from "./PicturePrivateTask";

/** PICTURE_PRIVATE: pick a picture, sent with a progress bar, kept private as today's value. */
const meta = {
  title: "Tasks/PICTURE_PRIVATE",
  component: PicturePrivateTask,
  args: {
    params: { value: "mealPhoto", prompt: "Take a picture of your lunch." },
    complete: fn(),
    submitted: false,
  },
  render: ({ params, complete }) => (
    <CardView
      card={taskCard("story-picture-private", { type: "PICTURE_PRIVATE", params }, { title: "Your lunch" })}
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
} satisfies Meta<typeof PicturePrivateTask>;

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
