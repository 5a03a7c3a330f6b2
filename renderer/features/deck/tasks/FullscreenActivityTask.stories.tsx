import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import type { FullscreenActivityTaskParams } from "../../../../card-schemas";
import { FullscreenActivityTask } from "./FullscreenActivityTask";

/** FULLSCREEN_ACTIVITY_CARD: an open button; the blocks fill the screen, with a close control. */
const breathing = breathingParams();

const meta = {
  title: "Tasks/FULLSCREEN_ACTIVITY_CARD",
  component: FullscreenActivityTask,
  args: { params: breathing, complete: fn(), submitted: false },
  render: inTaskCard("story-fullscreen-activity", "FULLSCREEN_ACTIVITY_CARD", { title: "Breathe" }),
} satisfies Meta<typeof FullscreenActivityTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  args: { params: { ...breathing, openLabel: undefined, title: undefined } },
};

export const Open: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start the breathing exercise" }));
    await expect(await screen.findByRole("dialog", { name: "Box breathing" })).toBeVisible();
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start the breathing exercise" }));
    await userEvent.click(await screen.findByRole("radio", { name: "Calmer" }));
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start the breathing exercise" }));
    await userEvent.click(await screen.findByRole("radio", { name: "Calmer" }));
    await userEvent.click(screen.getByRole("button", { name: "I did it" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({ done: true, data: { feeling: ["calmer"] } }),
    );
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

/** The example activity (a function, so it can sit below the story metadata). */
function breathingParams(): FullscreenActivityTaskParams {
  return {
    openLabel: "Start the breathing exercise",
    title: "Box breathing",
    body: [
      {
        type: "text",
        text: "Breathe in for 4 seconds, hold for 4, breathe out for 4, hold for 4.",
        style: "body",
      },
      { type: "timer", id: "breathing", mode: "countdown", seconds: 120 },
      {
        type: "choice",
        id: "feeling",
        label: "How do you feel now?",
        choices: [
          { id: "calmer", label: "Calmer" },
          { id: "same", label: "The same" },
        ],
      },
      { type: "button", label: "I did it", action: { kind: "complete", done: true } },
    ],
  };
}

/** Params without a body make the component throw: its boundary shows ERROR. */
export const ErrorInvalidParams: Story = {
  globals: { locale: "fr" },
  args: { params: { ...breathing, body: undefined as never } },
};
