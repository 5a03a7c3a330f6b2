import type { Meta, StoryObj } from "@storybook/react-vite";
import { patientData, PICTURE_URL } from "../proPatientFixtures";
import { withProCatalog } from "../../../test/pro/withProCatalog";
import { PatientDataView } from "./PatientDataView";
import "../../../app/pro/pro.css";
import "./patients.css";

/** A patient's last 30 days: charts, a series with one point ("not enough data"), goals, a picture. */
const meta = {
  title: "Pro/Patients/Data",
  component: PatientDataView,
  decorators: [withProCatalog],
  args: { data: patientData, pictureUrl: () => PICTURE_URL },
  globals: { locale: "en" },
} satisfies Meta<typeof PatientDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tracked: Story = {};
export const NothingTracked: Story = {
  args: {
    data: { ...patientData, symptoms: [], intakes: [], questionnaires: [], goals: [], pictures: [] },
  },
};
export const Spanish: Story = { globals: { locale: "es" } };
