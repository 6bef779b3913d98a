import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';
import { api, data, PLATFORM } from './http';

// Joining a site as an existing account (docs/behaviours.md#B-role-consent): the site's admin invites the address, the account
// accepts the mailed link while signed in. For servers without SMTP_URL (the shared one): the mail is
// read from DATA_DIR/outbox/*.eml.

async function mailedToken(dataDir: string, to: string, ms = 15_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const seen = new Set<string>();
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && !seen.has(f)) : [];
    for (const f of files) {
      seen.add(f);
      const mail = await simpleParser(fs.readFileSync(path.join(dir, f)));
      const token = /\/admin\/invitations\/accept\?token=([^\s>&"]+)/.exec(mail.text ?? '')?.[1];
      const addressed = [mail.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()));
      if (token && addressed) return decodeURIComponent(token);
    }
  }
  throw new Error(`no invitation mail to ${to} within ${ms} ms`);
}

// Invites `user` to `role` on the site (by its owner) and accepts as `user`; answers the accept's reply.
export async function joinByInvitation(site: { host: string; ownerToken: string; base?: string }, user: { email: string; token: string }, role: number, dataDir = inject('dataDir')) {
  const invited = await api(site.host, site.base).post('/api/v1/users/invitations', { email: user.email, role }, { token: site.ownerToken });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${invited.text}`);
  const token = await mailedToken(dataDir, user.email);
  const accepted = await api(PLATFORM, site.base).post('/api/v1/users/invitations/accept', { token }, { token: user.token });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${accepted.text}`);
  return data(accepted);
}
