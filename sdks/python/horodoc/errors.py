"""The SDK's errors: a refused answer, no answer at all, and a certificate still pending at the deadline."""

import json


class HorodocError(Exception):
    """An answer other than 2xx: its status and, from its problem body (RFC 9457), the code to act on."""

    def __init__(self, status, body, request_id=None):
        problem = None
        try:
            parsed = json.loads(body.decode("utf-8")) if body else None
            if isinstance(parsed, dict):
                problem = parsed
        except ValueError:
            pass  # Not JSON (a proxy's page, say): the status alone speaks.
        problem_text = problem or {}
        detail = problem_text.get("detail") or problem_text.get("message") or "Réponse HTTP %d" % status
        details = problem_text.get("details")
        super().__init__("%s (%s)" % (detail, details) if details and details not in detail else detail)
        self.status = status
        #: The problem's code (``insufficient_credits``...), or ``http_<status>`` without a problem body.
        self.code = problem_text.get("code") or problem_text.get("error") or "http_%d" % status
        self.request_id = problem_text.get("request_id") or request_id
        self.problem = problem


class HorodocNetworkError(Exception):
    """The API could not be reached, or the connection dropped before an answer, on every try."""


class CertificatePendingError(Exception):
    """``wait_for_certificate`` gave up: the certificate is still pending anchoring at the deadline."""

    def __init__(self, certificate_id):
        super().__init__("Le certificat %s est encore en attente d'ancrage." % certificate_id)
        self.certificate_id = certificate_id
