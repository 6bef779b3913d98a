import { consume } from '@/lib/shared/rate-limit';
import { ROLE } from './roles';
import type { Caller } from './access';
import type { SessionUser } from './session';

// Anyone may sign up on any site, and a member below writer may still create posts, templates and file
// records (as drafts, docs/behaviours.md#B-template-drafts): without a bound one signed-up account could write rows into a site
// as fast as the server answers. Such creations count against RATE_LIMIT_DRAFTS a minute per member and
// site (one budget for the three kinds); writers and above, who publish, are not counted.
export async function limitNewDrafts(caller: Caller & { user: SessionUser }, siteUid: string): Promise<void> {
  if (caller.role >= ROLE.writer) return;
  await consume('drafts', `${siteUid}:${caller.user.uid}`);
}
