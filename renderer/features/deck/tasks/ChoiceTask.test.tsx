import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import type { ChoiceTaskParams } from "../../../../card-schemas";
import { I18nProvider } from "../../../app/i18n/I18nProvider";
import { allMessages } from "../../../test/messages";
import { render } from "@testing-library/react";
import { ChoiceTask } from "./ChoiceTask";

const params: ChoiceTaskParams = {
  question: "How did you sleep?",
  choices: [
    { id: "good", label: "Well" },
    { id: "bad", label: "Badly" },
  ],
};

function renderChoice(taskParams: ChoiceTaskParams) {
  const complete = vi.fn();
  render(
    <I18nProvider locale="en" messages={allMessages.en}>
      <ChoiceTask params={taskParams} complete={complete} submitted={false} />
    </I18nProvider>,
  );
  return complete;
}

describe("ChoiceTask", () => {
  it("shows the done button only once a choice is picked", () => {
    const complete = renderChoice(params);
    expect(screen.queryByRole("button", { name: "Done" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Badly" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { choices: ["bad"] } });
  });

  it("shows the done button at once when there are no choices", () => {
    const complete = renderChoice({ question: "Nothing to pick", choices: [] });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledWith({ done: true, data: { choices: [] } });
  });

  it("keeps one answer for a single choice and several for a multiple one", () => {
    const complete = renderChoice({ ...params, multiple: true });
    fireEvent.click(screen.getByRole("checkbox", { name: "Well" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Badly" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Well" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledWith({ done: true, data: { choices: ["bad"] } });
  });

  it("hides the done button again when the last multiple choice is unpicked", () => {
    renderChoice({ ...params, multiple: true });
    fireEvent.click(screen.getByRole("checkbox", { name: "Well" }));
    expect(screen.getByRole("button", { name: "Done" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Well" }));
    expect(screen.queryByRole("button", { name: "Done" })).toBeNull();
  });
});
