import { once } from "node:events";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";

/**
 * A TCP proxy for putting a bad network between the app and PostgreSQL. `stall()` stops
 * forwarding in both directions without closing anything (a link that silently drops packets, as a
 * broken switch or a full conntrack table does); `resume()` delivers what was held, in order.
 */
export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0) {
  let stalled = false;
  const held: [Socket, Buffer][] = [];
  const sockets = new Set<Socket>();

  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (stalled) held.push([to, chunk]);
      else to.write(chunk);
    });
    from.on("close", () => to.destroy());
    from.on("error", () => to.destroy());
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  server.listen(listenPort, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    port,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, "close").catch(() => {});
    },
  };
}
