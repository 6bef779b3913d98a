import { NextResponse } from 'next/server';
import type { AppError } from '@/lib/errors';
import { errorHeaders, httpStatus } from './errors';

export type Payload = Record<string, unknown>;

export function okJson(data: Payload, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ state: 'ok', data }, { status, headers });
}

export function errorJson(err: AppError): NextResponse {
  return NextResponse.json({ state: 'error', data: { ...err.payload, text: err.message } }, { status: httpStatus(err), headers: errorHeaders(err) });
}
