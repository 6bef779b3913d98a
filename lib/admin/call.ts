import type { CallInputs, OkData, OperationSpec } from '@/lib/api/define';
import { api, query } from './api';

// The admin's typed call of a declared operation (lib/<domain>/api.ts): the path, method and the
// types of what is sent and answered come from the declaration, so a screen writes no path and no cast.
type CallOptions<D extends OperationSpec> = CallInputs<D> & { site?: string; signal?: AbortSignal };

// `/api/v1/redirects/{id}` with `{ id: '3' }`: `/redirects/3` (api() adds the prefix).
function pathOf(template: string, params: Record<string, unknown> | undefined): string {
  const filled = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return filled.replace(/^\/api\/v1/, '');
}

type Loose = { site?: string; signal?: AbortSignal; params?: Record<string, unknown>; query?: Record<string, string | number | undefined | null>; body?: unknown };

// The path and query string of a call, for what is not a JSON answer (a file to download).
export function urlOf<D extends OperationSpec>(operation: D, inputs: CallInputs<D>): string {
  const { params, query: q } = inputs as Loose;
  return `${pathOf(operation.path, params)}${q ? query(q) : ''}`;
}

export function call<D extends OperationSpec>(operation: D, options: CallOptions<D>): Promise<OkData<D>> {
  const { site, signal, body } = options as Loose;
  return api<OkData<D>>(urlOf(operation, options), { site, signal, method: operation.method, body });
}

// The same with the declaration imported on the first call: the admin's first page (sign-in, site
// list) then carries no zod, which keeps its first load under its budget (e2e/admin-editor.spec.ts).
export async function callLazily<D extends OperationSpec>(load: () => Promise<D>, options: CallOptions<D>): Promise<OkData<D>> {
  return call(await load(), options);
}
