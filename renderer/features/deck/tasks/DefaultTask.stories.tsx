import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { defaultParams, PICTURE } from "../../../test/fixtures";
import { inTaskCard } from "../../../test/inTaskCard";
import { DefaultTask } from "./DefaultTask";

/** DEFAULT: text (and picture), then Done. Rendered through the registry, in its TASK frame. */
const meta = {
  title: "Tasks/DEFAULT",
  component: DefaultTask,
  args: { params: defaultParams, complete: fn(), submitted: false },
  render: inTaskCard("story-default", "DEFAULT"),
} satisfies Meta<typeof DefaultTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "en" },
  args: { params: { ...defaultParams, imageLink: PICTURE } },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  args: { params: { ...defaultParams, imageLink: PICTURE } },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true });
  },
};

export const DoneFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Terminé" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true });
  },
};

/** Its picture fails to load: the text and Done stay usable. */
export const ErrorBrokenPicture: Story = {
  globals: { locale: "fr" },
  args: { params: { ...defaultParams, imageLink: "https://invalid.example/missing.png" } },
};
