// What the runtime manifest says of a tag or filter: how it is written and what it does. In a file of
// its own that imports nothing, so every tag and filter can carry its doc without importing the docs
// registry (./docs.ts), which imports them all.
export interface NameDoc {
  syntax: string;
  summary: string;
}
