import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { analysisServer } from "./analysisFixtures";
import { AnalyticsList } from "./AnalyticsList";

/** The analytics list (docs/features/analysis.md): filters, 10 at a time, each analytic opening its cards. */
const meta = {
  title: "Analysis/AnalyticsList",
  component: AnalyticsList,
  args: {},
  parameters: { api: analysisServer() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalyticsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve analytics: ten, then "see more" adds the last two. */
export const List: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId("analytics-more"));
    await expect(await canvas.findAllByTestId("analytics-item")).toHaveLength(12);
  },
};

export const ListFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: analysisServer({ locale: "fr" }) },
};

/** "Loading..." while the list is read. */
export const Loading: Story = {
  globals: { locale: "en" },
  parameters: { api: analysisServer({ never: true }) },
};

/** "No data available". */
export const Empty: Story = { globals: { locale: "fr" }, parameters: { api: analysisServer({ total: 0 }) } };
