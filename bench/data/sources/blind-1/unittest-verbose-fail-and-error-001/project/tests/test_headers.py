import unittest

from mailroom.headers import reply_headers

ORIGINAL = {
    "From": "Ana <ana@example.org>",
    "Subject": "Invoice 4411",
    "Message-ID": "<4411.ana@example.org>",
    "References": "<4400.ops@example.org>",
}


class TestReplyHeaders(unittest.TestCase):
    def test_subject_prefixed_once(self):
        h = reply_headers({**ORIGINAL, "Subject": "Re: Invoice 4411"}, "me@example.com")
        self.assertEqual(h["Subject"], "Re: Invoice 4411")

    def test_reply_to_wins(self):
        h = reply_headers({**ORIGINAL, "Reply-To": "ap@example.org"}, "me@example.com")
        self.assertEqual(h["To"], "ap@example.org")

    def test_reply_headers_keep_thread(self):
        h = reply_headers(ORIGINAL, "me@example.com")
        self.assertEqual(h, {
            "To": "Ana <ana@example.org>",
            "From": "me@example.com",
            "Subject": "Re: Invoice 4411",
            "In-Reply-To": "<4411.ana@example.org>",
            "References": "<4400.ops@example.org> <4411.ana@example.org>",
        })
