import { beforeAll, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ProCustomItem } from "../../../../card-schemas";
import { fail, ok } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";

const guide: ProCustomItem = {
  id: "guide",
  input: { name: "Sleep guide" },
  price: 30,
  createdAt: "2026-11-20T10:00:00.000Z",
};

beforeAll(async () => {
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProShopPage")]);
});

describe("ProShopPage", () => {
  it("lists the items, puts a new one on sale and deletes one once confirmed", async () => {
    let items = [guide];
    const { calls } = await openApp("/app/pro/shop", pro, {
      "GET /api/pro/:proId/custom": () => ok({ items }),
      "POST /api/pro/:proId/custom": ({ body }) => {
        const item = { id: "mask", ...body, createdAt: "2026-11-21T10:00:00.000Z" };
        items = [item, ...items];
        return ok(item);
      },
      "DELETE /api/pro/:proId/custom/:id": ({ params }) => {
        items = items.filter((item) => item.id !== params.id);
        return ok({});
      },
    });
    const row = within(await screen.findByTestId("pro-item-guide"));
    expect(row.getByRole("heading", { name: "Sleep guide" })).toBeTruthy();
    expect(row.getByText("30 rewards")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Sleep mask" } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Put it on sale" }));
    expect(await screen.findByTestId("pro-item-mask")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      input: { name: "Sleep mask" },
      price: 12,
    });

    fireEvent.click(row.getByRole("button", { name: "Delete Sleep guide" }));
    // Nothing is deleted before the author confirms.
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(row.getByRole("button", { name: "Yes, delete it" }));
    await screen.findByTestId("pro-item-mask");
    await expect.poll(() => screen.queryByTestId("pro-item-guide")).toBeNull();
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/pro/author-1/custom/guide");
  });

  it("shows a refused field's message on that field and adds nothing", async () => {
    await openApp("/app/pro/shop", pro, {
      "GET /api/pro/:proId/custom": () => ok({ items: [] }),
      "POST /api/pro/:proId/custom": () =>
        fail(400, "VALIDATION_FAILED", "refused", [
          { path: "/input/name", message: "Write the name as text only." },
        ]),
    });
    expect(await screen.findByText("No item on sale yet: add your first one below.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "<b>Mask</b>" } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Put it on sale" }));
    expect(await screen.findByText("Write the name as text only.")).toBeTruthy();
    expect(screen.getByText("No item on sale yet: add your first one below.")).toBeTruthy();
  });
  it("draws the new item's form from GET /schemas: without them it says so, and the items still show", async () => {
    const { calls } = await openApp("/app/pro/shop", pro, {
      "GET /api/pro/:proId/custom": () => ok({ items: [guide] }),
      "GET /api/pro/:proId/schemas": () => fail(503, "DATABASE_UNAVAILABLE"),
    });
    expect(await screen.findByTestId("pro-item-guide")).toBeTruthy();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Put it on sale" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/pro/author-1/schemas")).toBe(true);
  });
});
