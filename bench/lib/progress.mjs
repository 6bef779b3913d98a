// Progress lines on stderr (minutes:seconds since start) and the cleanups that stop servers and drop
// bench databases, also on Ctrl-C.
export const t0 = Date.now();
export function progress(msg) {
  const s = Math.round((Date.now() - t0) / 1000);
  process.stderr.write(`[${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}] ${msg}\n`);
}
export const cleanups = [];
let cleaningUp = false;
// Runs (and forgets) every cleanup registered so far, newest first; a call while one runs returns at once.
export async function cleanup() {
  if (cleaningUp) return;
  cleaningUp = true;
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      progress(`cleanup: ${err.message}`);
    }
  }
  cleaningUp = false;
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    progress(`${sig}: stopping servers and dropping bench databases`);
    cleanup().finally(() => process.exit(130));
  });
}
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
