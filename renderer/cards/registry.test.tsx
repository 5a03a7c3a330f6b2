import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { onReportedError } from "../app/errors/reportError";
import { choiceCard, defaultCard, taskCard, unknownTaskCard, unknownTypeCard } from "../test/fixtures";
import { renderWithProviders } from "../test/renderWithProviders";
import { CardView } from "./CardView";
import { cardComponents, resolveCard, taskComponents } from "./registry";
import type { IncomingCard } from "./types";

let reported: unknown[] = [];
let stopListening = () => {};

beforeEach(() => {
  reported = [];
  stopListening = onReportedError((error) => reported.push(error));
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
});

describe("resolveCard", () => {
  it("finds the component of a known card and task type", () => {
    expect(resolveCard(defaultCard as IncomingCard)).toMatchObject({
      kind: "component",
      Component: cardComponents.TASK,
    });
  });

  it("sends an unknown card type to ERROR", () => {
    expect(resolveCard(unknownTypeCard)).toMatchObject({
      kind: "error",
      reason: "unknown card type HOLOGRAM",
    });
  });

  it("sends an unknown task type inside a TASK card to ERROR", () => {
    expect(resolveCard(unknownTaskCard)).toMatchObject({
      kind: "error",
      reason: "unknown task type TELEPORT",
    });
  });

  it("does not take inherited properties for registered types", () => {
    expect(resolveCard({ ...unknownTypeCard, type: "toString" }).kind).toBe("error");
    expect(resolveCard({ ...unknownTaskCard, task: { type: "constructor" } }).kind).toBe("error");
  });

  it("uses the fallback card when the type is unknown", () => {
    const card = { ...unknownTypeCard, fallback: defaultCard as IncomingCard };
    expect(resolveCard(card)).toMatchObject({ kind: "component", item: defaultCard });
  });

  it('leaves out an unknown card whose fallback is "drop"', () => {
    expect(resolveCard({ ...unknownTypeCard, fallback: "drop" })).toEqual({ kind: "drop" });
  });

  it("ignores the fallback of a card it knows", () => {
    expect(resolveCard({ ...(defaultCard as IncomingCard), fallback: "drop" }).kind).toBe("component");
  });

  it("registers the five task types of the first issue", () => {
    expect(Object.keys(taskComponents)).toEqual(
      expect.arrayContaining(["CHOICE", "CHRONO", "DEFAULT", "ENIGME", "MEDIA"]),
    );
  });
});

describe("CardView fallbacks", () => {
  it.each([
    ["an unknown card type", unknownTypeCard],
    ["an unknown task type", unknownTaskCard],
  ])("shows ERROR and a Close button for %s; Close dismisses with done false", async (_label, card) => {
    const complete = vi.fn();
    await renderWithProviders(<CardView card={card} complete={complete} />);
    expect(screen.getByText("ERROR")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: false });
    expect(reported).toHaveLength(1);
  });

  it("keeps ERROR and Close literal in French", async () => {
    await renderWithProviders(<CardView card={unknownTypeCard} complete={vi.fn()} />, { locale: "fr" });
    expect(screen.getByText("ERROR")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("turns a card whose component throws into the ERROR card and reports the error", async () => {
    // Invalid params (no choices list) make the CHOICE component throw while rendering.
    const broken = taskCard("broken", { type: "CHOICE", params: {} as never }) as IncomingCard;
    const complete = vi.fn();
    await renderWithProviders(<CardView card={broken} complete={complete} />);
    expect(screen.getByText("ERROR")).toBeTruthy();
    expect(reported.some((error) => error instanceof Error && /choices/.test(error.message))).toBe(true);
    expect(console.error).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(complete).toHaveBeenCalledWith({ done: false });
  });

  it("renders the fallback card in place of an unknown one", async () => {
    const card = { ...unknownTypeCard, fallback: choiceCard as IncomingCard };
    await renderWithProviders(<CardView card={card} complete={vi.fn()} />);
    expect(screen.getByText("How did you sleep last night?")).toBeTruthy();
    expect(screen.queryByText("ERROR")).toBeNull();
  });

  it("renders the TASK frame: study, title, rewards and description", async () => {
    await renderWithProviders(<CardView card={defaultCard as IncomingCard} complete={vi.fn()} />);
    expect(screen.getByText("Discovery tour")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Morning breathing" })).toBeTruthy();
    expect(screen.getByText("+10 rewards")).toBeTruthy();
    expect(screen.getByText("Three minutes to start the day calmly.")).toBeTruthy();
  });

  it("links the task's title to its study's page (docs/features/deck.md)", async () => {
    await renderWithProviders(<CardView card={defaultCard as IncomingCard} complete={vi.fn()} />);
    const link = screen.getByRole("link", { name: "Morning breathing" });
    expect(link.getAttribute("href")).toBe(
      `/app/patient/program/studies/${defaultCard.globalnotificationID}`,
    );
  });

  it("sends a completion once, however fast the button is pressed", async () => {
    const complete = vi.fn();
    await renderWithProviders(<CardView card={defaultCard as IncomingCard} complete={complete} />);
    const done = screen.getByRole("button", { name: "Done" });
    fireEvent.click(done);
    fireEvent.click(done);
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true });
    expect(screen.getByRole("status").textContent).toBe("Saved");
  });
});
