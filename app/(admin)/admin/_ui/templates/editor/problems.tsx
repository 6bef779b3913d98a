'use client';
import { Badge, Button, Group, List, Text } from '@mantine/core';
import type { Diagnostic, Validation } from '@/lib/admin/templates';

const where = (d: Diagnostic) => (d.line ? `Line ${d.line}${d.column ? `, column ${d.column}` : ''}` : 'Template');

// The diagnostics as text beside the markers: readable without hovering, and by screen readers.
export function Problems({ validation, onJump, onFix }: { validation: Validation | undefined; onJump: (line: number, column: number) => void; onFix: (d: Diagnostic) => void }) {
  if (!validation)
    return (
      <Text size="sm" c="dimmed">
        Checking…
      </Text>
    );
  const all = [...validation.errors.map((d) => ({ d, kind: 'error' as const })), ...validation.warnings.map((d) => ({ d, kind: 'warning' as const }))];
  if (all.length === 0)
    return (
      <Text size="sm" c="teal" data-testid="problems-ok">
        No problems found.
      </Text>
    );
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label="Problems" data-testid="problems">
      {all.map(({ d, kind }, i) => (
        <List.Item key={`${kind}-${i}`} data-kind={kind} data-line={d.line ?? ''} data-column={d.column ?? ''} data-code={d.code ?? ''}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Badge size="xs" color={kind === 'error' ? 'red' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
              {kind}
            </Badge>
            <Text size="sm" component="button" type="button" onClick={() => onJump(d.line ?? 1, d.column ?? 1)} style={{ all: 'unset', cursor: 'pointer' }}>
              {where(d)}: {d.message}
              {d.code && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  [{d.code}]
                </Text>
              )}
            </Text>
            {d.suggestion && d.line && d.column && (
              <Button size="compact-xs" variant="light" onClick={() => onFix(d)} style={{ flexShrink: 0 }}>
                Use {d.suggestion}
              </Button>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
