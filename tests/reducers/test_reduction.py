"""The reduction ratio is never below zero: an output passed through whole gains a packet
header, which the lab and the eval show as no reduction, not a negative one."""

from __future__ import annotations

from harness.reducers.packet import reduction_ratio
from tests.reducers.helpers import reduce_bytes


def test_a_small_output_passed_through_whole_has_no_reduction_not_a_negative_one():
    packet, doc = reduce_bytes(b"ok\n", family="process")
    assert "passthrough" in packet.flags
    assert packet.packet_bytes > doc.size, "the header makes the packet larger than the output"
    assert 1 - packet.packet_bytes / doc.size < 0, "unclamped, it would be negative"
    assert reduction_ratio(packet.packet_bytes, doc.size) == 0.0


def test_a_reduced_output_keeps_its_ratio():
    data = b"".join(b"line %d of a long build log\n" % n for n in range(5000))
    packet, doc = reduce_bytes(data, family="process")
    assert "passthrough" not in packet.flags
    expected = 1 - packet.packet_bytes / doc.size
    assert 0.9 < expected == reduction_ratio(packet.packet_bytes, doc.size)


def test_an_empty_output_has_no_reduction():
    assert reduction_ratio(120, 0) == 0.0
