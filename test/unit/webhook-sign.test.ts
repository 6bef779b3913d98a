import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { publicOnly } from '@/lib/shared/net/address-policy';
import { urlRefusal } from '@/lib/shared/net/public-url';
import { withoutAddresses } from '@/lib/domains/messaging/mail/send';
import { webhookHeaders } from '@/lib/domains/messaging/webhooks/sign';
import { newSecret } from '@/lib/domains/messaging/webhooks/slots';

describe('webhook signing', () => {
  it('signs as Standard Webhooks does: the standardwebhooks package verifies it with each secret', () => {
    const [current, previous] = [newSecret(), newSecret()];
    const body = JSON.stringify({ type: 'lead.received', timestamp: new Date().toISOString(), data: { lead: { uid: 'x' } } });
    const headers = webhookHeaders([current, previous], 'msg_test', body);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
    // The package's own signature for the same message is ours.
    const ts = new Date(Number(headers['webhook-timestamp']) * 1000);
    expect(headers['webhook-signature']!.split(' ')[0]).toBe(new Webhook(current).sign('msg_test', ts, body));
  });

  it('makes whsec_ secrets of 32 random bytes', () => {
    const s = newSecret();
    expect(s).toMatch(/^whsec_/);
    expect(Buffer.from(s.slice(6), 'base64')).toHaveLength(32);
    expect(newSecret()).not.toBe(s);
  });
});

describe('URL check at save', () => {
  it.each([
    ['ftp://example.com/', /http and https/],
    ['nonsense', /not a URL/],
    ['http://127.0.0.1:8080/hook', /private or reserved/],
    ['http://[::1]/', /private or reserved/],
    ['http://169.254.169.254/', /private or reserved/],
    ['https://10.0.0.8/', /private or reserved/],
    ['http://[fec0::1]/', /private or reserved/],
    ['http://[::7f00:1]/', /private or reserved/],
    ['http://localhost/', /^localhost resolves to a private or reserved address$/],
  ])('refuses %s', async (url, why) => {
    const refusal = await urlRefusal(url, publicOnly);
    expect(refusal).toMatch(why);
    // The answer never names an address: not the one typed, not one a name resolved to.
    expect(refusal).not.toMatch(/\d+\.\d+\.\d+\.\d+|::/);
  });

  it('accepts a public address', async () => {
    expect(await urlRefusal('https://93.184.215.14/hook', publicOnly)).toBeNull();
  });
});

describe('mail errors', () => {
  it('lose their addresses before they can reach a site log', () => {
    expect(withoutAddresses('550 5.1.1 <ann@example.test>: Recipient address rejected; cc bob.smith+x@mail.example.org')).toBe('550 5.1.1 <<address>>: Recipient address rejected; cc <address>');
  });
});
