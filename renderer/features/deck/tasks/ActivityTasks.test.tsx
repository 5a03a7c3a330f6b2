import { describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Task } from "../../../../card-schemas";
import { taskCard } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { CardView } from "../../../cards/CardView";

async function renderTask(task: Task, locale: "en" | "fr" = "en") {
  const complete = vi.fn();
  await renderWithProviders(<CardView card={taskCard("card-activity", task)} complete={complete} />, {
    locale,
  });
  return complete;
}

describe("CustomActivityTask", () => {
  it("draws its blocks in the card and completes with what was entered", async () => {
    const complete = await renderTask({
      type: "CUSTOM_ACTIVITY_CARD",
      params: {
        body: [
          { type: "text", text: "One good thing", style: "title" },
          { type: "input", id: "goodThing", label: "What went well", required: true },
          {
            type: "button",
            label: "Save",
            action: { kind: "complete", done: true, data: { source: "card" } },
          },
        ],
      },
    });
    expect(screen.getByRole("heading", { name: "One good thing" })).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("What went well"), { target: { value: "A walk" } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(complete).toHaveBeenCalledExactlyOnceWith({
        done: true,
        data: { source: "card", goodThing: "A walk" },
      }),
    );
    expect(await screen.findByText("Saved")).toBeTruthy();
  });

  it("heads its title block one level below the card's title, or in its place without one", async () => {
    const task: Task = {
      type: "CUSTOM_ACTIVITY_CARD",
      params: { body: [{ type: "text", text: "One good thing", style: "title" }] },
    };
    await renderWithProviders(<CardView card={taskCard("titled", task)} complete={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 2, name: "Morning breathing" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "One good thing" })).toBeTruthy();
    cleanup();
    await renderWithProviders(
      <CardView card={{ ...taskCard("untitled", task), title: undefined }} complete={vi.fn()} />,
    );
    expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual(["H2"]);
    expect(screen.getByRole("heading", { level: 2, name: "One good thing" })).toBeTruthy();
  });

  it("shows ERROR, not a crash, when its body is not a list", async () => {
    await renderTask({ type: "CUSTOM_ACTIVITY_CARD", params: {} as never });
    expect(screen.getByText("ERROR")).toBeTruthy();
  });
});

describe("FullscreenActivityTask", () => {
  const params = {
    openLabel: "Start the exercise",
    title: "Box breathing",
    body: [
      { type: "text" as const, text: "Breathe in for 4 seconds." },
      { type: "button" as const, label: "I did it", action: { kind: "complete" as const, done: true } },
    ],
  };

  it("opens full screen, closes with the close control or Escape without completing", async () => {
    const complete = await renderTask({ type: "FULLSCREEN_ACTIVITY_CARD", params });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start the exercise" }));
    expect(screen.getByRole("dialog", { name: "Box breathing" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close the activity" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start the exercise" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(complete).not.toHaveBeenCalled();
  });

  it("completes from the panel and closes it", async () => {
    const complete = await renderTask({ type: "FULLSCREEN_ACTIVITY_CARD", params });
    fireEvent.click(screen.getByRole("button", { name: "Start the exercise" }));
    fireEvent.click(screen.getByRole("button", { name: "I did it" }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith({ done: true, data: {} }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("uses the translated open label when none is given", async () => {
    await renderTask({ type: "FULLSCREEN_ACTIVITY_CARD", params: { body: params.body } }, "fr");
    fireEvent.click(screen.getByRole("button", { name: "Commencer" }));
    expect(screen.getByRole("dialog", { name: "Commencer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Fermer l'activité" })).toBeTruthy();
  });
});
