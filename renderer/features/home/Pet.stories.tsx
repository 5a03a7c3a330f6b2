import type { Meta, StoryObj } from "@storybook/react-vite";
import { pet } from "./homeFixtures";
import { Pet } from "./Pet";

/** The tamaoutshi in each of its six moods (docs/features/home.md), in its default clothes or dressed. */
const meta = {
  title: "Home/Pet",
  component: Pet,
  args: { pet: pet("OK") },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ok: Story = { globals: { locale: "en" } };
export const Hungry: Story = { globals: { locale: "en" }, args: { pet: pet("HUNGRY") } };
export const Thirsty: Story = { globals: { locale: "fr" }, args: { pet: pet("THIRSTY") } };
export const Dirty: Story = { globals: { locale: "en" }, args: { pet: pet("DIRTY") } };
export const Bored: Story = { globals: { locale: "it" }, args: { pet: pet("BORED") } };
export const Sleeping: Story = { globals: { locale: "es" }, args: { pet: pet("SLEEPING") } };
export const Dressed: Story = { globals: { locale: "en" }, args: { pet: pet("OK", true) } };
export const Small: Story = { globals: { locale: "fr" }, args: { pet: pet("HUNGRY"), size: "small" } };
