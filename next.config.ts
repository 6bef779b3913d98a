import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Parallel builds (a second working copy, a helper) may use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native and WASM packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'ioredis', 'rate-limiter-flexible'],
  poweredByHeader: false,
  // Sites own their paths: `/about/` reaches the page pipeline instead of a framework redirect.
  skipTrailingSlashRedirect: true,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
