import type { Meta, StoryObj } from "@storybook/react-vite";
import { awardsServer } from "../../rewards/awardsFixtures";
import { ok } from "../../../test/mockApi";
import { LanguageSwitch } from "./LanguageSwitch";
import { SettingsNav } from "./SettingsNav";

/** The settings entry point and the language switch of the header. */
const meta = {
  title: "Settings/Nav",
  component: SettingsNav,
  parameters: {
    api: {
      ...awardsServer(),
      "GET /api/auth/session": () =>
        ok({
          user: {
            id: "user-1",
            email: "ana@example.test",
            role: "patient",
            language: "en",
            timeZone: "Europe/Paris",
          },
        }),
    },
  },
} satisfies Meta<typeof SettingsNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = { globals: { locale: "en" } };

export const LinksEs: Story = { globals: { locale: "es" } };

export const Switch: Story = { globals: { locale: "fr" }, render: () => <LanguageSwitch /> };
