/**
 * A TCP relay in front of the real PostgreSQL: stopping it cuts every connection through it and
 * refuses new ones, as an outage does, without touching the server others use; starting it again
 * listens on the same port, as the database coming back.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";

export class Relay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** A relay to the database of `databaseUrl`, started, and that URL through it. */
  static async to(databaseUrl: string): Promise<{ relay: Relay; url: string }> {
    const url = new URL(databaseUrl);
    const relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    return { relay, url: url.toString() };
  }

  async start(): Promise<void> {
    const server = net.createServer((socket) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const end of [socket, upstream]) {
        this.sockets.add(end);
        end.on("error", () => undefined);
        end.on("close", () => {
          this.sockets.delete(end);
          socket.destroy();
          upstream.destroy();
        });
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = undefined;
  }
}
