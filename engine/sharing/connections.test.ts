import { describe, expect, it } from "vitest";
import {
  CONNECTION_EXPIRY_DAYS,
  CONNECTION_NAME_DISPLAY_LENGTH,
  EXTERNAL_KEY_WRONG_PASSWORD_LIMIT,
  EXTERNAL_LOCK_MINUTES,
  EXTERNAL_WRONG_PASSWORD_LIMIT,
  connectionDisplayName,
  connectionStatus,
  defaultExpirationDate,
  externalAddressLock,
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

  it("lock one address after 5 wrong passwords in 15 minutes, the whole key only after 50", () => {
    expect(EXTERNAL_WRONG_PASSWORD_LIMIT).toBe(5);
    expect(EXTERNAL_KEY_WRONG_PASSWORD_LIMIT).toBe(50);
    expect(EXTERNAL_LOCK_MINUTES).toBe(15);
    const now = Date.parse("2026-11-26T12:00:00Z");
    const minute = 60_000;
    const from = (ipHash: string, minutesAgo: number[]) =>
      minutesAgo.map((m) => ({ at: now - m * minute, ipHash }));
    // No wrong password yet: 5 tries.
    expect(externalAddressLock([], "doctor", now)).toEqual({ lockSeconds: 0, triesLeft: 5 });
    // Three from a stranger: the stranger has 2 left, the doctor still 5.
    const stranger = from("stranger", [1, 2, 3]);
    expect(externalAddressLock(stranger, "stranger", now)).toEqual({ lockSeconds: 0, triesLeft: 2 });
    expect(externalAddressLock(stranger, "doctor", now)).toEqual({ lockSeconds: 0, triesLeft: 5 });
    // Five: the stranger is out for 15 minutes after the fifth-latest, the doctor is not.
    const five = from("stranger", [0, 1, 2, 3, 4]);
    expect(externalAddressLock(five, "stranger", now)).toEqual({ lockSeconds: 11 * 60, triesLeft: 0 });
    expect(externalAddressLock(five, "doctor", now)).toEqual({ lockSeconds: 0, triesLeft: 5 });
    // Older than 15 minutes: forgotten.
    expect(externalAddressLock(from("stranger", [16, 17, 18, 19, 20]), "stranger", now).lockSeconds).toBe(0);
    // 49 from many addresses: one try left for everyone; the 50th locks the key for all.
    const many = Array.from({ length: 49 }, (_, i) => ({ at: now - minute, ipHash: `bot${i}` }));
    expect(externalAddressLock(many, "doctor", now)).toEqual({ lockSeconds: 0, triesLeft: 1 });
    const fifty = [...many, { at: now - 2 * minute, ipHash: "bot49" }];
    expect(externalAddressLock(fifty, "doctor", now)).toEqual({ lockSeconds: 13 * 60, triesLeft: 0 });
  });
});
