import { describe, expect, it, vi } from "vitest";
import type { Action } from "../../../card-schemas";
import { dispatchAction, RefusedAction, type ActionEnv } from "./dispatchAction";

function env(overrides: Partial<ActionEnv> = {}) {
  return {
    complete: vi.fn(),
    navigate: vi.fn(),
    api: { actionCall: vi.fn().mockResolvedValue({}) },
    openWindow: vi.fn(),
    copy: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  } satisfies ActionEnv;
}

describe("dispatchAction", () => {
  it("completes with the action's data and the entered values", async () => {
    const e = env({ values: { mood: ["calm"], note: "fine" } });
    await expect(dispatchAction({ kind: "complete", done: true, data: { from: "card" } }, e)).resolves.toBe(
      "completed",
    );
    expect(e.complete).toHaveBeenCalledWith({
      done: true,
      data: { from: "card", mood: ["calm"], note: "fine" },
    });
  });

  it("navigates to routes of the app only", async () => {
    const e = env();
    await dispatchAction({ kind: "navigate", to: "/app/patient/program" }, e);
    expect(e.navigate).toHaveBeenCalledWith("/app/patient/program");
    await expect(dispatchAction({ kind: "navigate", to: "https://evil.example" }, e)).rejects.toBeInstanceOf(
      RefusedAction,
    );
    await expect(dispatchAction({ kind: "navigate", to: "/app/../api/x" }, e)).rejects.toBeInstanceOf(
      RefusedAction,
    );
  });

  it("calls our API only, with the method given", async () => {
    const e = env();
    await dispatchAction({ kind: "call", method: "POST", path: "/api/patient/x" }, e);
    await dispatchAction({ kind: "call", method: "PUT", path: "/api/patient/y" }, e);
    await dispatchAction({ kind: "call", method: "DELETE", path: "/api/patient/z" }, e);
    expect(vi.mocked(e.api.actionCall).mock.calls).toEqual([
      ["POST", "/api/patient/x"],
      ["PUT", "/api/patient/y"],
      ["DELETE", "/api/patient/z"],
    ]);
    for (const path of ["https://evil.example/api/x", "//evil.example/api", "/api//evil", "/other"]) {
      await expect(dispatchAction({ kind: "call", method: "POST", path }, e)).rejects.toBeInstanceOf(
        RefusedAction,
      );
    }
    expect(e.api.actionCall).toHaveBeenCalledTimes(3);
  });

  it("opens https addresses only, in a new tab without opener", async () => {
    const e = env();
    await expect(dispatchAction({ kind: "openUrl", url: "https://example.org/a" }, e)).resolves.toBe(
      "opened",
    );
    expect(e.openWindow).toHaveBeenCalledWith("https://example.org/a", "_blank", "noopener,noreferrer");
    for (const url of ["http://example.org", "javascript:alert(1)", "not a url"]) {
      await expect(dispatchAction({ kind: "openUrl", url }, e)).rejects.toBeInstanceOf(RefusedAction);
    }
    expect(e.openWindow).toHaveBeenCalledTimes(1);
  });

  it("shares through the Web Share API, else copies the link", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const withShare = env({ share });
    await expect(
      dispatchAction({ kind: "share", url: "https://outchi.app/x", text: "Look" }, withShare),
    ).resolves.toBe("shared");
    expect(share).toHaveBeenCalledWith({ url: "https://outchi.app/x", text: "Look" });
    const withoutShare = env();
    await expect(dispatchAction({ kind: "share", url: "https://outchi.app/x" }, withoutShare)).resolves.toBe(
      "copied",
    );
    expect(withoutShare.copy).toHaveBeenCalledWith("https://outchi.app/x");
  });

  it("refuses an unknown kind", async () => {
    await expect(dispatchAction({ kind: "explode" } as unknown as Action, env())).rejects.toBeInstanceOf(
      RefusedAction,
    );
  });
});
