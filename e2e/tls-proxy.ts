import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export interface TlsProxy {
  port: number;
  close: () => Promise<void>;
}

// What a deployment puts in front of `npm start`: a proxy that terminates TLS and forwards over http
// with X-Forwarded-Proto and X-Forwarded-For (the server runs with TRUST_PROXY=true). The certificate
// is made here, self-signed, for the names given (the browser is told to accept it).
export async function tlsProxy(target: URL, dnsNames: string[]): Promise<TlsProxy> {
  const pem = await generate([{ name: 'commonName', value: dnsNames[0] }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: dnsNames.map((value) => ({ type: 2, value })) }],
  });
  const server = https.createServer({ key: pem.private, cert: pem.cert }, (req, res) => {
    const headers = { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
    const upstream = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
