import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamEventProblems } from "../../test/answerCheck";
import { startOtherProcess, startTestApp, type TestApp } from "../../test/testApp";
import { balanceOf, createPatient, signIn } from "../../test/factories";
import { openSession } from "../../platform/http/sessions";
import { cpxSignature } from "./cpx";
import { createDb } from "../../platform/db/connection";

const cpx = {
  url: "https://surveys.example.test/index.php?lang=en",
  appId: "31337",
  secret: "s3cret-postback",
};

let t: TestApp;
beforeAll(async () => {
  // On a real PostgreSQL the events go through LISTEN/NOTIFY; embedded, in-process.
  t = await startTestApp({ config: { cpx }, liveThroughDatabase: true });
});
afterAll(() => t.close());

function postbackPath(fields: Record<string, string>): string {
  return `/api/cpx/postback?${new URLSearchParams(fields).toString()}`;
}

function signed(userId: string, transId: string, amount = "25", algorithm: "md5" | "sha256" = "md5") {
  return postbackPath({
    status: "1",
    trans_id: transId,
    user_id: userId,
    amount_local: amount,
    amount_usd: "0.25",
    hash: cpxSignature(cpx.secret, transId, algorithm),
  });
}

const cpxEntries = async (userId: string) =>
  t.db("ledgerEntries").where({ userId, reason: "CPX" }).select("delta", "reference");

describe("GET /api/patient/cpx", () => {
  it("gives the provider's page with the app id and the patient's id", async () => {
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    const answer = await client.get("/api/patient/cpx");
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.value.url);
    expect(answer.body.value.available).toBe(true);
    expect(url.origin + url.pathname).toBe("https://surveys.example.test/index.php");
    expect(url.searchParams.get("lang")).toBe("en");
    expect(url.searchParams.get("app_id")).toBe("31337");
    expect(url.searchParams.get("ext_user_id")).toBe(user.id);
  });

  it("shows the shop's survey offer with the configured page and app id", async () => {
    const user = await createPatient(t.deps);
    const client = await signIn(t.client(), t.deps, user);
    const { surveys } = (await client.get("/api/patient/shop")).body.value;
    expect(surveys).toHaveLength(1);
    const url = new URL(surveys[0].url);
    expect(url.origin + url.pathname).toBe("https://surveys.example.test/index.php");
    expect(url.searchParams.get("app_id")).toBe("31337");
    expect(url.searchParams.get("ext_user_id")).toBe(user.id);
  });

  it("lets the app frame the provider's origin, and no other", async () => {
    const answer = await t.client().get("/app/patient/tasks");
    const frameSrc = /frame-src ([^;]*)/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
    expect(frameSrc?.split(" ")).toEqual([
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
      "https://surveys.example.test",
    ]);
  });

  it("says surveys are not available without a configuration", async () => {
    const bare = await startTestApp();
    try {
      const user = await createPatient(bare.deps);
      const client = await signIn(bare.client(), bare.deps, user);
      expect((await client.get("/api/patient/cpx")).body.value).toEqual({ available: false });
      const postback = await bare.client().get(signed(user.id, "tx-none"));
      expect(postback.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("GET /api/cpx/postback", () => {
  it("credits a signed postback once, however often the provider repeats it", async () => {
    const user = await createPatient(t.deps);
    const provider = t.client();
    const first = await provider.get(signed(user.id, "tx-1001"), { noCsrfHeader: true });
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ credited: true });
    const again = await Promise.all([
      provider.get(signed(user.id, "tx-1001")),
      provider.get(signed(user.id, "tx-1001")),
    ]);
    expect(again.map((a) => a.body.value.credited)).toEqual([false, false]);
    expect(await cpxEntries(user.id)).toEqual([{ delta: 25, reference: "tx-1001" }]);
    expect((await balanceOf(t.deps, user)).amount).toBe(25);
  });

  it("accepts a SHA-256 signature and rounds the amount to whole rewards", async () => {
    const user = await createPatient(t.deps);
    const answer = await t.client().get(signed(user.id, "tx-2002", "12.60", "sha256"));
    expect(answer.body.value).toEqual({ credited: true });
    expect((await balanceOf(t.deps, user)).amount).toBe(13);
  });

  it("answers 403 and pays nothing for a bad signature", async () => {
    const user = await createPatient(t.deps);
    const forged = [
      postbackPath({
        status: "1",
        trans_id: "tx-3003",
        user_id: user.id,
        amount_local: "25",
        hash: "0".repeat(32),
      }),
      postbackPath({
        status: "1",
        trans_id: "tx-3003",
        user_id: user.id,
        amount_local: "25",
        hash: cpxSignature("wrong-secret", "tx-3003"),
      }),
      // A signature of another transaction.
      postbackPath({
        status: "1",
        trans_id: "tx-3003",
        user_id: user.id,
        amount_local: "25",
        hash: cpxSignature(cpx.secret, "tx-3004"),
      }),
    ];
    for (const path of forged) {
      const answer = await t.client().get(path);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe("BAD_SIGNATURE");
    }
    expect(await cpxEntries(user.id)).toEqual([]);
  });

  it("acknowledges a reversal without changing the balance", async () => {
    const user = await createPatient(t.deps);
    await t.client().get(signed(user.id, "tx-4004"));
    const reversal = postbackPath({
      status: "2",
      trans_id: "tx-4004",
      user_id: user.id,
      amount_local: "25",
      hash: cpxSignature(cpx.secret, "tx-4004"),
    });
    expect((await t.client().get(reversal)).body.value).toEqual({ credited: false });
    expect((await balanceOf(t.deps, user)).amount).toBe(25);
  });

  it("answers 400 for missing or malformed fields and 404 for an unknown patient", async () => {
    const user = await createPatient(t.deps);
    const noHash = postbackPath({ status: "1", trans_id: "tx-5005", user_id: user.id, amount_local: "25" });
    expect((await t.client().get(noHash)).status).toBe(400);
    expect((await t.client().get(signed(user.id, "tx-5005", "-3"))).status).toBe(400);
    expect((await t.client().get(signed("no-such-user", "tx-5006"))).status).toBe(404);
    expect(await cpxEntries(user.id)).toEqual([]);
  });
});

/** Reads the server-sent events of `path`, each checked against the stream's schema. */
async function openStream(path: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${t.url}${path}`, {
    headers: { Cookie: `sid=${token}`, Accept: "text/event-stream" },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  async function next(): Promise<{ event: string; data: unknown }> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) {
          const parsed: unknown = data ? JSON.parse(data) : undefined;
          const problems = streamEventProblems(event, parsed);
          if (problems) throw new Error(problems);
          return { event, data: parsed };
        }
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended");
      buffer += value;
    }
  }
  return { response, next, close: () => controller.abort() };
}

describe("GET /api/patient/stream", () => {
  it("sends a reward event when a postback credits the patient", async () => {
    const user = await createPatient(t.deps);
    const other = await createPatient(t.deps);
    const stream = await openStream("/api/patient/stream", await openSession(t.db, user.id));
    const otherStream = await openStream("/api/patient/stream", await openSession(t.db, other.id));
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(await stream.next()).toEqual({ event: "ready", data: {} });
      expect(await otherStream.next()).toEqual({ event: "ready", data: {} });

      await t.client().get(signed(user.id, "tx-6006", "40"));
      const event = await stream.next();
      expect(event).toEqual({
        event: "reward",
        data: { id: expect.any(String), amount: 40, reason: "CPX", reference: "tx-6006", balance: 40 },
      });

      // The other patient's stream hears of its own rewards only.
      await t.client().get(signed(other.id, "tx-6007", "5"));
      expect(await otherStream.next()).toMatchObject({
        event: "reward",
        data: { amount: 5, reference: "tx-6007" },
      });
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    "hears a reward credited on another server process (LISTEN/NOTIFY)",
    async () => {
      const user = await createPatient(t.deps);
      const stream = await openStream("/api/patient/stream", await openSession(t.db, user.id));
      // A second process on the same database: its own Realtime, its own connection.
      const otherProcess = await startOtherProcess(t);
      try {
        expect((await stream.next()).event).toBe("ready");
        await otherProcess.client().get(signed(user.id, "tx-7007", "12"));
        expect(await stream.next()).toMatchObject({
          event: "reward",
          data: { amount: 12, reference: "tx-7007" },
        });
      } finally {
        stream.close();
        await otherProcess.close();
      }
    },
  );

  // Embedded, events are passed in-process: there is no LISTEN connection to cut.
  it.runIf(process.env.DATABASE_URL)(
    "keeps an open stream live after its LISTEN connection is cut (pg_terminate_backend)",
    async () => {
      const user = await createPatient(t.deps);
      const stream = await openStream("/api/patient/stream", await openSession(t.db, user.id));
      const admin = createDb({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 });
      try {
        expect((await stream.next()).event).toBe("ready");
        const cut = t.deps.realtime.listenerPid;
        expect(cut).toBeDefined();
        await admin.raw("select pg_terminate_backend(?)", [cut!]);
        await expect.poll(() => t.deps.realtime.listenerPid, { timeout: 5_000, interval: 100 }).not.toBe(cut);
        await expect.poll(() => t.deps.realtime.listenerPid, { timeout: 5_000, interval: 100 }).toBeDefined();

        await t.client().get(signed(user.id, "tx-8008", "9"));
        expect(await stream.next()).toMatchObject({
          event: "reward",
          data: { amount: 9, reference: "tx-8008" },
        });
      } finally {
        stream.close();
        await admin.destroy();
      }
    },
  );

  it("answers 401 without a session", async () => {
    const answer = await t.client().get("/api/patient/stream");
    expect(answer.status).toBe(401);
  });
});
