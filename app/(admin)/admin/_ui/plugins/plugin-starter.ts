// What a new plugin starts with: one function per hook, as the runtime calls them (docs/behaviours.md#B-plugins).
export const PLUGIN_STARTER = `// Each hook is a function named after it, called with the event as plain JSON.
// lead_received: return an object to add fields to the lead.
async function lead_received(event) {
  const email = String(event.lead.data.email ?? '');
  return { emailDomain: email.split('@')[1] ?? null };
}
`;

// Sample events for "Run with sample input", by hook.
export const SAMPLE_EVENTS: Record<string, unknown> = {
  lead_received: { lead: { uid: 'sample', form: 'contact', status: 'new', data: { email: 'visitor@example.com', message: 'Hello' } } },
  pre_render: { path: '/', template: 'index' },
};
