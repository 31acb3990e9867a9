import email.message
import io
import unittest
import urllib.error

from horodoc import HorodocError, HorodocNetworkError
from horodoc.transport import Transport


class SteppedClock:
    """A clock that moves only when the code under test sleeps, and remembers each wait."""

    def __init__(self, start=1750000000000):
        self.at = start
        self.waits = []

    def now(self):
        return self.at

    def sleep(self, ms):
        self.waits.append(ms)
        self.at += ms


class Ok(io.BytesIO):
    status = 200
    headers = email.message.Message()


def refusal(url, status, retry_after):
    headers = email.message.Message()
    headers["Retry-After"] = retry_after
    body = io.BytesIO(b'{"code":"too_many_requests","detail":"Trop de requ\\u00eates"}')
    return urllib.error.HTTPError(url, status, "refused", headers, body)


class ScriptedOpener:
    """A network that answers each try from the list in turn (an exception is raised), and records them."""

    def __init__(self, answers):
        self.answers = list(answers)
        self.tries = []

    def __call__(self, request, timeout):
        self.tries.append(request)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer


def transport(opener, clock, max_retries=3):
    return Transport("https://horodoc.test/", "hk_test", "secret", 2, opener, clock, max_retries, 60000, 5)


class TransportTest(unittest.TestCase):
    def test_waits_as_retry_after_says_then_signs_the_retry_afresh_with_the_same_key(self):
        clock = SteppedClock()
        opener = ScriptedOpener([refusal("u", 429, "7"), Ok(b"{}")])
        transport(opener, clock).send("POST", "/pro/certificates/batch", body=b"{}", idempotency_key="k1")
        self.assertEqual(clock.waits, [7000])
        first, second = opener.tries
        self.assertEqual(first.full_url, "https://horodoc.test/pro/certificates/batch")
        self.assertEqual(second.get_header("Idempotency-key"), "k1")
        self.assertEqual(int(second.get_header("X-timestamp")), int(first.get_header("X-timestamp")) + 7000)
        self.assertNotEqual(second.get_header("X-signature"), first.get_header("X-signature"))
        self.assertEqual(second.get_header("X-signature-version"), "2")

    def test_retries_a_dropped_connection_when_the_call_carries_an_idempotency_key(self):
        clock = SteppedClock()
        opener = ScriptedOpener([ConnectionResetError(), ConnectionResetError(), Ok(b"{}")])
        transport(opener, clock).send("POST", "/pro/certificates/upload", body=b"{}", idempotency_key="k2")
        self.assertEqual(clock.waits, [500, 1000])

    def test_does_not_retry_a_dropped_post_without_an_idempotency_key(self):
        opener = ScriptedOpener([ConnectionResetError(), Ok(b"{}")])
        with self.assertRaises(HorodocNetworkError):
            transport(opener, SteppedClock()).send("POST", "/pro/webhooks/test", body=b"{}")
        self.assertEqual(len(opener.tries), 1)

    def test_throws_a_429_at_once_when_retry_after_is_too_long(self):
        clock = SteppedClock()
        opener = ScriptedOpener([refusal("u", 429, "1800")])
        with self.assertRaises(HorodocError) as raised:
            transport(opener, clock).send("GET", "/pro/usage")
        self.assertEqual((raised.exception.status, raised.exception.code), (429, "too_many_requests"))
        self.assertEqual(str(raised.exception), "Trop de requêtes")
        self.assertEqual(clock.waits, [])

    def test_never_signs_two_requests_with_the_same_millisecond(self):
        opener = ScriptedOpener([Ok(b"{}"), Ok(b"{}")])
        send = transport(opener, SteppedClock()).send
        send("GET", "/pro/credits/balance")
        send("GET", "/pro/credits/balance", query={"month": "2026-03", "cursor": None})
        stamps = [request.get_header("X-timestamp") for request in opener.tries]
        self.assertEqual(stamps, ["1750000000000", "1750000000001"])
        self.assertEqual(opener.tries[1].full_url, "https://horodoc.test/pro/credits/balance?month=2026-03")


if __name__ == "__main__":
    unittest.main()
