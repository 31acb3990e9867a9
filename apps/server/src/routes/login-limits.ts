import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../adapters/clock/clock';
import type { Db } from '../adapters/db/database';
import type { AttemptCounter } from '../adapters/request-limits/attempt-counter';
import { AppError } from '../errors';
import { recordAuthEvent } from '../modules/accounts/auth-event-repository';
import { networkOf } from '../modules/accounts/client-network';
import { isDeviceMarkOf, issueDeviceMark } from '../modules/accounts/device-marks';
import type { SignInAttempt, SignInThrottle } from '../modules/accounts/sign-in-throttle';
import { type Throttled, throttledPasswordCheck } from '../modules/accounts/throttled-password-check';

/**
 * A flood guard per route and address, against argon2 work spent for nothing. Guesses themselves are held
 * back by the sign-in throttle (`modules/accounts/sign-in-throttle.ts`), one count across every route that
 * checks a password and both spellings of each. Its refusals are recorded too, once a minute per address
 * and route (not one row per refused request, which a flood would turn into a flood of writes).
 */
export function loginFloodGuard(parts: PasswordRouteParts) {
  return {
    max: 10,
    timeWindow: '1 minute',
    onExceeded: (request: FastifyRequest) => {
      void recordFlood(parts, request).catch((error: unknown) =>
        request.log.warn({ err: error }, 'auth event not recorded'),
      );
    },
  };
}

async function recordFlood(parts: PasswordRouteParts, request: FastifyRequest): Promise<void> {
  const route = request.routeOptions.url ?? request.url;
  const once = await parts.counter.take(
    [{ key: `flood-record:${networkOf(request.ip)}|${route}`, waits: [FLOOD_RECORD_EVERY_MS] }],
    parts.clock.now(),
    FLOOD_RECORD_EVERY_MS,
  );
  if (!once.ok) return;
  await recordAuthEvent(parts.db, {
    kind: 'login_throttled',
    detail: `${route}: more than 10 attempts a minute from this address`,
    client: { ip: request.ip, userAgent: request.headers['user-agent'] },
  });
}

const FLOOD_RECORD_EVERY_MS = 60_000;

/** The spec's 'Trop de requêtes', which the pages recognise; Retry-After says how long. */
const TOO_MANY = 'Trop de requêtes. Veuillez réessayer dans quelques minutes.';

const DEVICE_MARK_COOKIE = 'horodoc_device';
const DEVICE_MARK_DAYS = 180;

/** The attempt a request makes on the account of `email`, with its device mark checked. */
function signInAttemptOf(request: FastifyRequest, email: string, masterKey: Buffer): SignInAttempt {
  return {
    email,
    ip: request.ip,
    trustedDevice: isDeviceMarkOf(masterKey, email, request.cookies[DEVICE_MARK_COOKIE]),
  };
}

/** A throttled attempt's answer: 429 with the wait in Retry-After. */
function refuseThrottled(reply: FastifyReply, throttled: Throttled): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(throttled.retryAfterMs / 1000))));
  throw new AppError('too_many_requests', TOO_MANY);
}

/**
 * Gives the browser the account's device mark after a right password: readable by the server only
 * (HttpOnly), sent to the API only, never by another site.
 */
export function markDevice(
  reply: FastifyReply,
  options: { masterKey: Buffer; email: string; secure: boolean },
): void {
  reply.setCookie(DEVICE_MARK_COOKIE, issueDeviceMark(options.masterKey, options.email), {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    maxAge: DEVICE_MARK_DAYS * 24 * 3600,
  });
}

/** What a route that checks a password needs for its throttle and its device marks. */
export interface PasswordRouteParts {
  db: Db;
  throttle: SignInThrottle;
  /** Where the flood guard notes that it recorded its refusals of the minute. */
  counter: AttemptCounter;
  clock: Clock;
  masterKey: Buffer;
  /** Cookies marked Secure (production). */
  secure: boolean;
}

/**
 * A route's password check behind the sign-in throttle: a 429 while a wait is owed; after a right password,
 * the browser gets the account's device mark.
 * @param source which route asked, for the authentication event of a refusal.
 */
export async function checkPasswordThrottled<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  parts: PasswordRouteParts,
  options: { email: string; source: string; run: () => Promise<T>; passed: (result: T) => boolean },
): Promise<T> {
  const { email } = options;
  const outcome = await throttledPasswordCheck({
    db: parts.db,
    throttle: parts.throttle,
    attempt: signInAttemptOf(request, email, parts.masterKey),
    client: { ip: request.ip, userAgent: request.headers['user-agent'] },
    source: options.source,
    run: options.run,
    passed: options.passed,
  });
  if (outcome.kind === 'throttled') refuseThrottled(reply, outcome);
  const { result } = outcome;
  if (options.passed(result)) markDevice(reply, { masterKey: parts.masterKey, email, secure: parts.secure });
  return result;
}
