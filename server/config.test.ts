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

describe("the VAPID keys of Web Push", () => {
  const publicKey = `B${"a".repeat(86)}`;
  const privateKey = "b".repeat(43);

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, else from the server's own pair", () => {
    expect(readConfig({}).vapid).toBeUndefined();
    expect(readConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => readConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/go together/);
    expect(() => readConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /base64url/,
    );
  });

  it("name a contact: VAPID_SUBJECT, an https PUBLIC_URL, else a mailto: address", () => {
    expect(readConfig({ VAPID_SUBJECT: "mailto:ops@outchi.test" }).vapidSubject).toBe(
      "mailto:ops@outchi.test",
    );
    expect(readConfig({ PUBLIC_URL: "https://app.outchi.test" }).vapidSubject).toBe(
      "https://app.outchi.test",
    );
    expect(readConfig({ MAIL_FROM: "Outchi <hello@outchi.test>" }).vapidSubject).toBe(
      "mailto:hello@outchi.test",
    );
    expect(readConfig({}).vapidSubject).toBe("mailto:no-reply@localhost");
    expect(() => readConfig({ VAPID_SUBJECT: "http://outchi.test" })).toThrow(/VAPID_SUBJECT/);
  });
});

describe("the demo clock", () => {
  const deployed = { DATABASE_URL: "postgres://db.example.test/outchi" };

  it("starts the app's clock at DEMO_CLOCK in the demo only", () => {
    expect(readConfig({}).clockStart).toBeUndefined();
    expect(readConfig({ DEMO_CLOCK: "2026-12-01T09:00:00+01:00" }).clockStart?.toISOString()).toBe(
      "2026-12-01T08:00:00.000Z",
    );
    expect(
      readConfig({ ...deployed, DEMO: "1", DEMO_CLOCK: "2026-12-02T17:05:00Z" }).clockStart?.toISOString(),
    ).toBe("2026-12-02T17:05:00.000Z");
    expect(() => readConfig({ ...deployed, DEMO_CLOCK: "2026-12-02T17:05:00Z" })).toThrow(/demo only/);
  });

  it("refuses an instant without its zone, or no instant at all", () => {
    expect(() => readConfig({ DEMO_CLOCK: "2026-12-01T09:00:00" })).toThrow(/with its zone/);
    expect(() => readConfig({ DEMO_CLOCK: "tomorrow" })).toThrow(/with its zone/);
  });
});

describe("the S3 storage of uploaded files", () => {
  const bucket = { S3_BUCKET: "outchi-uploads", S3_REGION: "eu-west-3" };

  it("is the local disk without S3 variables, else the bucket S3_BUCKET and S3_REGION name", () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig(bucket).s3).toEqual({
      endpoint: undefined,
      region: "eu-west-3",
      bucket: "outchi-uploads",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      readConfig({
        ...bucket,
        S3_ENDPOINT: "http://minio:9000/",
        S3_ACCESS_KEY_ID: "outchi",
        S3_SECRET_ACCESS_KEY: "a secret",
        S3_FORCE_PATH_STYLE: "1",
      }).s3,
    ).toEqual({
      endpoint: "http://minio:9000",
      region: "eu-west-3",
      bucket: "outchi-uploads",
      credentials: { accessKeyId: "outchi", secretAccessKey: "a secret" },
      forcePathStyle: true,
    });
  });

  it("refuses a partial or malformed configuration at start", () => {
    expect(() => readConfig({ S3_ENDPOINT: "http://minio:9000" })).toThrow(/S3_BUCKET and S3_REGION/);
    expect(() => readConfig({ S3_BUCKET: "outchi-uploads" })).toThrow(/S3_BUCKET and S3_REGION/);
    expect(() => readConfig({ ...bucket, S3_ACCESS_KEY_ID: "outchi" })).toThrow(/go together/);
    expect(() => readConfig({ ...bucket, S3_SECRET_ACCESS_KEY: "a secret" })).toThrow(/go together/);
    expect(() => readConfig({ ...bucket, S3_BUCKET: "Outchi_Uploads" })).toThrow(/bucket name/);
    expect(() => readConfig({ ...bucket, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => readConfig({ ...bucket, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
