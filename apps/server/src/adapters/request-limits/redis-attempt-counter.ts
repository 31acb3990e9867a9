import type { Redis } from 'ioredis';
import type { AttemptCounter, AttemptRule } from './attempt-counter';

const PREFIX = 'horodoc:attempts:';

/**
 * The check and the count of {@link AttemptCounter.take} as one script, so no other instance's attempt comes
 * between them. Each key is a hash: `n` attempts, `l` the last one's time, `f` when it is forgotten, all on
 * the application's clock (ARGV[1]); Redis's own expiry, relative, only frees the memory afterwards. Rules
 * come as JSON, naming their keys by index into KEYS.
 */
const TAKE = `
local at = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local rules = cjson.decode(ARGV[3])
local function live(i)
  local v = redis.call('HMGET', KEYS[i], 'n', 'l', 'f')
  if not v[1] or tonumber(v[3]) <= at then return nil end
  return { n = tonumber(v[1]), l = tonumber(v[2]) }
end
local untilAt = 0
local refusedBy = 0
for index, r in ipairs(rules) do
  local applies = true
  if r.c then
    local e = live(r.c)
    if (e and e.n or 0) < r.m then applies = false end
  end
  if applies then
    local e = live(r.k)
    if e and #r.w > 0 then
      local u = e.l + (r.w[math.min(e.n + 1, #r.w)] or 0)
      if u > at and u > untilAt then
        untilAt = u
        refusedBy = index
      end
    end
  end
end
if untilAt > 0 then return { untilAt, refusedBy } end
local counted = {}
for _, r in ipairs(rules) do
  if not counted[r.k] then
    counted[r.k] = true
    local e = live(r.k)
    redis.call('HSET', KEYS[r.k], 'n', (e and e.n or 0) + 1, 'l', at, 'f', at + forget)
    redis.call('PEXPIRE', KEYS[r.k], forget)
  end
end
return { 0, 0 }
`;

const FORGIVE = `
for _, key in ipairs(KEYS) do
  local n = tonumber(redis.call('HGET', key, 'n') or '0')
  if n > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
return 0
`;

/**
 * Attempt counts in Redis, shared by every instance (a single Redis: the keys of one take go to one script).
 * While Redis does not answer, the instance counts alone (the fallback) rather than refusing every sign-in.
 */
export function redisAttemptCounter(
  redis: Redis,
  fallback: AttemptCounter,
  options: { prefix?: string } = {},
): AttemptCounter {
  const prefix = options.prefix ?? PREFIX;
  return {
    async take(rules, at, forgetAfterMs) {
      const keys: string[] = [];
      const indexOf = (key: string) => {
        const found = keys.indexOf(key);
        if (found >= 0) return found + 1;
        keys.push(key);
        return keys.length;
      };
      const encoded = rules.map((rule: AttemptRule) => ({
        k: indexOf(rule.key),
        w: rule.waits,
        ...(rule.onlyIf ? { c: indexOf(rule.onlyIf.key), m: rule.onlyIf.atLeast } : {}),
      }));
      try {
        const [untilAt, refusedBy] = (await redis.eval(
          TAKE,
          keys.length,
          ...keys.map((key) => prefix + key),
          at,
          forgetAfterMs,
          JSON.stringify(encoded),
        )) as [number, number];
        return untilAt > 0 ? { ok: false, until: untilAt, rule: refusedBy - 1 } : { ok: true };
      } catch {
        return fallback.take(rules, at, forgetAfterMs);
      }
    },
    async forgive(keys) {
      if (keys.length === 0) return;
      try {
        await redis.eval(FORGIVE, keys.length, ...keys.map((key) => prefix + key));
      } catch {
        await fallback.forgive(keys);
      }
    },
    async clear(keys) {
      if (keys.length === 0) return;
      try {
        await redis.del(...keys.map((key) => prefix + key));
      } catch {
        await fallback.clear(keys);
      }
    },
  };
}
