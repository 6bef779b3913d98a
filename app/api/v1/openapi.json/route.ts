import { NextResponse } from 'next/server';
import { routeOf } from '@/lib/api/route-of';
import { openApiDocument } from '@/lib/openapi/document';
import { openApiJson } from '@/lib/runtime-manifest/api';

// The document itself is the answer (tools expect a bare OpenAPI object, not the envelope).
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(openApiJson, {
  read: async () => NextResponse.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } }),
});
