import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  choiceCard,
  chronoCard,
  dailyQueue,
  defaultCard,
  enigmeCard,
  FIXTURE_DATE,
  mediaImageCard,
  mediaYoutubeCard,
  unknownTypeCard,
} from "../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";
import { Deck } from "./Deck";

const allCards = [defaultCard, mediaImageCard, mediaYoutubeCard, choiceCard, chronoCard, enigmeCard];

/** Answers of a server that accepts every completion and draws 30 on the wheel. */
function server(cards: unknown[], luckyOutchi: number): MockRoutes {
  let counter = luckyOutchi;
  let remaining = [...cards];
  return {
    "GET /api/patient/todo": () => ok(dailyQueue(remaining, counter)),
    "POST /api/patient/notifications/validate/:notificationId": ({ params }) => {
      remaining = remaining.filter((card) => (card as { id: string }).id !== params.notificationId);
      counter = Math.min(counter + 1, 6);
      return ok({ events: [], userMetadata: { luckyOutchi: counter } });
    },
    "GET /api/patient/luckyOutchi": () => {
      counter = 0;
      return ok({ reward: 30, bonus: false });
    },
  };
}

/** The daily deck, full screen: wheel progress, close, pager and swiped cards. */
const meta = {
  title: "Deck/Deck",
  component: Deck,
  args: { date: FIXTURE_DATE, onClose: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Deck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCards: Story = { globals: { locale: "en" }, parameters: { api: server(allCards, 2) } };

export const WithCardsFr: Story = { globals: { locale: "fr" }, parameters: { api: server(allCards, 2) } };

/** 26 cards (several programs at once): the pager stays on one line, a window of dots sliding with the card. */
const tourSizedDeck = Array.from({ length: 26 }, (_, i) => ({
  ...allCards[i % allCards.length]!,
  id: `card-${i}`,
}));

export const ManyCards: Story = { globals: { locale: "en" }, parameters: { api: server(tourSizedDeck, 2) } };

export const Empty: Story = { globals: { locale: "en" }, parameters: { api: server([], 3) } };

export const EmptyFr: Story = { globals: { locale: "fr" }, parameters: { api: server([], 3) } };

/** A new patient who follows no program: the way on is to pick one. */
export const EmptyWithoutProgram: Story = {
  globals: { locale: "en" },
  parameters: { api: { ...server([], 0), "GET /api/patient/programs": () => ok({ items: [] }) } },
  play: async ({ canvas }) => {
    const link = await canvas.findByTestId("find-program");
    await expect(link.getAttribute("href")).toBe("/app/patient/program");
  },
};

export const WheelReady: Story = {
  globals: { locale: "en" },
  parameters: { api: server([defaultCard, choiceCard], 6) },
};

export const WheelReadyFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: server([defaultCard], 6) },
};

export const WithAnUnknownCard: Story = {
  globals: { locale: "en" },
  parameters: { api: server([unknownTypeCard, defaultCard], 1) },
};

export const Loading: Story = {
  globals: { locale: "en" },
  parameters: { api: { "GET /api/patient/todo": () => new Promise<never>(() => {}) } satisfies MockRoutes },
};

export const LoadFailed: Story = {
  globals: { locale: "fr" },
  parameters: {
    api: {
      "GET /api/patient/todo": () => fail(503, "SERVICE_UNAVAILABLE", "Database unreachable"),
    } satisfies MockRoutes,
  },
};

/** The server refuses a completion: the card comes back and the deck says why. */
export const CompletionFailed: Story = {
  globals: { locale: "en" },
  parameters: {
    api: {
      "GET /api/patient/todo": () => ok(dailyQueue([defaultCard, choiceCard], 2)),
      "POST /api/patient/notifications/validate/:notificationId": () => fail(403, "FORBIDDEN", "Not allowed"),
    } satisfies MockRoutes,
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await waitFor(() => expect(canvas.getByTestId("deck-error")).toBeVisible());
  },
};

/** Completing the first card: it leaves at once and the counter moves to 3/6. */
export const AfterCompletingOne: Story = {
  globals: { locale: "en" },
  parameters: { api: server(allCards, 2) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Done" }));
    await waitFor(() => expect(canvas.getByTestId("wheel-count")).toHaveTextContent("3/6"));
  },
};
