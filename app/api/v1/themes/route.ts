import { routeOf } from '@/lib/api/route-of';
import { themesCollection } from '@/lib/domains/content/themes/api';
import { listThemes } from '@/lib/domains/content/themes/catalogue';

// The themes a site may start from or apply: the platform's, the same for everyone.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(themesCollection, {
  list: async () => ({ items: await listThemes() }),
});
