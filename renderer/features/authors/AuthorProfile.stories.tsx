import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  authorServer,
  coachLea,
  noLink,
  quietAuthor,
  runningFollow,
  unansweredAuthor,
  waitingFollow,
} from "./authorFixtures";
import { AuthorActions } from "./AuthorActions";
import { AuthorProfile } from "./AuthorProfile";
import { AuthorShop } from "./AuthorShop";
import { GuestAuthorActions } from "./GuestAuthorActions";

/** An author's page (docs/features/authors.md): as a patient sees it, in each state of their follow, and as a guest. */
const meta = {
  title: "Authors/Author page",
  component: AuthorProfile,
  args: {
    author: coachLea,
    actions: <AuthorActions author={coachLea} relation={noLink} newKey={() => "story-key-0001"} />,
    shop: <AuthorShop autorId={coachLea.id} items={coachLea.shopItems} patient={noLink} />,
  },
  parameters: { api: authorServer() },
  globals: { locale: "en" },
} satisfies Meta<typeof AuthorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Follow Léa Martin" })).toBeVisible();
    await expect(canvas.getByText("Dim the lights an hour before bed tonight.")).toBeVisible();
  },
};

export const FollowWaiting: Story = {
  args: {
    actions: <AuthorActions author={coachLea} relation={waitingFollow} />,
    shop: <AuthorShop autorId={coachLea.id} items={coachLea.shopItems} patient={waitingFollow} />,
  },
  parameters: { api: authorServer({ relation: waitingFollow }) },
};

export const Following: Story = {
  args: { actions: <AuthorActions author={coachLea} relation={runningFollow} /> },
  parameters: { api: authorServer({ relation: runningFollow }) },
};

export const Empty: Story = {
  args: {
    author: quietAuthor,
    actions: <AuthorActions author={quietAuthor} relation={noLink} />,
    shop: <AuthorShop autorId={quietAuthor.id} items={[]} patient={noLink} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No author programs yet.")).toBeVisible();
    await expect(canvas.getByText("No shop object.")).toBeVisible();
  },
};

/** A catalogue author no pro answers for: no follow, no message, and the page says why. */
export const NobodyAnswers: Story = {
  args: {
    author: unansweredAuthor,
    actions: <AuthorActions author={unansweredAuthor} relation={noLink} />,
    shop: <AuthorShop autorId={unansweredAuthor.id} items={unansweredAuthor.shopItems} patient={noLink} />,
  },
  parameters: { api: authorServer({ author: unansweredAuthor }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("author-unanswered")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Follow Catalogue author" })).toBeNull();
    await expect(canvas.queryByTestId("author-contact")).toBeNull();
  },
};

export const Guest: Story = {
  args: {
    guest: true,
    actions: <GuestAuthorActions author={coachLea} />,
    shop: <AuthorShop autorId={coachLea.id} items={coachLea.shopItems} signInHref="/app/guest/auth" />,
  },
};

export const French: Story = { globals: { locale: "fr" } };
