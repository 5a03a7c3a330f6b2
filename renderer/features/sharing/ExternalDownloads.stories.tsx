import type { Meta, StoryObj } from "@storybook/react-vite";
import { ExternalDownloads } from "./ExternalDownloads";

/** The doctor's downloads under the shared data: FHIR bundle and PDF. */
const meta = {
  title: "Sharing/External downloads",
  component: ExternalDownloads,
  args: { connectionKey: "Qm9uam91ci1sYS1jbGUtZXN0LWxvbmd1ZS1ldC1hbGVh", download: () => Promise.resolve() },
  globals: { locale: "en" },
} satisfies Meta<typeof ExternalDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const InFrench: Story = { globals: { locale: "fr" } };
