import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { CreateFileBody, FileView, UpdateFileBody } from '@/lib/files/schemas';
import { PageQuery } from '@/lib/pagination';
import { document, itemOf, listOf, textOnly, uidParam } from './common';

const FileRecord = FileView.meta({ id: 'FileRecord' });

export function registerFiles(r: OpenAPIRegistry): void {
  const tag = 'Files';
  const manage = { ownerOr: ROLE.writer };
  document(r, { method: 'get', path: '/api/v1/files', tag, access: 'public', query: PageQuery, ok: { status: 200, schema: listOf(FileRecord) }, summary: 'List file records' });
  document(r, {
    method: 'post', path: '/api/v1/files', tag, access: 'session', body: CreateFileBody, ok: { status: 201, schema: itemOf(FileRecord) },
    summary: 'Create a file record', description: 'Metadata only: the bytes go through a presigned upload. The caller is recorded as the owner.',
  });
  document(r, { method: 'get', path: '/api/v1/files/{uid}', tag, access: 'public', params: uidParam, ok: { status: 200, schema: itemOf(FileRecord) }, summary: 'Read one file record' });
  for (const method of ['put', 'patch'] as const) {
    document(r, { method, path: '/api/v1/files/{uid}', tag, access: manage, params: uidParam, body: UpdateFileBody, ok: { status: 200, schema: itemOf(FileRecord) }, summary: 'Update a file record' });
  }
  document(r, { method: 'delete', path: '/api/v1/files/{uid}', tag, access: manage, params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a file record' });
}
