import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { chatMessages } from "./chatFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { ChatThread, type ChatThreadProps } from "./ChatThread";
import { usePatientChatLabels } from "./usePatientChatLabels";

function Thread(props: Omit<ChatThreadProps, "labels">) {
  return <ChatThread {...props} labels={usePatientChatLabels("Léa Martin").thread} />;
}

describe("ChatThread", () => {
  it("puts the reader's own messages on their side, each with whether the other side opened it", async () => {
    await renderWithProviders(<Thread messages={chatMessages} reader="user" />);
    const log = screen.getByRole("log", { name: "Messages with Léa Martin" });
    expect(
      within(log)
        .getAllByTestId("chat-mine")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Opened"), expect.stringContaining("Not opened yet")]);
    expect(within(log).getAllByTestId("chat-theirs")[0]!.textContent).toContain("Léa Martin");
  });

  it("reads the other way round for the author's side", async () => {
    await renderWithProviders(<Thread messages={chatMessages} reader="autor" />);
    expect(screen.getAllByTestId("chat-mine")).toHaveLength(1);
    expect(screen.getAllByTestId("chat-theirs")).toHaveLength(2);
    expect(screen.queryAllByTestId("chat-opened")).toHaveLength(1);
  });

  it("says when there is no message yet", async () => {
    await renderWithProviders(<Thread messages={[]} reader="user" />);
    expect(screen.getByText("No message yet. Write the first one.")).toBeTruthy();
  });
});
