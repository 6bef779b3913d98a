import { toValue } from 'liquidjs';
import type { NameDoc } from '../name-doc';

// JSON for inline <script> data: "<" is escaped so a value cannot close the script element.
export default function json(input: unknown): string {
  const text = JSON.stringify(toValue(input) ?? null) ?? 'null';
  return text.replace(/</g, '\\u003c');
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'value | json', summary: 'The value as JSON.' };
