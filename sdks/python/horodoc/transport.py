"""Signed requests, each try signed afresh, retried when repeating them cannot do anything twice."""

import email.utils
import hashlib
import http.client
import socket
import time
import urllib.error
import urllib.parse
import urllib.request

from .errors import HorodocError, HorodocNetworkError
from .signing import EMPTY_BODY_SHA256, sign_request


class SystemClock:
    """The SDK's only view of time: what it signs with, and how it waits between tries."""

    def now(self):
        """Milliseconds since the epoch."""
        return int(time.time() * 1000)

    def sleep(self, ms):
        time.sleep(ms / 1000)


class Answer:
    """A 2xx answer, read whole."""

    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers
        self.body = body


def _backoff_ms(attempt):
    # 0.5 s, 1 s, 2 s... up to 8 s.
    return min(8000, 500 * 2 ** attempt)


def _retry_after_ms(headers, now_ms):
    value = (headers.get("Retry-After") or "").strip() if headers is not None else ""
    if not value:
        return None
    if value.isdigit():
        return int(value) * 1000
    try:
        at = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0, int(at.timestamp() * 1000) - now_ms)


def _urlopen(request, timeout):
    return urllib.request.urlopen(request, timeout=timeout)


class Transport:
    """Sends signed requests; see :meth:`send`."""

    def __init__(
        self, base_url, api_key, api_secret, signature_version, opener, clock, max_retries, max_retry_delay_ms, timeout
    ):
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.api_secret = api_secret
        self.signature_version = signature_version
        self.opener = opener or _urlopen
        self.clock = clock or SystemClock()
        self.max_retries = max_retries
        self.max_retry_delay_ms = max_retry_delay_ms
        self.timeout = timeout
        self._last_timestamp = 0

    def _next_timestamp(self):
        # Strictly increasing: two requests are never signed with the same millisecond.
        self._last_timestamp = max(self.clock.now(), self._last_timestamp + 1)
        return self._last_timestamp

    def send(self, method, path, query=None, body=None, content_type=None, idempotency_key=None):
        """Sends one call and returns its 2xx :class:`Answer`.

        ``body`` is bytes or a :class:`~horodoc.files.StreamBody`. A dropped connection, a 429 or a 503 is tried
        again after ``Retry-After`` or a backoff, each try signed afresh, when repeating the call cannot do
        anything twice: a read, or a write with its Idempotency-Key (the same on every try).

        :raises HorodocError: for any other answer. :raises HorodocNetworkError: when no answer came.
        """
        pairs = [(name, str(value)) for name, value in (query or {}).items() if value is not None]
        url = self.base_url + path + ("?" + urllib.parse.urlencode(pairs) if pairs else "")
        if body is None:
            body_hash = EMPTY_BODY_SHA256
        elif isinstance(body, bytes):
            body_hash = hashlib.sha256(body).hexdigest()
        else:
            body_hash = body.sha256_hex
        repeatable = method == "GET" or idempotency_key is not None
        attempt = 0
        while True:
            headers = sign_request(
                self.api_key, self.api_secret, self.signature_version, method, path, self._next_timestamp(), body_hash
            )
            data = body
            if body is not None and not isinstance(body, bytes):
                headers["Content-Type"] = body.content_type
                headers["Content-Length"] = str(body.length)
                data = body.open()
            elif content_type:
                headers["Content-Type"] = content_type
            if idempotency_key is not None:
                headers["Idempotency-Key"] = idempotency_key
            can_retry = attempt < self.max_retries
            request = urllib.request.Request(url, data=data, headers=headers, method=method)
            try:
                with self.opener(request, self.timeout) as response:
                    return Answer(response.status, response.headers, response.read())
            except urllib.error.HTTPError as refused:
                status, answer_headers, answer_body = refused.code, refused.headers, refused.read()
                refused.close()
            except (urllib.error.URLError, http.client.HTTPException, ConnectionError, socket.timeout) as error:
                if not can_retry or not repeatable:
                    raise HorodocNetworkError("L'API Horodoc n'a pas répondu (%s %s)." % (method, path)) from error
                self.clock.sleep(_backoff_ms(attempt))
                attempt += 1
                continue
            retryable = status == 429 or (status == 503 and repeatable)
            wait_ms = _retry_after_ms(answer_headers, self.clock.now())
            if wait_ms is None:
                wait_ms = _backoff_ms(attempt)
            if not retryable or not can_retry or wait_ms > self.max_retry_delay_ms:
                request_id = answer_headers.get("Request-Id") if answer_headers is not None else None
                raise HorodocError(status, answer_body, request_id)
            self.clock.sleep(wait_ms)
            attempt += 1
