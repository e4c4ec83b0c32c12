import unittest

from mailroom.routing import queue_for


class TestQueueFor(unittest.TestCase):
    def test_billing(self):
        self.assertEqual(queue_for({"X-Route-Tag": "Billing"}), "q-billing")

    def test_sales(self):
        self.assertEqual(queue_for({"X-Route-Tag": "SALES"}), "q-sales")

    def test_unknown_tag(self):
        self.assertEqual(queue_for({"X-Route-Tag": "press"}), "q-default")

    def test_untagged_message_goes_to_default(self):
        self.assertEqual(queue_for({"Subject": "hello"}), "q-default")
