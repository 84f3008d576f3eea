import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay in front of the emulator that counts every byte both ways, HTTP and WebSocket
 * alike: what the client sent (read from its socket) plus what the server sent (read from the
 * upstream socket), each byte once.
 */
export class ByteCountingRelay {
  bytes = 0;
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  url = "";

  async start(targetPort: number): Promise<this> {
    const server = createServer((client) => {
      const upstream = connect(targetPort, "127.0.0.1");
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on("close", () => this.#sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
        socket.on("data", (chunk: Buffer) => {
          this.bytes += chunk.length;
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("the relay has no port");
    this.url = `http://127.0.0.1:${address.port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    const server = this.#server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
