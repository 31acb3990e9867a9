import { WEB_TOKEN_PATTERN } from '@horodoc/shared/web-token';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../adapters/clock/clock';
import type { Db } from '../adapters/db/database';
import { AppError } from '../errors';
import { findLiveWebToken, renewWebToken } from '../modules/accounts/web-token-repository';
import {
  hashWebToken,
  isRenewalDue,
  type WebTokenLifetime,
  webTokenEnd,
} from '../modules/accounts/web-tokens';

/** The account signed in with `Authorization: Token …`, and the token itself (logout revokes it). */
export interface WebCaller {
  accountId: string;
  tokenId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    webCaller?: WebCaller;
  }
}

const HEADER = /^Token (\S+)$/;
const REFUSED = 'Session expirée ou invalide. Veuillez vous reconnecter.';

export type WebTokenHook = (request: FastifyRequest) => Promise<void>;

/**
 * The web account's token check, as an `onRequest` hook of the /auth and /payments routes. A missing, unknown,
 * expired or revoked token gets the same 401, so the front end forgets it and shows the login again. A token
 * in use lives on: each use moves its end to its idle time from now (within its maximum life).
 */
export function createWebTokenHook(options: {
  db: Db;
  lifetime: WebTokenLifetime;
  clock: Clock;
}): WebTokenHook {
  const { clock } = options;
  const { db, lifetime } = options;
  return async (request) => {
    const match = HEADER.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    const at = new Date(clock.now());
    const row =
      token && WEB_TOKEN_PATTERN.test(token)
        ? await findLiveWebToken(db, hashWebToken(token), at)
        : undefined;
    if (!row) throw new AppError('authentication_failed', REFUSED);
    if (isRenewalDue(lifetime, row, at))
      await renewWebToken(db, row.id, webTokenEnd(lifetime, row.createdAt, at));
    request.webCaller = { accountId: row.accountId, tokenId: row.id };
  };
}

/** The signed-in account of a route behind the web token hook. */
export function webCaller(request: FastifyRequest): WebCaller {
  if (!request.webCaller) throw new Error('route reached without a checked web token');
  return request.webCaller;
}
