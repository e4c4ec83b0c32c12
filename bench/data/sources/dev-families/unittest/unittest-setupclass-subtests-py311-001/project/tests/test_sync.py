import socket
import unittest


class TestSyncClient(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.conn = socket.create_connection(("127.0.0.1", 9), timeout=2)

    def test_push(self):
        self.conn.sendall(b"PUSH")
