import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { dataReads } from "../../authors/proPatientFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { DataAccessList } from "./DataAccessList";

describe("DataAccessList", () => {
  it("lists each read: the author, what they read and when, newest first", async () => {
    await renderWithProviders(<DataAccessList items={dataReads} />);
    const items = within(screen.getByRole("list", { name: "Reads of my data, newest first" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("Dr Martin");
    expect(items[0]?.textContent).toContain("Viewed one of your private pictures");
    expect(items[1]?.textContent).toContain("Opened your data of the last 30 days");
    expect(items[0]?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-26T09:30:00.000Z");
  });

  it("says when nobody read anything", async () => {
    await renderWithProviders(<DataAccessList items={[]} />);
    expect(screen.getByText("Nobody has read your data yet.")).toBeTruthy();
  });
});
