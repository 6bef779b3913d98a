import { defineOperation } from '@/lib/api/define';
import { DRAFT_CREATION_LIMIT } from '@/lib/api/doc-notes';
import { itemOf, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { PageQuery } from '@/lib/shared/pagination';
import { CreateFileBody, FileView, UpdateFileBody } from './schemas';

// The file records API (metadata; the bytes go through a presigned upload, lib/domains/content/storage/api.ts): read by
// anyone, written by members, drafts below writer (the operations check the owner).
const FileRecord = FileView.meta({ id: 'FileRecord' });
const tag = 'Files';
const path = '/api/v1/files';
const item = `${path}/{uid}`;

// docs/behaviours.md#B-file-drafts, stated on every write.
const FILE_PUBLISHING =
  'Publishing needs role 2 (writer): a record created by a caller below role 2 is a draft (`published: false`, the create still answers 201) whatever it asks; role 2+ creates published records unless it sends `published: false`, and publishes or unpublishes with `published` in an update. A draft is left out of public reads, of the `files` collection and of every page until a role-2+ member publishes it; its creator still reads it. Rights follow the current role: role 2+ changes any record; below role 2 its creator changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published record is never changed, unpublished or deleted by a creator demoted or removed since (403, nothing changes).';

export const filesCollection = {
  list: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'public',
    query: PageQuery,
    ok: { status: 200, schema: listOf(FileRecord) },
    summary: 'List file records',
    description: "Published records; with them the caller's own drafts, and every draft for role 2+.",
  }),
  create: defineOperation({
    method: 'POST',
    path,
    tag,
    access: 'session',
    body: CreateFileBody,
    rateLimited: true,
    ok: { status: 201, schema: itemOf(FileRecord) },
    summary: 'Create a file record',
    description: `Metadata only: the bytes go through a presigned upload. The caller is recorded as the owner. ${FILE_PUBLISHING} ${DRAFT_CREATION_LIMIT}`,
  }),
};

const update = {
  path: item,
  tag,
  access: 'session',
  ownerOr: 'writer',
  params: uidParam,
  body: UpdateFileBody,
  ok: { status: 200, schema: itemOf(FileRecord) },
  summary: 'Update, publish or unpublish a file record',
  description: FILE_PUBLISHING,
} as const;

export const fileItem = {
  read: defineOperation({
    method: 'GET',
    path: item,
    tag,
    access: 'public',
    params: uidParam,
    ok: { status: 200, schema: itemOf(FileRecord) },
    summary: 'Read one file record',
    description: 'A draft is found by its creator and role 2+ only (404 for anyone else).',
  }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  remove: defineOperation({
    method: 'DELETE',
    path: item,
    tag,
    access: 'session',
    ownerOr: 'writer',
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a file record',
    description: FILE_PUBLISHING,
  }),
};

export const filesApi = [filesCollection, fileItem];
