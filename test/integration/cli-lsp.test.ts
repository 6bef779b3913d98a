import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLI, cliEnv, runCli } from '../helpers/cli';
import { api, data, PLATFORM, unique } from '../helpers/http';

// `check` and `lsp` on the demo theme, pulled from a site of the production server made with it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-lsp-'));
const dir = path.join(scratch, 'demo');
const env = cliEnv(path.join(scratch, 'config'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const cli = (args: string[]) => runCli(env, args);

beforeAll(async () => {
  const subdomain = unique('lsp');
  const r = await api(PLATFORM).post('/api/v1/sites/new', { subdomain, name: 'Demo theme', email: `${subdomain}@example.test`, password: 'owner-password-1', theme: 'demo' });
  expect(r.status, r.text).toBe(201);
  const url = `http://${subdomain}.localhost:${new URL(inject('serverUrl')).port}`;
  const pulled = await cli(['--site', url, '--token', data(r).token as string, 'pull', dir]);
  expect(pulled.code, pulled.stderr).toBe(0);
});

describe('site-platform check', () => {
  it('passes on the demo theme and fails on a broken one with path:line:col', async () => {
    const clean = await cli(['check', dir]);
    expect(clean.code, clean.stdout).toBe(0);
    expect(clean.stdout).toMatch(/against manifest version \d+: 0 error\(s\)/);

    const broken = path.join(scratch, 'broken');
    fs.cpSync(dir, broken, { recursive: true });
    const card = path.join(broken, 'partials', 'post-card.liquid');
    fs.appendFileSync(card, '\n{% if post.title %}never closed');
    fs.writeFileSync(path.join(broken, 'pages', 'Extra.liquid'), '---\npermalink: /extra\n---\n{% layout "no-such-layout" %}\n{{ "x" | upcasse }}');
    const r = await cli(['check', broken]);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    const cardLines = fs.readFileSync(card, 'utf8').split('\n').length;
    expect(lines).toContain(`${path.join(broken, 'pages', 'Extra.liquid')}:4:1: error missing-layout: layout "no-such-layout" is not a published layout of this folder`);
    expect(lines.some((l) => l.startsWith(`${path.join(broken, 'pages', 'Extra.liquid')}:5:`) && l.includes('unknown-filter') && l.includes('upcase'))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${card}:${cardLines}:`) && l.includes('error unclosed-block'))).toBe(true);
    const json = JSON.parse((await cli(['--json', 'check', broken])).stdout) as { findings: { severity: string }[] };
    expect(json.findings.filter((f) => f.severity === 'error')).toHaveLength(2);
  });
});

// A language client of our own: JSON-RPC messages framed by Content-Length over the server's stdio.
class Client {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private pending = new Map<number, (result: unknown) => void>();
  readonly notifications: { method: string; params: Record<string, unknown> }[] = [];
  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on('data', (c: Buffer) => this.read(c));
  }
  private read(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as { id?: number; method?: string; result?: unknown; params?: Record<string, unknown> };
      this.buffer = this.buffer.subarray(end + 4 + length);
      if (message.id !== undefined && message.method === undefined) this.pending.get(message.id)?.(message.result);
      else if (message.method && message.id !== undefined) this.send({ jsonrpc: '2.0', id: message.id, result: null });
      else if (message.method) this.notifications.push({ method: message.method, params: message.params ?? {} });
    }
  }
  private send(message: object) {
    const body = Buffer.from(JSON.stringify(message));
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }
  request<T>(method: string, params: object): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (r: unknown) => void);
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }
  notify(method: string, params: object) {
    this.send({ jsonrpc: '2.0', method, params });
  }
}

describe('site-platform lsp', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterAll(() => child?.kill());

  it('answers initialize, diagnostics, completion, hover and definition on the demo theme', async () => {
    child = spawn(process.execPath, [CLI, 'lsp', '--stdio'], { env, cwd: dir });
    const client = new Client(child);
    const init = await client.request<{ capabilities: Record<string, unknown> }>('initialize', { processId: process.pid, rootUri: pathToFileURL(dir).href, capabilities: {} });
    expect(init.capabilities).toMatchObject({ hoverProvider: true, definitionProvider: true, completionProvider: expect.any(Object) });
    client.notify('initialized', {});

    const uri = pathToFileURL(path.join(dir, 'pages', 'Home.liquid')).href;
    const text = fs.readFileSync(path.join(dir, 'pages', 'Home.liquid'), 'utf8') + '\n{{ "x" | upcasse }}\n{% ren';
    const lines = text.split('\n');
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'liquid', version: 1, text } });

    const until = async (what: () => boolean) => {
      const end = Date.now() + 10_000;
      while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      return what();
    };
    const published = () => client.notifications.filter((n) => n.method === 'textDocument/publishDiagnostics' && n.params.uri === uri);
    expect(await until(() => published().length > 0)).toBe(true);
    const diagnostics = published().at(-1)!.params.diagnostics as { range: { start: { line: number } }; code: string; message: string }[];
    const unknown = diagnostics.find((d) => d.code === 'unknown-filter');
    expect(unknown?.message).toContain('upcase');
    expect(unknown?.range.start.line).toBe(lines.length - 2);

    const at = (line: number, character: number) => ({ textDocument: { uri }, position: { line, character } });
    type Item = { label: string; documentation?: { value: string } };
    const tags = await client.request<Item[]>('textDocument/completion', at(lines.length - 1, lines.at(-1)!.length));
    expect(tags.map((t) => t.label)).toContain('render');

    const renderLine = lines.findIndex((l) => l.includes('{% render "post-card"'));
    expect(renderLine).toBeGreaterThan(0);
    const quote = lines[renderLine]!.indexOf('"post-card"') + 1;
    const partials = await client.request<Item[]>('textDocument/completion', at(renderLine, quote));
    expect(partials.map((p) => p.label)).toEqual(expect.arrayContaining(['post-card', 'site-header']));

    const filterLine = lines.length - 2;
    const filters = await client.request<Item[]>('textDocument/completion', at(filterLine, lines[filterLine]!.indexOf('upcasse') + 2));
    expect(filters.find((f) => f.label === 'upcase')?.documentation?.value).toMatch(/upcase/);

    const siteLine = lines.findIndex((l) => l.includes('site.settings'));
    const members = await client.request<Item[]>('textDocument/completion', at(siteLine, lines[siteLine]!.indexOf('site.') + 5));
    expect(members.map((m) => m.label)).toEqual(expect.arrayContaining(['name', 'settings']));

    const hover = await client.request<{ contents: { value: string } } | null>('textDocument/hover', at(renderLine, lines[renderLine]!.indexOf('render') + 2));
    expect(hover?.contents.value).toContain('render');

    const definition = await client.request<{ uri: string } | null>('textDocument/definition', at(renderLine, quote + 2));
    expect(definition?.uri).toBe(pathToFileURL(path.join(dir, 'partials', 'post-card.liquid')).href);
  });
});
