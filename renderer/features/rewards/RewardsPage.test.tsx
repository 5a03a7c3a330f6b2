import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { ApiProvider } from "../../app/api/ApiContext";
import { createQueryClient } from "../../app/api/createQueryClient";
import { I18nProvider } from "../../app/i18n/I18nProvider";
import { mockApi } from "../../test/mockApi";
import { shopServer } from "./shopFixtures";
import { allMessages } from "../../test/messages";
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
  await act(() => router.load());
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider client={api}>
        <I18nProvider locale="en" messages={allMessages.en}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
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
