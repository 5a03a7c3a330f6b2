import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { allMessages } from "../../test/messages";
import { AllTexts } from "./AllTexts";
import { I18nProvider } from "./I18nProvider";
import { partOf } from "./catalogParts";
import type { Messages } from "./locales";

// The later part of the catalog arrives when the test says so (handed in, not mocked: a module
// mock is not seen by a module another test file of the same worker loaded first).
let arrive: (messages: Messages) => void = () => undefined;
const later = new Promise<Messages>((resolve) => (arrive = resolve));
const load = () => later;

function Page() {
  return <p>the page</p>;
}

async function renderAllTexts(wait: boolean, messages = partOf(allMessages.en, "first") as Messages) {
  // In an awaited act: what suspends inside it is retried when its promise resolves.
  await act(async () => {
    render(
      <I18nProvider locale="en" messages={messages}>
        <AllTexts wait={wait} load={load}>
          <Page />
        </AllTexts>
      </I18nProvider>,
    );
  });
}

describe("AllTexts", () => {
  it("draws a first screen at once, with the first part of the catalog", async () => {
    await renderAllTexts(false);
    expect(screen.getByText("the page")).toBeTruthy();
  });

  it("shows any other page once the rest of the catalog is here, and a spinner until then", async () => {
    await renderAllTexts(true);
    expect(screen.queryByText("the page")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    await act(async () => arrive(allMessages.en));
    expect(await screen.findByText("the page")).toBeTruthy();
  });

  it("shows any page at once with a whole catalog", async () => {
    await renderAllTexts(true, allMessages.en);
    expect(screen.getByText("the page")).toBeTruthy();
  });
});
