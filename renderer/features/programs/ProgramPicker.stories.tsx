import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { guardedProgram, openProgram, programServer } from "./programConditionFixtures";
import { ProgramPicker } from "./ProgramPicker";

const tour = { ...openProgram, id: "tour", title: "Discover Outchi" };

/** The selection step of a patient who follows nothing yet. */
const meta = {
  title: "Programs/ProgramPicker",
  component: ProgramPicker,
  parameters: { api: programServer({ programs: [openProgram, tour, guardedProgram] }) },
  globals: { locale: "en" },
  args: { programs: [openProgram, tour, guardedProgram], room: 5 },
} satisfies Meta<typeof ProgramPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Joined: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /A week of micro-breaks/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Join 1 program" }));
    await expect(await canvas.findByText(/You joined the programs you chose/)).toBeVisible();
  },
};

export const OneRoomLeft: Story = { args: { room: 1 } };
