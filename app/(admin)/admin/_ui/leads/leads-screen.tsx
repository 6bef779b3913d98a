'use client';
import { Autocomplete, Badge, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { downloadLeadsCsv, LEAD_STATUSES, useLeadForms, useLeads, type Lead, type LeadFilters } from '@/lib/admin/leads';
import { useAdminSite } from '@/lib/admin/site-context';
import { notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { LeadDrawer } from './lead-drawer';
import { statusColor } from './lead-status';

// A short line naming the lead: the usual contact fields first, else the first fields sent.
function summary(lead: Lead): string {
  const data = lead.data;
  const preferred = ['name', 'email', 'phone', 'company'].filter((k) => typeof data[k] === 'string' && data[k]);
  const keys = preferred.length ? preferred : Object.keys(data).slice(0, 2);
  return keys.map((k) => (typeof data[k] === 'string' ? data[k] : JSON.stringify(data[k]))).join(' · ') || '(no fields)';
}

export function LeadsScreen() {
  const site = useAdminSite();
  const [page, setPage] = useState(1);
  const [form, setForm] = useState('');
  const [status, setStatus] = useState('');
  const [debouncedForm] = useDebouncedValue(form.trim(), 300);
  const [debouncedStatus] = useDebouncedValue(status.trim(), 300);
  const filters: LeadFilters = { form: debouncedForm || undefined, status: debouncedStatus || undefined };
  const leads = useLeads(page, filters);
  const forms = useLeadForms();
  const [open, setOpen] = useState<Lead | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtered = !!filters.form || !!filters.status;

  const exportCsv = async () => {
    setExporting(true);
    try {
      notifyDone(`Downloaded ${await downloadLeadsCsv(site.uid, filters)}`);
    } catch (err) {
      notifyFailed(err, 'The export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <PageHeader title="Leads">
        <Button variant="default" onClick={() => void exportCsv()} loading={exporting} aria-label={filtered ? 'Export CSV of the filtered leads' : 'Export CSV of all leads'}>
          Export CSV
        </Button>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="search" aria-label="Filter leads" maw={720}>
        {forms.data ? (
          <Select
            label="Form"
            placeholder="Any form"
            data={[{ value: '', label: 'Any form' }, ...forms.data.map((f) => ({ value: f.form, label: `${f.form} (${f.count})` }))]}
            value={form}
            onChange={(v) => (setForm(v ?? ''), setPage(1))}
            allowDeselect={false}
          />
        ) : (
          <TextInput label="Form" placeholder="Any form" value={form} onChange={(e) => (setForm(e.currentTarget.value), setPage(1))} />
        )}
        <Autocomplete
          label="Status"
          placeholder="Any status"
          data={[...LEAD_STATUSES]}
          value={status}
          onChange={(v) => (setStatus(v), setPage(1))}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the status filter' }}
        />
      </SimpleGrid>
      <ListTable
        query={leads}
        loading="Loading leads…"
        empty=<EmptyState title={filtered ? 'No leads match these filters' : 'No leads yet'}>{filtered ? 'Change or clear the filters.' : 'Form submissions of the site arrive here.'}</EmptyState>
        minWidth={640}
        rowKey={(lead) => lead.uid}
        columns={[
          {
            label: 'Received',
            cell: (lead) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {new Date(lead.createdAt).toLocaleString()}
              </Text>
            ),
          },
          { label: 'Form', cell: (lead) => <Text size="sm">{lead.form}</Text> },
          {
            label: 'Status',
            cell: (lead) => (
              <Badge variant="light" color={statusColor(lead.status)}>
                {lead.status}
              </Badge>
            ),
          },
          {
            label: 'From',
            maw: 300,
            cell: (lead) => (
              <Text size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {summary(lead)}
              </Text>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (lead) => (
              <Button size="xs" variant="default" aria-label={`Open lead from ${lead.form}, ${new Date(lead.createdAt).toLocaleString()}`} onClick={() => setOpen(lead)}>
                Open
              </Button>
            ),
          },
        ]}
        noun="leads"
        onPage={setPage}
      />
      <LeadDrawer lead={open && (leads.data?.items.find((l) => l.uid === open.uid) ?? open)} onClose={() => setOpen(null)} onChanged={setOpen} />
    </Stack>
  );
}
