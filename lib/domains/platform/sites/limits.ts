import { env } from '@/lib/shared/env';
import { RENDER_LIMITS } from '@/lib/liquid/engine';
import { FETCH_MAX_BYTES, FETCH_TIMEOUT_MS, OUTPUT_LIMIT, RENDER_WORK_LIMITS } from '@/lib/liquid/limits';
import { COLLECTION_MAX_ROWS } from '@/lib/shared/content/collection-source';
import { mailBudget } from '@/lib/domains/messaging/mail/budget';
import { RATE_LIMITS, type LimitName } from '@/lib/shared/rate-limit';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { EXPORT_MAX_ROWS } from '@/lib/domains/messaging/leads/schemas';
import { IMAGE_VARIANTS_PER_ORIGINAL } from '@/lib/domains/content/images/limits';
import type { LimitView } from './schemas';

const RATE_LIMIT_TEXT: Record<LimitName, string> = {
  login: 'Failed sign-ins per client IP and email',
  loginIp: 'Failed sign-ins per client IP, whatever the email',
  available: 'GET /sites/available per client IP',
  sitesNew: 'POST /sites/new per client IP',
  signup: 'Sign-ups and POST /sites per client IP',
  quote: 'POST /discounts/quote per client IP',
  checkout: 'POST /payments/checkout per client IP',
  search: 'Searches (GET /search) per client IP',
  domainVerify: 'Custom-domain verifications per site',
  invitation: 'Invitations mailed per site',
  presign: 'Upload URLs (POST /storage/presign) asked for per site',
  drafts: 'Posts, templates and file records created by a member below writer (drafts), per member',
  loginCode: 'Sign-in codes asked for per client IP and email',
  passwordReset: 'Password reset links asked for per client IP and email',
  authMailIp: 'Sign-in codes and reset links asked for per client IP, whatever the email',
  emailMail: 'Verification and address-change mails per account',
};

// The limits this deployment applies to the site, read from the constants and the environment the code
// itself uses (never restated here), so the settings screen can say them plainly.
// `storageQuotaBytes`: the site's own quota when the platform admin set one (lib/domains/content/storage/quota.ts).
export function siteLimits(site: Pick<SiteRef, 'mailTrusted'>, storageQuotaBytes = env.STORAGE_QUOTA_BYTES): LimitView[] {
  const mail = mailBudget(site.mailTrusted);
  const whose = site.mailTrusted ? 'this site (trusted by the platform)' : "this site (a new site: a proven custom domain or the platform admin's approval raises it)";
  const limit = (name: string, value: number, unit: string, description: string): LimitView => ({ name, value, unit, description });
  return [
    limit(
      'render.timeMs',
      RENDER_WORK_LIMITS.timeMs,
      'ms',
      "Time one page render may run, awaited fetches and collection queries included; time spent waiting for its turn beside other sites' renders is not counted, and 4 times this limit in wall-clock time ends it whatever it waited for",
    ),
    limit('render.memoryBytes', RENDER_LIMITS.memoryLimit, 'bytes', "Memory one render may allocate for strings and arrays (the Liquid engine's count)"),
    limit('render.outputBytes', OUTPUT_LIMIT, 'characters', 'Size of one rendered page'),
    limit('render.templateChars', RENDER_LIMITS.parseLimit, 'characters', 'Size of a template the engine parses'),
    limit(
      'render.loopItems',
      RENDER_WORK_LIMITS.filterOutputItems,
      'items',
      'Items a filter may produce, so the longest list a for loop can walk; loops have no other count and stop at the render time limit',
    ),
    limit('render.filterOutputChars', RENDER_WORK_LIMITS.filterOutputChars, 'characters', 'Length of text one filter call may produce'),
    limit('render.collectionRows', COLLECTION_MAX_ROWS, 'rows', 'Rows one {% collection %} answers at most'),
    limit('render.logRows', RENDER_WORK_LIMITS.logRowsPerRender, 'rows', 'Log rows one render may write'),
    limit('fetch.perRender', RENDER_WORK_LIMITS.fetchesPerRender, 'requests', 'Distinct URLs {% fetch %} may load in one render; further ones answer null'),
    limit('fetch.timeoutMs', FETCH_TIMEOUT_MS, 'ms', 'Time one {% fetch %} may take'),
    limit('fetch.maxBytes', FETCH_MAX_BYTES, 'bytes', 'Size of one {% fetch %} answer'),
    limit('cache.pageSeconds', env.PAGE_CACHE_SECONDS, 'seconds', 'How long an anonymous page is cached (any change to the site retires it at once)'),
    limit('body.maxBytes', env.MAX_BODY_BYTES, 'bytes', 'Size of one request body (JSON or form post)'),
    limit('leads.exportRows', EXPORT_MAX_ROWS, 'rows', 'Leads one CSV export holds, newest first'),
    limit(
      'storage.quotaBytes',
      storageQuotaBytes,
      'bytes',
      'Bytes of uploaded files the site may keep, upload URLs not used yet and the image sizes made from them included; an upload past it is refused (413), and so is a new image size (its page shows the image as uploaded). Deleting a file record deletes its uploaded file and its image sizes and frees their bytes',
    ),
    limit(
      'storage.imageVariantsPerOriginal',
      IMAGE_VARIANTS_PER_ORIGINAL,
      'items',
      'Sizes and formats kept of one uploaded image; a new one past it is refused (422; its page shows the image as uploaded). Uploading the image again starts over',
    ),
    limit('storage.uploadMaxBytes', env.UPLOAD_MAX_BYTES, 'bytes', 'Size of one uploaded file'),
    limit('mail.perHour', mail.hour, 'mails per 3600 s', `Mails ${whose} may send an hour: sign-in codes and links asked on its host, order mails, notifications, invitations`),
    limit('mail.perDay', mail.day, 'mails per 86400 s', `Mails ${whose} may send a day`),
    ...Object.entries(RATE_LIMITS).map(([name, { points, duration }]) => limit(`rate.${name}`, points, `requests per ${duration} s`, RATE_LIMIT_TEXT[name as LimitName])),
  ];
}
