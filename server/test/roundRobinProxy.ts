/**
 * A load balancer in front of a deployment's server processes, for tests: each request goes to the
 * next process in turn, its body and its answer streamed both ways (a live stream stays open
 * through it), with the client's address appended to X-Forwarded-For as a reverse proxy does
 * (the servers run with TRUST_PROXY=1 behind it). Each answer names the process that gave it in
 * `X-Served-By` (its index in `targets`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export const SERVED_BY = "x-served-by";

export interface RoundRobinProxy {
  url: string;
  close: () => Promise<void>;
}

export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const server = http.createServer((request, response) => {
    const index = turn++ % targets.length;
    const target = new URL(targets[index]!);
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // The client went away before the answer ended (a live stream closed): so does the request to the process.
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
