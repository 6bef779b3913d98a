import { AppError } from '@/lib/shared/errors';
import { errorJson } from './envelope';
import { withRequestLog } from './request-log';

// Paths the platform owns on every host (docs/behaviours.md#B-platform-paths): the API (and its legacy `/auth` prefix) and the
// payment pages. None is ever a site page, so a path here that names no route gets the JSON envelope,
// whichever route file Next.js matched it to (bare `/api` reaches the page catch-all).
export const PLATFORM_PATH = /^\/(api|auth|payments)(\/|$)/;

export const unknownEndpoint = (req: Request): Promise<Response> => withRequestLog(req, async () => errorJson(new AppError('not_found', 'No such API endpoint')));
