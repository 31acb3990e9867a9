"""The Horodoc API client: every call signed, retried without a double debit."""

import json
import os
import urllib.parse
import uuid

from .errors import CertificatePendingError
from .files import hash_file, multipart_file_body
from .transport import Transport

_FINAL = ("completed", "failed", "expired")


def _certificate_path(certificate_id, what):
    return "/pro/certificates/%s/%s" % (urllib.parse.quote(certificate_id, safe=""), what)


def _key_path(key_id, what):
    return "/pro/api-keys/%s/%s" % (urllib.parse.quote(key_id, safe=""), what)


def _endpoint_path(endpoint_id):
    return "/pro/webhooks/endpoints/%s" % urllib.parse.quote(endpoint_id, safe="")


def _json(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class Horodoc:
    """The Horodoc API client.

    >>> horodoc = Horodoc(os.environ["HORODOC_API_KEY"], os.environ["HORODOC_API_SECRET"])
    >>> upload = horodoc.upload_file("contrat.pdf")
    >>> horodoc.wait_for_certificate(upload["certificate_id"])["status"]
    'completed'

    ``signature_version`` 2 (default) also signs the body; 1 is the spec's. ``opener(request, timeout)`` and
    ``clock`` (``now()`` in milliseconds, ``sleep(ms)``) replace the network and the time in tests.
    """

    def __init__(
        self,
        api_key,
        api_secret,
        base_url="https://horodoc.fr",
        signature_version=2,
        max_retries=3,
        max_retry_delay_ms=60000,
        timeout=60,
        opener=None,
        clock=None,
    ):
        self._transport = Transport(
            base_url, api_key, api_secret, signature_version, opener, clock, max_retries, max_retry_delay_ms, timeout
        )
        self._clock = self._transport.clock

    def _get(self, path, query=None):
        return self._transport.send("GET", path, query=query)

    def _post_json(self, path, value, idempotency_key=None):
        answer = self._transport.send(
            "POST", path, body=_json(value), content_type="application/json", idempotency_key=idempotency_key
        )
        return json.loads(answer.body)

    def get_balance(self):
        """The credits held, used and bought (``GET /pro/credits/balance``)."""
        return json.loads(self._get("/pro/credits/balance").body)

    def upload_file(self, path, stream=False, idempotency_key=None, **fields):
        """Timestamps a file on disk for one credit.

        By default only its fingerprint leaves this machine: the file is hashed here, and its name and size
        describe it on the certificate. With ``stream=True`` the file itself is streamed to the server, which
        hashes it as it arrives and keeps nothing of it. ``fields``: ``tags``, ``metadata``, ``webhook_url``,
        ``file_name``, ``file_name_public`` (``True`` to show the name to whoever verifies the document; by
        default only your account's keys see it).
        """
        if not stream:
            upload = dict(hash_file(path), file_name=os.path.basename(path))
            upload.update(fields)
            return self.upload_hash(idempotency_key=idempotency_key, **upload)
        text = {
            name: value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            for name, value in fields.items()
            if value is not None
        }
        answer = self._transport.send(
            "POST",
            "/pro/certificates/upload",
            body=multipart_file_body(path, text),
            idempotency_key=idempotency_key or str(uuid.uuid4()),
        )
        return json.loads(answer.body)

    def upload_hash(self, file_hash, idempotency_key=None, **fields):
        """Timestamps a fingerprint computed elsewhere (hex SHA-256, ``0x`` optional), for one credit."""
        body = dict(fields, file_hash=file_hash)
        return self._post_json("/pro/certificates/upload", body, idempotency_key or str(uuid.uuid4()))

    def create_batch(self, documents, webhook_url=None, idempotency_key=None):
        """Up to 1,000 fingerprints (``{"file_hash": …, "file_name": …, "tags": […]}``) in one request."""
        body = {"documents": list(documents)}
        if webhook_url is not None:
            body["webhook_url"] = webhook_url
        return self._post_json("/pro/certificates/batch", body, idempotency_key or str(uuid.uuid4()))

    def get_certificate(self, certificate_id):
        """A certificate's state and, once anchored, its transaction, block and PDF address."""
        return json.loads(self._get(_certificate_path(certificate_id, "status")).body)

    def wait_for_certificate(self, certificate_id, timeout_ms=120000, poll_interval_ms=2000):
        """Asks every ``poll_interval_ms`` until the certificate is final, and returns it.

        :raises CertificatePendingError: when it is still pending after ``timeout_ms``.
        """
        deadline = self._clock.now() + timeout_ms
        while True:
            certificate = self.get_certificate(certificate_id)
            if certificate["status"] in _FINAL:
                return certificate
            if self._clock.now() >= deadline:
                raise CertificatePendingError(certificate_id)
            self._clock.sleep(poll_interval_ms)

    def download_pdf(self, certificate_id):
        """The certificate's PDF (PDF/A-3, signed, its proof attached) as bytes, once ``completed``."""
        return self._get(_certificate_path(certificate_id, "download")).body

    def get_proof(self, certificate_id):
        """The certificate's proof once ``completed`` (``GET /pro/certificates/{certificate_id}/proof``): the JSON
        file its PDF embeds, as a dict, which ``horodoc verify --proof`` checks against the chain alone."""
        return json.loads(self._get(_certificate_path(certificate_id, "proof")).body)

    def list_certificates(self, **query):
        """One page of the account's certificates, newest first: ``tag``, ``status``, ``name``, ``limit``…"""
        return json.loads(self._get("/pro/certificates", query).body)

    def search_certificates(self, **query):
        """Every certificate matching ``query``, newest first, page after page as the loop asks for them."""
        cursor = None
        while True:
            page = self.list_certificates(cursor=cursor, **query)
            for certificate in page["certificates"]:
                yield certificate
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def get_usage(self, month=None):
        """A month's requests and credits (``"2026-11"``; the current month unless told)."""
        return json.loads(self._get("/pro/usage", {"month": month}).body)

    def export_certificates_csv(self):
        """Every certificate of the account, as CSV text."""
        return self._get("/pro/certificates/export.csv").body.decode("utf-8")

    def get_webhook_secret(self):
        """The account's ``whsec_`` secret, which :func:`horodoc.verify_webhook` checks webhooks with."""
        return json.loads(self._get("/pro/webhooks/secret").body)

    def send_test_webhook(self, url=None):
        """Sends a signed ``webhook.test`` event to ``url`` and says what the receiver answered."""
        return self._post_json("/pro/webhooks/test", {} if url is None else {"url": url})

    def list_api_keys(self):
        """The keys this key may manage (its own mode or lesser) that still sign, oldest first, never a secret."""
        return json.loads(self._get("/pro/api-keys").body)

    def create_api_key(self, name, mode=None):
        """A new key of the account; its ``api_secret`` is in this answer only: store it at once."""
        return self._post_json("/pro/api-keys", {"name": name} if mode is None else {"name": name, "mode": mode})

    def roll_api_key(self, key_id, overlap_hours):
        """A replacement for ``key_id``, which keeps signing for ``overlap_hours`` (7 days at most) beside it."""
        return self._post_json(_key_path(key_id, "roll"), {"overlap_hours": overlap_hours})

    def revoke_api_key(self, key_id):
        """Revokes ``key_id`` at once: refused from ``revoked_at`` on."""
        return json.loads(self._transport.send("POST", _key_path(key_id, "revoke")).body)

    def list_webhook_endpoints(self):
        """The account's webhook endpoints this key may see (its own mode or lesser), never a secret."""
        return json.loads(self._get("/pro/webhooks/endpoints").body)

    def create_webhook_endpoint(self, url, events=None, description=None, mode=None):
        """A new endpoint, told of ``events`` (every certificate event unless told) of the certificates the
        account creates from now on; its ``webhook_secret``, which :func:`horodoc.verify_webhook` checks its
        webhooks with, is in this answer only."""
        fields = {"url": url, "events": events, "description": description, "mode": mode}
        return self._post_json("/pro/webhooks/endpoints", {k: v for k, v in fields.items() if v is not None})

    def delete_webhook_endpoint(self, endpoint_id):
        """Deletes an endpoint: nothing more is sent to it; its deliveries stay in the log."""
        return json.loads(self._transport.send("DELETE", _endpoint_path(endpoint_id)).body)

    def list_webhook_deliveries(self, **query):
        """One page of the account's webhook deliveries, newest first, each with every try: ``status``,
        ``endpoint_id``, ``certificate_id``, ``limit``, ``cursor``."""
        return json.loads(self._get("/pro/webhooks/deliveries", query).body)

    def redeliver_webhook(self, delivery_id):
        """Sends a delivered or failed delivery again, at once, with the same ``webhook-id``."""
        path = "/pro/webhooks/deliveries/%s/redeliver" % urllib.parse.quote(delivery_id, safe="")
        return json.loads(self._transport.send("POST", path).body)
