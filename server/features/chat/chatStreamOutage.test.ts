/**
 * Chat messages sent while a server process's LISTEN connection is down reach the streams open on
 * it all the same, each once and in order: the streams read what is stored when the connection is
 * back (platform/streamLog.ts), and a stream opened again on the other process with `Last-Event-ID`
 * is sent what it missed. PostgreSQL only: the embedded database belongs to one process.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSchemas } from "../../../card-schemas/registry";
import type { User } from "../../platform/db/models";
import { openSession } from "../../platform/http/sessions";
import { openEventStream, type StreamReader } from "../../test/eventStreamReader";
import { createPatient, createPro, signIn } from "../../test/factories";
import { Relay } from "../../test/relay";
import { startOtherProcess, startTestApp, type TestApp } from "../../test/testApp";

describe.runIf(process.env.DATABASE_URL)("the chat's streams across a LISTEN outage", () => {
  let t: TestApp;
  let relay: Relay;
  let other: Awaited<ReturnType<typeof startOtherProcess>>;
  let patient: User;
  let pro: User;

  beforeAll(async () => {
    t = await startTestApp({ liveThroughDatabase: true });
    const through = await Relay.to(t.databaseUrl!);
    relay = through.relay;
    // The other process hears NOTIFY through the relay; its queries go straight to the database.
    other = await startOtherProcess(t, { databaseUrl: through.url });
    pro = await createPro(t.deps);
    await t
      .db("authors")
      .where({ id: pro.authorId })
      .update({ extra: JSON.stringify({ features: ["subscriptions"], status: "ACTIVE" }) });
    patient = await createPatient(t.deps);
    await t.db("authorLinks").insert({
      id: `${patient.id}_${pro.authorId}`,
      userId: patient.id,
      authorId: pro.authorId,
      status: "VALIDATED",
      end: "2999-12-31",
    });
  });
  afterAll(async () => {
    await other?.close();
    await relay?.stop();
    await t?.close();
  });

  const text = (event: { data: unknown }) => (event.data as { message: { message: string } }).message.message;

  async function texts(stream: StreamReader, count: number): Promise<string[]> {
    const read: string[] = [];
    // The first within the reconnection (1 s, then 2 s…), the others right after.
    for (let i = 0; i < count; i++) read.push(text(await stream.next(i === 0 ? 10_000 : 1_000)));
    return read;
  }

  it("sends every message posted during the outage, once and in order, when the connection is back", async () => {
    const patientClient = await signIn(other.client(), other.deps, patient);
    const proClient = await signIn(t.client(), t.deps, pro);
    const proStream = await openEventStream(
      `${other.url}/api/pro/${pro.authorId}/stream`,
      await openSession(t.db, pro.id),
      apiSchemas.proStream,
    );
    const patientSession = await openSession(t.db, patient.id);
    const patientStream = await openEventStream(`${other.url}/api/patient/stream`, patientSession);
    try {
      expect((await proStream.next(5_000)).event).toBe("ready");
      expect((await patientStream.next(5_000)).event).toBe("ready");

      await relay.stop();
      await expect.poll(() => other.deps.realtime.listenerPid, { interval: 20 }).toBeUndefined();
      const sent: string[] = [];
      for (let i = 1; i <= 12; i++) {
        const message = `during the outage ${i}`;
        const answer =
          i % 3 === 0
            ? await proClient.put(`/api/pro/${pro.authorId}/user/${patient.id}/message/`, { message })
            : await patientClient.post(`/api/patient/autors/${pro.authorId}/chat`, { message });
        expect(answer.status).toBeLessThan(300);
        sent.push(message);
      }
      // The patient's stream goes away meanwhile; it comes back on the first process below.
      patientStream.close();
      await relay.start();

      expect(await texts(proStream, sent.length)).toEqual(sent);
      await expect(proStream.next(500)).rejects.toThrow(/no event/);

      const back = await openEventStream(
        `${t.url}/api/patient/stream`,
        patientSession,
        undefined,
        patientStream.lastEventId,
      );
      try {
        expect((await back.next()).event).toBe("ready");
        expect(await texts(back, sent.length)).toEqual(sent);
        await expect(back.next(500)).rejects.toThrow(/no event/);
      } finally {
        back.close();
      }
    } finally {
      proStream.close();
      patientStream.close();
    }
  }, 30_000);
});
