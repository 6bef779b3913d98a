import { purgeTemplateCaches } from '@/lib/pages/caches';
import { dropSiteEngine } from '@/lib/pages/site-engine';

// Called on every template save and delete (spec part 4, purge rules 1-6).
export function purgeTemplate(siteUid: string, template: { permalink: string | null }): void {
  purgeTemplateCaches(siteUid, template.permalink, dropSiteEngine);
}
