import type { RequestFacts } from '@/lib/pages/context';

export const siteBase = (facts: RequestFacts) => facts.origin;

export function settingString(settings: Record<string, unknown>, key: string): string | undefined {
  const v = settings[key];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}
