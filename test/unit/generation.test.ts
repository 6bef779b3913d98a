import { describe, expect, it } from 'vitest';
import { learnGeneration, trustedNumbers } from '@/lib/shared/cache/generation';

// A site's numbers (lib/shared/cache/generation.ts): each only grows, whatever order messages come in.
describe('learnt generations', () => {
  it('keeps the newest of each number, and a comment or draft bump leaves the generation where it is', () => {
    const uid = `gen-test-${Math.random()}`;
    const learn = (generation: number, comments: number, posts: number) => learnGeneration(uid, { generation, comments, posts });
    expect(trustedNumbers(uid)).toBeUndefined();
    learn(3, 0, 5);
    expect(trustedNumbers(uid)).toEqual({ generation: 3, comments: 0, posts: 5 });
    learn(3, 1, 5);
    expect(trustedNumbers(uid)).toEqual({ generation: 3, comments: 1, posts: 5 });
    learn(3, 1, 6);
    expect(trustedNumbers(uid)).toEqual({ generation: 3, comments: 1, posts: 6 });
    // An older message (every number at or below what is known) teaches nothing.
    learn(2, 1, 6);
    learn(3, 0, 4);
    expect(trustedNumbers(uid)).toEqual({ generation: 3, comments: 1, posts: 6 });
    // Crossed messages: one number newer, another older. The newest of each is kept.
    learn(4, 0, 5);
    expect(trustedNumbers(uid)).toEqual({ generation: 4, comments: 1, posts: 6 });
    learn(4, 1, 7);
    expect(trustedNumbers(uid)).toEqual({ generation: 4, comments: 1, posts: 7 });
  });
});
