// Self time by function from a V8 .cpuprofile (what `node --cpu-prof` writes).
//   node bench/profile.mjs file.cpuprofile [top]
// A sample's time is the gap to the next sample (timeDeltas[i + 1]); self time of a function is the
// time of the samples whose leaf frame is it, summed over every node with the same name and script.
// `window` ({ fromUs, toUs }, CLOCK_MONOTONIC microseconds as process.hrtime gives them, which is the
// clock V8 stamps samples with) keeps only the samples taken in it, e.g. the measured load run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib/shared.mjs';

// Next.js's server chunks are minified (`tl`, `(anonymous)` on line 1), so frames in a script that
// has a source map (`<script>.map`, as the production build writes them) are resolved to the original
// file, line and (when the map names it) function.
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

// Base64 VLQ `mappings` -> per generated line, segments [column, source, line, column, name?] (absolute).
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let origLine = 0;
  let origCol = 0;
  let name = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let col = 0;
    for (const seg of lineText.split(',')) {
      if (!seg) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64[ch];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        origLine += fields[2];
        origCol += fields[3];
        if (fields.length >= 5) name += fields[4];
        segments.push([col, source, origLine, origCol, fields.length >= 5 ? name : -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

const maps = new Map();
function sourceMapFor(file) {
  if (maps.has(file)) return maps.get(file);
  let map = null;
  try {
    const raw = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
    if (raw.version === 3 && typeof raw.mappings === 'string') {
      const dir = path.dirname(file);
      map = {
        sources: raw.sources.map((s) => path.resolve(dir, decodeURIComponent(s))),
        contents: raw.sourcesContent ?? [],
        names: raw.names ?? [],
        lines: decodeMappings(raw.mappings),
      };
    }
  } catch {
    map = null;
  }
  maps.set(file, map);
  return map;
}

// A declared name on the original line, when the map gives none (`function foo(`, `foo = (`, `async foo(`).
function nameOnLine(text) {
  const m =
    /\bfunction\*?\s+([\w$]+)/.exec(text) ??
    /\b([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[\w$]+\s*=>)/.exec(text) ??
    /^\s*(?:(?:public|private|protected|static|async|get|set)\s+)*\*?([\w$]+)\s*\([^)]*\)\s*(?::[^{]+)?\{/.exec(text);
  return m?.[1] ?? null;
}

export function resolveFrame(frame) {
  const url = frame.url ?? '';
  if (!url.startsWith('file://')) return null;
  const map = sourceMapFor(decodeURIComponent(url.slice('file://'.length)));
  const segments = map?.lines[frame.lineNumber];
  if (!segments?.length) return null;
  let found = null;
  for (const seg of segments) {
    if (seg[0] > frame.columnNumber) break;
    found = seg;
  }
  found ??= segments[0];
  const [, source, line, , nameIdx] = found;
  const text = map.contents[source]?.split('\n')[line] ?? '';
  return { file: map.sources[source], line: line + 1, name: nameIdx >= 0 ? map.names[nameIdx] : nameOnLine(text) };
}

function shortUrl(url) {
  if (!url) return '';
  let u = url.startsWith('file://') ? url.slice('file://'.length) : url;
  if (u.startsWith(ROOT + path.sep)) u = u.slice(ROOT.length + 1);
  return u.replace(/^node_modules\//, '~/');
}

export function selfTimes(profile, window = null) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const { samples = [], timeDeltas = [] } = profile;
  let at = profile.startTime ?? 0;
  let kept = 0;
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    kept++;
    const dt = timeDeltas[i + 1] ?? 0;
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + Math.max(0, dt));
  }
  const groups = new Map();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame ?? {};
    const original = resolveFrame(frame);
    // Mapped frames: by original file, line and name; others by name and script, as V8 names them.
    const name = original ? (original.name ?? `${frame.functionName || '(anonymous)'} (minified)`) : frame.functionName || '(anonymous)';
    const url = original ? shortUrl(`file://${original.file}`) : shortUrl(frame.url);
    const line = original ? original.line : (frame.lineNumber ?? -1) + 1;
    const key = original ? `${name}\u0000${url}\u0000${line}` : `${name}\u0000${url}`;
    const g = groups.get(key) ?? { name, url, line, us: 0 };
    g.us += us;
    groups.set(key, g);
    total += us;
  }
  return { totalUs: total, samples: kept, windowed: Boolean(window), functions: [...groups.values()].sort((a, b) => b.us - a.us) };
}

export function formatTop({ totalUs, functions, windowed }, top = 15) {
  const lines = [`self time, top ${top} of ${functions.length} functions (${(totalUs / 1e6).toFixed(1)} s sampled${windowed ? ' during the measured run' : ''}):`];
  for (const f of functions.slice(0, top)) {
    const where = f.url ? `${f.url}${f.line > 0 ? `:${f.line}` : ''}` : '';
    lines.push(`  ${(f.us / 1000).toFixed(0).padStart(7)} ms ${((100 * f.us) / (totalUs || 1)).toFixed(1).padStart(5)}%  ${f.name}${where ? `  ${where}` : ''}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/profile.mjs file.cpuprofile [top]');
    process.exit(2);
  }
  console.log(formatTop(selfTimes(JSON.parse(fs.readFileSync(file, 'utf8'))), Number(top) || 15));
}
