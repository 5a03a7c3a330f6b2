import type { Meta, StoryObj } from "@storybook/react-vite";
import { limitsOf } from "./programConditionFixtures";
import { ProgramLimitsNotice } from "./ProgramLimitsNotice";

/** The patient's programs against the limits of docs/features/programs.md */
const meta = {
  title: "Programs/ProgramLimitsNotice",
  component: ProgramLimitsNotice,
  globals: { locale: "en" },
  args: { limits: limitsOf(3, 1) },
} satisfies Meta<typeof ProgramLimitsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BelowTheLimits: Story = {};

/** 5 follow-ups without a paid link: the upgrade prompt. */
export const UpgradePrompt: Story = { args: { limits: limitsOf(5, 5) } };

/** 10 programs without a paid link: the add buttons are hidden. */
export const AddHidden: Story = { args: { limits: limitsOf(10, 5) } };

export const WithAPaidLink: Story = { args: { limits: limitsOf(7, 5, 1) } };

export const UpgradePromptEs: Story = { args: { limits: limitsOf(5, 5) }, globals: { locale: "es" } };
