import type { Meta, StoryObj } from "@storybook/react-vite";
import { SponsorTile } from "./SponsorTile";

/** The sponsor tile: the patient shares their own id. */
const meta = {
  title: "Rewards/Sponsor tile",
  component: SponsorTile,
  args: { sponsorCode: "3f2a9c1e-7b7d-4c55-9d1a-0c8e5b6f4a21" },
} satisfies Meta<typeof SponsorTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sponsor: Story = { globals: { locale: "en" } };
export const SponsorEs: Story = { globals: { locale: "es" } };
