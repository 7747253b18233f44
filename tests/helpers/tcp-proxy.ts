import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a real server (PostgreSQL in tests) that can be taken down and brought back
 * on the same port: a database outage without stopping the shared PostgreSQL.
 */
export type TcpProxy = {
  port: number;
  /** Stops listening and cuts every open connection (clients see a dropped server). */
  down: () => Promise<void>;
  /** Listens again on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        const address = s.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const down = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    port,
    down,
    up: async () => {
      if (!server) await listen(port);
    },
    close: down,
  };
}
