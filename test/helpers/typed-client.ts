import createClient from 'openapi-fetch';
import type { paths } from '../client/api-types';
import { request } from './http';

// A client typed from the OpenAPI document (openapi-typescript's `paths`, committed as
// test/client/api-types.ts and checked against the document by test/unit/openapi-clients.test.ts), so a
// breaking change to the document fails the tests that call through it. Requests go through the test
// client (a Host header per tenant, each answer checked against the document); fetch could not set Host.
export function typedClient(host: string, token?: string) {
  return createClient<paths>({
    baseUrl: 'http://typed-client.invalid',
    fetch: async (req: Request) => {
      const url = new URL(req.url);
      const body = req.body ? await req.text() : undefined;
      const headers = Object.fromEntries(req.headers.entries());
      const answer = await request(host, req.method, `${url.pathname}${url.search}`, { raw: body, headers, token });
      return new Response(answer.text, { status: answer.status, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
    },
  });
}
