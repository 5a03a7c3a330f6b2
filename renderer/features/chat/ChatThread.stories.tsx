import type { Meta, StoryObj } from "@storybook/react-vite";
import { chatMessages } from "./chatFixtures";
import { ChatThread, type ChatThreadProps } from "./ChatThread";
import { usePatientChatLabels } from "./usePatientChatLabels";

/** The thread with the patient's words, from the catalogs. */
function PatientThread(props: Omit<ChatThreadProps, "labels">) {
  return <ChatThread {...props} labels={usePatientChatLabels("Léa Martin").thread} />;
}

/** The chat's messages, the reader's on the right with whether the other side opened them. */
const meta = {
  title: "Chat/Thread",
  component: PatientThread,
  args: { messages: chatMessages, reader: "user" },
  globals: { locale: "en" },
} satisfies Meta<typeof PatientThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsThePatient: Story = {};

export const AsThePro: Story = { args: { reader: "autor" } };

export const Empty: Story = { args: { messages: [] } };

export const InFrench: Story = { globals: { locale: "fr" } };
