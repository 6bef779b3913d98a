import net from 'node:net';

// A TCP proxy between the server and a dependency (PostgreSQL, Redis) that can fail the way networks
// and databases do (issue 27):
//   pass     forwards both ways
//   refuse   resets every connection, open and new, at once (a database that is down or restarting)
//   silence  keeps connections open and forwards nothing either way (a partition: nothing ever answers)
//   delay    forwards both ways, each chunk `delayMs` late (a slow network or an overloaded server)
// Plain JavaScript, so that bench/outage.mjs uses it too (types: fault-proxy.d.mts).

export async function startFaultProxy(target) {
  let mode = 'pass';
  let delayMs = 0;
  // Bytes pass in `pass` and `delay` modes (late in the latter); in `silence` they are swallowed.
  const forward = (to, chunk) => {
    if (mode === 'pass') to.write(chunk);
    else if (mode === 'delay') setTimeout(() => to.writable && to.write(chunk), delayMs);
  };
  const pairs = new Set();
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
    client.on('data', (chunk) => forward(upstream, chunk));
    upstream.on('data', (chunk) => forward(client, chunk));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
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
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
