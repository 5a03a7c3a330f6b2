import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { awardsServer } from "../../rewards/awardsFixtures";
import { SocialProfileForm } from "./SocialProfileForm";

/** The social profile: pseudo (30), bio (150) and a title among those earned with awards. */
const meta = {
  title: "Settings/SocialProfile",
  component: SocialProfileForm,
  parameters: { api: awardsServer({ claimed: ["AWARDV2_KNOWLEDGE_1_1"] }) },
} satisfies Meta<typeof SocialProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = { globals: { locale: "en" } };

export const WithTitleFr: Story = { globals: { locale: "fr" } };

export const NoTitleYet: Story = {
  globals: { locale: "en" },
  parameters: { api: awardsServer({ claimed: [] }) },
};

export const TitleChosen: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText("Curious"));
    await expect(await canvas.findByText("Shown title: Curious")).toBeVisible();
  },
};
