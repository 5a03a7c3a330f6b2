import type { Meta, StoryObj } from "@storybook/react-vite";
import { linkedPatients } from "../proPatientFixtures";
import { withProCatalog } from "../../../test/pro/withProCatalog";
import { PatientList } from "./PatientList";
import "../../../app/pro/pro.css";
import "./patients.css";

/** The author's linked patients: one to call, one with notifications off. */
const meta = {
  title: "Pro/Patients/List",
  component: PatientList,
  decorators: [withProCatalog],
  args: { items: linkedPatients },
  globals: { locale: "en" },
} satisfies Meta<typeof PatientList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Linked: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Italian: Story = { globals: { locale: "it" } };
