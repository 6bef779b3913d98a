import { toValue } from 'liquidjs';

// JSON for inline <script> data: "<" is escaped so a value cannot close the script element.
export default function json(input: unknown): string {
  const text = JSON.stringify(toValue(input) ?? null) ?? 'null';
  return text.replace(/</g, '\\u003c');
}
