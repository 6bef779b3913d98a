import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { startServer } from '../test/helpers/server';
import { smtpSink } from '../test/helpers/smtp-sink';

// The person the stand-in for Google signs in, whoever asks.
const SOCIAL_PERSON = { sub: 'e2e-google-person', email: 'social-e2e@example.test', name: 'Sol Social' };

// A local OpenID provider standing in for Google (the real one is unreachable from here).
async function googleStandIn(): Promise<OAuth2Server> {
  const google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.issuer.url = `http://127.0.0.1:${google.address().port}`;
  google.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, { ...SOCIAL_PERSON, email_verified: true }));
  return google;
}

// A stand-in for Stripe's API: a secret key saved in Settings is checked with one read (GET /v1/balance),
// answered here as Stripe answers a valid key, so no test depends on reaching Stripe.
async function stripeStandIn(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ object: 'balance', available: [], pending: [], livemode: false }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

// One real production server on a fresh embedded database (so the demo site is seeded), mailing to a
// real local SMTP sink whose mails the tests read from E2E_MAIL_DIR, with Google sign-in against a
// local stand-in.
export default async function globalSetup() {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-'));
  const sink = await smtpSink(mailDir);
  const google = await googleStandIn();
  const stripe = await stripeStandIn();
  // Private fetches allowed: the webhook test's receiver listens on this machine. Analytics flush often,
  // so the analytics screen shows the views the test just made.
  const server = await startServer('pglite', {
    ALLOW_PRIVATE_FETCH: 'true',
    ANALYTICS_FLUSH_MS: '500',
    SMTP_URL: sink.url,
    GOOGLE_CLIENT_ID: 'e2e-client',
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    GOOGLE_ISSUER: google.issuer.url!,
    STRIPE_API_URL: `http://127.0.0.1:${(stripe.address() as { port: number }).port}`,
  });
  process.env.E2E_SERVER_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await sink.close();
    await google.stop();
    await new Promise((r) => stripe.close(r));
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
