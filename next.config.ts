import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native and WASM packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'ioredis', 'rate-limiter-flexible'],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
