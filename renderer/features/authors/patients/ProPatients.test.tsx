import { beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { invitations, linkedPatients, patientData } from "../proPatientFixtures";
import { fail, ok } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";

vi.mock("../../../ui/charts/dayChartPlot", () => ({ drawDayChart: () => () => {} }));

beforeAll(async () => {
  await Promise.all([
    import("../../../app/pro/ProLayout"),
    import("./ProInvitationsPage"),
    import("./ProPatientsPage"),
    import("./ProPatientPage"),
  ]);
});

describe("ProInvitationsPage", () => {
  it("lists the follows waiting and validates one, then reads the list again", async () => {
    let waiting = invitations;
    const { calls } = await openApp("/app/pro/invitations", pro, {
      "GET /api/pro/:proId/invit": () => ok({ items: waiting }),
      "PUT /api/pro/:proId/invit/:id/validate": ({ params }) => {
        waiting = waiting.filter((item) => item.id !== params.id);
        return ok({ id: params.id, userId: "p1", status: "VALIDATED", end: "2027-02-26", refund: 0 });
      },
    });
    expect(await screen.findByRole("heading", { name: "Camille" })).toBeTruthy();
    expect(screen.getByText("Paid 1,375 rewards for 3 months")).toBeTruthy();
    expect(screen.getByText("Free follow")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Patient without a name" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Validate Camille" }));
    expect(await screen.findByText("Validated: the follow runs until 2027-02-26.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Camille" })).toBeNull());
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.path)).toEqual([
      "/api/pro/author-1/invit/p1_author-1/validate",
    ]);
  });

  it("rejects one and says what was refunded; a decided one shows the error", async () => {
    await openApp("/app/pro/invitations", pro, {
      "GET /api/pro/:proId/invit": () => ok({ items: invitations }),
      "PUT /api/pro/:proId/invit/:id/reject": ({ params }) =>
        params.id === "p1_author-1"
          ? ok({ id: params.id, userId: "p1", status: "REJECTED", end: "2026-11-20", refund: 1375 })
          : fail(409, "INVITATION_DECIDED", "This invitation was already decided (VALIDATED)"),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Reject Camille" }));
    expect(await screen.findByText("Rejected. 1,375 rewards refunded to the patient.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reject Patient without a name" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });

  it("says when nothing waits", async () => {
    await openApp("/app/pro/invitations", pro, { "GET /api/pro/:proId/invit": () => ok({ items: [] }) });
    expect(await screen.findByText("No invitation waiting.")).toBeTruthy();
  });
});

describe("ProPatientsPage and ProPatientPage", () => {
  it("lists the linked patients with their call status, from the header's Patients link", async () => {
    await openApp("/app/pro/patients", pro, {
      "GET /api/pro/:proId/user": () => ok({ items: linkedPatients }),
    });
    const nav = await screen.findByRole("navigation", { name: "Professional menu" });
    expect(within(nav).getByRole("link", { name: "Patients" }).getAttribute("href")).toBe(
      "/app/pro/patients",
    );
    expect(within(nav).getByRole("link", { name: "Invitations" }).getAttribute("href")).toBe(
      "/app/pro/invitations",
    );
    expect(await screen.findByRole("link", { name: "Camille" })).toBeTruthy();
    expect(screen.getByText("To call")).toBeTruthy();
    expect(screen.getByText("Notifications off")).toBeTruthy();
  });

  it("shows a patient's data, pictures through the pro route, the chat link; sets the call status; asks a summary", async () => {
    const { calls } = await openApp("/app/pro/patients/p1", pro, {
      "GET /api/pro/:proId/user": () => ok({ items: linkedPatients }),
      "GET /api/pro/:proId/user/:userId/data/": () => ok(patientData),
      "PUT /api/pro/:proId/user/:userId/callStatus/": ({ body }) =>
        ok({ ...linkedPatients[0]!, call: { status: body.callStatus, phone: "+33612345678" } }),
      "GET /api/pro/:proId/user/:userId/data/:x": ({ params }) =>
        ok({ kind: params.x, from: "2026-08-29", to: "2026-11-26", series: patientData.questionnaires }),
      "GET /api/pro/:proId/user/:userId/outchiIAHelp/": () =>
        ok({
          builtIn: true,
          text: "Symptoms over the last 30 days: Migraine.",
          generatedAt: "2026-11-26T10:00:00.000Z",
        }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Camille" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Symptoms (intensity 0–5)" })).toBeTruthy();
    expect(screen.getAllByTestId("pro-series-chart")).toHaveLength(2);
    // One point: a table rather than a chart (docs/features/authors.md).
    expect(screen.getByText("Not enough data for a chart.")).toBeTruthy();
    expect(screen.getByText("Sleep quality: target 4, until Dec 20, 2026")).toBeTruthy();
    const picture = screen.getByRole("img", { name: "Picture of Nov 25, 2026" });
    expect(picture.getAttribute("src")).toBe("/api/pro/author-1/user/p1/getImageDailyActivity/a1");
    expect(screen.getByRole("link", { name: "Open the conversation" }).getAttribute("href")).toBe(
      "/app/pro/messages/p1",
    );

    const select = screen.getByLabelText("Call status") as HTMLSelectElement;
    expect(select.value).toBe("TO_CALL");
    fireEvent.change(select, { target: { value: "NONE" } });
    expect(await screen.findByText("Call status saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ callStatus: "NONE" });

    fireEvent.change(screen.getByLabelText("Data"), { target: { value: "questionnaires" } });
    fireEvent.click(screen.getByRole("button", { name: "Show 90 days" }));
    const history = screen.getByRole("region", { name: "Over 90 days" });
    expect(await within(history).findByText("HIT-6")).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain("/api/pro/author-1/user/p1/data/questionnaires");

    fireEvent.click(screen.getByRole("button", { name: "Summarize recent data" }));
    expect((await screen.findByTestId("pro-summary-text")).textContent).toBe(
      "Symptoms over the last 30 days: Migraine.",
    );
    expect(screen.getByText(/built-in assistant/)).toBeTruthy();
  });

  it("says a patient no longer linked is not shown", async () => {
    await openApp("/app/pro/patients/gone", pro, {
      "GET /api/pro/:proId/user": () => ok({ items: linkedPatients }),
      "GET /api/pro/:proId/user/:userId/data/": () => fail(404, "NOT_FOUND", "No such patient"),
    });
    expect(await screen.findByText(/no longer follows you/)).toBeTruthy();
  });

  it("ends a link after confirming and goes back to the list", async () => {
    let items = linkedPatients;
    const { router } = await openApp("/app/pro/patients/p3", pro, {
      "GET /api/pro/:proId/user": () => ok({ items }),
      "GET /api/pro/:proId/user/:userId/data/": () => ok({ ...patientData, userId: "p3", name: "Noah" }),
      "PUT /api/pro/:proId/user/:userId/connection/": ({ params }) => {
        items = items.filter((item) => item.userId !== params.userId);
        return ok({ userId: params.userId, status: "CANCELED", refund: 0 });
      },
    });
    expect(await screen.findByText("This patient has not agreed to be called.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "End the follow" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, end it" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/pro/patients"));
    expect(await screen.findByRole("link", { name: "Camille" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Noah" })).toBeNull();
  });
});
