// Where the local store takes uploads and serves files, on the site's own host.
export const UPLOAD_PATH = '/api/v1/storage/upload/';
export const FILES_PATH = '/api/v1/storage/files/';
