from twisted.internet import task
from twisted.trial import unittest

from relay import heartbeat
from relay.heartbeat import Heartbeat


class HeartbeatTests(unittest.TestCase):
    def setUp(self):
        self.sent = []

    def test_start_sends_ping(self):
        beat = Heartbeat(self.sent.append)
        beat.start()
        self.assertEqual(self.sent, [b"PING"])

    def test_pong_cancels_timeout(self):
        clock = task.Clock()
        self.patch(heartbeat, "reactor", clock)
        beat = Heartbeat(self.sent.append)
        beat.start()
        beat.pong()
        clock.advance(60)
        self.assertFalse(beat.expired)

    def test_timeout_expires(self):
        clock = task.Clock()
        self.patch(heartbeat, "reactor", clock)
        beat = Heartbeat(self.sent.append, timeout=5)
        beat.start()
        clock.advance(5)
        self.assertTrue(beat.expired)

    def test_stop_is_idempotent(self):
        clock = task.Clock()
        self.patch(heartbeat, "reactor", clock)
        beat = Heartbeat(self.sent.append)
        beat.start()
        beat.stop()
        beat.stop()
        self.assertEqual(clock.getDelayedCalls(), [])
