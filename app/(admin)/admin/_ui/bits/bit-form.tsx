'use client';
import { Alert, Button, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CreateBitBody } from '@/lib/domains/content/bits/schemas';
import { errorText } from '@/lib/admin/api';
import { useSaveBit, type Bit } from '@/lib/admin/bits';
import { fieldErrors } from '@/lib/admin/field-errors';
import { notifyDone } from '../notify';

type Kind = 'text' | 'json';

// A bit's value is any JSON: plain text is the common case, JSON for numbers, lists and objects.
export function BitForm({ bit, onDone }: { bit?: Bit; onDone: () => void }) {
  const save = useSaveBit();
  const [name, setName] = useState(bit?.name ?? '');
  const [kind, setKind] = useState<Kind>(bit === undefined || typeof bit.value === 'string' ? 'text' : 'json');
  const [value, setValue] = useState(bit === undefined ? '' : typeof bit.value === 'string' ? bit.value : JSON.stringify(bit.value, null, 2));
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let parsed: unknown = value;
    if (kind === 'json') {
      try {
        parsed = JSON.parse(value);
      } catch {
        setErrors({ value: 'not valid JSON (a text needs quotes, or choose Text)' });
        return;
      }
    }
    const checked = CreateBitBody.safeParse({ name, value: parsed });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { uid: bit?.uid, name: checked.data.name, value: checked.data.value },
      {
        onSuccess: () => (notifyDone(bit ? 'Bit saved' : 'Bit created'), onDone()),
        // A name another bit has is refused by the server: it marks the field.
        onError: (err) => setErrors(fieldErrors(err, ['name', 'value'])),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <TextInput label="Name" description="Letters, digits, _ . -" required data-autofocus value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="bit-kind-label">
            Value type
          </Text>
          <SegmentedControl
            aria-labelledby="bit-kind-label"
            value={kind}
            onChange={(v) => setKind(v)}
            data={[
              { value: 'text', label: 'Text' },
              { value: 'json', label: 'JSON' },
            ]}
          />
        </Stack>
        <Textarea
          label="Value"
          autosize
          minRows={3}
          maxRows={14}
          value={value}
          error={errors.value}
          onChange={(e) => setValue(e.currentTarget.value)}
          styles={kind === 'json' ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
        />
        <Button type="submit" loading={save.isPending}>
          {bit ? 'Save' : 'Create'}
        </Button>
      </Stack>
    </form>
  );
}
