import { type SQL, sql } from 'drizzle-orm';

/** How a host behaved on one try: answered (any status), left it unanswered, or was not tried (refused). */
export type HostOutcome = 'answered' | 'unanswered' | 'not_tried';

/**
 * How hosts are served: a host on probation (not answered yet, or failing) gets `probationSlots`; after
 * `tripAfter` unanswered tries in a row it is paused `firstPauseMs`, doubling at each further one up to
 * `maxPauseMs`, and let through one try at a time.
 */
export interface HostPolicy {
  probationSlots: number;
  tripAfter: number;
  firstPauseMs: number;
  maxPauseMs: number;
}

/**
 * The statement that records what one try showed of its host, to end a statement recording the try: an
 * answer puts the host in good standing (written only when it was not), an unanswered try counts, and pauses
 * it once `tripAfter` are in a row; a target refused before any connection says nothing of it.
 */
export function hostOutcomeStatement(options: {
  host: string;
  outcome: HostOutcome;
  at: Date;
  policy: HostPolicy;
}): SQL {
  const { host, outcome, policy } = options;
  const at = options.at.toISOString();
  if (outcome === 'answered') {
    return sql`insert into webhook_hosts as h (host, failures, answering_since) values (${host}::text, 0, ${at}::timestamptz)
      on conflict (host) do update set failures = 0, paused_until = null, answering_since = excluded.answering_since
      where h.failures > 0 or h.answering_since is null`;
  }
  if (outcome === 'unanswered') {
    return sql`insert into webhook_hosts as h (host, failures) values (${host}::text, 1)
      on conflict (host) do update set failures = h.failures + 1, answering_since = null,
        paused_until = case when h.failures + 1 >= ${policy.tripAfter}::int
          then ${at}::timestamptz + interval '1 millisecond'
            * least(${policy.firstPauseMs}::float8 * power(2, h.failures + 1 - ${policy.tripAfter}::int),
              ${policy.maxPauseMs}::float8) end`;
  }
  return sql`select 1`;
}
