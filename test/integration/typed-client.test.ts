import { describe, expect, it } from 'vitest';
import { newSite } from '../helpers/http';
import { typedClient } from '../helpers/typed-client';

// The generated client (openapi-typescript types, openapi-fetch) against the real server: these calls
// compile only while the document keeps their paths, parameters, bodies and answers.
describe('a client generated from the OpenAPI document', () => {
  it('creates, reads, lists and updates a post, and reads a refusal as the error envelope', async () => {
    const site = await newSite('Typed client');
    const owner = typedClient(site.host, site.ownerToken);

    const created = await owner.POST('/api/v1/posts', { body: { title: 'Typed hello', slug: 'typed-hello', status: 1 } });
    expect(created.response.status).toBe(201);
    const uid = created.data?.data.item.uid ?? '';
    expect(uid).not.toBe('');

    const read = await owner.GET('/api/v1/posts/{uid}', { params: { path: { uid } } });
    expect(read.data?.data.item.title).toBe('Typed hello');

    const listed = await typedClient(site.host).GET('/api/v1/posts', { params: { query: { page_size: 5 } } });
    expect(listed.data?.data.items.map((p) => p.uid)).toContain(uid);
    expect(listed.data?.data.pagination.page_size).toBe(5);

    const updated = await owner.PUT('/api/v1/posts/{uid}', { params: { path: { uid } }, body: { title: 'Typed again' } });
    expect(updated.data?.data.item.title).toBe('Typed again');

    // Anonymous writes are refused: the client hands back the documented error envelope.
    const refused = await typedClient(site.host).PUT('/api/v1/posts/{uid}', { params: { path: { uid } }, body: { title: 'Not mine' } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.state).toBe('error');
    expect(refused.error?.data.text).toMatch(/./);
  });
});
