import { describe, expect, it } from "vitest";
import {
  CONNECTION_EXPIRY_DAYS,
  CONNECTION_NAME_DISPLAY_LENGTH,
  connectionDisplayName,
  connectionStatus,
  defaultExpirationDate,
  externalLock,
  sharedPeriod,
} from "./connections";

describe("connections (docs/features/sharing.md)", () => {
  it("expire 90 days ahead by default", () => {
    expect(CONNECTION_EXPIRY_DAYS).toBe(90);
    expect(defaultExpirationDate("2026-11-26")).toBe("2027-02-24");
  });

  it("are CREATED, then ACTIVE once read, then EXPIRED when the expiration date is before today", () => {
    const connection = { expirationDate: "2026-12-01", firstReadAt: null };
    expect(connectionStatus(connection, "2026-11-26")).toBe("CREATED");
    expect(connectionStatus({ ...connection, firstReadAt: "2026-11-26T10:00:00Z" }, "2026-11-26")).toBe(
      "ACTIVE",
    );
    expect(connectionStatus(connection, "2026-12-01")).toBe("CREATED");
    expect(connectionStatus(connection, "2026-12-02")).toBe("EXPIRED");
  });

  it("show names cut at 30 characters", () => {
    expect(CONNECTION_NAME_DISPLAY_LENGTH).toBe(30);
    expect(connectionDisplayName("Dr Martin")).toBe("Dr Martin");
    const thirty = "x".repeat(30);
    expect(connectionDisplayName(thirty)).toBe(thirty);
    const cut = connectionDisplayName(`${thirty}y`);
    expect(cut).toBe(`${"x".repeat(29)}…`);
    expect([...cut]).toHaveLength(30);
  });

  it("share 90 days before their making up to today, never past their expiration", () => {
    expect(sharedPeriod("2026-11-26", "2027-02-24", "2026-12-10")).toEqual({
      from: "2026-08-28",
      to: "2026-12-10",
    });
    expect(sharedPeriod("2026-11-26", "2026-12-01", "2026-12-10").to).toBe("2026-12-01");
  });

  it("lock a key for 15 minutes after 5 wrong passwords", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    const minute = 60_000;
    const four = [1, 2, 3, 4].map((m) => now - m * minute);
    expect(externalLock(four, now)).toBe(0);
    // Five in a row: 15 minutes from the first of the five.
    expect(externalLock([now, now, now, now, now], now)).toBe(15 * 60);
    expect(externalLock([...four, now], now)).toBe(11 * 60);
    expect(externalLock([...four, now - 5 * minute], now)).toBe(10 * 60);
    // Older than 15 minutes: no longer counted.
    expect(externalLock([...four, now - 16 * minute], now)).toBe(0);
  });
});
