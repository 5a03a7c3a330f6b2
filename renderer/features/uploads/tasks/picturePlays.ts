import type { StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import type { TaskProps } from "../../../cards/types";
import { pdfNamedPng, pngFile } from "../uploadFixtures";

type Play = NonNullable<StoryObj<TaskProps<unknown>>["play"]>;

/**
 * The steps of the stories both picture tasks show: the same upload (PictureUpload) whether the
 * picture is kept private or shared.
 */
export const picturePlays = {
  uploading: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await expect(await canvas.findByText("Sending… 40%")).toBeVisible();
  },
  uploaded: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await expect(await canvas.findByTestId("picture-uploaded")).toBeVisible();
  },
  notAnImage: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pdfNamedPng(), { applyAccept: false });
    await expect(await canvas.findByRole("alert")).toHaveTextContent("not a picture");
  },
  uploadFailed: async ({ canvas }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await canvas.findByRole("alert");
  },
  done: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByTestId("picture-input"), pngFile());
    await canvas.findByTestId("picture-uploaded");
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { fileId: "file-1" } }),
    );
  },
} satisfies Record<string, Play>;
