import type { PageFallback } from '@/lib/pages/render';
import { favicon } from './favicon';
import { redirectRules } from './redirect-rules';
import { robotsTxt } from './robots';
import { rssFeed } from './rss';
import { serviceWorker } from './service-worker';
import { sitemap } from './sitemap';
import { webManifest } from './web-manifest';

// Fallbacks after the site's own templates (a template with the same permalink wins): the
// generated theme files, then the site's redirect rules.
export const pageFallbacks: PageFallback[] = [robotsTxt, sitemap, rssFeed, webManifest, serviceWorker, favicon, redirectRules];
