import { createConnection, createServer, type Server, type Socket } from "node:net";

/** A loopback TCP relay to the emulator that counts the bytes it carries to the client. */
export interface ByteCounter {
  url: string;
  /** Bytes sent from the emulator to the client since the last `reset`, WebSocket frames included. */
  received(): number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * Counts what a client downloads whatever it speaks (HTTP, keep-alive, WebSocket) and whichever
 * library it uses, which no HTTP-level hook of the clients can do for both. It is a plain byte
 * pipe: the emulator writes its links from the `Host` the client sent, so `next` URLs and the
 * socket's address keep pointing here.
 */
export async function startByteCounter(targetUrl: string): Promise<ByteCounter> {
  const target = new URL(targetUrl);
  let received = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    open.add(client).add(upstream);
    upstream.on("data", (chunk: Buffer) => (received += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The relay has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    received: () => received,
    reset: () => (received = 0),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
