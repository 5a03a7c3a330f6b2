import { beforeAll, describe, expect, it } from "vitest";
import axe from "axe-core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ProAuthorMessage } from "../../../../card-schemas";
import { fail, ok } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";

const posted: ProAuthorMessage = {
  id: "wind-down",
  autorId: "author-1",
  message: "Dim the lights <b>an hour</b> before bed.",
  variables: {},
  noReaction: false,
  noComment: true,
  date: "2026-11-24",
  createdAt: "2026-11-24T18:00:00.000Z",
  sent: 3,
};

const path = "/app/pro/posts";

beforeAll(async () => {
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProPostsPage")]);
});

describe("ProPostsPage", () => {
  it("is in the pro menu, lists the messages sent as text, and sends a message to the linked patients", async () => {
    let messages = [posted];
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/content": () => ok({ items: messages }),
      "POST /api/pro/:proId/content/:x": ({ params, body }) => {
        const message = { ...posted, ...body, variables: body.variables ?? {}, id: params.x, sent: 2 };
        messages = [message, ...messages];
        return ok(message, 201);
      },
    });
    const menu = within(await screen.findByRole("navigation", { name: "Professional menu" }));
    expect(menu.getByRole("link", { name: "To my patients" }).getAttribute("href")).toBe(path);
    expect(await screen.findByRole("heading", { level: 1, name: "To my patients" })).toBeTruthy();
    const sent = within(screen.getByRole("region", { name: "Messages sent" }));
    const item = await sent.findByTestId("pro-message-wind-down");
    // Authored text is shown as text: no HTML runs.
    expect(item.textContent).toContain("Dim the lights <b>an hour</b> before bed.");
    expect(item.querySelector("b")).toBeNull();
    expect(item.textContent).toContain("sent to 3 patients");

    expect(screen.getByLabelText("What to send")).toHaveProperty("value", "message");
    fireEvent.change(screen.getByRole("textbox", { name: /^Message/ }), {
      target: { value: "Walk ten minutes after lunch." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send to my patients" }));
    expect(await screen.findByText("Sent to 2 patients.")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.path).toMatch(/^\/api\/pro\/author-1\/content\/[0-9a-f]{32}$/);
    expect(post?.body).toMatchObject({ message: "Walk ten minutes after lunch." });
    expect(await sent.findByText("Walk ten minutes after lunch.")).toBeTruthy();
    // The form is empty again, for the next one.
    expect(screen.getByRole("textbox", { name: /^Message/ })).toHaveProperty("value", "");
    expect(document.querySelector(".error-detail")).toBeNull();

    const { violations } = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, "target-size": { enabled: false } },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`)).toEqual(
      [],
    );
  }, 15_000);

  it("sends an author task from its own form, with a key of its own, and says how many patients got it", async () => {
    const { calls } = await openApp(path, pro, {
      "GET /api/pro/:proId/content": () => ok({ items: [] }),
      "POST /api/pro/:proId/tasks": () => ok({ sent: 0 }),
    });
    expect(await screen.findByText("No message sent yet.")).toBeTruthy();
    const kinds = within(screen.getByLabelText("What to send")).getAllByRole("option");
    expect(kinds.map((option) => option.textContent)).toEqual([
      "A message",
      "Programs to suggest",
      "Questionnaires to suggest",
      "Content to read",
      "An invitation to write to me",
    ]);
    fireEvent.change(screen.getByLabelText("What to send"), { target: { value: "SEND_MESSAGE" } });
    fireEvent.change(await screen.findByLabelText(/^Prompt/), {
      target: { value: "Tell me about your first week." },
    });
    fireEvent.change(screen.getByLabelText(/^Rewards/), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Send to my patients" }));
    expect(await screen.findByText("Sent to no patient: none is linked to you yet.")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      autorTask: { type: "SEND_MESSAGE", prompt: "Tell me about your first week." },
      rewards: 5,
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it("shows each path the server refuses on its field, and keeps what the author wrote", async () => {
    const keys: string[] = [];
    await openApp(path, pro, {
      "GET /api/pro/:proId/content": () => ok({ items: [] }),
      "POST /api/pro/:proId/tasks": ({ body }) => {
        keys.push(body.key);
        return fail(400, "VALIDATION_FAILED", "invalid", [
          { path: "/autorTask/studyIds/0", message: "no such live program" },
        ]);
      },
    });
    fireEvent.change(await screen.findByLabelText("What to send"), { target: { value: "PUSH_PGRM" } });
    // The list needs one program at least: its first field is there already.
    // Each program of the list by its number, under the list's title.
    const programs = within(await screen.findByRole("group", { name: /^Study ids/ }));
    const id = programs.getByLabelText(/^No\. 1/);
    fireEvent.change(id, { target: { value: "gone-program" } });
    fireEvent.click(screen.getByRole("button", { name: "Send to my patients" }));
    expect(await screen.findByText("no such live program")).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(id).toHaveProperty("value", "gone-program");
    // Sent again, it is the same sending: the same key.
    fireEvent.click(screen.getByRole("button", { name: "Send to my patients" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });
});
