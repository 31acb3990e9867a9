import { toEventSelector, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { anchorLogReadAbi } from './anchor-log-abi';
import { ANCHOR_SELECTORS, ROOT_ANCHORED_TOPIC } from './anchor-log-selectors';

describe('the raw selectors a verifier uses', () => {
  it('are those of the contract’s functions and event', () => {
    expect(toFunctionSelector('function anchor(bytes32 root, uint64 leafCount)')).toBe(
      ANCHOR_SELECTORS.anchor,
    );
    for (const name of ['recordOf', 'count', 'head'] as const) {
      const item = anchorLogReadAbi.find((i) => i.type === 'function' && i.name === name);
      expect(toFunctionSelector(item as never), name).toBe(ANCHOR_SELECTORS[name]);
    }
    const event = anchorLogReadAbi.find((i) => i.type === 'event');
    expect(toEventSelector(event as never)).toBe(ROOT_ANCHORED_TOPIC);
  });
});
