import { describe, expect, it } from "vitest";
import {
  dataWindow,
  FREE_FOLLOW_MONTHS,
  isInvitationOpen,
  PRO_DATA_WINDOW_DAYS,
  PRO_SERIES_WINDOW_DAYS,
  rejectionRefund,
  validatedLinkEnd,
} from "./authorInvitations";

describe("validatedLinkEnd", () => {
  it("counts the months paid for from the validation day", () => {
    expect(validatedLinkEnd("2026-11-26", 3, null)).toBe("2027-02-26");
    expect(validatedLinkEnd("2026-01-31", 1, "2026-01-20")).toBe("2026-02-28");
  });

  it("gives a free follow one month", () => {
    expect(FREE_FOLLOW_MONTHS).toBe(1);
    expect(validatedLinkEnd("2026-11-26", null, null)).toBe("2026-12-26");
    expect(validatedLinkEnd("2026-11-26", 2, null)).toBe("2026-12-26");
  });

  it("keeps a later end the link already had", () => {
    expect(validatedLinkEnd("2026-11-26", 1, "2027-05-01")).toBe("2027-05-01");
  });
});

describe("invitations", () => {
  it("are open only while they wait for the author", () => {
    expect(isInvitationOpen("TO_VALIDATE")).toBe(true);
    for (const status of ["VALIDATED", "REJECTED", "CANCELED"]) expect(isInvitationOpen(status)).toBe(false);
  });

  it("refund a reject in full", () => {
    expect(rejectionRefund(1375)).toBe(1375);
    expect(rejectionRefund(0)).toBe(0);
  });
});

describe("dataWindow", () => {
  it("ends on today and spans the days asked", () => {
    expect(PRO_DATA_WINDOW_DAYS).toBe(30);
    expect(PRO_SERIES_WINDOW_DAYS).toBe(90);
    expect(dataWindow("2026-11-26", 30)).toEqual({ from: "2026-10-28", to: "2026-11-26" });
  });
});
