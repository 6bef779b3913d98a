// The platform's icon: the admin's (public/admin/icon.svg, the same bytes: test/unit/platform-icon.test.ts)
// and every site's /favicon.ico when the site names none (lib/pages/theme/favicon.ts), served from the
// site's own origin so that a page whose policy allows only its own images shows it.
export const PLATFORM_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#3b3f9e"/><path d="M9 22V10h6.5a4 4 0 0 1 0 8H9m7 0 5 4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n';

export const PLATFORM_ICON_PATH = '/admin/icon.svg';
