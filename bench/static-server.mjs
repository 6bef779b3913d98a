// Baseline: a plain node:http server answering every request with the same bytes (from a file).
import fs from 'node:fs';
import http from 'node:http';

const [file, port, type] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type || 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
