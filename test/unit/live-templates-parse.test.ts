import { describe, expect, it } from 'vitest';
import { mailSourceParts } from '@/lib/domains/messaging/mail/templates/format';

// docs/behaviours.md#B-live-parses: email templates are checked part by part (the theme files the platform publishes by
// itself are checked in themes.test.ts).
describe('mail source parts', () => {
  it('places each Liquid part at its line and column in the whole body', () => {
    const body = 'Subject: Hi {{ user.name }}\n<p>one</p>\n<p>{{ code }}</p>\n--- text ---\nYour code: {{ code }}\n';
    expect(mailSourceParts(body)).toEqual([
      { source: 'Hi {{ user.name }}', line: 1, column: 10 },
      { source: '<p>one</p>\n<p>{{ code }}</p>\n', line: 2, column: 1 },
      { source: 'Your code: {{ code }}\n', line: 5, column: 1 },
    ]);
  });

  it('is one HTML part without a subject line or a text part', () => {
    expect(mailSourceParts('<p>{{ link }}</p>')).toEqual([{ source: '<p>{{ link }}</p>', line: 1, column: 1 }]);
  });
});
