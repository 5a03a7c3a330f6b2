import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import type { ClientConfig } from "../../../card-schemas";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { renderWithProviders } from "../../test/renderWithProviders";
import { callKey } from "../api/callKey";
import { createQueryClient } from "../api/createQueryClient";
import type { AppWorker } from "../offline/appWorker";
import { UpdateNotice } from "./UpdateNotice";

const config = (schemaVersion: number): ClientConfig => ({
  schemaVersion,
  languages: ["fr", "en", "it", "es"],
  publicUrl: "https://outchi.example",
  features: { assistant: false, payments: false, surveys: false, environment: false, email: false },
});

function serve(answer: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("UpdateNotice", () => {
  it("reads /config.json and offers to reload when the server speaks a later schema major", async () => {
    const fetch = serve(config(SCHEMA_VERSION + 1));
    const reload = vi.fn();
    await renderWithProviders(<UpdateNotice reload={reload} />);
    const notice = await screen.findByTestId("update-notice");
    expect(notice.textContent).toContain("A new version of Outchi is out.");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith("/config.json", expect.anything());
  });

  it("shows nothing when the server speaks this renderer's version, or answers something else", async () => {
    serve(config(SCHEMA_VERSION));
    const { unmount } = await renderWithProviders(<UpdateNotice />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("update-notice")).toBeNull();
    unmount();
    serve({ schemaVersion: "two" });
    await renderWithProviders(<UpdateNotice />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("update-notice")).toBeNull();
  });
});

/** A service worker whose new version waits, or not; `takeOver` is recorded. */
function standInWorker(waiting: boolean) {
  const takeOver = vi.fn<() => void>();
  const worker: AppWorker = { isWaiting: () => waiting, subscribe: () => () => {}, takeOver, post: () => {} };
  return Object.assign(worker, { takeOver });
}

describe("UpdateNotice, a new version of the service worker", () => {
  it("says a new version is ready and lets it take over on the patient's tap", async () => {
    serve(config(SCHEMA_VERSION));
    const worker = standInWorker(true);
    const reload = vi.fn();
    await renderWithProviders(<UpdateNotice worker={worker} reload={reload} />);
    const notice = await screen.findByTestId("update-notice");
    expect(notice.textContent).toContain("A new version of Outchi is ready.");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(worker.takeOver).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it("waits while the deck holds cards to fill, and shows once it holds none", async () => {
    serve(config(SCHEMA_VERSION));
    const queryClient = createQueryClient({ retry: false });
    const deck = callKey("GET /api/patient/todo", { query: { date: "2026-03-02" } });
    queryClient.setQueryData(deck, { data: { luckyOutchi: 0 }, cards: [{ id: "card-1" }] });
    const { router } = await renderWithProviders(<UpdateNotice worker={standInWorker(true)} />, {
      queryClient,
    });
    await act(() => router.navigate({ to: "/app/patient/tasks" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("update-notice")).toBeNull();
    act(() => queryClient.setQueryData(deck, { data: { luckyOutchi: 1 }, cards: [] }));
    expect((await screen.findByTestId("update-notice")).textContent).toContain("is ready");
  });

  it("shows nothing when no new version waits", async () => {
    serve(config(SCHEMA_VERSION));
    await renderWithProviders(<UpdateNotice worker={standInWorker(false)} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("update-notice")).toBeNull();
  });
});
