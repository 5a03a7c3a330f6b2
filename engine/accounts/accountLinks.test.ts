import { describe, expect, it } from "vitest";
import {
  ACCOUNT_LINK_KEPT_MS,
  accountLinkState,
  EMAIL_CHANGE_LINK_TTL_MS,
  RESET_PASSWORD_LINK_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from "./accountLinks";

describe("account links (docs/features/accounts.md)", () => {
  it("work one hour for a reset, 24 hours for an email change, 15 minutes for a sign-in, kept 7 days more", () => {
    expect(RESET_PASSWORD_LINK_TTL_MS).toBe(3_600_000);
    expect(EMAIL_CHANGE_LINK_TTL_MS).toBe(86_400_000);
    expect(SIGN_IN_LINK_TTL_MS).toBe(900_000);
    expect(ACCOUNT_LINK_KEPT_MS).toBe(604_800_000);
  });

  it("is usable until its end, expired from it, and used once followed", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(accountLinkState({ usedAt: null, expiresAt: "2026-11-28T10:00:01Z" }, now)).toBe("usable");
    expect(accountLinkState({ usedAt: null, expiresAt: now }, now)).toBe("expired");
    expect(accountLinkState({ usedAt: "2026-11-28T09:00:00Z", expiresAt: "2026-11-28T11:00:00Z" }, now)).toBe(
      "used",
    );
    expect(accountLinkState({ usedAt: "2026-11-28T09:00:00Z", expiresAt: "2026-11-28T09:30:00Z" }, now)).toBe(
      "used",
    );
  });
});
