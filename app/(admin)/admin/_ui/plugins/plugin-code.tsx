'use client';
import { useEffect, useRef } from 'react';
import { usePluginTypings } from '@/lib/admin/plugins';
import { Loading } from '../states';
import { Editor, startLoadingMonaco, type Monaco } from '../templates/editor/monaco';

// As soon as this screen's code arrives: Monaco downloads alongside the plugin's query.
startLoadingMonaco();

// Monaco 0.5x moved the TypeScript service to a top-level namespace; only these two calls are needed.
interface JsDefaults {
  addExtraLib(content: string, filePath?: string): { dispose(): void };
  setCompilerOptions(options: Record<string, unknown>): void;
}
const jsDefaults = (monaco: Monaco): JsDefaults => (monaco as unknown as { typescript: { javascriptDefaults: JsDefaults } }).typescript.javascriptDefaults;

// Plugin code in Monaco as JavaScript, with the plugin API's declarations so completion and checks know
// `fetch`, `console` and each hook's event.
export function PluginCode({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  const typings = usePluginTypings();
  const monacoRef = useRef<Monaco | null>(null);
  const libRef = useRef<{ dispose(): void } | null>(null);

  useEffect(() => {
    const monaco = monacoRef.current;
    if (!monaco || !typings.data) return;
    libRef.current?.dispose();
    libRef.current = jsDefaults(monaco).addExtraLib(typings.data, 'ts:plugin-api.d.ts');
    return () => libRef.current?.dispose();
  }, [typings.data]);

  return (
    <div style={{ height: 360, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, overflow: 'hidden' }} data-testid="plugin-code">
      <Editor
        value={value}
        language="javascript"
        path="plugin.js"
        onChange={(v) => onChange(v ?? '')}
        beforeMount={(monaco) => {
          monacoRef.current = monaco;
          jsDefaults(monaco).setCompilerOptions({ checkJs: true, allowJs: true, allowNonTsExtensions: true, lib: ['es2020'] });
          if (typings.data) libRef.current = jsDefaults(monaco).addExtraLib(typings.data, 'ts:plugin-api.d.ts');
        }}
        loading={<Loading label="Loading the editor…" />}
        options={{ minimap: { enabled: false }, fontSize: 14, automaticLayout: true, ariaLabel: label, scrollBeyondLastLine: false, tabSize: 2 }}
      />
    </div>
  );
}
