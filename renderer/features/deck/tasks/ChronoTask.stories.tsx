import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { chronoParams } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { ChronoTask } from "./ChronoTask";

/** CHRONO: a stopwatch (start, pause, reset) ticking every 100 ms; Done sends elapsedMs. */
const meta = {
  title: "Tasks/CHRONO",
  component: ChronoTask,
  args: { params: chronoParams, complete: fn(), submitted: false },
  render: inTaskCard("story-chrono", "CHRONO", { title: "One minute plank" }),
} satisfies Meta<typeof ChronoTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const WithoutTarget: Story = { globals: { locale: "en" }, args: { params: {} } };

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Start" }));
  },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Démarrer" }));
  },
};

export const Paused: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Start" }));
    await waitFor(() => expect(canvas.getByRole("timer").textContent).not.toBe("00:00.0"));
    await userEvent.click(await canvas.findByRole("button", { name: "Pause" }));
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Start" }));
    await waitFor(() => expect(canvas.getByRole("timer").textContent).not.toBe("00:00.0"));
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true, data: { elapsedMs: expect.any(Number) } });
  },
};

/** A card that arrives without its params makes the component throw: its boundary shows ERROR. */
export const ErrorInvalidParams: Story = {
  globals: { locale: "fr" },
  args: { params: null as never },
};
