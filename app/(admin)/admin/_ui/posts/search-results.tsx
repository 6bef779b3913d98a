'use client';
import { Text } from '@mantine/core';
import { correctedQueryOf, snippetParts, useSearch, type SearchParams } from '@/lib/admin/search';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { StatusBadge } from './status-badge';

function Snippet({ html }: { html: string }) {
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {snippetParts(html).map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </Text>
  );
}

// Search results in place of a list (posts or products), best match first, each opening its editor.
export function SearchResults({ params, hrefOf, onPage }: { params: SearchParams; hrefOf: (uid: string) => string; onPage: (page: number) => void }) {
  const hits = useSearch(params);
  const corrected = correctedQueryOf(hits.data);
  return (
    <>
      {corrected && (
        <Text size="sm" mb="xs" role="status">
          Showing results for “{corrected}”: nothing matches “{params.q}”.
        </Text>
      )}
      <ListTable
        query={hits}
        loading="Searching…"
        empty=<EmptyState title={`Nothing matches “${params.q}”`}>Try other words, or fewer.</EmptyState>
        minWidth={640}
        rowKey={(hit) => hit.uid}
        rowLink={{ href: (hit) => hrefOf(hit.uid) }}
        columns={[
          { label: 'Title', cell: (hit) => hit.title, note: (hit) => <Snippet html={hit.snippet} /> },
          { label: 'Status', cell: (hit) => <StatusBadge status={hit.status} /> },
          { label: 'Type', cell: (hit) => hit.type },
          {
            label: 'Date',
            cell: (hit) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {new Date(hit.date).toLocaleDateString()}
              </Text>
            ),
          },
        ]}
        noun="results"
        onPage={onPage}
      />
    </>
  );
}
