import { beforeAll, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ProBank } from "../../../../card-schemas";
import { fail, ok } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";

const earned: ProBank = {
  balance: 450,
  allTimeAmount: 900,
  entries: [
    {
      id: "e2",
      delta: 450,
      reason: "AUTHOR_SUBSCRIPTION_EARNING",
      reference: "link-2",
      balanceAfter: 450,
      createdAt: "2026-11-20T10:00:00.000Z",
    },
    {
      id: "e1",
      delta: -450,
      reason: "PAYOUT",
      reference: "payout-1",
      balanceAfter: 0,
      createdAt: "2026-11-10T10:00:00.000Z",
    },
  ],
};

beforeAll(async () => {
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProBankPage")]);
});

describe("ProBankPage", () => {
  it("shows the balance and its movements, and transfers it once per click, saying it is a sandbox", async () => {
    let bank = earned;
    const { calls } = await openApp("/app/pro/bank", pro, {
      "GET /api/pro/:proId/bank": () => ok(bank),
      "PUT /api/pro/:proId/transfer": () => {
        bank = { ...bank, balance: 0 };
        return ok({
          id: "payout-2",
          amount: 450,
          provider: "sandbox",
          status: "PAID",
          createdAt: "2026-11-25T10:00:00.000Z",
        });
      },
    });
    expect(await screen.findByText("Balance: 450 rewards")).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Last movements, newest first" })).getAllByRole(
      "row",
    );
    expect(rows[1]?.textContent).toContain("A patient subscribed");
    expect(rows[1]?.textContent).toContain("+450");
    expect(rows[2]?.textContent).toContain("Transfer to your account");
    expect(screen.getByText(/no money is sent/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Transfer to my account" }));
    expect(await screen.findByText(/450 rewards transferred\. Sandbox payout/)).toBeTruthy();
    expect(await screen.findByText("Balance: 0 rewards")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Transfer to my account" }));
    await expect.poll(() => calls.filter((call) => call.method === "PUT").length).toBe(2);
    const [first, second] = calls.filter((call) => call.method === "PUT").map((call) => call.body);
    // Each click is a new attempt with its own key.
    expect(first).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/) });
    expect(second).not.toEqual(first);
  });

  it("says kindly that an empty balance has nothing to transfer", async () => {
    await openApp("/app/pro/bank", pro, {
      "GET /api/pro/:proId/bank": () => ok({ balance: 0, allTimeAmount: 0, entries: [] }),
      "PUT /api/pro/:proId/transfer": () => fail(409, "NOTHING_TO_TRANSFER", "The balance is empty"),
    });
    expect(await screen.findByText("No movement yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Transfer to my account" }));
    expect(await screen.findByText("Nothing to transfer: your balance is empty.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
