"""The SDK against a running Horodoc, given by HORODOC_TEST_BASE_URL, HORODOC_TEST_API_KEY and _SECRET.

The server's test suite starts the product and runs these (apps/server/test/official-clients.test.ts). Given
HORODOC_TEST_PROOF_DIR, they leave there a document and the proof fetched for it, beside it as ``horodoc stamp``
writes one, for that suite to check with ``horodoc verify``.
"""

import http.server
import json
import os
import tempfile
import threading
import unittest
import uuid

from horodoc import Horodoc, hash_file, verify_webhook

from .dropping_proxy import DroppingProxy

BASE_URL = os.environ.get("HORODOC_TEST_BASE_URL")
KEY = os.environ.get("HORODOC_TEST_API_KEY")
SECRET = os.environ.get("HORODOC_TEST_API_SECRET")
PROOF_DIR = os.environ.get("HORODOC_TEST_PROOF_DIR")
# Anchoring takes a few of the test chain's one-second blocks.
WAIT = {"timeout_ms": 60000, "poll_interval_ms": 200}


def a_document(folder, name):
    path = os.path.join(folder, name)
    with open(path, "wb") as document:
        document.write(os.urandom(2048))
    return path


class Receiver(http.server.BaseHTTPRequestHandler):
    received = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Receiver.received.append((dict(self.headers.items()), body))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


@unittest.skipUnless(BASE_URL and KEY and SECRET, "no running product given")
class AgainstProductTest(unittest.TestCase):
    def setUp(self):
        self.horodoc = Horodoc(KEY, SECRET, base_url=BASE_URL)
        self.folder = tempfile.mkdtemp(prefix="horodoc-python-")

    def test_timestamps_a_file_by_its_fingerprint_waits_and_downloads_the_pdf_and_the_proof(self):
        path = a_document(PROOF_DIR or self.folder, "contrat.txt")
        upload = self.horodoc.upload_file(path, tags=["python"])
        self.assertEqual((upload["status"], upload["file_name"], upload["credits_used"]), ("pending", "contrat.txt", 1))
        certificate = self.horodoc.wait_for_certificate(upload["certificate_id"], **WAIT)
        self.assertEqual(certificate["status"], "completed")
        self.assertEqual(self.horodoc.download_pdf(upload["certificate_id"])[:5], b"%PDF-")
        proof = self.horodoc.get_proof(upload["certificate_id"])
        self.assertEqual((proof["format"], proof["fingerprint"]), ("horodoc-proof", upload["file_hash"]))
        with open(path + ".preuve.json", "w", encoding="utf-8") as file:
            json.dump(proof, file, ensure_ascii=False, indent=2)

    def test_streams_a_file_which_the_server_hashes_to_the_same_fingerprint(self):
        path = a_document(self.folder, "facture.txt")
        streamed = self.horodoc.upload_file(path, stream=True, metadata={"client": "42"})
        self.assertEqual(streamed["file_hash"], hash_file(path)["file_hash"])
        self.assertEqual(streamed["file_size"], 2048)

    def test_sends_a_batch_and_finds_it_page_after_page_by_its_tag(self):
        tag = "lot-" + uuid.uuid4().hex[:6]
        documents = [
            dict(hash_file(a_document(self.folder, name)), file_name=name, tags=[tag])
            for name in ("devis.txt", "bon.txt", "recu.txt")
        ]
        batch = self.horodoc.create_batch(documents)
        self.assertEqual((batch["created"], batch["credits_used"]), (3, 3))
        found = [c["certificate_id"] for c in self.horodoc.search_certificates(tag=tag, limit=2)]
        self.assertEqual(sorted(found), sorted(c["certificate_id"] for c in batch["certificates"]))

    def test_verifies_the_signed_test_webhook_it_asks_for(self):
        server = http.server.HTTPServer(("127.0.0.1", 0), Receiver)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            url = "http://127.0.0.1:%d/hooks" % server.server_address[1]
            self.assertEqual(self.horodoc.send_test_webhook(url)["status_code"], 200)
            secret = self.horodoc.get_webhook_secret()["webhook_secret"]
            headers, body = Receiver.received[-1]
            self.assertEqual(verify_webhook(body, headers, secret)["type"], "webhook.test")
        finally:
            server.shutdown()

    def test_retries_an_upload_whose_answer_was_lost_and_is_debited_once(self):
        proxy = DroppingProxy(BASE_URL)
        try:
            through_proxy = Horodoc(KEY, SECRET, base_url=proxy.url)
            before = self.horodoc.get_balance()["credits_balance"]
            proxy.drop_next_answer()
            upload = through_proxy.upload_file(a_document(self.folder, "avenant.txt"))
            self.assertEqual(proxy.dropped, 1)
            self.assertEqual(upload["credits_used"], 1)
            self.assertEqual(self.horodoc.get_balance()["credits_balance"], before - 1)
        finally:
            proxy.close()


if __name__ == "__main__":
    unittest.main()
