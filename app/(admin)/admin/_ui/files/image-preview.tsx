'use client';
import { Group, Image, Text } from '@mantine/core';
import type { FileRecord } from '@/lib/admin/files';
import { variantUrl } from '@/lib/liquid/core/image-sizes';

type Previewed = Pick<FileRecord, 'url' | 'name' | 'alt' | 'width' | 'height' | 'version'>;

// A measured image's thumbnail (a 128 px square variant, so a list of photos loads kilobytes, not the
// originals) and its size as shown. Nothing for a file that is not a measured image.
export function ImagePreview({ file, size = 48 }: { file: Previewed; size?: number }) {
  if (!file.width || !file.height) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src={variantUrl(file.url, file.version, { width: 128, height: 128, fit: 'cover' })} alt={file.alt ?? ''} w={size} h={size} radius="sm" fit="cover" loading="lazy" />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} aria-label={`${file.width} by ${file.height} pixels`}>
        {file.width} × {file.height}
      </Text>
    </Group>
  );
}

// A post's or product's media entries that are measured images (the media picker stores their width,
// height and version), as thumbnails with their sizes.
export function MediaPreviews({ media, size = 64 }: { media: readonly unknown[]; size?: number }) {
  const images = media.filter((m): m is Previewed => !!m && typeof m === 'object' && typeof (m as Previewed).url === 'string' && typeof (m as Previewed).width === 'number');
  if (images.length === 0) return null;
  return (
    <Group gap="md" aria-label="Images">
      {images.map((m) => (
        <ImagePreview key={m.url} file={{ ...m, alt: m.alt ?? null, version: m.version ?? null }} size={size} />
      ))}
    </Group>
  );
}
