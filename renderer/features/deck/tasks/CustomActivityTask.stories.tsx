import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { inTaskCard } from "../../../test/inTaskCard";
import type { CustomActivityTaskParams } from "../../../../card-schemas";
import { CustomActivityTask } from "./CustomActivityTask";

const gratitude: CustomActivityTaskParams = {
  body: [
    { type: "text", text: "Three good things", style: "title" },
    { type: "text", text: "Write down one thing that went well today, and how you felt.", style: "body" },
    { type: "input", id: "goodThing", label: "What went well", inputType: "multiline", required: true },
    {
      type: "choice",
      id: "feeling",
      label: "How did it make you feel?",
      choices: [
        { id: "proud", label: "Proud" },
        { id: "calm", label: "Calm" },
      ],
      multiple: true,
    },
    { type: "button", label: "Save", action: { kind: "complete", done: true } },
  ],
};

/** CUSTOM_ACTIVITY_CARD: an activity its author composed as blocks, inside the card. */
const meta = {
  title: "Tasks/CUSTOM_ACTIVITY_CARD",
  component: CustomActivityTask,
  args: { params: gratitude, complete: fn(), submitted: false },
  render: inTaskCard("story-custom-activity", "CUSTOM_ACTIVITY_CARD", { title: "Gratitude" }),
} satisfies Meta<typeof CustomActivityTask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("What went well"), "A long walk with a friend");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Calm" }));
    await expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled();
  },
};

/** Every block type at once, with an unknown one that shows as a small inline error. */
export const AllBlocksFr: Story = {
  globals: { locale: "fr" },
  args: {
    params: {
      body: [
        { type: "text", text: "Take three slow breaths before you start.", style: "quote" },
        {
          type: "image",
          src: "/media/sleep.svg",
          alt: "A moon over a quiet bedroom",
          caption: "Keep the bedroom dark.",
        },
        { type: "media", mediaType: "youtube", mediaLink: "https://www.youtube.com/watch?v=Wemm-i6XHr8" },
        { type: "input", id: "glasses", label: "Glasses of water", inputType: "number" },
        { type: "timer", id: "breathing", mode: "countdown", seconds: 60 },
        { type: "hologram" } as never,
        {
          type: "button",
          label: "Programs",
          action: { kind: "navigate", to: "/app/patient/program" },
          variant: "secondary",
        },
        {
          type: "button",
          label: "Share",
          action: { kind: "share", url: "https://outchi.app" },
          variant: "secondary",
        },
        { type: "button", label: "Done", action: { kind: "complete", done: true } },
      ],
    },
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("What went well"), "Slept well");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Proud" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        done: true,
        data: { goodThing: "Slept well", feeling: ["proud"] },
      }),
    );
  },
};

/** A body that is not a list makes the component throw: its boundary shows ERROR. */
export const ErrorInvalidParams: Story = {
  globals: { locale: "en" },
  args: { params: {} as never },
};
