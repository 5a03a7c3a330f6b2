import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { defaultCard, enigmeCard } from "../test/fixtures";
import { CardView } from "./CardView";
import { TaskCard } from "./TaskCard";
import { DefaultTask } from "../features/deck/tasks/DefaultTask";

/** TASK: the frame (study, title, rewards, description) around the task of its type. */
const meta = {
  title: "Cards/TASK",
  component: TaskCard,
  args: { card: defaultCard, complete: fn(), Task: DefaultTask },
  render: ({ card, complete }) => <CardView card={card} complete={complete} />,
} satisfies Meta<typeof TaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { locale: "en" } };

export const DefaultFr: Story = { globals: { locale: "fr" } };

export const WithoutRewardsOrStudy: Story = {
  globals: { locale: "en" },
  args: { card: { ...defaultCard, rewards: 0, studyTitle: undefined, description: undefined } },
};

export const LongTexts: Story = {
  globals: { locale: "fr" },
  args: {
    card: {
      ...enigmeCard,
      title: "Une énigme un peu plus longue que d'habitude pour voir comment le titre passe à la ligne",
      description:
        "Prenez le temps de lire la question jusqu'au bout. Vous pouvez révéler la réponse quand vous le souhaitez, cela ne change pas votre récompense.",
    },
  },
};

export const Done: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true });
    await expect(canvas.getByRole("status")).toHaveTextContent("Saved");
  },
};

export const DoneFr: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Terminé" }));
  },
};
