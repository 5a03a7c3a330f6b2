import type { Meta, StoryObj } from "@storybook/react-vite";
import { shopDocument, shopServer } from "./shopFixtures";
import { AuthorsToContribute } from "./AuthorsToContribute";

/** The authors to support, each with a contribution in rewards. */
const meta = {
  title: "Rewards/Authors to support",
  component: AuthorsToContribute,
  args: { authors: shopDocument.authors, balance: 400, newKey: () => "story-key-0001" },
  parameters: { api: shopServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof AuthorsToContribute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Authors: Story = {};
export const None: Story = { args: { authors: [] } };
