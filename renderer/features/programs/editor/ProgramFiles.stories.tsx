import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import type { ProgramContent } from "../../../../card-schemas";
import { isLocale } from "../../../app/i18n/locales";
import { ProI18nProvider } from "../../../app/pro/i18n/ProI18nProvider";
import { fail, ok, type MockRoutes } from "../../../test/mockApi";
import { allProMessages } from "../../../test/pro/proMessages";
import { ProgramFiles } from "./ProgramFiles";
import "../../../app/pro/pro.css";

/** The pro catalog of the toolbar's language, beside the app's that preview.tsx provides. */
const withProCatalog: Decorator = (Story, context) => (
  <ProI18nProvider
    messages={allProMessages[isLocale(context.globals.locale) ? context.globals.locale : "en"]}
  >
    <Story />
  </ProI18nProvider>
);

const program: ProgramContent = {
  id: "sleep",
  autorID: "author-1",
  status: "DRAFT",
  studyDuration: 7,
  category: "challenge",
  languages: ["en"],
  maxReward: 0,
  steps: [],
  symptoms: [],
  datavalues: [],
  victoryConditions: { completionPercent: 80 },
  subscriptionConditions: [],
  dependencies: [],
  actionsJournal: [],
  translations: { en: { title: "Better sleep", description: "Nights that rest" } },
};

const api: MockRoutes = {
  "POST /api/pro/:proId/program/:id/clone": () =>
    fail(409, "PROGRAM_EXISTS", "A program already has this id"),
  "GET /api/pro/:proId/program/:id/export": () => ok(program),
  "POST /api/pro/:proId/program/import": () =>
    fail(400, "VALIDATION_FAILED", "invalid", [
      { path: "/studyDuration", message: "must be >= 1" },
      { path: "/actionsJournal/2/params/studyId", message: "must be sleep" },
    ]),
};

const meta = {
  title: "Pro/Program files",
  component: ProgramFiles,
  decorators: [withProCatalog],
  args: { proId: "author-1", programId: "sleep" },
  parameters: { api, layout: "padded", viewport: { defaultViewport: "desktop" } },
} satisfies Meta<typeof ProgramFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three actions, nothing open. */
export const Actions: Story = { globals: { locale: "en" } };

export const ActionsFr: Story = { globals: { locale: "fr" } };

/** The copy asks its new id; one already taken is refused. */
export const CopyTaken: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Make a copy" }));
    const id = canvas.getByLabelText("Identifier of the copy");
    await expect(id).toHaveProperty("value", "sleep-2");
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(await canvas.findByRole("alert")).toBeTruthy();
  },
};

/** A file that fails the program's schema: each place is named. */
export const ImportRefused: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const file = new File([JSON.stringify({ ...program, studyDuration: 0 })], "sleep.json", {
      type: "application/json",
    });
    await userEvent.upload(canvas.getByTestId("program-import-file"), file);
    await expect(
      await canvas.findByText("This file cannot become a program. Fix these places in it:"),
    ).toBeTruthy();
    await expect(await canvas.findByText(/studyDuration/)).toBeTruthy();
  },
};
