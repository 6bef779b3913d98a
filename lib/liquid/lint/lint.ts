import { TagToken, TypeGuards, type TopLevelToken } from 'liquidjs';
import type { SourceMap } from './frame';
import { closestName } from './suggest';

type WarningCode = 'unknown-tag' | 'unknown-filter' | 'unused-assign' | 'missing-layout' | 'missing-partial' | 'output-outside-block';

export interface TemplateWarning {
  message: string;
  line: number;
  column: number;
  code: WarningCode;
  suggestion?: string;
}

// A layout or partial named by a literal string (a name held in a variable is only known at render).
export interface TemplateReference {
  kind: 'layout' | 'partial';
  name: string;
  line: number;
  column: number;
}

export interface LintInput {
  tokens: TopLevelToken[];
  map: SourceMap;
  tags: ReadonlySet<string>;
  filters: ReadonlySet<string>;
  // Off for layouts and partials: the page that uses them may read what they assign. A body with a
  // layout or `include` shares its scope too, so lint() skips the check there by itself.
  unusedAssigns: boolean;
}

// Warnings per body, the first ones by position: an editor shows them, and a body of 30,000 unknown
// tags asked for 30,000 did-you-mean searches and an answer of megabytes.
export const MAX_WARNINGS = 200;

// A warning before its did-you-mean is looked up (only for the ones kept).
interface Pending {
  warning: TemplateWarning;
  unknown?: { name: string; among: ReadonlySet<string>; what: 'tag' | 'filter' };
}

// Words that close or continue a block are not tags of their own.
const BLOCK_PARTS = /^end|^(else|elsif|when)$/;
const IDENTIFIER = /(?<![\w.\-])[A-Za-z_][\w-]*/g;
const FILTER = /\|\s*([A-Za-z_][\w-]*)/g;
const QUOTED_NAME = /^\s*(["'])([^"']+)\1/;
// Tags that write to the page by themselves (a block tag's body is judged token by token).
const OUTPUT_TAGS: ReadonlySet<string> = new Set(['echo', 'render', 'include', 'cycle', 'increment', 'decrement', 'raw']);

// Where a token writes something a reader would see (text other than whitespace: its first visible
// character; `{{ }}`, an output tag), else -1.
function outputAt(token: TopLevelToken): number {
  if (token instanceof TagToken) return OUTPUT_TAGS.has(token.name) ? token.begin : -1;
  if (TypeGuards.isOutputToken(token)) return token.begin;
  const visible = token.getContent().search(/\S/);
  return visible < 0 ? -1 : token.begin + token.trimLeft + visible;
}

// String literals blanked to spaces of the same length, so offsets stay true and no `|` or word inside
// a string counts.
const withoutStrings = (s: string) => s.replace(/"[^"]*"|'[^']*'/g, (m) => ' '.repeat(m.length));

// The expression text of a token and where it starts in the source.
function expressionOf(token: TopLevelToken): { text: string; at: number } | null {
  if (token instanceof TagToken) return { text: token.args, at: token.contentRange[1] - token.args.length };
  if (TypeGuards.isOutputToken(token)) return { text: token.content, at: token.contentRange[0] };
  return null;
}

export function lint({ tokens, map, tags, filters, unusedAssigns }: LintInput): { warnings: TemplateWarning[]; references: TemplateReference[] } {
  const pending: Pending[] = [];
  const references: TemplateReference[] = [];
  const assigned: { name: string; token: TagToken }[] = [];
  const read = new Set<string>();
  let sharesScope = false;
  const at = (offset: number) => map.position(offset);
  // A page with a layout shows only its blocks: what it writes outside them after the layout tag is
  // rendered and dropped. One warning per stretch between blocks.
  let usesLayout = false;
  let blockDepth = 0;
  let stretchWarned = false;

  for (const token of tokens) {
    const output = usesLayout && blockDepth === 0 && !stretchWarned ? outputAt(token) : -1;
    if (output >= 0) {
      stretchWarned = true;
      pending.push({ warning: { message: 'output outside every {% block %} of a page with a layout is never shown: move it into a block', ...at(output), code: 'output-outside-block' } });
    }
    if (token instanceof TagToken) {
      if (token.name === 'layout' && !/^\s*none\b/.test(token.args)) usesLayout = true;
      else if (token.name === 'block') blockDepth++;
      else if (token.name === 'endblock' && blockDepth > 0 && --blockDepth === 0) stretchWarned = false;
    }
    const expression = expressionOf(token);
    if (!expression) continue;
    const code = withoutStrings(expression.text);
    for (const m of code.matchAll(FILTER)) {
      const name = m[1]!;
      if (filters.has(name)) continue;
      pending.push({
        warning: { message: `unknown filter "${name}"`, ...at(expression.at + m.index + m[0].length - name.length), code: 'unknown-filter' },
        unknown: { name, among: filters, what: 'filter' },
      });
    }
    let reads = code.replace(FILTER, (m) => ' '.repeat(m.length));
    if (token instanceof TagToken) {
      const name = token.name;
      if (!tags.has(name) && !BLOCK_PARTS.test(name)) {
        pending.push({ warning: { message: `unknown tag "${name}" is output as text`, ...at(token.begin), code: 'unknown-tag' }, unknown: { name, among: tags, what: 'tag' } });
      }
      if (name === 'assign' || name === 'capture') {
        const target = /^\s*([A-Za-z_][\w-]*)/.exec(token.args)?.[1];
        if (target) assigned.push({ name: target, token });
        // What an assign reads is right of its `=`; a capture names only its target.
        reads = name === 'assign' ? reads.slice(Math.max(0, reads.indexOf('=') + 1)) : '';
      }
      if (name === 'layout' || name === 'include') sharesScope = true;
      const quoted = QUOTED_NAME.exec(token.args)?.[2];
      if (quoted && name === 'layout') references.push({ kind: 'layout', name: quoted, ...at(token.begin) });
      if (quoted && (name === 'render' || name === 'include')) references.push({ kind: 'partial', name: quoted, ...at(token.begin) });
    }
    for (const m of reads.matchAll(IDENTIFIER)) read.add(m[0]);
  }

  if (unusedAssigns && !sharesScope) {
    for (const { name, token } of assigned) {
      if (!read.has(name)) pending.push({ warning: { message: `"${name}" is assigned but never read in this template`, ...at(token.begin), code: 'unused-assign' } });
    }
  }
  pending.sort((a, b) => a.warning.line - b.warning.line || a.warning.column - b.warning.column);
  const warnings = pending.slice(0, MAX_WARNINGS).map(({ warning, unknown }) => {
    if (!unknown) return warning;
    const suggestion = closestName(unknown.name, unknown.among);
    return suggestion ? { ...warning, message: `${warning.message}; did you mean "${suggestion}"?`, suggestion } : warning;
  });
  return { warnings, references };
}
