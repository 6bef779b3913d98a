import { describe, expect, it } from 'vitest';
import { learnGeneration, trustedNumbers } from '@/lib/cache/generation';

// A site's two numbers (lib/cache/generation.ts): each only grows, whatever order messages come in.
describe('learnt generations', () => {
  it('keeps the newest of each number, and a comment bump leaves the generation where it is', () => {
    const uid = `gen-test-${Math.random()}`;
    expect(trustedNumbers(uid)).toBeUndefined();
    learnGeneration(uid, 3, 0);
    expect(trustedNumbers(uid)).toEqual({ generation: 3, comments: 0 });
    learnGeneration(uid, 3, 1);
    expect(trustedNumbers(uid)).toEqual({ generation: 3, comments: 1 });
    // An older message (either number lower on both sides) teaches nothing.
    learnGeneration(uid, 2, 1);
    learnGeneration(uid, 3, 0);
    expect(trustedNumbers(uid)).toEqual({ generation: 3, comments: 1 });
    // Crossed messages: one number newer, the other older. The newest of each is kept.
    learnGeneration(uid, 4, 0);
    expect(trustedNumbers(uid)).toEqual({ generation: 4, comments: 1 });
  });
});
