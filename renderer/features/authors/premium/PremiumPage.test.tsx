import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { premiumServer } from "../../programs/endOfStudyFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderRouter } from "../../../test/renderRouter";
import { PremiumPage } from "./PremiumPage";

async function renderAt(url: string) {
  const { api } = mockApi(premiumServer());
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: "/app/patient/premium",
    component: PremiumPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await renderRouter(router, { api });
  await act(async () => {});
}

describe("PremiumPage", () => {
  it("shows the offer, and the author picker for ?autor=, with premium.subscribeSuccess after buying", async () => {
    await renderAt("/app/patient/premium?autor=coach-lea");
    expect(await screen.findByRole("heading", { name: "Outchi Premium" })).toBeTruthy();
    expect(await screen.findByRole("dialog")).toBeTruthy();
    fireEvent.click(await screen.findByTestId("premium-tile-1"));
    fireEvent.click(screen.getByRole("button", { name: "Subscribe for 1 month" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("snackbar").textContent).toBe("Subscription confirmed. Thank you!");
  });

  it("shows the labelled sandbox checkout for the sandbox link", async () => {
    await renderAt("/app/patient/premium?amount=3670&plan=yearly&sandboxCheckout=purchase-1");
    expect((await screen.findByTestId("sandbox-label")).textContent).toBe("Sandbox — no payment is taken");
    expect(screen.getByText(/Yearly plan, €36.70/)).toBeTruthy();
  });
});
