import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { assistantServer } from "./assistantFixtures";
import { mockApi } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { CoachingPage } from "./CoachingPage";

describe("CoachingPage", () => {
  it("shows the consent screen first, then the conversation", async () => {
    const { api } = mockApi(assistantServer({ view: { consented: false, history: [] } }));
    await renderWithProviders(<CoachingPage />, { api });
    expect(await screen.findByRole("heading", { level: 1, name: "OutchiIA assistant" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Before you start" })).toBeTruthy();
    expect(screen.queryByRole("log")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Start chatting" }));
    expect(await screen.findByRole("log")).toBeTruthy();
    expect(screen.getByText("Hello! Pick an example question below or write your own.")).toBeTruthy();
  });

  it("links to the assistant from the header", async () => {
    await renderWithProviders(<CoachingPage />, { api: mockApi(assistantServer()).api });
    expect(screen.getByRole("link", { name: "Assistant" }).getAttribute("href")).toBe(
      "/app/patient/coaching",
    );
  });

  it("shows the error when the assistant cannot be read", async () => {
    await renderWithProviders(<CoachingPage />, { api: mockApi({}).api });
    expect(await screen.findByTestId("error-alert")).toBeTruthy();
  });
});
