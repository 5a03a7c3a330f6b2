import { afterEach, describe, expect, it } from "vitest";
import { SESSION_ELEMENT_ID } from "../../../card-schemas/sessionElement";
import { readPageSession } from "./pageSession";

function pageWith(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = SESSION_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(SESSION_ELEMENT_ID)?.remove());

describe("readPageSession", () => {
  it("reads the session the server wrote into the page", () => {
    const user = { id: "u1", email: "a@b.c", role: "patient", language: "it", timeZone: "Europe/Rome" };
    pageWith(JSON.stringify({ user }));
    expect(readPageSession(document)).toEqual({ user });
    document.getElementById(SESSION_ELEMENT_ID)!.textContent = JSON.stringify({ user: null });
    expect(readPageSession(document)).toEqual({ user: null });
  });

  it("says nothing when the page carries no session, or a broken one, so the server is asked", () => {
    expect(readPageSession(document)).toBeUndefined();
    pageWith('{"user": {"id"');
    expect(readPageSession(document)).toBeUndefined();
    document.getElementById(SESSION_ELEMENT_ID)!.textContent = "[]";
    expect(readPageSession(document)).toBeUndefined();
  });
});
