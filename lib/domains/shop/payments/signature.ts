import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/behaviours.md#B-stripe-webhook: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with
// the signing secret as given (whsec_… included), accepted within 300 s. Verified by hand rather than
// with stripe's constructEvent: that one accepts a timestamp any distance in the future, and the
// contract's tolerance is both ways.
const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

export function signStripePayload(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

// True when one v1 signature of the header matches one of the secrets and the time is within tolerance.
export function stripeSignatureValid(header: string | null, body: string, secrets: readonly string[], now = Date.now()): boolean {
  if (!header || header.length > 2000 || secrets.length === 0) return false;
  let t = NaN;
  const given: Buffer[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't' && v && /^\d{1,12}$/.test(v)) t = Number(v);
    else if (k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)) given.push(Buffer.from(v.toLowerCase(), 'hex'));
  }
  if (!Number.isFinite(t) || given.length === 0) return false;
  if (Math.abs(Math.floor(now / 1000) - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  let ok = false;
  // Every comparison runs (no early exit), each in constant time.
  for (const secret of secrets) {
    const expected = Buffer.from(hmacHex(secret, t, body), 'hex');
    for (const g of given) ok = timingSafeEqual(g, expected) || ok;
  }
  return ok;
}
