// The path's integer ids for handlers bound in a domain's operations.ts (lib/api/implement.ts), which
// may not import lib/http itself: a value no column can hold is simply not found.
export { numericId } from '@/lib/http/numeric-id';
