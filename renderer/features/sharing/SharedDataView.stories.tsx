import type { Meta, StoryObj } from "@storybook/react-vite";
import { sharedData } from "./sharingFixtures";
import { SharedDataView } from "./SharedDataView";

/** The shared data, read-only: one chart per kind switched on. */
const meta = {
  title: "Sharing/Shared data",
  component: SharedDataView,
  args: { data: sharedData },
  globals: { locale: "en" },
} satisfies Meta<typeof SharedDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};

export const SymptomsOnly: Story = {
  args: {
    data: {
      name: "Mum",
      patient: sharedData.patient,
      from: sharedData.from,
      to: sharedData.to,
      symptoms: sharedData.symptoms,
    },
  },
};

export const NothingRecorded: Story = {
  args: {
    data: {
      name: "Mum",
      patient: sharedData.patient,
      from: sharedData.from,
      to: sharedData.to,
      symptoms: [],
      triggers: [],
    },
  },
};

export const Spanish: Story = { globals: { locale: "es" } };
