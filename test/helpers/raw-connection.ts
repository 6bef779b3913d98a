import net from 'node:net';

// One TCP connection to the server, written and read by hand: what an HTTP client library hides
// (several requests on one keep-alive connection, a body still being sent when the answer comes, the
// connection's end) is what the connection tests look at.

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  readonly socket: net.Socket;
  // The server ended or reset the connection.
  closed = false;
  error: string | null = null;

  constructor(port: number | string) {
    this.socket = net.connect(Number(port), '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    const close = () => {
      this.closed = true;
      this.wake();
    };
    this.socket.on('end', close);
    this.socket.on('close', close);
    this.socket.on('error', (err: NodeJS.ErrnoException) => {
      this.error = err.code ?? err.message;
      close();
    });
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  // Resolves on the next byte read or on the connection's end, or after `ms`.
  private changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  // Writes `data` and waits for the socket to take it, or for an answer or the end (a server that
  // stopped reading never takes it); false when the connection is gone.
  async write(data: string | Buffer): Promise<boolean> {
    if (this.closed || this.socket.destroyed) return false;
    if (!this.socket.write(data)) {
      const drained = new Promise<void>((resolve) => this.socket.once('drain', () => resolve()));
      while (!this.closed && !this.answered) {
        if (await Promise.race([drained.then(() => true), this.changed(1_000).then(() => false)])) break;
      }
    }
    return !this.closed;
  }

  // True once any answer bytes have arrived.
  get answered(): boolean {
    return this.buffer.length > 0;
  }

  // The next whole response (interim 1xx answers skipped), 'closed' if the connection ends first,
  // 'timeout' if neither happens within `ms`.
  async response(ms = 5_000): Promise<RawResponse | 'closed' | 'timeout'> {
    const deadline = Date.now() + ms;
    for (;;) {
      const parsed = this.parse();
      if (parsed && parsed.status >= 200) return parsed;
      if (parsed) continue;
      if (this.closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) return 'timeout';
      await this.changed(left);
    }
  }

  // Whether the server ends the connection within `ms`.
  async closesWithin(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await this.changed(deadline - Date.now());
    return this.closed;
  }

  destroy() {
    this.socket.destroy();
  }

  // Takes one complete response off the buffer, or null when it has not all arrived.
  private parse(): RawResponse | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end === -1) return null;
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(statusLine!.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let rest = this.buffer.subarray(end + 4);
    let body: Buffer;
    if (status < 200 || status === 204 || status === 304) body = Buffer.alloc(0);
    else if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd === -1) return null;
        const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        if (size === 0) {
          rest = rest.subarray(lineEnd + 4);
          break;
        }
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
      }
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    } else {
      // No length: the body runs to the connection's end.
      if (!this.closed) return null;
      body = rest;
      rest = Buffer.alloc(0);
    }
    this.buffer = rest;
    return { status, headers, body: body.toString('utf8') };
  }
}

// A chunked body's framing for `data` (one chunk), and its end.
export const chunk = (data: Buffer | string) => Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')]);
export const LAST_CHUNK = '0\r\n\r\n';
