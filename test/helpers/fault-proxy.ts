import net from 'node:net';

// A TCP proxy between the server and a dependency (PostgreSQL, Redis) that can fail the way networks
// and databases do (issue 27):
//   pass     forwards both ways
//   refuse   resets every connection, open and new, at once (a database that is down or restarting)
//   silence  keeps connections open and forwards nothing either way (a partition: nothing ever answers)
type FaultMode = 'pass' | 'refuse' | 'silence';

export interface FaultProxy {
  // host:port to put in the dependency's URL.
  address: string;
  setMode(mode: FaultMode): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (mode === 'refuse') return void client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    // Bytes pass only in `pass` mode; in `silence` they are swallowed.
    client.on('data', (chunk) => mode === 'pass' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'pass' && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setMode(next) {
      mode = next;
      if (next !== 'refuse') return;
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
    },
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
