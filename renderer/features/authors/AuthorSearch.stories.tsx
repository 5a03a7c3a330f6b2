import type { Meta, StoryObj } from "@storybook/react-vite";
import { authorServer } from "./authorFixtures";
import { AuthorSearch } from "./AuthorSearch";

/** The add-support search: authors by topic and by name. */
const meta = {
  title: "Authors/Add-support search",
  component: AuthorSearch,
  parameters: { api: authorServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof AuthorSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Spanish: Story = { globals: { locale: "es" } };
