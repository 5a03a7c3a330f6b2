import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { fail, mockApi, ok } from "../../test/mockApi";
import { personalizationView } from "./homeFixtures";
import { allMessages } from "../../test/messages";
import { renderWithProviders } from "../../test/renderWithProviders";
import { PersonalizationPage } from "./PersonalizationPage";

describe("PersonalizationPage", () => {
  it("offers the owned heads and dresses the pet with the one chosen", async () => {
    const sent: unknown[] = [];
    const { api } = mockApi({
      "GET /api/patient/personalization": () => ok(personalizationView()),
      "PUT /api/patient/personalization": (request) => {
        sent.push(request.body);
        return ok(personalizationView(true));
      },
    });
    await renderWithProviders(<PersonalizationPage />, { api });
    const heads = await screen.findByRole("group", { name: allMessages.en["pet.heads"] });
    const radios = heads.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect([...radios].map((radio) => [radio.value, radio.checked])).toEqual([
      ["default-head", true],
      ["head-crown", false],
    ]);
    fireEvent.click(radios[1]!);
    await waitFor(() => expect(sent).toEqual([{ head: "head-crown" }]));
    await waitFor(() => expect(radios[1]!.checked).toBe(true));
    expect(screen.getByRole("link", { name: allMessages.en["pet.shop"] }).getAttribute("href")).toBe(
      "/app/patient/rewards",
    );
  });

  it("says so when the element is not owned, and keeps the pet as it was", async () => {
    const { api } = mockApi({
      "GET /api/patient/personalization": () => ok(personalizationView()),
      "PUT /api/patient/personalization": () => fail(409, "NOT_OWNED", "This head is not yours"),
    });
    await renderWithProviders(<PersonalizationPage />, { api, locale: "fr" });
    const heads = await screen.findByRole("group", { name: allMessages.fr["pet.heads"] });
    fireEvent.click(heads.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!);
    expect((await screen.findByTestId("error-alert")).textContent).toContain(
      allMessages.fr["errors.NOT_OWNED"],
    );
    expect(screen.getByTestId("pet").querySelector(".pet__head")?.getAttribute("src")).toBe(
      "/media/pet-head.svg",
    );
  });

  it("lists the owned effects by name and switches the golden frame off", async () => {
    const sent: unknown[] = [];
    const { api } = mockApi({
      "GET /api/patient/personalization": () => ok(personalizationView()),
      "PUT /api/patient/personalization": (request) => {
        sent.push(request.body);
        return ok(personalizationView(false, false));
      },
    });
    await renderWithProviders(<PersonalizationPage />, { api });
    const frame = await screen.findByRole("switch", { name: "Golden frame" });
    expect((frame as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId("pet").hasAttribute("data-framed")).toBe(true);
    fireEvent.click(frame);
    await waitFor(() => expect(sent).toEqual([{ effects: { "frame-gold": false } }]));
    await waitFor(() => expect(screen.getByTestId("pet").hasAttribute("data-framed")).toBe(false));
    expect(screen.queryByText(/No\. 1/)).toBeNull();
  });
});
