'use client';
import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { errorText } from '@/lib/admin/api';
import { useApplyTheme, useThemes } from '@/lib/admin/themes';
import { CLOSE, notifyDone } from '../notify';

// Adds a theme's templates as drafts: the confirmation says that nothing live changes until each
// draft is reviewed and published.
export function ApplyThemeButton({ siteUid }: { siteUid: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const themes = useThemes();
  const apply = useApplyTheme(siteUid);
  const [theme, setTheme] = useState<string | null>(null);
  const picked = themes.data?.find((t) => t.name === theme);
  const done = () => {
    if (!theme) return;
    apply.mutate(theme, {
      onSuccess: (result) => {
        const replacing = result.drafts.filter((d) => d.replaces).length;
        notifyDone(`${result.drafts.length} drafts added from ${picked?.title ?? theme}${replacing ? ` (${replacing} for pages or parts your site already has)` : ''}: review and publish them`);
        close();
      },
    });
  };
  return (
    <>
      <Button variant="default" onClick={open}>
        Apply a theme
      </Button>
      <Modal closeButtonProps={CLOSE} opened={opened} onClose={close} title="Apply a theme" size="lg">
        <Stack>
          <Text size="sm">
            The theme&apos;s templates are added as <strong>drafts</strong>. Your live site does not change: visitors keep seeing the published templates until you open each draft, review it and
            publish it.
          </Text>
          {apply.isError && (
            <Alert color="red" role="alert">
              {errorText(apply.error)}
            </Alert>
          )}
          <Select
            label="Theme"
            placeholder="Choose a theme"
            data={(themes.data ?? []).map((t) => ({ value: t.name, label: t.title }))}
            value={theme}
            onChange={setTheme}
            comboboxProps={{ withinPortal: false }}
          />
          {picked && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {picked.description}
              </Text>
              <Text size="sm" fw={500}>
                Drafts it adds ({picked.templates.length}):
              </Text>
              <List size="sm">
                {picked.templates.map((t) => (
                  <List.Item key={`${t.type}:${t.title}`}>
                    {t.title}{' '}
                    <Text span c="dimmed" size="xs">
                      ({t.permalink ?? t.type})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={done} disabled={!theme} loading={apply.isPending}>
              Add as drafts
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
