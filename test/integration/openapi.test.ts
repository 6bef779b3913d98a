import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { api, newSite, PLATFORM } from '../helpers/http';

describe('GET /api/v1/openapi.json', () => {
  it('serves a valid OpenAPI 3.1 document on the platform host and on site hosts, without a credential', async () => {
    const site = await newSite('Docs');
    for (const host of [PLATFORM, site.host]) {
      const r = await api(host).get('/api/v1/openapi.json');
      expect(r.status, host).toBe(200);
      expect(r.headers['content-type']).toMatch(/application\/json/);
      const doc = JSON.parse(r.text) as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/v1/posts', '/api/v1/posts/{uid}', '/api/v1/templates/validate', '/api/v1/comments/{id}', '/api/v1/auth/login', '/api/v1/sites']),
      );
      await expect(SwaggerParser.validate(doc as never)).resolves.toBeTruthy();
    }
  });
});
