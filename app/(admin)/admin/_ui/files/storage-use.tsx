'use client';
import { Progress, Stack, Text } from '@mantine/core';
import type { StorageUse } from '@/lib/admin/settings';
import { formatSize } from './format-size';

// The site's storage quota and what counts against it: stored files, the image sizes made from them and
// upload URLs not used yet.
export function StorageUseBar({ use }: { use: StorageUse }) {
  const share = use.quotaBytes > 0 ? Math.min(100, (use.usedBytes / use.quotaBytes) * 100) : 100;
  const full = use.usedBytes >= use.quotaBytes;
  const label = `Storage: ${formatSize(use.usedBytes)} of ${formatSize(use.quotaBytes)} used`;
  return (
    <Stack gap={2} aria-label="Storage use">
      <Text size="sm">
        {label}
        {use.variantBytes > 0 && <Text span size="xs" c="dimmed">{` (${formatSize(use.variantBytes)} of it image sizes made for pages)`}</Text>}
        {use.reservedBytes > 0 && <Text span size="xs" c="dimmed">{` (${formatSize(use.reservedBytes)} set aside for uploads in progress)`}</Text>}
      </Text>
      <Progress value={share} color={full ? 'red' : share >= 90 ? 'orange' : 'blue'} aria-label={label} />
      {full && (
        <Text size="xs" c="red">
          The quota is used up: uploads are refused until files are deleted (deleting a file record deletes its uploaded file).
        </Text>
      )}
    </Stack>
  );
}
