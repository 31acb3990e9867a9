import { describe, expect, it } from 'vitest';
import { createJobInbox } from './job-inbox';

const inbox = (heldAtMost = 10) => {
  let woken = 0;
  const box = createJobInbox<{ id: string; n: number }>(() => woken++, { heldAtMost });
  return { box, woken: () => woken };
};

describe('a job inbox', () => {
  it('wakes its job at each hand-over and gives everything handed over once, oldest first', () => {
    const { box, woken } = inbox();
    box.hand('a', { id: 'a', n: 1 });
    box.hand('b', { id: 'b', n: 2 });
    expect(woken()).toBe(2);
    expect(box.takeAll().map((item) => item.id)).toEqual(['a', 'b']);
    expect(box.takeAll()).toEqual([]);
  });

  it('keeps one piece of work per key, the last handed over', () => {
    const { box } = inbox();
    box.hand('a', { id: 'a', n: 1 });
    box.hand('a', { id: 'a', n: 2 });
    expect(box.takeAll()).toEqual([{ id: 'a', n: 2 }]);
  });

  it('drops the oldest past its bound, left to the job to find again', () => {
    const { box } = inbox(2);
    for (const id of ['a', 'b', 'c']) box.hand(id, { id, n: 0 });
    expect(box.takeAll().map((item) => item.id)).toEqual(['b', 'c']);
  });
});
