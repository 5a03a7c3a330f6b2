import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import { trackingApi } from "../symptomFixtures";
import { FullscreenSymptomsTask } from "./FullscreenSymptomsTask";

/** FULLSCREEN_SYMPTOMS: the symptom check-in opened full screen from the card, with a close control. */
const meta = {
  title: "Tasks/FULLSCREEN_SYMPTOMS",
  component: FullscreenSymptomsTask,
  args: { params: { question: "Your symptoms of the day" }, complete: fn(), submitted: false },
  parameters: { api: trackingApi() },
  render: inTaskCard("story-fullscreen-symptoms", "FULLSCREEN_SYMPTOMS", { title: "Check-in" }),
} satisfies Meta<typeof FullscreenSymptomsTask>;

export default meta;
type Story = StoryObj<typeof meta>;

// The panel is portalled to the document's body, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" }, args: { params: { openLabel: "C'est parti" } } };

export const Open: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start my check-in" }));
    await expect(
      await page(canvasElement).findByRole("dialog", { name: "Your symptoms of the day" }),
    ).toBeVisible();
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Commencer mon suivi" }));
    const dialog = await page(canvasElement).findByRole("dialog");
    await userEvent.click(
      within(await within(dialog).findByRole("group", { name: "Migraine" })).getByRole("radio", {
        name: "4 sur 5",
      }),
    );
  },
};

/** The close control leaves the card to do. */
export const Closed: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start my check-in" }));
    await userEvent.click(await page(canvasElement).findByRole("button", { name: "Close the check-in" }));
    await expect(page(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(args.complete).not.toHaveBeenCalled();
  },
};

export const NoRecurringSymptom: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ recurring: [] }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start my check-in" }));
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start my check-in" }));
    const dialog = await page(canvasElement).findByRole("dialog");
    await userEvent.click(
      within(await within(dialog).findByRole("group", { name: "Migraine" })).getByRole("radio", {
        name: "2 of 5",
      }),
    );
    await userEvent.click(
      within(within(dialog).getByRole("group", { name: "Back pain" })).getByRole("radio", { name: "0 of 5" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(args.complete).toHaveBeenCalledWith(expect.objectContaining({ done: true })));
  },
};

/** The patient's symptoms cannot be read: the opened check-in says so. */
export const ErrorLoadFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: trackingApi({ failReads: { status: 503, code: "SERVICE_UNAVAILABLE" } }) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start my check-in" }));
    await expect(
      await within(await page(canvasElement).findByRole("dialog")).findByRole("alert"),
    ).toBeVisible();
  },
};
