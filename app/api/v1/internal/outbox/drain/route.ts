import type { NextRequest } from 'next/server';
import { errorJson, okJson } from '@/lib/http/envelope';
import { toAppError } from '@/lib/http/errors';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withRequestLog } from '@/lib/http/request-log';
import { authorizeCron, cronDrain } from '@/lib/domains/messaging/outbox/cron';
import { whenStarted } from '@/lib/shared/platform/readiness';

// Vercel Cron's drain of the outbox (no long-lived worker there). On any host: the cron calls the
// deployment's own URL, which names no site; the CRON_SECRET is the whole credential.
export const GET = (req: NextRequest) =>
  withRequestLog(req, async () => {
    try {
      await whenStarted();
      authorizeCron(req.headers.get('authorization'));
      return okJson(await cronDrain());
    } catch (err) {
      return errorJson(toAppError(err));
    }
  });

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
