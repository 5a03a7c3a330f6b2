/**
 * Reads a live stream (server-sent events) as a test does: each event checked against the stream's
 * schema (the patient's by default), with a time limit on each wait, and the last event id kept as
 * EventSource keeps it (to send as `Last-Event-ID` when it opens the stream again).
 */
import { apiSchemas, type JsonSchema } from "../../card-schemas/registry";
import { streamEventProblems } from "./answerCheck";

export interface StreamReader {
  response: Response;
  /** The next event, within `timeoutMs` (2 s by default). */
  next(timeoutMs?: number): Promise<{ event: string; data: unknown }>;
  /** The `id:` of the last event read that had one (EventSource's `lastEventId`). */
  readonly lastEventId: string | undefined;
  close(): void;
}

export async function openEventStream(
  url: string,
  token: string,
  schema: JsonSchema = apiSchemas.patientStream,
  lastEventId?: string,
): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      Cookie: `sid=${token}`,
      Accept: "text/event-stream",
      ...(lastEventId !== undefined && { "Last-Event-ID": lastEventId }),
    },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let lastId: string | undefined;
  async function read(): Promise<{ event: string; data: unknown }> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const id = /^id: (.*)$/m.exec(block)?.[1];
        if (id !== undefined) lastId = id;
        if (event) {
          const parsed: unknown = data ? JSON.parse(data) : undefined;
          const problems = streamEventProblems(event, parsed, schema);
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
  return {
    response,
    next(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([read(), timeout]).finally(() => clearTimeout(timer));
    },
    get lastEventId() {
      return lastId;
    },
    close: () => controller.abort(),
  };
}
