import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { Block } from "../../../card-schemas";
import { renderWithProviders } from "../../test/renderWithProviders";
import { BlockBody } from "./BlockBody";
import { blockComponents } from "./blockRegistry";
import { blockSchemas } from "../../../card-schemas/registry";

async function renderBody(blocks: unknown[]) {
  const complete = vi.fn();
  await renderWithProviders(<BlockBody blocks={blocks} complete={complete} submitted={false} />);
  return complete;
}

describe("BlockBody", () => {
  it("has a component for every block schema, and no other", () => {
    expect(Object.keys(blockComponents).sort()).toEqual(Object.keys(blockSchemas).sort());
  });

  it("draws every example block of the schemas", async () => {
    const examples = Object.values(blockSchemas).flatMap((schema) => (schema.examples as Block[]) ?? []);
    await renderBody(examples);
    expect(screen.queryByTestId("block-error")).toBeNull();
    expect(screen.getByText("Take three slow breaths before you start.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "A moon over a quiet bedroom" })).toBeTruthy();
    expect(screen.getByLabelText("One thing you are grateful for today")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Calm" })).toBeTruthy();
    expect(screen.getByRole("timer")).toBeTruthy();
  });

  it("shows a small inline error for an unknown or broken block and keeps the others", async () => {
    await renderBody([{ type: "hologram" }, { type: "text", text: "Still here" }, { type: "choice" }]);
    expect(screen.getAllByTestId("block-error")).toHaveLength(2);
    expect(screen.getByText("Still here")).toBeTruthy();
  });

  it("completes with the values of inputs and choices, once the required ones are filled", async () => {
    const complete = await renderBody([
      { type: "input", id: "note", label: "A note", required: true },
      { type: "input", id: "glasses", label: "Glasses", inputType: "number" },
      {
        type: "choice",
        id: "mood",
        label: "Mood",
        choices: [
          { id: "calm", label: "Calm" },
          { id: "tense", label: "Tense" },
        ],
        multiple: true,
      },
      { type: "button", label: "Send", action: { kind: "complete", done: true } },
    ]);
    const send = screen.getByRole("button", { name: "Send" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("A note"), { target: { value: "slept well" } });
    fireEvent.change(screen.getByLabelText("Glasses"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Tense" }));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({
        done: true,
        data: { note: "slept well", glasses: 3, mood: ["tense"] },
      }),
    );
  });

  it("tells the patient when a refused action does nothing", async () => {
    await renderBody([
      { type: "button", label: "Open", action: { kind: "openUrl", url: "http://plain.example" } },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("That did not work. Try again.")).toBeTruthy();
  });
});
