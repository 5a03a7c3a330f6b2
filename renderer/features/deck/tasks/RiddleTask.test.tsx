import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "../../../app/i18n/I18nProvider";
import { allMessages } from "../../../test/messages";
import { RiddleTask } from "./RiddleTask";

function renderRiddle() {
  const complete = vi.fn();
  render(
    <I18nProvider locale="en" messages={allMessages.en}>
      <RiddleTask
        params={{ question: "What has keys but no locks?", answer: "A piano" }}
        complete={complete}
        submitted={false}
      />
    </I18nProvider>,
  );
  return complete;
}

describe("RiddleTask", () => {
  it("hides the answer until asked, then reveals it", () => {
    renderRiddle();
    expect(screen.getByText("What has keys but no locks?")).toBeTruthy();
    expect(screen.queryByText("A piano", { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "See the answer" }));
    expect(screen.getByTestId("enigme-answer").textContent).toContain("A piano");
    expect(screen.queryByRole("button", { name: "See the answer" })).toBeNull();
  });

  it("says in the completion whether the answer was revealed", () => {
    const complete = renderRiddle();
    fireEvent.click(screen.getByRole("button", { name: "See the answer" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledWith({ done: true, data: { revealed: true } });
  });

  it("can be done without revealing", () => {
    const complete = renderRiddle();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledWith({ done: true, data: { revealed: false } });
  });
});
