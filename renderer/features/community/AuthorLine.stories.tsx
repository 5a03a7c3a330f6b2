import type { Meta, StoryObj } from "@storybook/react-vite";
import { AuthorLine } from "./AuthorLine";

/** The writer of a message: pseudo (cut at 20), title, bio. */
const meta = {
  title: "Community/Author line",
  component: AuthorLine,
  globals: { locale: "en" },
  args: {
    author: { pseudo: "Migraine warrior", title: "Explorer", bio: "Living with migraine since 2010." },
  },
} satisfies Meta<typeof AuthorLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

export const LongPseudo: Story = {
  args: { author: { pseudo: "A very long pseudo that goes on and on", title: null, bio: "" } },
};

export const NoProfile: Story = {
  args: { author: { pseudo: "", title: null, bio: "" } },
};
