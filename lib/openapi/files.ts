import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { CreateFileBody, FileView, UpdateFileBody } from '@/lib/files/schemas';
import { PageQuery } from '@/lib/pagination';
import { document, DRAFT_CREATION_LIMIT, itemOf, listOf, textOnly, uidParam } from './common';

const FileRecord = FileView.meta({ id: 'FileRecord' });

// CONTRACT 3a, stated on every write.
const FILE_PUBLISHING =
  'Publishing needs role 2 (writer): a record created by a caller below role 2 is a draft (`published: false`, the create still answers 201) whatever it asks; role 2+ creates published records unless it sends `published: false`, and publishes or unpublishes with `published` in an update. A draft is left out of public reads, of the `files` collection and of every page until a role-2+ member publishes it; its creator still reads it. Rights follow the current role: role 2+ changes any record; below role 2 its creator changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published record is never changed, unpublished or deleted by a creator demoted or removed since (403, nothing changes).';

export function registerFiles(r: OpenAPIRegistry): void {
  const tag = 'Files';
  const manage = { ownerOr: ROLE.writer };
  document(r, {
    method: 'get',
    path: '/api/v1/files',
    tag,
    access: 'public',
    query: PageQuery,
    ok: { status: 200, schema: listOf(FileRecord) },
    summary: 'List file records',
    description: "Published records; with them the caller's own drafts, and every draft for role 2+.",
  });
  document(r, {
    method: 'post',
    path: '/api/v1/files',
    tag,
    access: 'session',
    body: CreateFileBody,
    rateLimited: true,
    ok: { status: 201, schema: itemOf(FileRecord) },
    summary: 'Create a file record',
    description: `Metadata only: the bytes go through a presigned upload. The caller is recorded as the owner. ${FILE_PUBLISHING} ${DRAFT_CREATION_LIMIT}`,
  });
  document(r, {
    method: 'get',
    path: '/api/v1/files/{uid}',
    tag,
    access: 'public',
    params: uidParam,
    ok: { status: 200, schema: itemOf(FileRecord) },
    summary: 'Read one file record',
    description: 'A draft is found by its creator and role 2+ only (404 for anyone else).',
  });
  for (const method of ['put', 'patch'] as const) {
    document(r, {
      method,
      path: '/api/v1/files/{uid}',
      tag,
      access: manage,
      params: uidParam,
      body: UpdateFileBody,
      ok: { status: 200, schema: itemOf(FileRecord) },
      summary: 'Update, publish or unpublish a file record',
      description: FILE_PUBLISHING,
    });
  }
  document(r, {
    method: 'delete',
    path: '/api/v1/files/{uid}',
    tag,
    access: manage,
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a file record',
    description: FILE_PUBLISHING,
  });
}
