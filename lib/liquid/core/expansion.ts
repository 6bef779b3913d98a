// How big a value is when walked as a tree. Filters such as push and concat put an array inside a new
// one, so 40 rounds of `{% assign b = b | push: b %}` make an array of 41 items that holds 2^40 values
// once flattened, printed or turned into JSON: one such call held the event loop forever. Every array
// a filter returns is measured here (memoised, so the cost is the new array's own length) and refused
// past MAX_TREE_VALUES; everything that walks a value (flatten, printing, JSON, equality) then stays
// bounded.

// Values (array items, hash entries, the containers themselves) in one tree.
export const MAX_TREE_VALUES = 1_000_000;

const sizes = new WeakMap<object, number>();

function isContainer(v: unknown): v is unknown[] | Record<string, unknown> {
  if (Array.isArray(v)) return true;
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

// The number of values in `v` as a tree, or a number past `cap` as soon as it is known to be larger.
export function treeSize(v: unknown, cap = MAX_TREE_VALUES): number {
  if (!isContainer(v)) return 1;
  const known = sizes.get(v);
  if (known !== undefined) return known;
  let n = 1;
  const items = Array.isArray(v) ? v : Object.values(v);
  for (const item of items) {
    n += isContainer(item) ? treeSize(item, cap - n) : 1;
    if (n > cap) return n;
  }
  sizes.set(v, n);
  return n;
}

// About how many characters `v` prints or serialises to (string lengths plus one per value and key), or
// a number past `cap` as soon as it is known to be larger. Drops and other objects count as one.
// Memoised like treeSize: arrays and hashes a template sees are never changed once made.
const texts = new WeakMap<object, number>();

export function textSize(v: unknown, cap: number): number {
  if (typeof v === 'string') return v.length;
  if (!isContainer(v)) return 1;
  const known = texts.get(v);
  if (known !== undefined) return known;
  let n = 1;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && n <= cap; i++) {
      const item = v[i];
      n += typeof item === 'string' ? item.length : isContainer(item) ? textSize(item, cap - n) : 1;
    }
  } else {
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      const item = v[key];
      n += key.length + (typeof item === 'string' ? item.length : isContainer(item) ? textSize(item, cap - n) : 1);
      if (n > cap) break;
    }
  }
  if (n <= cap) texts.set(v, n);
  return n;
}
