import { routeOf } from '@/lib/api/route-of';
import { okJson } from '@/lib/http/envelope';
import { runtimeManifest } from '@/lib/runtime-manifest/api';
import { runtimeManifest as manifestOf } from '@/lib/runtime-manifest/manifest';

let cached: ReturnType<typeof manifestOf> | undefined;

// Same for every site and needs no credential, so clients and proxies may cache it.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(runtimeManifest, {
  read: async () => {
    cached ??= manifestOf();
    return okJson(cached, 200, { 'cache-control': 'public, max-age=300' });
  },
});
