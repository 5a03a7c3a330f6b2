import type { Meta, StoryObj } from "@storybook/react-vite";
import { sharedData } from "./sharingFixtures";
import { SharedSeriesChart } from "./SharedSeriesChart";

/** One kind's chart, uPlot loaded as it nears the screen. */
const meta = {
  title: "Sharing/Shared chart",
  component: SharedSeriesChart,
  args: { kind: "symptoms", series: sharedData.symptoms ?? [], period: sharedData },
  globals: { locale: "en" },
} satisfies Meta<typeof SharedSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSeries: Story = {};
export const Empty: Story = { args: { series: [] } };
