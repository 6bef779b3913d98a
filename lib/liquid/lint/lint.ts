import { TagToken, TypeGuards, type TopLevelToken } from 'liquidjs';
import type { SourceMap } from './frame';
import { closestName } from './suggest';

export type WarningCode = 'unknown-tag' | 'unknown-filter' | 'unused-assign' | 'missing-layout' | 'missing-partial';

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

// Words that close or continue a block are not tags of their own.
const BLOCK_PARTS = /^end|^(else|elsif|when)$/;
const IDENTIFIER = /(?<![\w.\-])[A-Za-z_][\w-]*/g;
const FILTER = /\|\s*([A-Za-z_][\w-]*)/g;
const QUOTED_NAME = /^\s*(["'])([^"']+)\1/;

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
  const warnings: TemplateWarning[] = [];
  const references: TemplateReference[] = [];
  const assigned: { name: string; token: TagToken }[] = [];
  const read = new Set<string>();
  let sharesScope = false;
  const at = (offset: number) => map.position(offset);

  for (const token of tokens) {
    const expression = expressionOf(token);
    if (!expression) continue;
    const code = withoutStrings(expression.text);
    for (const m of code.matchAll(FILTER)) {
      const name = m[1]!;
      if (filters.has(name)) continue;
      const suggestion = closestName(name, filters);
      warnings.push({
        message: `unknown filter "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
        ...at(expression.at + m.index! + m[0].length - name.length),
        code: 'unknown-filter',
        ...(suggestion ? { suggestion } : {}),
      });
    }
    let reads = code.replace(FILTER, (m) => ' '.repeat(m.length));
    if (token instanceof TagToken) {
      const name = token.name;
      if (!tags.has(name) && !BLOCK_PARTS.test(name)) {
        const suggestion = closestName(name, tags);
        warnings.push({
          message: `unknown tag "${name}" is output as text${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
          ...at(token.begin),
          code: 'unknown-tag',
          ...(suggestion ? { suggestion } : {}),
        });
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
      if (!read.has(name)) warnings.push({ message: `"${name}" is assigned but never read in this template`, ...at(token.begin), code: 'unused-assign' });
    }
  }
  return { warnings: warnings.sort((a, b) => a.line - b.line || a.column - b.column), references };
}
