import type { PageFallback } from '@/lib/render/page';

// Fallbacks after the site's own templates: generated theme files, then redirect rules.
export const pageFallbacks: PageFallback[] = [];
