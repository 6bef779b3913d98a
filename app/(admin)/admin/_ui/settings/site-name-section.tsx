'use client';
import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SiteView } from '@/lib/domains/platform/sites/schemas';
import { SiteName } from '@/lib/domains/platform/sites/schemas';
import { fieldErrors } from '@/lib/admin/field-errors';
import { useUpdateSite } from '@/lib/admin/settings';
import { siteAddress } from '@/lib/admin/sites';
import { notifyDone, notifyFailed } from '../notify';
import { Section } from './section';

export function SiteNameSection({ site }: { site: SiteView }) {
  const update = useUpdateSite();
  const [name, setName] = useState(site.name);
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = SiteName.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    update.mutate(
      { name: checked.data },
      { onSuccess: () => notifyDone('Site name saved'), onError: (err) => (setError(fieldErrors(err, ['name']).name), notifyFailed(err, 'The name was not saved')) },
    );
  };
  return (
    <Section title="Site" intro={<>Address: {siteAddress(site.origin)}</>}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput label="Site name" required value={name} error={error} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1, minWidth: 200, maxWidth: 420 }} />
          <Button type="submit" mt={25} loading={update.isPending} disabled={name.trim() === site.name}>
            Save name
          </Button>
        </Group>
      </form>
    </Section>
  );
}
