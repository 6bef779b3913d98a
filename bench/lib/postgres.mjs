// A fresh PostgreSQL database per section (created on the admin URL, dropped at the end or on Ctrl-C).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { PG_ADMIN_URL } from './options.mjs';
import { cleanups } from './progress.mjs';

export async function createDatabase() {
  const name = `platform_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    const a = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
    try {
      await a.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await a.end();
    }
  };
  cleanups.push(drop);
  return { name, url: url.toString(), drop };
}

export async function postgresReachable() {
  const sql = postgres(PG_ADMIN_URL, { connect_timeout: 3, max: 1, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}
