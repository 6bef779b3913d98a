import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { PLUGIN_TYPINGS } from '@/lib/plugins/plugin-api';

// TypeScript declarations of the plugin API, for the admin's code editor.
export const GET = withContext({ access: ROLE.marketer, credential: 'bearer' }, async () => okJson({ item: { typings: PLUGIN_TYPINGS } }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
