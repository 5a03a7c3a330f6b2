import type { Meta, StoryObj } from "@storybook/react-vite";
import { shopDocument } from "./shopFixtures";
import { SurveyOfferTile } from "./SurveyOfferTile";

/** A survey offer: the provider's page opens full screen on demand. */
const meta = {
  title: "Rewards/Survey offer",
  component: SurveyOfferTile,
  args: { offer: shopDocument.surveys[0]! },
  globals: { locale: "en" },
} satisfies Meta<typeof SurveyOfferTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};
