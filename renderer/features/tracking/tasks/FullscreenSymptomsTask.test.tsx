import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../../test/mockApi";
import { trackingApi } from "../symptomFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { FullscreenSymptomsTask } from "./FullscreenSymptomsTask";

async function renderFullscreen() {
  const complete = vi.fn();
  const { api, calls } = mockApi(trackingApi());
  await renderWithProviders(
    <FullscreenSymptomsTask params={{ question: "Your day" }} complete={complete} submitted={false} />,
    { api },
  );
  return { complete, calls };
}

describe("FullscreenSymptomsTask", () => {
  it("opens the check-in full screen and closes it with its close control", async () => {
    await renderFullscreen();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start my check-in" }));
    const dialog = screen.getByRole("dialog", { name: "Your day" });
    await within(dialog).findByRole("group", { name: "Migraine" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close the check-in" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape without completing the card", async () => {
    const { complete } = await renderFullscreen();
    fireEvent.click(screen.getByRole("button", { name: "Start my check-in" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(complete).not.toHaveBeenCalled();
  });

  it("applies the same send rule, posts the events and completes the card", async () => {
    const { complete, calls } = await renderFullscreen();
    fireEvent.click(screen.getByRole("button", { name: "Start my check-in" }));
    const dialog = screen.getByRole("dialog");
    const migraine = await within(dialog).findByRole("group", { name: "Migraine" });
    const send = within(dialog).getByRole("button", { name: "Send" });
    fireEvent.click(within(migraine).getByRole("radio", { name: "5 of 5" }));
    expect(send).toHaveProperty("disabled", true);
    fireEvent.click(
      within(within(dialog).getByRole("group", { name: "Back pain" })).getByRole("radio", { name: "1 of 5" }),
    );
    fireEvent.click(send);
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(2);
    expect(complete.mock.calls[0]?.[0]).toMatchObject({
      done: true,
      data: {
        events: [
          { symptom: "MIGRAINE", intensity: 5 },
          { symptom: "BACK_PAIN", intensity: 1 },
        ],
      },
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
