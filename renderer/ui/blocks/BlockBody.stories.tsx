import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import type { Block } from "../../../card-schemas";
import { BlockBody } from "./BlockBody";

const everyBlock: Block[] = [
  { type: "text", text: "Evening wind-down", style: "title" },
  { type: "text", text: "Take three slow breaths before you start.", style: "body" },
  { type: "text", text: "Rest is part of the treatment.", style: "quote" },
  {
    type: "image",
    src: "/media/sleep.svg",
    alt: "A moon over a quiet bedroom",
    caption: "Keep the bedroom dark and cool.",
  },
  {
    type: "media",
    mediaType: "youtube",
    mediaLink: "https://www.youtube.com/watch?v=Wemm-i6XHr8",
    caption: "Deep breathing, guided.",
  },
  {
    type: "input",
    id: "gratitude",
    label: "One thing you are grateful for today",
    inputType: "multiline",
    required: true,
  },
  { type: "input", id: "glasses", label: "Glasses of water", inputType: "number" },
  {
    type: "choice",
    id: "mood",
    label: "How do you feel right now?",
    choices: [
      { id: "calm", label: "Calm" },
      { id: "tense", label: "Tense" },
    ],
  },
  { type: "timer", id: "breathing", mode: "countdown", seconds: 60 },
  { type: "timer", id: "walk", mode: "stopwatch", seconds: 600 },
  {
    type: "button",
    label: "See my programs",
    action: { kind: "navigate", to: "/app/patient/program" },
    variant: "secondary",
  },
  {
    type: "button",
    label: "Open the guide",
    action: { kind: "openUrl", url: "https://example.org/guide" },
    variant: "secondary",
  },
  {
    type: "button",
    label: "Share",
    action: { kind: "share", url: "https://outchi.app", text: "Outchi" },
    variant: "secondary",
  },
  { type: "button", label: "Done", action: { kind: "complete", done: true } },
];

/** Every block type, as custom activities and author content draw them. */
const meta = {
  title: "Blocks/Body",
  component: BlockBody,
  args: { blocks: everyBlock, complete: fn(), submitted: false },
} satisfies Meta<typeof BlockBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = { globals: { locale: "fr" } };

export const Filled: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("One thing you are grateful for today"), "My sister's call");
    await userEvent.click(canvas.getByRole("radio", { name: "Calm" }));
    await expect(canvas.getByRole("button", { name: "Done" })).toBeEnabled();
  },
};

export const UnknownBlockFr: Story = {
  globals: { locale: "fr" },
  args: {
    blocks: [{ type: "hologram" } as never, { type: "text", text: "The rest of the card still shows." }],
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  args: { submitted: true },
};
