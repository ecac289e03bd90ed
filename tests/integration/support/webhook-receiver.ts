// A local receiver for the profile webhook, shared by the webhook tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Received {
  body: string;
  signature: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
}

/** A local receiver: answers with `status` (and after `delayMs`) and keeps every request. */
export class Receiver {
  received: Received[] = [];
  status = 200;
  delayMs = 0;
  private server: Server | undefined;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        setTimeout(() => {
          this.received.push({
            body,
            signature: request.headers["x-resonanz-signature"] as string | undefined,
            idempotencyKey: request.headers["idempotency-key"] as string | undefined,
            contentType: request.headers["content-type"],
          });
          response.writeHead(this.status).end();
        }, this.delayMs);
      });
    });
    return new Promise((resolve) => this.server?.listen(this.port, "127.0.0.1", resolve));
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    // Kept-alive connections go too, so the receiver is really down.
    server?.closeAllConnections();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
