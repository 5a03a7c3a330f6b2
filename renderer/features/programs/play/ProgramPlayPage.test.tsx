import { beforeAll, describe, expect, it } from "vitest";
import axe from "axe-core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { playServer } from "./playFixtures";
import { openApp, pro } from "../../../test/pro/openApp";

const path = "/app/pro/programs/sleep/play";

beforeAll(async () => {
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProgramPlayPage")]);
});

describe("ProgramPlayPage", () => {
  it("plays the draft day by day with the deck's cards, and ends the study from what was done", async () => {
    const asked: string[] = [];
    await openApp(path, pro, playServer(asked));
    expect(await screen.findByRole("heading", { level: 1, name: "Play: Better sleep" })).toBeTruthy();
    expect(screen.getByTestId("play-day").textContent).toBe("Day 1 of 2");
    const frame = screen.getByTestId("play-frame");
    expect(await within(frame).findByText("Welcome.")).toBeTruthy();
    const { violations } = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, "target-size": { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // Done, then skipped: the next card comes each time, the day's list says what became of each.
    fireEvent.click(within(frame).getByTestId("card-done"));
    expect(await within(frame).findByText("Dim the lights.")).toBeTruthy();
    expect(screen.getByTestId("play-summary").textContent).toBe(
      "1 of 2 cards done today. Whole program so far: 33 % done, 5 rewards earned.",
    );
    fireEvent.click(within(frame).getByTestId("card-done"));
    await within(frame).findByText("The day's cards are through.");
    expect(
      [...screen.getByTestId("play-cards").querySelectorAll("li")].map((item) => item.textContent),
    ).toEqual(["Hello · done", "Lights · done"]);

    // Day 2: the end of study reads the play-through, never a patient's follow-up.
    fireEvent.click(screen.getAllByRole("button", { name: "Next day" }).at(-1)!);
    expect(screen.getByTestId("play-day").textContent).toBe("Day 2 of 2");
    expect(await within(frame).findByText("Two days of better evenings.")).toBeTruthy();
    fireEvent.click(within(frame).getByRole("button", { name: "Next" }));
    expect((await within(frame).findByTestId("end-study-rewards")).textContent).toBe("10 rewards won");
    fireEvent.click(within(frame).getByRole("button", { name: "Check my reward" }));
    expect((await within(frame).findByRole("status")).textContent).toBe("20 bonus rewards credited");
    expect(asked).toEqual(["welcome:en", "lights:en", "end:en"]);
  });

  it("shows the ERROR card a patient would get for an action the server refuses in a language", async () => {
    await openApp(path, pro, playServer());
    await screen.findByTestId("play-frame");
    fireEvent.change(await screen.findByLabelText("Language of the cards"), { target: { value: "fr" } });
    await waitFor(() =>
      expect(within(screen.getByTestId("play-frame")).getByTestId("error-card")).toBeTruthy(),
    );
  });
});
