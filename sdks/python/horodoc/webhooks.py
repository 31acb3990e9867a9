"""Webhook verification, as Standard Webhooks defines it and as Horodoc signs them."""

import base64
import hashlib
import hmac
import json
import time

_SECRET_PREFIX = "whsec_"


class WebhookVerificationError(Exception):
    """A webhook that did not come from Horodoc, or came too late: answer it with a 400 and ignore it."""


def verify_webhook(payload, headers, secret, tolerance_seconds=300, now=None):
    """Checks a webhook and returns its parsed event.

    ``webhook-signature`` holds one or more ``v1,`` + base64 HMAC-SHA256 of ``{id}.{timestamp}.{body}`` under
    the ``whsec_`` secret's decoded bytes (two during a rotation: either matches); ``webhook-timestamp`` must
    be within ``tolerance_seconds`` of now. Pass the body exactly as received (bytes or text), and
    de-duplicate on ``webhook-id``: a delivery is retried with the same one.
    """
    lowered = {str(name).lower(): value for name, value in dict(headers).items()}
    message_id = lowered.get("webhook-id")
    timestamp = lowered.get("webhook-timestamp")
    signatures = lowered.get("webhook-signature")
    if not message_id or not timestamp or not signatures:
        raise WebhookVerificationError("En-têtes webhook-id, webhook-timestamp et webhook-signature requis.")
    now_seconds = int(time.time() if now is None else now)
    if not timestamp.isdigit() or abs(now_seconds - int(timestamp)) > tolerance_seconds:
        raise WebhookVerificationError("webhook-timestamp hors de la fenêtre de tolérance.")
    body = payload.decode("utf-8") if isinstance(payload, bytes) else payload
    key = base64.b64decode(secret[len(_SECRET_PREFIX):] if secret.startswith(_SECRET_PREFIX) else secret)
    expected = hmac.new(key, ("%s.%s.%s" % (message_id, timestamp, body)).encode("utf-8"), hashlib.sha256).digest()
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        if version != "v1" or not signature:
            continue
        try:
            given = base64.b64decode(signature)
        except ValueError:
            continue
        if hmac.compare_digest(given, expected):
            return json.loads(body)
    raise WebhookVerificationError("Aucune signature du webhook ne correspond au secret.")
