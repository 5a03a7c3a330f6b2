import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { galleryCard } from "../analysisCardFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { GalleryCard } from "./GalleryCard";

describe("GalleryCard", () => {
  it("shows the pictures as thumbnails read through the files route", async () => {
    await renderWithProviders(<GalleryCard card={galleryCard()} />);
    const thumbnails = screen.getAllByRole("button", { name: /^Open: / });
    expect(thumbnails.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Open: Meal photo, November 25, 2026",
      "Open: Shared with the community, November 21, 2026",
      "Open: Meal photo, November 14, 2026",
    ]);
    expect(thumbnails[0]!.querySelector("img")!.getAttribute("src")).toBe(
      "/api/files/8f0c1c52-6a0e-4e55-9a2b-2f6d1c0e7a11",
    );
  });

  it("opens a picture full screen, moves to the next and previous, and closes with Escape", async () => {
    await renderWithProviders(<GalleryCard card={galleryCard()} />);
    fireEvent.click(screen.getAllByRole("button", { name: /^Open: / })[1]!);
    const viewer = screen.getByRole("dialog", { name: "Picture 2 of 3" });
    expect(viewer.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByTestId("gallery-viewer-caption").textContent).toBe(
      "Shared with the community, November 21, 2026",
    );
    fireEvent.click(screen.getByRole("button", { name: "Next picture" }));
    expect(screen.getByRole("dialog", { name: "Picture 3 of 3" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next picture" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Previous picture" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous picture" }));
    expect(screen.getByRole("dialog", { name: "Picture 1 of 3" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous picture" })).toHaveProperty("disabled", true);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with its close button, focus kept inside while open", async () => {
    await renderWithProviders(<GalleryCard card={galleryCard()} />);
    fireEvent.click(screen.getAllByRole("button", { name: /^Open: / })[0]!);
    const close = screen.getByRole("button", { name: "Close the picture" });
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.click(close);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says when there is no picture, in French too", async () => {
    await renderWithProviders(<GalleryCard card={galleryCard("fr", true)} />, { locale: "fr" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Mes photos");
    expect(screen.getByTestId("gallery-empty").textContent).toBe("Aucune photo sur cette période.");
  });
});
