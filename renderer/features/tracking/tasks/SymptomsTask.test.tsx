import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fail, mockApi } from "../../../test/mockApi";
import { trackingApi } from "../symptomFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { SymptomsTask } from "./SymptomsTask";

async function renderSymptoms(options: Parameters<typeof trackingApi>[0] = {}) {
  const complete = vi.fn();
  const { api, calls } = mockApi(trackingApi(options));
  await renderWithProviders(<SymptomsTask params={{}} complete={complete} submitted={false} />, { api });
  await screen.findByRole("group", { name: "Migraine" });
  return { complete, calls };
}

const group = (name: string) => screen.getByRole("group", { name });
const pick = (symptom: string, value: number) =>
  fireEvent.click(within(group(symptom)).getByRole("radio", { name: `${value} of 5` }));
const send = () => screen.getByRole("button", { name: "Send" });

describe("SymptomsTask", () => {
  it("lists every recurring symptom with a 0-5 scale", async () => {
    await renderSymptoms();
    expect(within(group("Migraine")).getAllByRole("radio")).toHaveLength(6);
    expect(within(group("Back pain")).getAllByRole("radio")).toHaveLength(6);
  });

  it("keeps send disabled until every recurring symptom has an intensity (docs/features/tracking.md)", async () => {
    await renderSymptoms();
    expect(send()).toHaveProperty("disabled", true);
    pick("Migraine", 3);
    expect(send()).toHaveProperty("disabled", true);
    pick("Back pain", 0);
    expect(send()).toHaveProperty("disabled", false);
  });

  it("opens the details of a symptom when an intensity is tapped, with the migraine type for migraines", async () => {
    await renderSymptoms();
    expect(screen.queryByLabelText("How long did it last?")).toBeNull();
    pick("Migraine", 4);
    const details = screen.getByTestId("symptom-details-MIGRAINE");
    expect(within(details).getByLabelText("How long did it last?")).toBeTruthy();
    expect(within(details).getByLabelText("Medication taken")).toBeTruthy();
    expect(within(details).getByLabelText("Comment")).toBeTruthy();
    const types = within(within(details).getByLabelText("Type of migraine")).getAllByRole("option");
    expect(types.map((option) => option.textContent)).toEqual([
      "Not specified",
      "Tension headache",
      "Migraine without aura",
      "Migraine with aura",
      "Medication-related headache",
      "Other",
    ]);
    pick("Back pain", 1);
    const backDetails = screen.getByTestId("symptom-details-BACK_PAIN");
    expect(within(backDetails).queryByLabelText("Type of migraine")).toBeNull();
  });

  it("posts one event per symptom with its details, then completes the card", async () => {
    const { complete, calls } = await renderSymptoms();
    pick("Migraine", 4);
    const details = screen.getByTestId("symptom-details-MIGRAINE");
    fireEvent.change(within(details).getByLabelText("How long did it last?"), { target: { value: "120" } });
    fireEvent.change(within(details).getByLabelText("Medication taken"), {
      target: { value: "SUMATRIPTAN" },
    });
    fireEvent.change(within(details).getByLabelText("Type of migraine"), { target: { value: "WITH_AURA" } });
    fireEvent.change(within(details).getByLabelText("Comment"), { target: { value: "  After a long day " } });
    pick("Back pain", 0);
    fireEvent.click(send());
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.body)).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        symptom: "MIGRAINE",
        intensity: 4,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        duration: 120,
        variables: { comment: "After a long day", migraineType: "WITH_AURA", medicationID: "SUMATRIPTAN" },
        key: expect.any(String),
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        symptom: "BACK_PAIN",
        intensity: 0,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        variables: {},
        key: expect.any(String),
      },
    ]);
    expect(complete).toHaveBeenCalledWith({
      done: true,
      data: {
        events: [
          { id: (posts[0]?.body as { id: string }).id, symptom: "MIGRAINE", intensity: 4 },
          { id: (posts[1]?.body as { id: string }).id, symptom: "BACK_PAIN", intensity: 0 },
        ],
      },
    });
  });

  it("shows the error and does not complete when the server refuses", async () => {
    const { complete } = await renderSymptoms({ failWrites: { status: 400, code: "VALIDATION_FAILED" } });
    pick("Migraine", 2);
    pick("Back pain", 2);
    fireEvent.click(send());
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
  });

  it("after a partial failure, sends again only the events not recorded, under the same ids", async () => {
    const routes = trackingApi();
    const post = routes["POST /api/patient/symptomEvents"]!;
    let backPainFailures = 1;
    routes["POST /api/patient/symptomEvents"] = (request) => {
      const symptom = (request.body as { symptom: string }).symptom;
      if (symptom === "BACK_PAIN" && backPainFailures-- > 0) return fail(503, "SERVICE_UNAVAILABLE");
      return post(request);
    };
    const complete = vi.fn();
    const { api, calls } = mockApi(routes);
    await renderWithProviders(<SymptomsTask params={{}} complete={complete} submitted={false} />, { api });
    await screen.findByRole("group", { name: "Migraine" });
    pick("Migraine", 2);
    pick("Back pain", 3);
    fireEvent.click(send());
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
    // The recorded migraine is locked; the back pain can still be sent.
    expect(group("Migraine")).toHaveProperty("disabled", true);
    expect(group("Back pain")).toHaveProperty("disabled", false);
    fireEvent.click(send());
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    const posts = calls
      .filter((call) => call.method === "POST")
      .map((call) => call.body as { id: string; symptom: string });
    expect(posts.map((body) => body.symptom)).toEqual(["MIGRAINE", "BACK_PAIN", "BACK_PAIN"]);
    expect(posts[2]?.id).toBe(posts[1]?.id);
    expect(complete.mock.calls[0]?.[0].data.events).toHaveLength(2);
  });

  it("offers the catalogue when the patient follows no symptom, then checks in on the picked ones", async () => {
    const complete = vi.fn();
    const { api, calls } = mockApi(trackingApi({ recurring: [] }));
    await renderWithProviders(
      <SymptomsTask params={{ suggestedSymptoms: ["ANXIETY"] }} complete={complete} submitted={false} />,
      { api },
    );
    const picker = await screen.findByTestId("symptom-picker");
    const options = within(picker).getAllByRole("checkbox");
    expect(options[0]?.parentElement?.textContent).toBe("Anxiety");
    const follow = screen.getByRole("button", { name: "Follow these symptoms" });
    expect(follow).toHaveProperty("disabled", true);
    fireEvent.click(within(picker).getByRole("checkbox", { name: "Eczema" }));
    fireEvent.click(screen.getByRole("button", { name: "Follow this symptom" }));
    await screen.findByRole("group", { name: "Eczema" });
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { symptom: "ECZEMA" },
    ]);
  });
});
