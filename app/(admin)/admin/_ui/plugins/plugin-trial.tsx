'use client';
import { Alert, Badge, Button, Code, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useTryPlugin, type Plugin } from '@/lib/admin/plugins';
import { RunPluginBody } from '@/lib/domains/messaging/plugins/schemas';
import { SAMPLE_EVENTS } from './plugin-starter';

const sample = (hook: string) => JSON.stringify(SAMPLE_EVENTS[hook] ?? {}, null, 2);

// Runs the plugin once, in the same sandbox and limits as a real event, and shows what it answered. The
// server runs the stored code, so unsaved changes in the editor are saved first (`saveFirst`), and the
// button says so.
export function PluginTrial({ plugin, unsaved, saveFirst }: { plugin: Plugin; unsaved: boolean; saveFirst: () => Promise<boolean> }) {
  const run = useTryPlugin(plugin.uid);
  const [hook, setHook] = useState(plugin.hooks[0] ?? 'lead_received');
  const [event, setEvent] = useState(sample(hook));
  const [error, setError] = useState<string>();

  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(event);
    } catch (err) {
      return setError(`Not JSON: ${errorText(err)}`);
    }
    // The run's own body schema: a JSON object (not an array, null or a plain value) for a known hook.
    const input = RunPluginBody.safeParse({ hook, event: parsed });
    if (!input.success) return setError('The event is a JSON object, such as {"lead": {…}}');
    setError(undefined);
    setSaving(true);
    const saved = await saveFirst().finally(() => setSaving(false));
    if (saved) run.mutate(input.data);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <Select label="Hook" data={plugin.hooks} value={hook} allowDeselect={false} onChange={(v) => (setHook(v ?? hook), setEvent(sample(v ?? hook)))} />
          <Button type="submit" loading={saving || run.isPending}>
            {unsaved ? 'Save and run' : 'Run'}
          </Button>
        </Group>
        {unsaved && (
          <Text size="sm" c="dimmed" data-testid="plugin-trial-unsaved">
            The code above has unsaved changes: they are saved first, then the saved plugin runs.
          </Text>
        )}
        <Textarea
          label="Sample event (JSON)"
          autosize
          minRows={4}
          maxRows={12}
          value={event}
          error={error}
          onChange={(e) => setEvent(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        {run.isError && (
          <Alert color="red" role="alert">
            {errorText(run.error)}
          </Alert>
        )}
        {run.data && (
          <Stack gap="xs" aria-live="polite" data-testid="plugin-trial-result">
            <Group gap="xs">
              <Badge color={run.data.ok ? 'green' : 'red'} variant="light">
                {run.data.ok ? 'ok' : 'failed'}
              </Badge>
              <Text size="sm">{run.data.durationMs} ms</Text>
            </Group>
            {run.data.error && (
              <Text size="sm" c="red.8">
                {run.data.error}
              </Text>
            )}
            <Code block>{JSON.stringify(run.data.result ?? null, null, 2)}</Code>
            {run.data.output.length > 0 && (
              <Code block aria-label="Console output">
                {run.data.output.join('\n')}
              </Code>
            )}
          </Stack>
        )}
      </Stack>
    </form>
  );
}
