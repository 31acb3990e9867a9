import { anchorLogReadAbi } from '@horodoc/shared/anchor-log-abi';
import { describe, expect, it } from 'vitest';
import { horodocAnchorAbi } from '../src/horodoc-anchor.generated';

const strip = (item: {
  type: string;
  name?: string;
  inputs?: readonly unknown[];
  outputs?: readonly unknown[];
}) => ({
  type: item.type,
  name: item.name,
  inputs: (item.inputs ?? []).map((i) => ({
    type: (i as { type: string }).type,
    indexed: (i as { indexed?: boolean }).indexed ?? false,
  })),
  outputs: (item.outputs ?? []).map((o) => (o as { type: string }).type),
});

describe('the verifier ABI in @horodoc/shared', () => {
  it('matches the compiled contract for every function and event it declares', () => {
    for (const item of anchorLogReadAbi) {
      const compiled = horodocAnchorAbi.find(
        (c) => c.type === item.type && 'name' in c && c.name === item.name,
      );
      expect(compiled, item.name).toBeDefined();
      expect(strip(item)).toEqual(strip(compiled as never));
    }
  });
});
