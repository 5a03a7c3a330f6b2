import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { SymptomEventView, SymptomTriggerTaskParams } from "../../../../card-schemas";
import { mockApi } from "../../../test/mockApi";
import { trackingApi } from "../symptomFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { SymptomTriggerTask } from "./SymptomTriggerTask";

const params: SymptomTriggerTaskParams = {
  symptom: "MIGRAINE",
  triggers: [
    { id: "stress", label: "Stress" },
    { id: "sleep", label: "Lack of sleep" },
  ],
};

const morning: SymptomEventView = {
  id: "event-1",
  symptom: "MIGRAINE",
  intensity: 3,
  date: "2025-03-14",
  duration: 60,
  variables: { comment: "Woke up with it", triggers: ["screens"] },
  createdAt: "2025-03-14T07:00:00.000Z",
};

async function renderTriggers(events: SymptomEventView[]) {
  const complete = vi.fn();
  const { api, calls } = mockApi(trackingApi({ events }));
  await renderWithProviders(<SymptomTriggerTask params={params} complete={complete} submitted={false} />, {
    api,
  });
  await screen.findByRole("checkbox", { name: "Stress" });
  return { complete, calls };
}

describe("SymptomTriggerTask", () => {
  it("adds the picked triggers to today's event of the symptom", async () => {
    const { complete, calls } = await renderTriggers([morning]);
    expect(screen.queryByRole("group", { name: "Migraine: how strong is it today?" })).toBeNull();
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Stress" }));
    fireEvent.click(send);
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe("/api/patient/symptomEvents/event-1");
    expect(put?.body).toEqual({
      symptom: "MIGRAINE",
      intensity: 3,
      date: "2025-03-14",
      duration: 60,
      variables: { comment: "Woke up with it", triggers: ["screens", "stress"] },
    });
    expect(complete).toHaveBeenCalledWith({
      done: true,
      data: { symptom: "MIGRAINE", triggers: ["stress"], eventId: "event-1" },
    });
  });

  it("asks the intensity first when there is no event today, then records one", async () => {
    const { complete, calls } = await renderTriggers([]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Lack of sleep" }));
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("radio", { name: "2 of 5" }));
    fireEvent.click(send);
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({
      symptom: "MIGRAINE",
      intensity: 2,
      variables: { triggers: ["sleep"] },
    });
    expect(complete.mock.calls[0]?.[0]).toMatchObject({ done: true, data: { triggers: ["sleep"] } });
  });
});
