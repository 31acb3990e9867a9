import { apiDocSamples } from '@horodoc/shared/api-doc-samples';
import { business } from '@horodoc/shared/business';

/** The API's base address on the public site. */
export const API_BASE_URL = `${business.siteUrl}/pro`;

export const SIGNATURE_FORMULA = `signature = hex( HMAC-SHA256( secret, METHOD + PATH + TIMESTAMP ) )

exemple : HMAC-SHA256(secret, "GET/pro/credits/balance1735689600000")`;

/**
 * Every sample of the page, for the public site, by version of the request signature (the tests run the
 * same texts on a local server).
 */
export const SAMPLES = { '1': apiDocSamples(business.siteUrl), '2': apiDocSamples(business.siteUrl, '2') };
