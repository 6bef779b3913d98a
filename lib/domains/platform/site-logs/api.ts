import { defineOperation } from '@/lib/api/define';
import { listOf } from '@/lib/api/envelope';
import { LogQuery, LogView } from './schemas';

// The site's log, read by a marketer.
export const siteLog = {
  list: defineOperation({
    method: 'GET',
    path: '/api/v1/logs',
    tag: 'Logs',
    access: 'marketer',
    query: LogQuery,
    ok: { status: 200, schema: listOf(LogView.meta({ id: 'LogEntry' })) },
    summary: 'Activity and integration logs of this site, newest first',
    description:
      'Filters: `kind` (a kind or a prefix of one: `activity`, `activity.posts`, `plugin`, `webhook`, `render`), `level`, `since` (inclusive) and `until` (exclusive) as ISO 8601 dates or date-times. ' +
      "Kinds: `activity.<resource>.<action>` (every successful write by a signed-in member through the API; data {actor, method, path, target}, never the body), `render.failed`, `render.unknown_tag`, `render.unknown_filter`, `render.fetch`, `render.log_capped` (a repeated render row is written once per site generation), `mail.template` (an email template that cannot be used), `mail.withheld` (an order confirmation not mailed to an unproven address), `mail.over_budget` (once per window past the site's mail budget), `mail.trust`, `mail.delivery`, and the plugin and webhook kinds. " +
      'Retention: at most LOG_MAX_ROWS_PER_SITE rows per site (default 20,000, newest kept) and nothing older than LOG_RETENTION_DAYS (default 90), pruned every few minutes.',
  }),
};

export const siteLogsApi = [siteLog];
