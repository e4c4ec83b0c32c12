from twisted.internet.testing import StringTransport
from twisted.trial import unittest

from relay.protocol import COMMANDS, RelayProtocol, parse_command, split_frames


class ParseCommandTests(unittest.TestCase):
    def test_unknown_command(self):
        self.assertRaises(ValueError, parse_command, b"FROB 1")

    def test_empty_line(self):
        self.assertRaises(ValueError, parse_command, b"")


def _make_parse_test(name):
    def test(self):
        self.assertEqual(parse_command(name.lower().encode() + b" a b"), (name, ["a", "b"]))

    return test


for _name in COMMANDS:
    setattr(ParseCommandTests, f"test_parse_{_name.lower()}", _make_parse_test(_name))


class ProtocolTests(unittest.TestCase):
    def setUp(self):
        self.proto = RelayProtocol()
        self.proto.makeConnection(StringTransport())

    def test_one_line(self):
        self.proto.dataReceived(b"PING\r\n")
        self.assertEqual(self.proto.received, [b"PING"])

    def test_two_lines_in_one_packet(self):
        self.proto.dataReceived(b"PING\r\nSTAT\r\n")
        self.assertEqual(self.proto.received, [b"PING", b"STAT"])

    def test_partial_line_is_buffered(self):
        self.proto.dataReceived(b"PI")
        self.proto.dataReceived(b"NG\r\n")
        self.assertEqual(self.proto.received, [b"PING"])


class FramingTests(unittest.TestCase):
    def test_split_frames_drops_partial(self):
        self.assertEqual(split_frames(b"a\nb\nc"), [b"a", b"b"])

    def test_split_frames_crlf(self):
        self.assertEqual(split_frames(b"alpha\r\nbeta\r\n"), [b"alpha", b"beta"])
