import type * as Monaco from 'monaco-editor';
import type { Manifest } from '@/lib/admin/manifest';
import type { TemplateItem } from '@/lib/admin/templates';
import { memberAccess, membersOf, templateNameAt, templateNameUnder, type NamedKind } from './liquid-context';

type MonacoApi = typeof Monaco;

// What the editor knows of the site beside the body: its templates (for names), and how to open one.
interface SiteTemplates {
  list(): readonly TemplateItem[];
  open(uid: string): void;
}

// Other templates get a read-only model under this scheme, so go-to-definition has something to point
// at (and Ctrl+hover a preview of); opening one goes to its own editor screen instead.
const TEMPLATE_SCHEME = 'site-template';

// Names resolve by title among the site's templates that can be included (never an email), the ones of
// the asked kind first.
function named(list: readonly TemplateItem[], kind: NamedKind): TemplateItem[] {
  return list.filter((t) => t.type !== 'email').sort((a, b) => Number(b.type === kind) - Number(a.type === kind) || a.title.localeCompare(b.title));
}

// Completion of object members after `site.` (and of rows, see membersOf) and of partial and layout
// names inside `{% render "`, `{% include "`, `{% layout "`; go-to-definition (F12, Ctrl+click) on such
// a name. One registration per editor screen: dispose it on leaving (its models go with it).
export function registerTemplateHelp(monaco: MonacoApi, manifest: Manifest, site: SiteTemplates): Monaco.IDisposable {
  const docs = { members: manifest.docs?.members ?? {}, rows: manifest.docs?.rows ?? {} };
  const { CompletionItemKind } = monaco.languages;
  const models = new Map<string, Monaco.editor.ITextModel>();

  const modelOf = (t: TemplateItem): Monaco.editor.ITextModel => {
    const uri = monaco.Uri.from({ scheme: TEMPLATE_SCHEME, path: `/${t.uid}` });
    const known = models.get(t.uid) ?? monaco.editor.getModel(uri);
    if (known && !known.isDisposed()) {
      if (known.getValue() !== t.body) known.setValue(t.body);
      return known;
    }
    const model = monaco.editor.createModel(t.body, 'liquid', uri);
    models.set(t.uid, model);
    return model;
  };

  const registrations = [
    monaco.languages.registerCompletionItemProvider('liquid', {
      triggerCharacters: ['.', '"', "'"],
      provideCompletionItems(model, position) {
        const before = model.getValueInRange({ startLineNumber: position.lineNumber, startColumn: 1, endLineNumber: position.lineNumber, endColumn: position.column });
        const rangeOf = (typed: string) => ({ startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: position.column - typed.length, endColumn: position.column });
        const name = templateNameAt(before);
        if (name) {
          const range = rangeOf(name.typed);
          return {
            suggestions: named(site.list(), name.kind).map((t, i) => ({
              label: t.title,
              kind: CompletionItemKind.File,
              insertText: t.title,
              range,
              sortText: String(i).padStart(4, '0'),
              detail: `${t.type}${t.published ? '' : ' (draft: not used by live pages)'}`,
            })),
          };
        }
        const access = memberAccess(before);
        if (!access) return { suggestions: [] };
        const members = membersOf(access.path, model.getValue(), docs);
        if (!members) return { suggestions: [] };
        const range = rangeOf(access.typed);
        return {
          suggestions: Object.entries(members).map(([member, summary]) => ({
            label: member,
            kind: CompletionItemKind.Field,
            insertText: member,
            range,
            detail: `${access.path}.${member}`,
            documentation: { value: summary },
          })),
        };
      },
    }),
    monaco.languages.registerDefinitionProvider('liquid', {
      provideDefinition(model, position) {
        const hit = templateNameUnder(model.getLineContent(position.lineNumber), position.column);
        const target = hit && named(site.list(), hit.kind).find((t) => t.title === hit.name);
        if (!hit || !target) return null;
        const targetModel = modelOf(target);
        // The first lines of the template: what Ctrl+hover previews.
        const range = { startLineNumber: 1, startColumn: 1, endLineNumber: Math.min(targetModel.getLineCount(), 8), endColumn: 1 };
        return [
          {
            uri: targetModel.uri,
            range,
            targetSelectionRange: { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 },
            originSelectionRange: { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: hit.startColumn, endColumn: hit.endColumn },
          },
        ];
      },
    }),
    monaco.editor.registerEditorOpener({
      openCodeEditor(_source, resource) {
        if (resource.scheme !== TEMPLATE_SCHEME) return false;
        // After Monaco has finished its own step: opening leaves this screen, which disposes the editor.
        const uid = resource.path.slice(1);
        setTimeout(() => site.open(uid), 0);
        return true;
      },
    }),
  ];
  return {
    dispose() {
      for (const r of registrations) r.dispose();
      for (const m of models.values()) m.dispose();
      models.clear();
    },
  };
}
