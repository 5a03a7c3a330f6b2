/**
 * A day of a deployment: three server processes (JOBS_IN_SERVER=0) and a worker on one PostgreSQL,
 * behind a round-robin proxy (server/test/roundRobinProxy.ts), and 200 patients living their day
 * through it: sign-up, the deck and its cards (each completion sent twice, to two processes), a
 * message to an author, a picture, a community message. Then every process must tell each patient
 * the same thing, serve every picture, and the ledger must balance. PostgreSQL only: the embedded
 * database belongs to one process.
 *
 * Each patient speaks from an address of its own (127.0.x.y), which the proxy appends to
 * X-Forwarded-For as a load balancer does: the per-address limits of sign-up and sign-in see 200
 * people, not one.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSchemas } from "../card-schemas/registry";
import { createAccount } from "./features/accounts/createAccount";
import { createDb, type Db } from "./platform/db/connection";
import { openEventStream, type StreamReader } from "./test/eventStreamReader";
import { latestSignupToken } from "./test/outbox";
import { TINY_PNG } from "./test/pictures";
import { freshDatabase, type FreshDatabase } from "./test/postgresServer";
import { POSTGRES_TEMPLATE_ENV } from "./test/postgresTemplate";
import { SERVED_BY, startRoundRobinProxy, type RoundRobinProxy } from "./test/roundRobinProxy";
import {
  runServerProcess,
  runWorkerProcess,
  type ServerProcess,
  type WorkerProcess,
} from "./test/serverProcess";
import { startTestStorage, type StorageAdapter, type TestStorage } from "./test/testStorage";

const databaseUrl = process.env.DATABASE_URL;

/** Where the processes keep uploads: the local disk they share on this one machine, or an S3 bucket. */
const STORAGE: StorageAdapter = "local disk";

const PATIENTS = 200;
const CONCURRENCY = 10;
const SERVERS = 3;
const PASSWORD = "a long enough password";
/** A program of the content whose first day deals cards of two task types. */
const PROGRAM = "micro-breaks";
/** The content's author open to anyone's messages, which the test's pro takes over. */
const AUTHOR = "outchi";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface Patient {
  index: number;
  email: string;
  /** The loopback address this patient's requests come from. */
  address: string;
  id: string;
  cookie: string;
  fileUrl: string;
  /** The cards this patient completed and what they paid. */
  completed: Map<string, number>;
}

/** One HTTP request from `from` (a local address), the body as JSON or raw bytes. */
function send(
  url: string,
  options: {
    from?: string;
    method?: string;
    cookie?: string;
    json?: unknown;
    raw?: Uint8Array;
    type?: string;
  },
): Promise<Answer> {
  const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const headers: Record<string, string> = { "X-Requested-With": "fetch" };
  if (options.cookie) headers.Cookie = options.cookie;
  if (body !== undefined) headers["Content-Type"] = options.type ?? "application/json";
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function json(answer: Answer): { value: Record<string, unknown> } {
  return JSON.parse(answer.body.toString("utf8")) as { value: Record<string, unknown> };
}

/** Expects `status`, saying what was asked and answered otherwise. */
function expectStatus(answer: Answer, status: number, what: string): void {
  expect(answer.status, `${what}: ${answer.body.toString("utf8").slice(0, 500)}`).toBe(status);
}

function sessionCookie(answer: Answer): string {
  const cookie = (answer.headers["set-cookie"] ?? []).find((line) => line.startsWith("sid="));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0]!;
}

/** Runs `work` on each item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

/** Reads the stream until an event that `matches`, within `timeoutMs` in all. */
async function nextMatching(
  stream: StreamReader,
  matches: (event: { event: string; data: unknown }) => boolean,
  timeoutMs = 10_000,
): Promise<{ event: string; data: unknown }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const event = await stream.next(Math.max(deadline - Date.now(), 1));
    if (matches(event)) return event;
  }
}

interface ChatEvent {
  userId?: string;
  message: { id: string; fromUser: boolean; message: string };
}
const chatOf = (event: { event: string; data: unknown }) =>
  event.event === "chat" ? (event.data as ChatEvent) : undefined;

/** The settings of a test storage as the processes read them (server/config.ts). */
function storageEnv({ config }: TestStorage): Record<string, string> {
  const { s3 } = config;
  if (!s3) return { DATA_DIR: config.dataDir };
  return {
    DATA_DIR: config.dataDir,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    ...(s3.endpoint && { S3_ENDPOINT: s3.endpoint }),
    ...(s3.credentials && {
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    }),
    S3_FORCE_PATH_STYLE: s3.forcePathStyle ? "1" : "0",
  };
}

describe.runIf(databaseUrl)("a day of 200 patients on three server processes and a worker", () => {
  let database: FreshDatabase;
  let storage: TestStorage;
  const servers: ServerProcess[] = [];
  let worker: WorkerProcess | undefined;
  let proxy: RoundRobinProxy;
  let db: Db;
  const patients: Patient[] = [];

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl!, "deployment", process.env[POSTGRES_TEMPLATE_ENV]);
    storage = await startTestStorage(STORAGE);
    const env = {
      DATABASE_URL: database.url,
      ...storageEnv(storage),
      JOBS_IN_SERVER: "0",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
    };
    // Started together, as a deployment rolls out: migrations and content loads queue on their locks.
    const started = await Promise.allSettled([
      ...Array.from({ length: SERVERS }, () => runServerProcess({ env, run: "source" })),
      runWorkerProcess(env),
    ]);
    for (const [index, outcome] of started.entries()) {
      if (outcome.status !== "fulfilled") continue;
      if (index < SERVERS) servers.push(outcome.value as ServerProcess);
      else worker = outcome.value;
    }
    const failed = started.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    db = createDb({ databaseUrl: database.url, poolMax: 2 });
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([...servers.map((server) => server.stop()), worker?.stop()]);
    await db?.destroy();
    await database?.drop();
    await storage?.close();
  });

  it("lives every patient's day through the proxy", async () => {
    // The author's pro, made in the database (the content's author taken over), signs in through the proxy.
    const proAccount = { email: "pro@deployment.test", password: PASSWORD, language: "en" } as const;
    const pro = await createAccount(db, { ...proAccount, role: "pro", name: "Outchi", authorId: AUTHOR });
    expect(pro.authorId).toBe(AUTHOR);
    const proLogin = await send(`${proxy.url}/api/auth/login`, {
      method: "POST",
      json: { email: proAccount.email, password: PASSWORD },
    });
    expectStatus(proLogin, 200, "the pro's sign-in");
    const proCookie = sessionCookie(proLogin);
    const proStream = await openEventStream(
      `${proxy.url}/api/pro/${AUTHOR}/stream`,
      proCookie.slice("sid=".length),
      apiSchemas.proStream,
    );
    expect((await proStream.next(5_000)).event).toBe("ready");
    // Every patient's message, whichever process took it, reaches the pro's stream on its one process.
    const heardFrom = new Set<string>();
    const hearing = (async () => {
      while (heardFrom.size < PATIENTS) {
        const chat = chatOf(
          await nextMatching(proStream, (event) => chatOf(event)?.message.fromUser === true, 60_000),
        );
        heardFrom.add(chat!.userId!);
      }
    })();
    hearing.catch(() => undefined);

    const crossings = { completions: 0, chats: 0 };
    await eachLimited(
      Array.from({ length: PATIENTS }, (_, index) => index),
      CONCURRENCY,
      async (index) => {
        const address = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
        const email = `patient-${index}@deployment.test`;
        const from = (target: string, options: Parameters<typeof send>[1] = {}) =>
          send(`${proxy.url}${target}`, { from: address, ...options });

        const signup = await from("/api/auth/signup", {
          method: "POST",
          json: { email, password: PASSWORD, language: "en" },
        });
        expectStatus(signup, 202, `sign-up of ${email}`);
        const token = await latestSignupToken(db, email);
        const verified = await from("/api/auth/verify", { method: "POST", json: { token } });
        expectStatus(verified, 200, `verification of ${email}`);
        const cookie = sessionCookie(verified);
        const id = (json(verified).value.user as { id: string }).id;
        const as = (target: string, options: Parameters<typeof send>[1] = {}) =>
          from(target, { cookie, ...options });

        expectStatus(
          await as(`/api/patient/study/subscribe/${PROGRAM}`, { method: "POST", json: {} }),
          200,
          "subscribe",
        );
        const deck = await as("/api/patient/todo");
        expectStatus(deck, 200, "the deck");
        const cards = json(deck).value.cards as Array<{ id: string; rewards: number }>;
        expect(cards.length).toBeGreaterThan(0);
        // The day just dealt, its cards open, reads the same from the two processes that did not deal it.
        const dealtBy = Number(deck.headers[SERVED_BY]);
        for (const [server, { url }] of servers.entries()) {
          if (server === dealtBy) continue;
          const read = await send(`${url}/api/patient/todo`, { cookie });
          expectStatus(read, 200, "the deck from another process");
          expect(read.body.toString("utf8")).toBe(deck.body.toString("utf8"));
        }
        const completed = new Map<string, number>();
        for (const card of cards) {
          // Sent twice at once, a retry as a phone on a bad network makes it: two processes, one payment.
          const both = await Promise.all(
            [0, 1].map(() =>
              as(`/api/patient/notifications/validate/${card.id}`, {
                method: "POST",
                json: { value: { done: true } },
              }),
            ),
          );
          for (const answer of both) expectStatus(answer, 200, "a completion");
          if (both[0]!.headers[SERVED_BY] !== both[1]!.headers[SERVED_BY]) crossings.completions++;
          const rewarded = both
            .flatMap((answer) => json(answer).value.events as Array<{ type: string; amount?: number }>)
            .filter((event) => event.type === "REWARD")
            .reduce((sum, event) => sum + (event.amount ?? 0), 0);
          expect(rewarded, `card ${card.id}`).toBe(card.rewards);
          completed.set(card.id, card.rewards);
        }

        // The patient's stream through the proxy: the chat written on another process reaches it.
        const stream = await openEventStream(`${proxy.url}/api/patient/stream`, cookie.slice("sid=".length));
        try {
          const streaming = Number(stream.response.headers.get(SERVED_BY));
          expect((await stream.next(5_000)).event).toBe("ready");
          const text = `Hello from patient ${index}`;
          const posted = await as(`/api/patient/autors/${AUTHOR}/chat`, {
            method: "POST",
            json: { message: text },
          });
          expectStatus(posted, 201, "a message to the author");
          if (Number(posted.headers[SERVED_BY]) !== streaming) crossings.chats++;
          const sent = json(posted).value as { id: string };
          await nextMatching(stream, (event) => chatOf(event)?.message.id === sent.id);
          // The pro answers on a process the patient's stream is not on.
          const answerText = `Answer to patient ${index}`;
          const answered = await send(
            `${servers[(streaming + 1) % SERVERS]!.url}/api/pro/${AUTHOR}/user/${id}/message/`,
            {
              method: "PUT",
              cookie: proCookie,
              json: { message: answerText },
            },
          );
          expectStatus(answered, 200, "the pro's answer");
          await nextMatching(stream, (event) => chatOf(event)?.message.message === answerText);
        } finally {
          stream.close();
        }

        const uploaded = await as("/api/patient/uploads?access=protected", {
          method: "POST",
          raw: TINY_PNG,
          type: "image/png",
        });
        expectStatus(uploaded, 201, "a picture");
        const { url: fileUrl, id: fileId } = json(uploaded).value.file as { url: string; id: string };
        // The shared picture counts in the 5-day limit: the message carries it, as one post.
        const posted = await as("/api/patient/socialEvents", {
          method: "POST",
          json: { groupName: "all", message: `A day with the others, ${index}`, assetId: fileId },
        });
        expectStatus(posted, 201, "a community message");
        patients.push({ index, email, address, id, cookie, fileUrl, completed });
      },
    );
    expect(patients).toHaveLength(PATIENTS);
    patients.sort((a, b) => a.index - b.index);
    // Round robin put retries and streams on other processes than their first try, many times over.
    expect(crossings.completions).toBeGreaterThan(PATIENTS / 2);
    expect(crossings.chats).toBeGreaterThan(PATIENTS / 2);

    await Promise.race([
      hearing,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`the pro heard ${heardFrom.size}`)), 10_000),
      ),
    ]);
    proStream.close();
    expect([...heardFrom].sort()).toEqual(patients.map((patient) => patient.id).sort());
  }, 300_000);

  it("tells each patient the same thing whichever process answers, and serves every picture from each", async () => {
    expect(patients).toHaveLength(PATIENTS);
    await eachLimited(patients, CONCURRENCY, async (patient) => {
      const decks = await Promise.all(
        servers.map((server) => send(`${server.url}/api/patient/todo`, { cookie: patient.cookie })),
      );
      for (const deck of decks) expectStatus(deck, 200, "the deck from one process");
      expect(decks.map((deck) => deck.body.toString("utf8"))).toEqual(
        Array.from({ length: SERVERS }, () => decks[0]!.body.toString("utf8")),
      );
      // None of the cards completed is open any more, and the balance holds what they paid.
      const deck = json(decks[0]!).value as {
        cards: Array<{ id: string }>;
        data: { bank: { amount: number } };
      };
      expect(deck.cards.filter((card) => patient.completed.has(card.id))).toEqual([]);
      const earned = [...patient.completed.values()].reduce((sum, rewards) => sum + rewards, 0);
      expect(deck.data.bank.amount).toBe(earned);
      // A protected picture is for any signed-in patient: the next one reads it.
      const reader = patients[(patient.index + 1) % PATIENTS]!;
      const pictures = await Promise.all(
        servers.map((server) => send(`${server.url}${patient.fileUrl}`, { cookie: reader.cookie })),
      );
      for (const picture of pictures) {
        expectStatus(picture, 200, `${patient.fileUrl} from one process`);
        expect(picture.body.equals(pictures[0]!.body)).toBe(true);
        expect(picture.headers["content-type"]).toBe("image/png");
      }
    });
  }, 120_000);

  it("counted every completion once, kept every message, and balances the ledger", async () => {
    const ids = patients.map((patient) => patient.id);
    // Each done card is paid its rewards exactly once, whichever processes its two completions reached.
    const cards = await db.raw<{
      rows: Array<{ id: string; rewards: number; paid: string; payments: string }>;
    }>(
      `select n.id, n.rewards, coalesce(sum(l.delta), 0) as paid, count(l.id) as payments
         from notifications n left join ledger_entries l on l.reference = n.id and l.user_id = n.user_id
        where n.user_id = any(?::text[]) and n.status = 'DONE'
        group by n.id, n.rewards`,
      [ids],
    );
    expect(cards.rows.length).toBeGreaterThanOrEqual(PATIENTS);
    for (const card of cards.rows) {
      expect({ id: card.id, paid: Number(card.paid), payments: Number(card.payments) }).toEqual({
        id: card.id,
        paid: card.rewards,
        payments: card.rewards > 0 ? 1 : 0,
      });
    }
    // The rewards granted to the patients are what their completions earned, nothing more.
    const granted = await db.raw<{ rows: Array<{ granted: string; earned: string }> }>(
      `select (select coalesce(sum(delta), 0) from ledger_entries where user_id = any(:ids::text[])) as granted,
              (select coalesce(sum(rewards), 0) from notifications
                where user_id = any(:ids::text[]) and status = 'DONE') as earned`,
      { ids },
    );
    expect(Number(granted.rows[0]!.granted)).toBe(Number(granted.rows[0]!.earned));
    expect(Number(granted.rows[0]!.earned)).toBeGreaterThan(0);

    // For every account, the stored balance is the sum of its ledger entries.
    const accounts = await db.raw<{ rows: Array<Record<string, string>> }>(
      `select b.user_id, b.amount, b.all_time_amount,
              coalesce(sum(l.delta), 0) as entries, coalesce(sum(greatest(l.delta, 0)), 0) as credits
         from bank_accounts b left join ledger_entries l on l.user_id = b.user_id
        group by b.user_id, b.amount, b.all_time_amount
       having b.amount <> coalesce(sum(l.delta), 0) or b.all_time_amount <> coalesce(sum(greatest(l.delta, 0)), 0)`,
    );
    expect(accounts.rows).toEqual([]);
    const orphans = await db.raw<{ rows: unknown[] }>(
      `select l.id from ledger_entries l left join bank_accounts b on b.user_id = l.user_id where b.user_id is null`,
    );
    expect(orphans.rows).toEqual([]);

    // Every message reached the author's chat and every patient posted once, picture and words.
    const count = async (table: string, where: Record<string, string> = {}) =>
      Number((await db(table).whereIn("userId", ids).where(where).count({ n: "*" }).first())?.n);
    expect({
      messages: await count("chatMessages"),
      pictures: await count("socialEvents", { type: "PICTURE" }),
      posts: await count("socialEvents", { type: "MESSAGE" }),
    }).toEqual({ messages: 2 * PATIENTS, pictures: PATIENTS, posts: PATIENTS });
    // The pictures are in the one place every process reads.
    const pictures = (await storage.keys()).filter((key) => key.startsWith("social/"));
    expect(pictures).toHaveLength(PATIENTS);

    // The worker ran beside them all along, and no job it ran failed.
    expect(worker?.output()).not.toContain('"outcome":"failed"');
  });

  it("ends a session signed out through one process on every process", async () => {
    const patient = patients[0]!;
    const signedOut = await send(`${proxy.url}/api/auth/logout`, {
      from: patient.address,
      method: "POST",
      cookie: patient.cookie,
      json: {},
    });
    expectStatus(signedOut, 200, "the sign-out");
    // The revocation travels by NOTIFY: each process's cache drops the session as it hears it.
    for (const server of servers) {
      await expect
        .poll(async () => (await send(`${server.url}/api/auth/me`, { cookie: patient.cookie })).status, {
          timeout: 2_000,
        })
        .toBe(401);
    }
  });
});
