import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { PersonalizationView } from "../../../../card-schemas";
import { mockApi, ok } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { CardConfetti } from "./CardConfetti";

function view(confetti: "none" | "on" | "off"): PersonalizationView {
  return {
    pet: {
      mood: "OK",
      head: { id: "default-head", image: "/media/pet-head.svg", isDefault: true },
      background: { id: "default-background", image: "/media/pet-background.svg", isDefault: true },
    },
    heads: [],
    backgrounds: [],
    effects:
      confetti === "none"
        ? []
        : [
            {
              id: "confetti",
              name: "Confetti",
              image: "/media/shop/confetti.svg",
              effect: "CONFETTI",
              on: confetti === "on",
            },
          ],
  };
}

describe("CardConfetti", () => {
  it("showers confetti for a card done when the patient owns it and has it on", async () => {
    const { api } = mockApi({ "GET /api/patient/personalization": () => ok(view("on")) });
    await renderWithProviders(<CardConfetti burst={1} />, { api });
    expect(await screen.findByTestId("confetti")).toBeTruthy();
  });

  it.each(["none", "off"] as const)("shows nothing when the confetti is %s", async (confetti) => {
    let asked = false;
    const { api } = mockApi({
      "GET /api/patient/personalization": () => {
        asked = true;
        return ok(view(confetti));
      },
    });
    await renderWithProviders(<CardConfetti burst={3} />, { api });
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("confetti")).toBeNull();
  });
});
