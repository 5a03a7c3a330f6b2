import type { Action } from "../../../card-schemas";
import type { ApiClient } from "../api/client";
import type { Complete } from "../../cards/types";

/** What an action may reach: injected, so stories and tests run it without a browser or a server. */
export interface ActionEnv {
  complete: Complete;
  /** Opens a route of the app. */
  navigate: (to: string) => void;
  api: Pick<ApiClient, "actionCall">;
  /** window.open */
  openWindow: (url: string, target: string, features: string) => unknown;
  /** navigator.share where the browser has one. */
  share?: (data: { url: string; text?: string }) => Promise<void>;
  /** Copies text to the clipboard (the fallback of share). */
  copy: (text: string) => Promise<void>;
  /** Values the patient entered in the card's inputs, choices and timers: sent with `complete`. */
  values?: Record<string, unknown>;
}

/** What happened, so the block can tell the patient (a copied link, for one). */
export type ActionOutcome = "completed" | "navigated" | "called" | "opened" | "shared" | "copied";

/** An action that must not run: content comes from authors, so the renderer checks again. */
export class RefusedAction extends Error {
  constructor(reason: string) {
    super(`action refused: ${reason}`);
    this.name = "RefusedAction";
  }
}

const APP_ROUTE = /^\/app\/[A-Za-z0-9/_?=&.%-]*$/;
const API_PATH = /^\/api\/[A-Za-z0-9/_?=&.%-]*$/;

function isHttps(url: string): boolean {
  if (!URL.canParse(url)) return false;
  return new URL(url).protocol === "https:";
}

// ".." or "//" would leave the path the schema meant to allow once a browser normalizes it.
function isOwnPath(path: string, pattern: RegExp): boolean {
  return pattern.test(path) && !path.includes("..") && !path.includes("//");
}

/**
 * Runs an action of a block: complete (with the entered values), navigate (a route of the app),
 * call (an API path of ours only), openUrl (https only, new tab, noopener) and share (Web Share
 * API, else the link copied). Throws RefusedAction for anything outside those rules.
 */
export async function dispatchAction(action: Action, env: ActionEnv): Promise<ActionOutcome> {
  switch (action.kind) {
    case "complete":
      env.complete({ done: action.done, data: { ...action.data, ...env.values } });
      return "completed";
    case "navigate":
      if (!isOwnPath(action.to, APP_ROUTE)) throw new RefusedAction(`not a route of the app: ${action.to}`);
      env.navigate(action.to);
      return "navigated";
    case "call": {
      if (!isOwnPath(action.path, API_PATH))
        throw new RefusedAction(`not an API path of ours: ${action.path}`);
      if (action.method !== "POST" && action.method !== "PUT" && action.method !== "DELETE")
        throw new RefusedAction(`unknown method ${String(action.method)}`);
      await env.api.actionCall(action.method, action.path);
      return "called";
    }
    case "openUrl":
      if (!isHttps(action.url)) throw new RefusedAction(`not an https address: ${action.url}`);
      env.openWindow(action.url, "_blank", "noopener,noreferrer");
      return "opened";
    case "share":
      if (!isHttps(action.url)) throw new RefusedAction(`not an https address: ${action.url}`);
      if (env.share) {
        await env.share(action.text ? { url: action.url, text: action.text } : { url: action.url });
        return "shared";
      }
      await env.copy(action.url);
      return "copied";
    default:
      throw new RefusedAction(`unknown kind ${String((action as { kind?: unknown }).kind)}`);
  }
}
