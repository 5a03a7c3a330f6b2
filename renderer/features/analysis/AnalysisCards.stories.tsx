import type { Meta, StoryObj } from "@storybook/react-vite";
import { analysisDocument, singlePointCard, symptomSeriesCard } from "./analysisFixtures";
import { AnalysisCards } from "./AnalysisCards";

/** An analysis document's cards through the registry; an unknown one is the ERROR card. */
const meta = {
  title: "Analysis/Cards",
  component: AnalysisCards,
  args: { cards: analysisDocument("en").cards },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalysisCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  globals: { locale: "en" },
  args: { cards: [symptomSeriesCard(), singlePointCard(), { id: "hologram", type: "HOLOGRAM" }] },
};

export const CardsFr: Story = {
  globals: { locale: "fr" },
  args: { cards: [symptomSeriesCard(true, "fr"), singlePointCard("fr")] },
};

/** A document without cards (no recurring symptom). */
export const Empty: Story = { globals: { locale: "en" }, args: { cards: [] } };
