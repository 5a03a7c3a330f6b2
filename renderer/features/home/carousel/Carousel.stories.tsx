import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor } from "storybook/test";
import { carouselItems } from "../../community/communityFixtures";
import { Carousel } from "./Carousel";

/** The home carousel: at most 7 cards, the one in focus follows the scroll in 158 px steps. */
const meta = {
  title: "Home/Carousel",
  component: Carousel,
  args: { items: carouselItems("en") },
  // A phone-wide column, so that the seven cards overflow and scroll.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const ofKind = (kind: string, locale: "en" | "fr" = "en") =>
  carouselItems(locale).filter((item) => item.kind === kind);

/** One card of each kind, then more studies: 7 cards, the first in focus. */
export const AllKinds: Story = { globals: { locale: "en" } };

export const AllKindsFr: Story = { globals: { locale: "fr" }, args: { items: carouselItems("fr") } };

export const Studies: Story = { globals: { locale: "en" }, args: { items: ofKind("STUDY") } };

export const Authors: Story = { globals: { locale: "fr" }, args: { items: ofKind("AUTOR", "fr") } };

export const Questionnaires: Story = {
  globals: { locale: "en" },
  args: { items: ofKind("QUESTIONNAIRE") },
};

export const SocialEvents: Story = {
  globals: { locale: "fr" },
  args: { items: ofKind("SOCIAL_EVENT", "fr") },
};

export const Empty: Story = { globals: { locale: "en" }, args: { items: [] } };

export const EmptyFr: Story = { globals: { locale: "fr" }, args: { items: [] } };

/** Scrolled by two steps of 158 px: the third card is in focus. */
export const FocusByScroll: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const track = canvas.getByTestId("carousel-track");
    track.scrollLeft = 316;
    fireEvent.scroll(track);
    await waitFor(() =>
      expect(canvas.getAllByTestId("carousel-item")[2]).toHaveAttribute("aria-current", "true"),
    );
  },
};

/** The arrow keys move the focus one card at a time. */
export const FocusByKeyboardFr: Story = {
  globals: { locale: "fr" },
  args: { items: carouselItems("fr") },
  play: async ({ canvas }) => {
    const track = canvas.getByTestId("carousel-track");
    track.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(canvas.getAllByTestId("carousel-item")[1]).toHaveAttribute("aria-current", "true"),
    );
  },
};
