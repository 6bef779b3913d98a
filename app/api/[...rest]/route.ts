import { errorJson } from '@/lib/http/envelope';
import { AppError } from '@/lib/errors';
import { withRequestLog } from '@/lib/http/request-log';

// Any path under /api/ that no route claims answers the JSON envelope, not Next's HTML page.
const unknown = (req: Request) => withRequestLog(req, async () => errorJson(new AppError('not_found', 'No such API endpoint')));

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE };
