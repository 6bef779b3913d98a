'use client';
import { ApiError } from './api';

// A file the API answers (a CSV, a zip) saved by the browser. It needs the X-Site header, so it is
// fetched here and handed to the browser as a blob download rather than linked. Resolves to the name
// it was saved under.
export async function downloadFile(path: string, { site, accept, fallbackName }: { site: string; accept: string; fallbackName: string }): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { headers: { 'x-site': site, accept }, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'The server could not be reached: check your connection and try again', {});
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { data?: { text?: unknown } } | null;
    const said = typeof envelope?.data?.text === 'string' ? envelope.data.text : `The server answered ${res.status}`;
    throw new ApiError(res.status, said, {});
  }
  const blob = await res.blob();
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
