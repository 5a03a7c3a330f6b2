import type { Meta, StoryObj } from "@storybook/react-vite";
import { ExportLinks } from "./ExportLinks";

/** Downloads of the account's data: JSON, CSV, FHIR. */
const meta = {
  title: "Sharing/Export",
  component: ExportLinks,
  globals: { locale: "en" },
} satisfies Meta<typeof ExportLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formats: Story = {};
export const Italian: Story = { globals: { locale: "it" } };
