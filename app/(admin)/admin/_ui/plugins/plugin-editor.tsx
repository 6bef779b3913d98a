'use client';
import { Alert, Button, Group, MultiSelect, NumberInput, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useManifest } from '@/lib/admin/manifest';
import { pluginChanged, pluginFormValues, pluginPayload, type PluginFormValues } from '@/lib/admin/plugin-form';
import { usePlugin, useSavePlugin, type Plugin } from '@/lib/admin/plugins';
import { useAdminSite } from '@/lib/admin/site-context';
import { notifyDone } from '../notify';
import { PageHeader } from '../page-header';
import { ErrorState, Loading } from '../states';
import { PluginCode } from './plugin-code';
import { PluginRuns } from './plugin-runs';
import { PLUGIN_STARTER } from './plugin-starter';
import { PluginTrial } from './plugin-trial';

export function PluginEditor({ uid }: { uid: string | null }) {
  const plugin = usePlugin(uid);
  const manifest = useManifest();
  if (manifest.isPending || (uid && plugin.isPending)) return <Loading label="Loading the plugin…" />;
  if (manifest.isError) return <ErrorState error={manifest.error} onRetry={() => manifest.refetch()} />;
  if (uid && plugin.isError) return <ErrorState error={plugin.error} onRetry={() => plugin.refetch()} />;
  const limits = manifest.data.limits;
  return <PluginForm key={plugin.data?.uid ?? 'new'} plugin={plugin.data ?? null} hooks={manifest.data.hooks.map((h) => h.name)} timeout={limits.timeoutMs} memory={limits.memoryMb} />;
}

type Bound = { min: number; max: number; default: number };

function PluginForm({ plugin, hooks, timeout, memory }: { plugin: Plugin | null; hooks: string[]; timeout: Bound; memory: Bound }) {
  const router = useRouter();
  const base = `/admin/sites/${useAdminSite().uid}/plugins`;
  const save = useSavePlugin();
  const [form, setForm] = useState<PluginFormValues>(() =>
    plugin ? pluginFormValues(plugin) : { name: '', code: PLUGIN_STARTER, hooks: ['lead_received'], timeoutMs: timeout.default, memoryMb: memory.default, enabled: true },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof PluginFormValues>(key: K, value: PluginFormValues[K]) => setForm((f) => ({ ...f, [key]: value }));
  const unsaved = !!plugin && pluginChanged(form, plugin);

  const valid = () => {
    const problems: Record<string, string> = {};
    if (!form.name.trim()) problems.name = 'A name is required';
    if (form.hooks.length === 0) problems.hooks = 'Choose at least one hook';
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  // A trial runs the stored plugin: unsaved changes are saved first, so what runs is what the editor shows.
  const saveBeforeRun = async (): Promise<boolean> => {
    if (!plugin || !unsaved) return true;
    if (!valid()) return false;
    try {
      await save.mutateAsync({ uid: plugin.uid, body: pluginPayload(form) });
      notifyDone('Plugin saved before the run');
      return true;
    } catch {
      return false;
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid()) return;
    save.mutate(
      { uid: plugin?.uid, body: pluginPayload(form) },
      {
        onSuccess: (saved) => {
          notifyDone(plugin ? 'Plugin saved' : 'Plugin created');
          if (!plugin) router.replace(`${base}/${saved.uid}`);
        },
      },
    );
  };

  return (
    <Stack>
      <PageHeader title={plugin ? `Plugin ${plugin.name}` : 'New plugin'} />
      <form onSubmit={submit} noValidate>
        <Stack>
          {save.isError && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Name" required value={form.name} error={errors.name} onChange={(e) => set('name', e.currentTarget.value)} miw={200} />
            <MultiSelect label="Hooks" description="When the plugin runs" data={hooks} value={form.hooks} error={errors.hooks} onChange={(v) => set('hooks', v)} miw={200} />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Time limit (ms)"
              description={`${timeout.min} to ${timeout.max} ms of CPU time, fetch waits included`}
              min={timeout.min}
              max={timeout.max}
              value={form.timeoutMs}
              onChange={(v) => set('timeoutMs', Number(v) || timeout.default)}
              miw={160}
            />
            <NumberInput
              label="Memory limit (MB)"
              description={`${memory.min} to ${memory.max}`}
              min={memory.min}
              max={memory.max}
              value={form.memoryMb}
              onChange={(v) => set('memoryMb', Number(v) || memory.default)}
              miw={160}
            />
          </Group>
          <Switch label="Enabled" checked={form.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
          <PluginCode value={form.code} onChange={(v) => set('code', v)} label={`Code of plugin ${form.name || 'new plugin'}`} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {plugin ? 'Save' : 'Create plugin'}
            </Button>
          </Group>
        </Stack>
      </form>
      {plugin && (
        <>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Run with sample input
            </Title>
            <PluginTrial plugin={plugin} unsaved={unsaved} saveFirst={saveBeforeRun} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Runs
            </Title>
            <PluginRuns uid={plugin.uid} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
