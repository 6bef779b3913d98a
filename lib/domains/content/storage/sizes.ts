// Sizes in the words a site owner reads (KB and MB of 1,024, as the admin shows them). A file's size
// rounds up and a limit down, so a file just over a limit never reads as the limit itself.
const UNITS: [number, string][] = [
  [1024 ** 3, 'GB'],
  [1024 ** 2, 'MB'],
  [1024, 'KB'],
];

export function plainSize(bytes: number, round: 'up' | 'down' = 'down'): string {
  for (const [unit, name] of UNITS) {
    if (bytes < unit) continue;
    const tenths = (round === 'up' ? Math.ceil : Math.floor)((bytes / unit) * 10) / 10;
    return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)} ${name}`;
  }
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}
