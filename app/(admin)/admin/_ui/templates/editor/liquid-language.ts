import type * as Monaco from 'monaco-editor';
import type { Manifest } from '@/lib/admin/manifest';
import type { Diagnostic } from '@/lib/admin/templates';
import { memberAccess, templateNameAt } from './liquid-context';

type MonacoApi = typeof Monaco;

let registered: Monaco.IDisposable[] = [];

const docText = (name: string, doc?: { syntax?: string; summary: string }) => (doc ? `**${name}**${doc.syntax ? `\n\n\`${doc.syntax}\`` : ''}\n\n${doc.summary}` : `**${name}**`);

// Completion and hover for Liquid from the runtime manifest: tags after `{%`, filters after `|`, context
// objects inside `{{`. Registered once per page (re-registered if the manifest changes).
export function registerLiquidHelp(monaco: MonacoApi, manifest: Manifest): void {
  for (const d of registered) d.dispose();
  const docs = manifest.docs ?? { tags: {}, filters: {}, context: {} };
  const { CompletionItemKind } = monaco.languages;
  registered = [
    monaco.languages.registerCompletionItemProvider('liquid', {
      triggerCharacters: ['|', ' ', '%', '{'],
      provideCompletionItems(model, position) {
        const before = model.getValueInRange({ startLineNumber: position.lineNumber, startColumn: 1, endLineNumber: position.lineNumber, endColumn: position.column });
        const word = model.getWordUntilPosition(position);
        const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
        // Members and template names are liquid-completion.ts's.
        if (memberAccess(before) || templateNameAt(before)) return { suggestions: [] };
        const open = Math.max(before.lastIndexOf('{{'), before.lastIndexOf('{%'));
        if (open < 0 || before.lastIndexOf('}}') > open || before.lastIndexOf('%}') > open) return { suggestions: [] };
        const inside = before.slice(open);
        const item = (label: string, kind: Monaco.languages.CompletionItemKind, doc?: { syntax?: string; summary: string } | string) => ({
          label,
          kind,
          insertText: label,
          range,
          detail: typeof doc === 'string' ? doc : doc?.syntax,
          documentation: { value: typeof doc === 'string' ? doc : docText(label, doc) },
        });
        if (/\|\s*\w*$/.test(inside)) return { suggestions: manifest.filters.map((f) => item(f, CompletionItemKind.Function, docs.filters[f])) };
        if (/^\{%-?\s*\w*$/.test(inside)) return { suggestions: manifest.tags.map((t) => item(t, CompletionItemKind.Keyword, docs.tags[t])) };
        return { suggestions: manifest.contextVariables.map((v) => item(v, CompletionItemKind.Variable, docs.context[v])) };
      },
    }),
    monaco.languages.registerHoverProvider('liquid', {
      provideHover(model, position) {
        const word = model.getWordAtPosition(position);
        if (!word) return null;
        const line = model.getLineContent(position.lineNumber);
        const before = line.slice(0, word.startColumn - 1);
        const doc = /\|\s*$/.test(before) ? docs.filters[word.word] : /\{%-?\s*$/.test(before) ? docs.tags[word.word] : docs.context[word.word] ? { summary: docs.context[word.word]! } : undefined;
        if (!doc) return null;
        return {
          range: { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn },
          contents: [{ value: docText(word.word, doc) }],
        };
      },
    }),
  ];
}

// Server diagnostics as editor markers at their line and column, spanning the word there.
export function showDiagnostics(monaco: MonacoApi, model: Monaco.editor.ITextModel, errors: Diagnostic[], warnings: Diagnostic[]): void {
  const lines = model.getLineCount();
  const marker = (d: Diagnostic, severity: Monaco.MarkerSeverity): Monaco.editor.IMarkerData => {
    const lineNumber = Math.min(Math.max(d.line ?? 1, 1), lines);
    const column = Math.max(d.column ?? 1, 1);
    const word = model.getWordAtPosition({ lineNumber, column });
    const endColumn = word && word.startColumn <= column ? word.endColumn : Math.min(column + 1, model.getLineMaxColumn(lineNumber));
    return {
      severity,
      message: d.message,
      code: d.code,
      startLineNumber: lineNumber,
      startColumn: column,
      endLineNumber: lineNumber,
      endColumn: Math.max(endColumn, column + 1),
    };
  };
  monaco.editor.setModelMarkers(model, 'liquid-validate', [...errors.map((d) => marker(d, monaco.MarkerSeverity.Error)), ...warnings.map((d) => marker(d, monaco.MarkerSeverity.Warning))]);
}
