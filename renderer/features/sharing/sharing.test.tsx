import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { addDays } from "../../../engine/shared/dates";
import { createQueryClient } from "../../app/api/createQueryClient";
import { fail, mockApi } from "../../test/mockApi";
import { connections, sharedData, sharingServer } from "./sharingFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { today } from "../../app/session/today";
import { ConnectionForm } from "./ConnectionForm";
import { ConnectionList } from "./ConnectionList";
import { DeleteAccount } from "../accounts/settings/DeleteAccount";
import { ExportLinks } from "../accounts/settings/ExportLinks";
import { ExternalView } from "./ExternalView";
import { SharedDataView } from "./SharedDataView";

describe("ConnectionForm", () => {
  it("sends the name, the four toggles, the expiry 90 days ahead by default and the password", async () => {
    const { api, calls } = mockApi(sharingServer());
    const onCreated = vi.fn();
    await renderWithProviders(<ConnectionForm onCreated={onCreated} newKey={() => "key-000001"} />, { api });
    const submit = screen.getByRole("button", { name: "Create the connection" });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText("Shared until") as HTMLInputElement).value).toBe(addDays(today(), 90));
    fireEvent.change(screen.getByLabelText("Name (who it is for)"), { target: { value: "Dr Martin" } });
    fireEvent.click(screen.getByRole("switch", { name: "Triggers" }));
    fireEvent.change(screen.getByLabelText("Password (optional)"), { target: { value: "a good password" } });
    fireEvent.click(submit);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.body).toEqual({
      value: {
        name: "Dr Martin",
        symptoms: true,
        medicationIntakes: true,
        triggers: false,
        questionnaires: true,
        expirationDate: addDays(today(), 90),
        password: "a good password",
      },
      key: "key-000001",
    });
  });

  it("sends a form unchanged again under its key, and a changed one under a new key", async () => {
    const keys: string[] = [];
    const { api } = mockApi({
      "POST /api/patient/connexion/": ({ body }) => {
        keys.push(body.key!);
        return fail(503, "UNAVAILABLE", "The service is busy");
      },
    });
    let made = 0;
    await renderWithProviders(<ConnectionForm newKey={() => `key-00000${++made}`} />, { api });
    fireEvent.change(screen.getByLabelText("Name (who it is for)"), { target: { value: "Mum" } });
    const submit = screen.getByRole("button", { name: "Create the connection" });
    fireEvent.click(submit);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText("Name (who it is for)"), { target: { value: "Dad" } });
    fireEvent.click(submit);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys).toEqual(["key-000001", "key-000001", "key-000002"]);
  });

  it("leaves the password out when none is typed", async () => {
    const { api, calls } = mockApi(sharingServer());
    await renderWithProviders(<ConnectionForm />, { api });
    fireEvent.change(screen.getByLabelText("Name (who it is for)"), { target: { value: "Mum" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the connection" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).not.toHaveProperty("value.password");
  });
});

describe("ConnectionList", () => {
  it("lists the connections, names cut at 30, expired ones marked", async () => {
    await renderWithProviders(<ConnectionList />, { api: mockApi(sharingServer()).api });
    const items = await screen.findAllByTestId("connection");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole("heading").textContent).toBe("Dr Martin");
    expect(within(items[2]!).getByRole("heading").textContent).toBe("Neurology department, Saint-A…");
    expect(within(items[2]!).getByText("Expired")).toBeTruthy();
    expect(items[2]!.className).toContain("sharing-item--expired");
    expect(within(items[1]!).getByText("Shares: Symptoms")).toBeTruthy();
    expect(within(items[0]!).getByText(connections[0]!.key)).toBeTruthy();
  });

  it("shows each live connection's link with a copy button and a QR code of it", async () => {
    const copy = vi.fn(() => Promise.resolve());
    await renderWithProviders(<ConnectionList copy={copy} />, { api: mockApi(sharingServer()).api });
    const items = await screen.findAllByTestId("connection");
    const links = screen.getAllByTestId("connection-link");
    // The expired one has none: it no longer opens.
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      connections[0]!.link,
      connections[1]!.link,
    ]);
    expect(within(items[2]!).queryByTestId("connection-link")).toBeNull();
    const qr = await within(items[0]!).findByRole("img", { name: "QR code of the link for Dr Martin" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    fireEvent.click(screen.getByRole("button", { name: "Copy the link of Dr Martin" }));
    expect(copy).toHaveBeenCalledWith(connections[0]!.link);
    expect((await screen.findByTestId("snackbar")).textContent).toBe("Link copied");
  });

  it("copies a key with the 'connection key copied' notice", async () => {
    const copy = vi.fn(() => Promise.resolve());
    await renderWithProviders(<ConnectionList copy={copy} />, { api: mockApi(sharingServer()).api });
    fireEvent.click(await screen.findByRole("button", { name: "Copy the key of Dr Martin" }));
    expect(copy).toHaveBeenCalledWith(connections[0]!.key);
    expect((await screen.findByTestId("snackbar")).textContent).toBe("Connection key copied");
  });

  it("deletes one with the 'removed' notice", async () => {
    const { api, calls } = mockApi(sharingServer());
    await renderWithProviders(<ConnectionList />, { api });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Mum" }));
    expect((await screen.findByTestId("snackbar")).textContent).toBe("Removed");
    await waitFor(() => expect(screen.getAllByTestId("connection")).toHaveLength(2));
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/patient/connexion/c2")).toBe(
      true,
    );
  });

  it("shows a connection's access log: when, and whether it succeeded", async () => {
    await renderWithProviders(<ConnectionList />, { api: mockApi(sharingServer()).api });
    const toggle = await screen.findByRole("button", { name: "Access log of Dr Martin" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    const log = await screen.findByTestId("access-log");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const rows = within(log).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.lastChild?.textContent)).toEqual([
      "Opened",
      "Wrong password",
      "Asked for the password",
    ]);
  });

  it("says when there is none", async () => {
    await renderWithProviders(<ConnectionList />, { api: mockApi(sharingServer({ items: [] })).api });
    expect(await screen.findByText("No connection yet.")).toBeTruthy();
  });
});

describe("ExternalView", () => {
  it("shows the shared data at once when there is no password", async () => {
    await renderWithProviders(<ExternalView connectionKey="k" />, { api: mockApi(sharingServer()).api });
    expect(await screen.findByText("Shared with Dr Martin")).toBeTruthy();
    expect(screen.getAllByTestId("shared-chart")).toHaveLength(4);
  });

  it("asks for the password, says when it is wrong, then shows the data", async () => {
    await renderWithProviders(<ExternalView connectionKey="k" />, {
      api: mockApi(sharingServer({ external: "password" })).api,
    });
    const field = await screen.findByLabelText("Password");
    expect(screen.queryByTestId("external-error")).toBeNull();
    fireEvent.change(field, { target: { value: "a guess" } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect((await screen.findByTestId("external-error")).textContent).toBe(
      "Wrong password. 3 tries left before a 15-minute wait.",
    );
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "right password" } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByTestId("shared-data")).toBeTruthy();
  });

  it("says the tries left in the reader's language", async () => {
    await renderWithProviders(<ExternalView connectionKey="k" />, {
      api: mockApi(sharingServer({ external: "password" })).api,
      locale: "fr",
    });
    fireEvent.change(await screen.findByLabelText("Mot de passe"), { target: { value: "a guess" } });
    fireEvent.click(screen.getByRole("button", { name: "Ouvrir" }));
    expect((await screen.findByTestId("external-error")).textContent).toBe(
      "Mot de passe incorrect. Encore 3 essais avant une attente de 15 minutes.",
    );
  });

  it("asks for the data in the reader's language, names the patient, and downloads with the password that opened it", async () => {
    const { api, calls } = mockApi(sharingServer({ external: "password" }));
    const download = vi.fn(() => Promise.resolve());
    await renderWithProviders(<ExternalView connectionKey="k" download={download} />, { api });
    fireEvent.change(await screen.findByLabelText("Password"), { target: { value: "right password" } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect((await screen.findByTestId("shared-patient")).textContent).toBe("Data of Camille");
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { language: "en" },
      { password: "right password", language: "en" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "FHIR bundle (JSON)" }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith({
        connectionKey: "k",
        format: "fhir",
        password: "right password",
        language: "en",
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "PDF document" }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
  });

  it("says when a download fails", async () => {
    await renderWithProviders(
      <ExternalView connectionKey="k" download={() => Promise.reject(new Error("network"))} />,
      { api: mockApi(sharingServer()).api },
    );
    fireEvent.click(await screen.findByRole("button", { name: "PDF document" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The download failed. Try again.");
  });

  it("does not take the password's 401 for a lost session", async () => {
    const onSessionLost = vi.fn();
    await renderWithProviders(<ExternalView connectionKey="k" />, {
      api: mockApi(sharingServer({ external: "password" })).api,
      queryClient: createQueryClient({ onSessionLost, retry: false }),
    });
    await screen.findByLabelText("Password");
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it("says to wait after too many wrong passwords", async () => {
    await renderWithProviders(<ExternalView connectionKey="k" />, {
      api: mockApi(sharingServer({ external: "locked" })).api,
    });
    fireEvent.change(await screen.findByLabelText("Password"), { target: { value: "a guess" } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect((await screen.findByTestId("external-error")).textContent).toBe(
      "Too many wrong passwords. Try again in 15 minutes.",
    );
  });

  it("says an expired or deleted connection is no longer shared, and an unknown key leads nowhere", async () => {
    await renderWithProviders(<ExternalView connectionKey="k" />, {
      api: mockApi(sharingServer({ external: "gone" })).api,
    });
    expect(await screen.findByRole("heading", { name: "No longer shared" })).toBeTruthy();
  });

  it("says an unknown key leads to no shared data", async () => {
    await renderWithProviders(<ExternalView connectionKey="k" />, {
      api: mockApi(sharingServer({ external: "notFound" })).api,
    });
    expect((await screen.findByTestId("external-not-found")).textContent).toBe(
      "This link does not lead to shared data.",
    );
  });
});

describe("SharedDataView", () => {
  it("shows only the kinds shared, each series in a table for screen readers", async () => {
    const { symptoms, name, patient, from, to } = sharedData;
    await renderWithProviders(<SharedDataView data={{ name, patient, from, to, symptoms }} />);
    const charts = screen.getAllByTestId("shared-chart");
    expect(charts.map((chart) => chart.getAttribute("aria-label"))).toEqual(["Symptoms"]);
    // Series go by their labels, never their ids.
    expect(screen.getByRole("table", { name: "Migraine: values by day" })).toBeTruthy();
    expect(screen.queryByText(/MIGRAINE|BACK_PAIN/)).toBeNull();
    expect(screen.getByTestId("shared-patient").textContent).toBe("Data of Camille");
    expect(screen.getByText("From Aug 28, 2026 to Nov 26, 2026, read-only")).toBeTruthy();
  });
});

describe("ExportLinks", () => {
  it("offers a download in each format", async () => {
    await renderWithProviders(<ExportLinks />);
    for (const format of ["json", "csv", "fhir", "pdf"]) {
      const link = screen.getByTestId(`export-${format}`);
      expect(link.getAttribute("href")).toBe(`/api/patient/export?format=${format}`);
      expect(link.hasAttribute("download")).toBe(true);
    }
    expect(screen.getByTestId("export-pdf").textContent).toBe("Download for a consultation (PDF)");
  });
});

describe("DeleteAccount", () => {
  it("asks for the password first, says when it is wrong, and deletes with the right one", async () => {
    const onDeleted = vi.fn();
    const { api, calls } = mockApi(sharingServer());
    await renderWithProviders(<DeleteAccount onDeleted={onDeleted} />, { api });
    expect(screen.queryByLabelText("Your password")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    expect(await screen.findByText("Wrong password.")).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "right password" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.body)).toEqual([
      { password: "wrong" },
      { password: "right password" },
    ]);
  });

  it("goes back without deleting on Cancel", async () => {
    const { api, calls } = mockApi(sharingServer());
    await renderWithProviders(<DeleteAccount onDeleted={vi.fn()} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
