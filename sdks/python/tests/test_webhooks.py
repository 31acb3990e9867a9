import unittest

from horodoc import WebhookVerificationError, verify_webhook

# The test vector published with the Standard Webhooks specification.
SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
HEADERS = {
    "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
    "webhook-timestamp": "1614265330",
    "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
}
PAYLOAD = b'{"test": 2432232314}'
NOW = 1614265330


class VerifyWebhookTest(unittest.TestCase):
    def test_accepts_the_standard_webhooks_vector(self):
        self.assertEqual(verify_webhook(PAYLOAD, HEADERS, SECRET, now=NOW), {"test": 2432232314})

    def test_accepts_a_rotations_pair_when_either_matches(self):
        headers = dict(HEADERS, **{"Webhook-Signature": "v1,AAAA " + HEADERS["webhook-signature"]})
        del headers["webhook-signature"]
        self.assertEqual(verify_webhook(PAYLOAD, headers, SECRET, now=NOW), {"test": 2432232314})

    def test_refuses_a_body_changed_by_one_byte(self):
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(b'{"test": 2432232315}', HEADERS, SECRET, now=NOW)

    def test_refuses_a_capture_replayed_six_minutes_later(self):
        with self.assertRaisesRegex(WebhookVerificationError, "fenêtre"):
            verify_webhook(PAYLOAD, HEADERS, SECRET, now=NOW + 360)


if __name__ == "__main__":
    unittest.main()
