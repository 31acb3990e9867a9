import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { isTestKeyId } from '../accounts/signing-keys';
import { type ApiUsageCount, readApiUsageCounts, readCertificateDays } from './api-usage-repository';
import type { ApiUsageTally } from './api-usage-tally';

export interface DayUsage {
  day: string;
  requests: number;
  failedRequests: number;
  certificates: number;
  failures: number;
  credits: number;
}

export interface KeyUsage {
  keyId: string;
  requests: number;
  failedRequests: number;
  days: Array<{ day: string; requests: number; failedRequests: number }>;
}

export interface ApiUsage {
  month: string;
  totals: Omit<DayUsage, 'day'>;
  /** Every UTC day of the month, zeros included. */
  days: DayUsage[];
  /** Keys used in the month, busiest first. */
  keys: KeyUsage[];
}

/**
 * The account's usage of the signed API for one month (`YYYY-MM`): requests per key and day (saved counts
 * plus this instance's not yet flushed), certificates, failures and credits per day. Only the caller's mode:
 * a test key sees its test keys and test certificates, a live key or the credits page the rest.
 */
export async function readApiUsage(options: {
  db: Db;
  tally: ApiUsageTally;
  accountId: string;
  mode: ApiMode;
  month: string;
}): Promise<ApiUsage> {
  const days = daysOf(options.month);
  const range = { accountId: options.accountId, from: days[0] as string, to: days.at(-1) as string };
  const [saved, made] = await Promise.all([
    readApiUsageCounts(options.db, range),
    readCertificateDays(options.db, { ...range, mode: options.mode }),
  ]);
  const inMonth = (count: ApiUsageCount) => count.day >= range.from && count.day <= range.to;
  const ofMode = (count: ApiUsageCount) => isTestKeyId(count.keyId) === (options.mode === 'test');
  const counts = [...saved, ...options.tally.pending(options.accountId).filter(inMonth)].filter(ofMode);

  const byDay = new Map(
    days.map((day) => [
      day,
      { day, requests: 0, failedRequests: 0, certificates: 0, failures: 0, credits: 0 },
    ]),
  );
  const byKey = new Map<string, KeyUsage>();
  for (const count of counts) {
    const day = byDay.get(count.day);
    if (day) {
      day.requests += count.requests;
      day.failedRequests += count.failedRequests;
    }
    const key = byKey.get(count.keyId) ?? { keyId: count.keyId, requests: 0, failedRequests: 0, days: [] };
    byKey.set(count.keyId, key);
    key.requests += count.requests;
    key.failedRequests += count.failedRequests;
    const keyDay = key.days.find((entry) => entry.day === count.day);
    if (keyDay) {
      keyDay.requests += count.requests;
      keyDay.failedRequests += count.failedRequests;
    } else {
      key.days.push({ day: count.day, requests: count.requests, failedRequests: count.failedRequests });
    }
  }
  for (const row of made) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.certificates = row.certificates;
    day.failures = row.failures;
    day.credits = row.credits;
  }

  const dayList = [...byDay.values()];
  const sum = (pick: (day: DayUsage) => number) => dayList.reduce((total, day) => total + pick(day), 0);
  return {
    month: options.month,
    totals: {
      requests: sum((day) => day.requests),
      failedRequests: sum((day) => day.failedRequests),
      certificates: sum((day) => day.certificates),
      failures: sum((day) => day.failures),
      credits: sum((day) => day.credits),
    },
    days: dayList,
    keys: [...byKey.values()]
      .map((key) => ({ ...key, days: key.days.sort((a, b) => a.day.localeCompare(b.day)) }))
      .sort((a, b) => b.requests - a.requests || a.keyId.localeCompare(b.keyId)),
  };
}

/** The UTC days of a `YYYY-MM` month, as `YYYY-MM-DD`. */
function daysOf(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}
