import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("the payment sandbox", () => {
  it("stands in for a provider only when asked for: the embedded demo, DEMO=1 or PAYMENT_SANDBOX=1", () => {
    expect(readConfig({}).paymentSandbox).toBe(true);
    const deployed = { DATABASE_URL: "postgres://db.internal/outchi" };
    expect(readConfig(deployed).paymentSandbox).toBe(false);
    expect(readConfig({ ...deployed, DEMO: "1" }).paymentSandbox).toBe(true);
    expect(readConfig({ ...deployed, PAYMENT_SANDBOX: "true" }).paymentSandbox).toBe(true);
  });

  it("never runs beside a payment provider", () => {
    expect(readConfig({ PAYMENT_PROVIDER_URL: "https://pay.example.test", DEMO: "1" }).paymentSandbox).toBe(
      false,
    );
  });
});
