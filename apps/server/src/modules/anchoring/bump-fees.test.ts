import { describe, expect, it } from 'vitest';
import { bumpFees } from './track-batch';

describe('bumpFees', () => {
  it('raises both fees by at least 12.5 %, as nodes require to accept a replacement', () => {
    const fees = bumpFees(
      { maxFeePerGas: 1000n, maxPriorityFeePerGas: 100n },
      { maxFeePerGas: 10n, maxPriorityFeePerGas: 1n },
    );
    expect(fees).toEqual({ maxFeePerGas: 1126n, maxPriorityFeePerGas: 113n });
  });

  it('follows the market when it rose more than the bump', () => {
    const fees = bumpFees(
      { maxFeePerGas: 1000n, maxPriorityFeePerGas: 100n },
      { maxFeePerGas: 5000n, maxPriorityFeePerGas: 400n },
    );
    expect(fees).toEqual({ maxFeePerGas: 5000n, maxPriorityFeePerGas: 400n });
  });
});
