import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { awardsServer, emptyProfile } from "../../rewards/awardsFixtures";
import { CompletionBar } from "./CompletionBar";
import { ConsentList } from "./ConsentList";
import { ProfileForm } from "./ProfileForm";

/** The profile form: required inputs marked, the completion bar, +33 numbers, consents that stay given. */
const meta = {
  title: "Settings/Profile",
  component: ProfileForm,
  parameters: { api: awardsServer() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfFilled: Story = { globals: { locale: "en" } };

export const HalfFilledFr: Story = { globals: { locale: "fr" } };

export const Empty: Story = {
  globals: { locale: "es" },
  parameters: { api: awardsServer({ profile: emptyProfile }) },
};

export const MissingRequired: Story = {
  globals: { locale: "en" },
  parameters: { api: awardsServer({ profile: emptyProfile }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save" }));
    await expect((await canvas.findAllByText("This field is required.")).length).toBe(5);
  },
};

export const Bar: Story = { globals: { locale: "it" }, render: () => <CompletionBar completion={88} /> };

export const Consents: Story = {
  globals: { locale: "en" },
  parameters: { api: awardsServer({ consents: ["DATA_PROCESSING", "RESEARCH"] }) },
  render: () => <ConsentList />,
};
