import { okJson } from '@/lib/http/envelope';
import { withContext } from '@/lib/http/route';
import { runtimeManifest } from '@/lib/runtime/manifest';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

let cached: ReturnType<typeof runtimeManifest> | undefined;

// Same for every site and needs no credential, so clients and proxies may cache it.
export const GET = withContext({ access: 'public', host: 'any' }, async () => {
  cached ??= runtimeManifest();
  return okJson(cached, 200, { 'cache-control': 'public, max-age=300' });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
