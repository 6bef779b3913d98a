'use client';
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ApiError, errorText } from '@/lib/admin/api';
import { useCreateSite } from '@/lib/admin/sites';
import { useSubdomainAvailable, useThemes } from '@/lib/admin/themes';

// The theme a new owner is offered first: the demo's blog and shop.
const SUGGESTED_THEME = 'demo';

// What the address field says under it: free, taken, or why the name is not one.
function AvailabilityHint({ subdomain }: { subdomain: string }) {
  const available = useSubdomainAvailable(subdomain);
  if (subdomain.length < 3) return <>3 to 63 of a-z, 0-9 and -</>;
  if (available.isPending) return <>Checking…</>;
  if (available.isError)
    return (
      <Text span size="xs" c="red.9">
        {available.error instanceof ApiError ? available.error.message : errorText(available.error)}
      </Text>
    );
  return available.data ? (
    <Text span size="xs" c="teal.9">
      {subdomain} is free
    </Text>
  ) : (
    <Text span size="xs" c="red.9">
      {subdomain} is taken: choose another
    </Text>
  );
}

// A new site: its name, its address (checked while typing) and the theme it starts from. Created, it
// opens the site's overview.
export function CreateSiteForm({ onDone }: { onDone?: () => void }) {
  const create = useCreateSite();
  const themes = useThemes();
  const router = useRouter();
  const [name, setName] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const [theme, setTheme] = useState<string | null>(null);
  const [checked] = useDebouncedValue(subdomain, 200);
  // The suggested theme first, then the platform's order.
  const offered = [...(themes.data ?? [])].sort((a, b) => Number(b.name === SUGGESTED_THEME) - Number(a.name === SUGGESTED_THEME));
  const chosen = theme ?? offered[0]?.name ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, subdomain, ...(chosen ? { theme: chosen } : {}) }, { onSuccess: (site) => (onDone?.(), router.push(`/admin/sites/${site.uid}`)) });
  };
  return (
    <form onSubmit={submit} aria-label="Create a site">
      <Stack>
        {create.isError && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <TextInput label="Site name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label="Address"
          description={<AvailabilityHint subdomain={checked} />}
          required
          value={subdomain}
          onChange={(e) => setSubdomain(e.currentTarget.value.toLowerCase().trim())}
          autoComplete="off"
          spellCheck={false}
        />
        <Radio.Group label="Theme" description="What the site starts with. You can change every template later." value={chosen} onChange={setTheme}>
          {themes.isError ? (
            <Text size="sm" c="red.9">
              {errorText(themes.error)}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
              {offered.map((t) => (
                <Card key={t.name} withBorder padding="sm" component="label" style={{ cursor: 'pointer' }}>
                  <Group wrap="nowrap" align="flex-start" gap="xs">
                    <Radio value={t.name} aria-label={t.title} />
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {t.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t.description}
                      </Text>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create site
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
