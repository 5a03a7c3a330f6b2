import type { Meta, StoryObj } from "@storybook/react-vite";
import { dataReads } from "../../authors/proPatientFixtures";
import { DataAccessList } from "./DataAccessList";

/** "Who read my data": the reads of the patient's authors, and none yet. */
const meta = {
  title: "Settings/Data access",
  component: DataAccessList,
  args: { items: dataReads },
  globals: { locale: "en" },
} satisfies Meta<typeof DataAccessList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reads: Story = {};
export const NoRead: Story = { args: { items: [] } };
export const French: Story = { globals: { locale: "fr" } };
