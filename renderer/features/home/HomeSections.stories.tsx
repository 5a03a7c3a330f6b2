import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { homeDocument, newsSection, petSection, symptomSection, tasksSection } from "./homeFixtures";
import { HomeSections } from "./HomeSections";

/** The home document's sections, each drawn through the registry (an unknown one as ERROR). */
const meta = {
  title: "Home/Sections",
  component: HomeSections,
  args: { sections: homeDocument("en").sections },
  decorators: [
    (Story) => (
      <div className="home-grid" style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole dashboard. */
export const Filled: Story = { globals: { locale: "en" } };

export const FilledFr: Story = { globals: { locale: "fr" }, args: { sections: homeDocument("fr").sections } };

/** HOME_PET: the pet with its mood and the link to dress it. */
export const Pet: Story = { globals: { locale: "en" }, args: { sections: [petSection("SLEEPING")] } };

/** HOME_TASKS: the 7-day strip, today's cards half done. */
export const Tasks: Story = { globals: { locale: "fr" }, args: { sections: [tasksSection(1)] } };

/** HOME_SYMPTOM: 30 days of intensity, the average and the week-over-week change. */
export const Symptom: Story = { globals: { locale: "en" }, args: { sections: [symptomSection()] } };

/** HOME_SYMPTOM without any event in 30 days. */
export const EmptySymptom: Story = { globals: { locale: "fr" }, args: { sections: [symptomSection(false)] } };

const noCorrelation = { id: "correlations", type: "HOME_CORRELATIONS", count: 0 };

/** HOME_CORRELATIONS. */
export const Correlations: Story = { globals: { locale: "en" }, args: { sections: [noCorrelation] } };

/** HOME_NEWS, then with nothing to read. */
export const News: Story = { globals: { locale: "en" }, args: { sections: [newsSection()] } };
export const EmptyNews: Story = { globals: { locale: "fr" }, args: { sections: [newsSection(true, "fr")] } };

/** HOME_AWARDS: the tree in short, one award waiting to be opened. */
export const Awards: Story = {
  globals: { locale: "fr" },
  args: { sections: homeDocument("fr").sections.filter((section) => section.type === "HOME_AWARDS") },
};

/** HOME_MORE_REWARDS: the cheapest things still to get, one within reach. */
export const MoreRewards: Story = {
  globals: { locale: "en" },
  args: { sections: homeDocument("en").sections.filter((section) => section.type === "HOME_MORE_REWARDS") },
};

/** HOME_PROGRAMS: the programs carousel. */
export const Programs: Story = {
  globals: { locale: "en" },
  args: { sections: homeDocument("en").sections.filter((section) => section.type === "HOME_PROGRAMS") },
};

/** A section this renderer does not know: ERROR, whose Close hides it. */
export const Error: Story = {
  globals: { locale: "en" },
  args: { sections: [{ id: "x", type: "HOLOGRAM" }, petSection()] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(canvas.queryByText("ERROR")).toBeNull();
  },
};
