import { NextResponse } from 'next/server';
import type { AppError } from '@/lib/shared/errors';
import { errorHeaders, httpStatus } from './errors';

export type Payload = Record<string, unknown>;

export function okJson(data: Payload, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ state: 'ok', data }, { status, headers });
}

// `text` is the spec's message for people; `code` (lib/shared/error-codes.json) is what a client branches on.
// A refusal may carry a finer code of its own in its payload, and that one stands: a template save whose
// body does not parse answers 422 with the first Liquid error's code (as POST /templates/validate
// reports it), as it always has. `text` is never replaced.
export function errorJson(err: AppError): NextResponse {
  return NextResponse.json({ state: 'error', data: { code: err.code, ...err.payload, text: err.message } }, { status: httpStatus(err), headers: errorHeaders(err) });
}
