import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ICON_PATH, PLATFORM_ICON_SVG } from '@/lib/shared/platform/icon';

// A site without a favicon answers /favicon.ico with the platform's icon from its own origin; the admin
// serves the same icon as a static file. One icon, two places: they must not drift apart.
describe('the platform icon', () => {
  it('is the same bytes as the static file the admin serves', () => {
    const file = readFileSync(path.join(process.cwd(), 'public', PLATFORM_ICON_PATH), 'utf8');
    expect(PLATFORM_ICON_SVG).toBe(file);
  });
});
