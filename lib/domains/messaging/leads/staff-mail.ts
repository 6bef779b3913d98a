import { adminLink, type StaffMail } from '@/lib/domains/messaging/notifications/staff-mail';

const MAX_FIELDS = 20;
const MAX_VALUE = 300;

// A visitor's value as one line of plain text, cut short: the lead's full data is in the admin.
function shown(value: unknown): string {
  const text = (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(/\s+/g, ' ').trim();
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

// The staff's mail of a new lead (lib/domains/messaging/notifications/staff-mail.ts decides who gets it). Plain text
// only: the fields are a visitor's words.
export function staffLeadMail(siteUid: string, lead: { uid: string; form: string; data: Record<string, unknown> }): StaffMail {
  const fields = Object.entries(lead.data);
  const lines = fields.slice(0, MAX_FIELDS).map(([k, v]) => `${k.slice(0, 60)}: ${shown(v)}`);
  if (fields.length > MAX_FIELDS) lines.push(`… and ${fields.length - MAX_FIELDS} more fields`);
  return {
    topic: 'staff.lead',
    subject: (siteName) => `${siteName}: new lead from the form "${lead.form.slice(0, 60)}"`,
    text: (siteName) => [`A new lead arrived at ${siteName} through the form "${lead.form}".`, '', ...lines, '', `See the leads: ${adminLink(siteUid, 'leads')}`].join('\n'),
  };
}
