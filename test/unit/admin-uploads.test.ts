import { describe, expect, it } from 'vitest';
import { uploadKey } from '@/lib/admin/uploads';

// The admin names an upload's key from the file's name: the store refuses traversal and odd
// characters, so the name is made safe here and dated, and two uploads of one name never collide.
describe('uploadKey', () => {
  const day = new Date('2026-11-23T10:00:00Z');
  it.each([
    ['logo.png', /^uploads\/2026-11-23\/[a-z0-9]{1,6}-logo\.png$/],
    ['../../etc/passwd', /^uploads\/2026-11-23\/[a-z0-9]{1,6}-etc-passwd$/],
    ['..\\windows\\win.ini', /^uploads\/2026-11-23\/[a-z0-9]{1,6}-windows-win\.ini$/],
    ['Résumé 2026 (final).pdf', /^uploads\/2026-11-23\/[a-z0-9]{1,6}-Resume-2026-final-\.pdf$/],
    ['%2e%2e%2fx', /^uploads\/2026-11-23\/[a-z0-9]{1,6}-2e-2e-2fx$/],
    ['...', /^uploads\/2026-11-23\/[a-z0-9]{1,6}-file$/],
  ])('%s', (name, expected) => {
    const key = uploadKey(name, day);
    expect(key).toMatch(expected);
    expect(key.split('/').every((seg) => seg !== '..' && seg !== '.' && seg !== '')).toBe(true);
  });
  it('keeps long names within the store key limit', () => {
    expect(uploadKey(`${'a'.repeat(600)}.png`, day).length).toBeLessThan(160);
  });
  it('differs between two uploads of one name', () => {
    const keys = new Set(Array.from({ length: 20 }, () => uploadKey('same.png', day)));
    expect(keys.size).toBeGreaterThan(1);
  });
});
