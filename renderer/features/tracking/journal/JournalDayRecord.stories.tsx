import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FIXTURE_DATE } from "../../../test/fixtures";
import { emptyJournalDay, fullJournalDay, journalApi } from "../journalFixtures";
import { medicationCatalogue, symptomCatalogue } from "../symptomFixtures";
import { dataValueFixtures } from "../trackingFixtures";
import { JournalDayRecord } from "./JournalDayRecord";

/**
 * One day of the journal (/app/patient/journal): symptoms on the six-colour scale, intakes, daily
 * values as entered, pictures and questionnaire scores, each correctable in place.
 */
const meta = {
  title: "Journal/Day record",
  component: JournalDayRecord,
  args: {
    day: fullJournalDay(),
    catalogues: {
      symptoms: symptomCatalogue("en"),
      medications: medicationCatalogue,
      dataValues: dataValueFixtures("en"),
    },
  },
  parameters: { api: journalApi({ days: [fullJournalDay()] }) },
} satisfies Meta<typeof JournalDayRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { globals: { locale: "en" } };

export const FullFr: Story = {
  globals: { locale: "fr" },
  args: {
    catalogues: {
      symptoms: symptomCatalogue("fr"),
      medications: medicationCatalogue,
      dataValues: dataValueFixtures("fr"),
    },
  },
  parameters: { api: journalApi({ locale: "fr", days: [fullJournalDay()] }) },
};

export const Empty: Story = { globals: { locale: "en" }, args: { day: emptyJournalDay(FIXTURE_DATE) } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  args: {
    day: emptyJournalDay(FIXTURE_DATE),
    catalogues: {
      symptoms: symptomCatalogue("fr"),
      medications: medicationCatalogue,
      dataValues: dataValueFixtures("fr"),
    },
  },
};

/** A day more than 90 days back: read only. */
export const TooOldToCorrect: Story = {
  globals: { locale: "en" },
  args: { day: fullJournalDay("2024-11-01") },
};

/** Removing asks first. */
export const ConfirmingRemoval: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Migraine" }));
    await expect(canvas.getByRole("button", { name: "Yes, remove" })).toBeTruthy();
  },
};
