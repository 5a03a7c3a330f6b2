import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { taskCard } from "../../../test/fixtures";
import { ok, type MockRoutes } from "../../../test/mockApi";
import { rewardingStream, silentStream } from "../rewardStreamFixtures";
import { RewardStreamContext, type SubscribeRewards } from "../rewardStream";
import { CardView } from "../../../cards/CardView";
import { CpxTask } from "./CpxTask";

/** The provider's page stands in as a data URL: stories make no outside call. */
const SURVEY_PAGE =
  "data:text/html,<body style='font-family:sans-serif'><h3>Survey provider</h3><p>Surveys for app 31337</p></body>";
const available: MockRoutes = { "GET /api/patient/cpx": () => ok({ available: true, url: SURVEY_PAGE }) };
const unavailable: MockRoutes = { "GET /api/patient/cpx": () => ok({ available: false }) };

/** CPX: the survey provider's page embedded; the reward arrives live from the provider's postback. */
const meta = {
  title: "Tasks/CPX",
  component: CpxTask,
  args: {
    params: { intro: "Answer a paid survey to earn rewards.", height: 360 },
    complete: fn(),
    submitted: false,
  },
  render: ({ params, complete }, { parameters }) => (
    <RewardStreamContext.Provider value={(parameters.stream as SubscribeRewards | undefined) ?? silentStream}>
      <CardView
        card={taskCard("story-cpx", { type: "CPX", params }, { title: "Paid surveys" })}
        complete={complete}
      />
    </RewardStreamContext.Provider>
  ),
  parameters: { api: available },
} satisfies Meta<typeof CpxTask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the provider's confirmation. */
export const Empty: Story = { globals: { locale: "en" } };

export const EmptyFr: Story = {
  globals: { locale: "fr" },
  args: { params: { intro: "Répondez à un sondage rémunéré pour gagner des récompenses.", height: 360 } },
};

/** The postback credited 30 rewards: the card hears of it live. */
export const Filled: Story = {
  globals: { locale: "en" },
  parameters: { stream: rewardingStream(30) },
};

export const FilledFr: Story = {
  globals: { locale: "fr" },
  parameters: { stream: rewardingStream(30) },
};

/** No provider configured: not available, closes with done false. */
export const ErrorUnavailable: Story = {
  globals: { locale: "en" },
  parameters: { api: unavailable },
};

export const ErrorUnavailableFr: Story = {
  globals: { locale: "fr" },
  parameters: { api: unavailable },
};

export const Done: Story = {
  globals: { locale: "en" },
  parameters: { stream: rewardingStream(30, 50) },
  play: async ({ canvas, args }) => {
    await canvas.findByText("30 rewards earned, thank you!");
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await expect(args.complete).toHaveBeenCalledWith({ done: true, data: { credited: true } });
  },
};
