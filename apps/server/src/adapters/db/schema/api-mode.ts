import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * Live: anchored on the main chain, paid. Test: made with a test key, free, anchored on the test network
 * (`TEST_*` variables; the local chain in embedded mode) and seen only by test keys. Carried by the key, its
 * certificates and their anchor batches.
 */
export const apiMode = pgEnum('api_mode', ['live', 'test']);

export type ApiMode = (typeof apiMode.enumValues)[number];
