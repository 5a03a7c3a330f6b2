import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import type { ClientConfig } from "../../../card-schemas";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { renderWithProviders } from "../../test/renderWithProviders";
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
