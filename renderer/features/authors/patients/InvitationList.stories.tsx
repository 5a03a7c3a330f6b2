import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { invitations } from "../proPatientFixtures";
import { withProCatalog } from "../../../test/pro/withProCatalog";
import { InvitationList } from "./InvitationList";
import "../../../app/pro/pro.css";
import "./patients.css";

/** The follows waiting for the author: a paid one, a free one without a name. */
const meta = {
  title: "Pro/Invitations",
  component: InvitationList,
  decorators: [withProCatalog],
  args: { items: invitations, onValidate: fn(), onReject: fn() },
  globals: { locale: "en" },
} satisfies Meta<typeof InvitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Deciding: Story = { args: { pendingId: "p1_author-1" } };
export const Empty: Story = { args: { items: [] } };
export const French: Story = { globals: { locale: "fr" } };
