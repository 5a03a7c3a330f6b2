import type { Meta, StoryObj } from "@storybook/react-vite";
import { SponsorTile } from "./SponsorTile";

/** The sponsor tile: the patient shares their referral code, which sign-up takes. */
const meta = {
  title: "Rewards/Sponsor tile",
  component: SponsorTile,
  args: { sponsorCode: "K7M2QX9P" },
} satisfies Meta<typeof SponsorTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sponsor: Story = { globals: { locale: "en" } };
export const SponsorEs: Story = { globals: { locale: "es" } };
