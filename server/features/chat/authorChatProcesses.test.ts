/**
 * Two real server processes on one PostgreSQL (docs/architecture.md): a chat message posted on one
 * reaches the other side's live stream open on the other, within a second, through NOTIFY.
 * PostgreSQL only: the embedded database belongs to one process.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSchemas } from "../../../card-schemas/registry";
import { createDb, type Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { createAccount } from "../accounts/createAccount";
import { openSession } from "../../platform/http/sessions";
import { openEventStream } from "../../test/eventStreamReader";
import { freshDatabase, type FreshDatabase } from "../../test/postgresServer";
import { POSTGRES_TEMPLATE_ENV } from "../../test/postgresTemplate";
import { runServerProcess, type ServerProcess } from "../../test/serverProcess";

const databaseUrl = process.env.DATABASE_URL;
const FETCH = { "Content-Type": "application/json", "X-Requested-With": "fetch" };

describe.runIf(databaseUrl)("the chat across two server processes on one PostgreSQL", () => {
  let database: FreshDatabase;
  let one: ServerProcess;
  let two: ServerProcess;
  let db: Db;
  let patient: User;
  let pro: User;

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl!, "processes", process.env[POSTGRES_TEMPLATE_ENV]);
    // A copy of the run's migrated template: both processes find it ready (one after the other all
    // the same, as a deployment rolls out).
    one = await runServerProcess({ env: { DATABASE_URL: database.url }, run: "source" });
    two = await runServerProcess({ env: { DATABASE_URL: database.url }, run: "source" });
    db = createDb({ databaseUrl: database.url, poolMax: 2 });
    const account = { password: "a long enough password", language: "en" } as const;
    patient = await createAccount(db, { ...account, email: "patient@processes.test", role: "patient" });
    pro = await createAccount(db, { ...account, email: "pro@processes.test", role: "pro", name: "Dr Two" });
    await db("authorLinks").insert({
      id: `${patient.id}_${pro.authorId}`,
      userId: patient.id,
      authorId: pro.authorId,
      status: "VALIDATED",
      end: "2999-12-31",
    });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await db?.destroy();
    await database?.drop();
  });

  it("delivers the patient's message posted on one to the pro's stream on the other, and back", async () => {
    const patientSession = await openSession(db, patient.id);
    const proSession = await openSession(db, pro.id);
    const proStream = await openEventStream(
      `${two.url}/api/pro/${pro.authorId}/stream`,
      proSession,
      apiSchemas.proStream,
    );
    const patientStream = await openEventStream(`${one.url}/api/patient/stream`, patientSession);
    try {
      expect((await proStream.next(5_000)).event).toBe("ready");
      expect((await patientStream.next(5_000)).event).toBe("ready");

      const posted = await fetch(`${one.url}/api/patient/autors/${pro.authorId}/chat`, {
        method: "POST",
        headers: { ...FETCH, Cookie: `sid=${patientSession}` },
        body: JSON.stringify({ message: "Posted on process one" }),
      });
      expect(posted.status).toBe(201);
      const sent = ((await posted.json()) as { value: { id: string } }).value;
      expect(await proStream.next(1_000)).toMatchObject({
        event: "chat",
        data: { userId: patient.id, message: { id: sent.id, message: "Posted on process one" } },
      });
      // The patient's own stream, on process one, hears it too.
      expect(await patientStream.next(1_000)).toMatchObject({
        event: "chat",
        data: { message: { id: sent.id } },
      });

      const answered = await fetch(`${two.url}/api/pro/${pro.authorId}/user/${patient.id}/message/`, {
        method: "PUT",
        headers: { ...FETCH, Cookie: `sid=${proSession}` },
        body: JSON.stringify({ message: "Answered on process two" }),
      });
      expect(answered.status).toBe(200);
      expect(await patientStream.next(1_000)).toMatchObject({
        event: "chat",
        data: { message: { fromUser: false, message: "Answered on process two" } },
      });
    } finally {
      proStream.close();
      patientStream.close();
    }
  });

  it("stops on SIGTERM once its running job is done, closing the database cleanly", async () => {
    expect(await two.stop()).toBe(0);
    expect(two.output()).toContain(
      "SIGTERM: stopping the server after its requests in flight and its running job",
    );
  });
});
