import { describe, expect, it } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { mockApi } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
import { shopServer } from "./shopFixtures";
import { RewardsHistoryPage } from "./RewardsHistoryPage";
import { RewardsPage } from "./RewardsPage";

async function renderAt(url: string) {
  const { api, calls } = mockApi(shopServer());
  const rootRoute = createRootRoute();
  const shop = createRoute({
    getParentRoute: () => rootRoute,
    path: "/app/patient/rewards",
    component: RewardsPage,
  });
  const history = createRoute({
    getParentRoute: () => rootRoute,
    path: "/app/patient/rewards/historique",
    component: RewardsHistoryPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([shop, history]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await renderRouter(router, { api });
  await act(async () => {});
  return { router, calls };
}

describe("RewardsPage", () => {
  it("shows the shop, with a link to the purchase history that opens it", async () => {
    const { router } = await renderAt("/app/patient/rewards");
    expect(await screen.findByRole("heading", { level: 1, name: "Rewards shop" })).toBeTruthy();
    expect((await screen.findByTestId("shop-balance")).textContent).toBe("400 rewards to spend");
    fireEvent.click(screen.getByTestId("shop-history-link"));
    expect(await screen.findByRole("heading", { level: 1, name: "My purchases" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/app/patient/rewards/historique");
    expect(await screen.findByTestId("voucher-code")).toBeTruthy();
  });

  it("shows the sandbox checkout for ?sandboxCheckout=, without loading the shop", async () => {
    const { calls } = await renderAt("/app/patient/rewards?sandboxCheckout=p3&amount=199");
    expect(await screen.findByTestId("rewards-sandbox")).toBeTruthy();
    expect(screen.getByText("Amount: €1.99")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/patient/shop")).toHaveLength(0);
  });
});
