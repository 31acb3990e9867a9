"""The request signature (spec, section 7), as the server checks it."""

import hashlib
import hmac

#: The SHA-256 of the empty string: the body hash a version-2 request without a body signs.
EMPTY_BODY_SHA256 = hashlib.sha256(b"").hexdigest()


def sign_request(api_key, api_secret, version, method, path, timestamp_ms, body_sha256_hex):
    """The headers that sign one request.

    Version 1 signs METHOD + PATH + TIMESTAMP (milliseconds); version 2 adds a line feed and the lowercase
    hex SHA-256 of the body exactly as sent. The query string is sent but never signed.
    """
    text = "%s%s%d" % (method.upper(), path.split("?")[0], timestamp_ms)
    if version == 2:
        text += "\n" + body_sha256_hex
    headers = {
        "X-API-Key": api_key,
        "X-Timestamp": str(timestamp_ms),
        "X-Signature": hmac.new(api_secret.encode(), text.encode(), hashlib.sha256).hexdigest(),
    }
    if version == 2:
        headers["X-Signature-Version"] = "2"
    return headers
