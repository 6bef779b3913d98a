import { toValue } from 'liquidjs';
import { defineFilter } from '../declare';

// JSON for inline <script> data: "<" is escaped so a value cannot close the script element.
function json(input: unknown): string {
  const text = JSON.stringify(toValue(input) ?? null) ?? 'null';
  return text.replace(/</g, '\\u003c');
}

export default defineFilter({
  name: 'json',
  arity: 'unchecked',
  doc: { syntax: 'value | json', summary: 'The value as JSON.' },
  impl: json,
});
