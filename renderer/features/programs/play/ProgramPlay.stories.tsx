import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { isLocale } from "../../../app/i18n/locales";
import { ProI18nProvider } from "../../../app/pro/i18n/ProI18nProvider";
import { allProMessages } from "../../../test/pro/proMessages";
import { ProgramPlay } from "./ProgramPlayPage";
import { playedDraft, playServer } from "./playFixtures";
import "../../../app/pro/pro.css";

/** The pro catalog of the toolbar's language, beside the app's that preview.tsx provides. */
const withProCatalog: Decorator = (Story, context) => (
  <ProI18nProvider
    messages={allProMessages[isLocale(context.globals.locale) ? context.globals.locale : "en"]}
  >
    <Story />
  </ProI18nProvider>
);

/** An author plays their program's draft day by day, with the deck's own cards, before publishing. */
const meta = {
  title: "Pro/Program play",
  component: ProgramPlay,
  decorators: [withProCatalog],
  parameters: { api: playServer() },
  globals: { locale: "en" },
  args: { proId: "author-1", programId: "sleep", draft: playedDraft },
} satisfies Meta<typeof ProgramPlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstDay: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(within(canvasElement).getByTestId("play-frame"));
    await expect(await frame.findByText("Welcome.")).toBeVisible();
  },
};

/** Both cards of day 1 done, then day 2's end of study, reading the play-through's figures. */
export const EndOfStudy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = within(canvas.getByTestId("play-frame"));
    await userEvent.click(await frame.findByTestId("card-done"));
    await frame.findByText("Dim the lights.");
    await userEvent.click(frame.getByTestId("card-done"));
    await userEvent.click((await canvas.findAllByRole("button", { name: "Next day" })).at(-1)!);
    await userEvent.click(await frame.findByRole("button", { name: "Next" }));
    await expect(await frame.findByTestId("end-study-rewards")).toHaveTextContent("10 rewards won");
  },
};

/** In French, the server refuses the actions missing their French texts: the ERROR card a patient would get. */
export const MissingFrenchTexts: Story = {
  globals: { locale: "fr" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText("Langue des cartes"), "fr");
    await expect(await within(canvas.getByTestId("play-frame")).findByTestId("error-card")).toBeVisible();
  },
};
