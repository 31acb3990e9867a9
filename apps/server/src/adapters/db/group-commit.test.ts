import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A write that records its groups and waits for the test to release each one. */
function recordingWrite() {
  const groups: number[][] = [];
  const releases: (() => void)[] = [];
  const write = (items: number[]) => {
    groups.push(items);
    return new Promise<string[]>((resolve) => {
      releases.push(() => resolve(items.map((item) => `done ${item}`)));
    });
  };
  return { groups, releases, write };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a group commit', () => {
  it('writes the items added in the same turn together, each answered with its own result', async () => {
    const { groups, releases, write } = recordingWrite();
    const group = createGroupCommit(write, { maxItems: 10 });
    const answers = Promise.all([group.add(1), group.add(2), group.add(3)]);
    await nextTurn();
    expect(groups).toEqual([[1, 2, 3]]);
    releases[0]?.();
    expect(await answers).toEqual(['done 1', 'done 2', 'done 3']);
  });

  it('gathers the items arriving during a write into the next group, started as soon as it ends', async () => {
    const { groups, releases, write } = recordingWrite();
    const group = createGroupCommit(write, { maxItems: 10 });
    const first = group.add(1);
    await nextTurn();
    const later = [group.add(2), group.add(3)];
    await nextTurn();
    expect(groups).toEqual([[1]]);
    releases[0]?.();
    expect(await first).toBe('done 1');
    await nextTurn();
    expect(groups).toEqual([[1], [2, 3]]);
    releases[1]?.();
    expect(await Promise.all(later)).toEqual(['done 2', 'done 3']);
  });

  it('never gives one write more than maxItems items', async () => {
    const { groups, releases, write } = recordingWrite();
    const group = createGroupCommit(write, { maxItems: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((item) => group.add(item)));
    for (let i = 0; i < 3; i++) {
      await nextTurn();
      releases[i]?.();
      await nextTurn();
    }
    expect(await answers).toHaveLength(5);
    expect(groups).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects only the items of a failed write, and goes on with the next group', async () => {
    let calls = 0;
    const group = createGroupCommit(
      async (items: number[]) => {
        calls++;
        if (calls === 1) throw new Error('database gone');
        return items.map((item) => item * 10);
      },
      { maxItems: 10 },
    );
    const failed = group.add(1);
    const next = group.add(2);
    await expect(failed).rejects.toThrow('database gone');
    await expect(next).rejects.toThrow('database gone');
    expect(await group.add(3)).toBe(30);
  });
});
