'use client';
import { useQuery } from '@tanstack/react-query';
import { runtimeManifest } from '@/lib/runtime-manifest/api';
import { call } from './call';
import { adminKeys } from './query-keys';

interface Doc {
  syntax?: string;
  summary: string;
}
interface ManifestDocs {
  tags: Record<string, Doc>;
  filters: Record<string, Doc>;
  context: Record<string, string>;
  // Members of the object variables (`cart.items`: one cart line) and of one row of each collection source.
  members?: Record<string, Record<string, string>>;
  rows?: Record<string, Record<string, string>>;
}
export interface Manifest {
  tags: string[];
  filters: string[];
  contextVariables: string[];
  docs?: ManifestDocs;
  hooks: { name: string; wired: boolean }[];
  limits: { timeoutMs: Bound; memoryMb: Bound } & Record<string, unknown>;
}
interface Bound {
  min: number;
  max: number;
  default: number;
}

// The runtime manifest is the one source of the editor's completion and hover docs: a tag or filter
// added to the runtime shows up here without an admin change.
export function useManifest() {
  return useQuery({ queryKey: adminKeys.manifest(), queryFn: () => call(runtimeManifest.read, {}), staleTime: Infinity });
}
