import { describe, expect, it } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { ApiProvider } from "../../../app/api/ApiContext";
import { createQueryClient } from "../../../app/api/createQueryClient";
import { I18nProvider } from "../../../app/i18n/I18nProvider";
import { premiumServer } from "../../programs/endOfStudyFixtures";
import { mockApi } from "../../../test/mockApi";
import { allMessages } from "../../../test/messages";
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
