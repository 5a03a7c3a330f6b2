import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/renderWithProviders";
import { NeedsNetwork } from "./NeedsNetwork";

afterEach(() => vi.unstubAllGlobals());

function goOffline(offline: boolean) {
  vi.stubGlobal("navigator", { ...navigator, onLine: !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

describe("NeedsNetwork", () => {
  it("says so while the browser is offline and goes by itself once it is back online", async () => {
    await renderWithProviders(<NeedsNetwork />, { locale: "fr" });
    expect(screen.queryByTestId("needs-network")).toBeNull();
    goOffline(true);
    expect(screen.getByTestId("needs-network").textContent).toBe(
      "Ceci a besoin du réseau. Cela revient tout seul dès que vous êtes en ligne.",
    );
    goOffline(false);
    expect(screen.queryByTestId("needs-network")).toBeNull();
  });
});
