import { vi } from "vitest";

type Handler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * XMLHttpRequest as the uploads use it, without a network: the test sees what was sent, reports
 * the upload's progress and answers it.
 */
export class FakeXhr {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  responseText = "";
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  /** `loaded` of `total` bytes have left. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server's answer, an envelope as the API writes it. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const sent: FakeXhr[] = [];

/** Replaces XMLHttpRequest until the test's stubs are restored; answers the requests sent. */
export function installFakeXhr(): FakeXhr[] {
  sent.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}
