import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { awardsServer } from "../awardsFixtures";
import { AwardClaimDialog } from "./AwardClaimDialog";
import { AwardsTree } from "./AwardsTree";

/** The awards tree: branches with their percent, awards locked, open to claim or claimed. */
const meta = {
  title: "Awards/Tree",
  component: AwardsTree,
  parameters: { api: awardsServer() },
} satisfies Meta<typeof AwardsTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = { globals: { locale: "en" } };

export const MixedFr: Story = { globals: { locale: "fr" } };

export const AllLocked: Story = {
  globals: { locale: "en" },
  parameters: {
    api: awardsServer({
      claimed: [],
      counters: {
        PROGRAMS_DONE: 0,
        STREAK_MAX: 0,
        WEEKLY_QUESTIONS: 0,
        ALL_TIME_REWARDS: 0,
        PROFILE_COMPLETION: 55,
      },
    }),
  },
};

export const ClaimFailed: Story = {
  globals: { locale: "en" },
  parameters: { api: awardsServer({ failClaim: { status: 409, code: "AWARD_LOCKED" } }) },
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole("button", { name: /^Open the award/ }))[0]!);
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Claimed: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Open the award: Complete your profile to 100 %" }),
    );
    await expect(await canvas.findByRole("dialog", { name: "Award unlocked!" })).toBeVisible();
  },
};

/** The dialog alone: rewards, a personalization and a title. */
export const Dialog: Story = {
  globals: { locale: "it" },
  render: () => (
    <AwardClaimDialog
      claim={{
        userAward: {
          id: "AWARDV2_PROSPERITY_1_5",
          type: "AWARDV2_PROSPERITY_1_5",
          rewards: 800,
          socialTitle: "Prospero",
          claimedAt: "2026-11-26T10:00:00.000Z",
        },
        userElement: {
          id: "award-prosperity",
          kind: "PERSONALIZATION",
          image: "/media/award-prosperity.svg",
        },
      }}
      onClose={() => undefined}
    />
  ),
};
