import net from 'node:net';

// A TCP proxy between the server and a dependency (PostgreSQL, Redis) that can fail the way networks
// and databases do (issue 27):
//   pass     forwards both ways
//   refuse   resets every connection, open and new, at once (a database that is down or restarting)
//   silence  keeps connections open and forwards nothing either way (a partition: nothing ever answers)
//   delay    forwards both ways, each chunk `delayMs` late (a slow network or an overloaded server)
type FaultMode = 'pass' | 'refuse' | 'silence' | 'delay';

export interface FaultProxy {
  // host:port to put in the dependency's URL.
  address: string;
  setMode(mode: FaultMode, delayMs?: number): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  let delayMs = 0;
  // Bytes pass in `pass` and `delay` modes (late in the latter); in `silence` they are swallowed.
  const forward = (to: net.Socket, chunk: Buffer) => {
    if (mode === 'pass') to.write(chunk);
    else if (mode === 'delay') setTimeout(() => to.writable && to.write(chunk), delayMs);
  };
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
    client.on('data', (chunk: Buffer) => forward(upstream, chunk));
    upstream.on('data', (chunk: Buffer) => forward(client, chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setMode(next, ms = 0) {
      mode = next;
      delayMs = ms;
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
