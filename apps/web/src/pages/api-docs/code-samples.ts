import { apiDocSamples } from '@horodoc/shared/api-doc-samples';
import { apiDocSdkSamples } from '@horodoc/shared/api-doc-sdk-samples';
import { business } from '@horodoc/shared/business';

/** The API's base address on the public site. */
export const API_BASE_URL = `${business.siteUrl}/pro`;

/** The signed text of each version, then the signature; version 2 first, as the page recommends it. */
export const SIGNATURE_FORMULA = `v2 : texte = METHOD + PATH + TIMESTAMP + "\\n" + hex( SHA-256( corps ) )
v1 : texte = METHOD + PATH + TIMESTAMP
signature = hex( HMAC-SHA256( secret, texte ) )

exemple v1 : "GET/pro/credits/balance1735689600000"
exemple v2 : "GET/pro/credits/balance1735689600000\\ne3b0c442…7852b855" (SHA-256 du corps vide)`;

/**
 * Every sample of the page, for the public site, by version of the request signature (the tests run the
 * same texts on a local server).
 */
export const SAMPLES = { '1': apiDocSamples(business.siteUrl), '2': apiDocSamples(business.siteUrl, '2') };

/** The same calls through the official SDKs, printed beside the raw samples (run as printed by the tests too). */
export const SDK_SAMPLES = apiDocSdkSamples(business.siteUrl);
