import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { galleryCard, withStoryPictures } from "../analysisCardFixtures";
import { GalleryCard } from "./GalleryCard";

/**
 * ANALYSIS_GALLERY: the patient's pictures (meal photos kept private, one shared with the
 * community) as thumbnails; one opens full screen with the previous and next and a close button.
 */
const meta = {
  title: "Analysis/GalleryCard",
  component: GalleryCard,
  args: { card: withStoryPictures(galleryCard("en")) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalleryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { globals: { locale: "en" } };

export const FilledEs: Story = {
  globals: { locale: "es" },
  args: { card: withStoryPictures(galleryCard("es")) },
};

export const Empty: Story = { globals: { locale: "fr" }, args: { card: galleryCard("fr", true) } };

/** The second picture full screen; Escape closes it. */
export const Viewer: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole("button", { name: /^Open: / })[1]!);
    const page = within(document.body);
    await expect(page.getByRole("dialog", { name: "Picture 2 of 3" })).toBeVisible();
  },
};
