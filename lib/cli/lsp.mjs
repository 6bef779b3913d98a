// `site-platform lsp`: a Liquid language server over stdio for a theme folder (README, "Local
// development"). Diagnostics are `check`'s (the platform's own validator and the cross-file checks);
// completion and hover come from the server's manifest (tags, filters, context variables and their
// members, with their docs) and the folder (partial and layout names); go-to-definition follows
// {% render %}, {% include %} and {% layout %} to their files.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CompletionItemKind, createConnection, DiagnosticSeverity, MarkupKind, ProposedFeatures, TextDocuments, TextDocumentSyncKind } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { readFolder } from '../shared/theme-folder/format.mjs';
import { checkFolder } from './check.mjs';
import { apiClient } from './client.mjs';
import { savedManifest } from './folder.mjs';
import { cursorContext, referenceAt, wordAt } from './liquid-cursor.mjs';
import { readFolderFiles } from '../shared/theme-folder/files.mjs';

const CHECK_DELAY_MS = 150;

// The manifest as last pulled, else fetched (it is public) from the site the folder names.
async function manifestFor(root) {
  const saved = savedManifest(root);
  if (saved) return saved;
  const site = readFolder(readFolderFiles(root)).theme.site;
  if (!site) return null;
  try {
    return (await apiClient(site).get('/api/v1/runtime/manifest')).data;
  } catch {
    return null;
  }
}

const markdown = (value) => ({ kind: MarkupKind.Markdown, value });
const docOf = (entry) => (typeof entry === 'string' ? entry : entry ? `\`${entry.syntax}\`\n\n${entry.summary}` : '');

export function startLanguageServer({ input = process.stdin, output = process.stdout } = {}) {
  const connection = createConnection(ProposedFeatures.all, input, output);
  const documents = new TextDocuments(TextDocument);
  let root = process.cwd();
  let manifest = null;
  let timer = null;

  const relative = (uri) => path.relative(root, fileURLToPath(uri)).split(path.sep).join('/');
  const openFiles = () => Object.fromEntries(documents.all().map((d) => [relative(d.uri), d.getText()]));
  const folderNow = () => readFolder({ ...readFolderFiles(root), ...openFiles() });

  async function publishAll() {
    const { findings } = await checkFolder(root, { manifest, open: openFiles() });
    for (const doc of documents.all()) {
      const rel = relative(doc.uri);
      const lines = doc.getText().split('\n');
      const diagnostics = findings
        .filter((f) => f.path === rel)
        .map((f) => {
          const line = Math.max(0, f.line - 1);
          const start = Math.max(0, f.column - 1);
          const word = /^\S+/.exec((lines[line] ?? '').slice(start))?.[0].length ?? 1;
          return {
            range: { start: { line, character: start }, end: { line, character: start + Math.max(1, word) } },
            severity: f.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
            code: f.code,
            source: 'site-platform',
            message: f.message,
          };
        });
      await connection.sendDiagnostics({ uri: doc.uri, diagnostics });
    }
  }
  const scheduleCheck = () => {
    clearTimeout(timer);
    timer = setTimeout(() => publishAll().catch((err) => connection.console.error(`check failed: ${err.message}`)), CHECK_DELAY_MS);
  };

  connection.onInitialize(async (params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    if (folder) root = fileURLToPath(folder);
    manifest = await manifestFor(root);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Full,
        completionProvider: { triggerCharacters: ['{', '%', ' ', '|', '.', '"', "'"] },
        hoverProvider: true,
        definitionProvider: true,
      },
      serverInfo: { name: 'site-platform', version: String(manifest?.version ?? '') },
    };
  });

  documents.onDidOpen(scheduleCheck);
  documents.onDidChangeContent(scheduleCheck);
  documents.onDidClose((e) => connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] }));

  const docs = () => manifest?.docs ?? { tags: {}, filters: {}, context: {}, members: {} };

  connection.onCompletion(({ textDocument, position }) => {
    const doc = documents.get(textDocument.uri);
    if (!doc) return [];
    const context = cursorContext(doc.getText(), doc.offsetAt(position));
    if (!context) return [];
    const named = (entries, kind) =>
      Object.entries(entries)
        .filter(([name]) => name.startsWith(context.prefix))
        .map(([name, entry]) => ({ label: name, kind, documentation: markdown(docOf(entry)) }));
    if (context.kind === 'tag') return named(docs().tags, CompletionItemKind.Keyword);
    if (context.kind === 'filter') return named(docs().filters, CompletionItemKind.Function);
    if (context.kind === 'variable') return named(docs().context, CompletionItemKind.Variable);
    if (context.kind === 'member') return named(docs().members[context.object] ?? {}, CompletionItemKind.Field);
    const type = context.kind;
    return folderNow()
      .templates.filter((t) => t.type === type && t.title.startsWith(context.prefix))
      .map((t) => ({ label: t.title, kind: CompletionItemKind.File, detail: t.path }));
  });

  connection.onHover(({ textDocument, position }) => {
    const doc = documents.get(textDocument.uri);
    if (!doc) return null;
    const text = doc.getText();
    const at = wordAt(text, doc.offsetAt(position));
    if (!at) return null;
    const context = cursorContext(text, at.end);
    const d = docs();
    const entry =
      context?.kind === 'tag'
        ? d.tags[at.word]
        : context?.kind === 'filter'
          ? d.filters[at.word]
          : context?.kind === 'variable'
            ? d.context[at.word]
            : context?.kind === 'member'
              ? d.members[context.object]?.[at.word]
              : undefined;
    if (!entry) return null;
    return { contents: markdown(docOf(entry)), range: { start: doc.positionAt(at.start), end: doc.positionAt(at.end) } };
  });

  connection.onDefinition(({ textDocument, position }) => {
    const doc = documents.get(textDocument.uri);
    if (!doc) return null;
    const ref = referenceAt(doc.getText(), doc.offsetAt(position));
    if (!ref) return null;
    const target = folderNow().templates.find((t) => t.type === ref.kind && t.title === ref.name);
    if (!target) return null;
    const line = target.bodyLine - 1;
    return { uri: pathToFileURL(path.join(root, target.path)).href, range: { start: { line, character: 0 }, end: { line, character: 0 } } };
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}
