// Numbers as the table and the targets print them.
import { SAVE_WAIT_MS } from './options.mjs';

export const fmtInt = (n) => (n === null || n === undefined || Number.isNaN(n) ? '-' : Math.round(n).toLocaleString('en-US'));
export const fmtMs = (n) => (n === null || n === undefined ? '-' : n === Infinity ? `>${SAVE_WAIT_MS / 1000} s` : n >= 100 ? n.toFixed(0) : n.toFixed(n < 10 ? 2 : 1).replace(/\.?0+$/, '') || '0');
export const msText = (n) => (n === Infinity ? `>${SAVE_WAIT_MS / 1000} s` : `${fmtMs(n)} ms`);
