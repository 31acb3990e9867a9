import { business } from '@horodoc/shared/business';

/** The API's base address on the public site. */
export const API_BASE_URL = `${business.siteUrl}/pro`;

export const SIGNATURE_FORMULA = `signature = hex( HMAC-SHA256( secret, METHOD + PATH + TIMESTAMP ) )

exemple : HMAC-SHA256(secret, "GET/pro/credits/balance1735689600000")`;

export const CURL_SAMPLE = `TIMESTAMP=$(date +%s%3N)
SIGNATURE=$(printf '%s' "GET/pro/credits/balance$TIMESTAMP" \\
  | openssl dgst -sha256 -hmac "$API_SECRET" | cut -d' ' -f2)

curl ${API_BASE_URL}/credits/balance \\
  -H "X-API-Key: $API_KEY" \\
  -H "X-Timestamp: $TIMESTAMP" \\
  -H "X-Signature: $SIGNATURE"`;
