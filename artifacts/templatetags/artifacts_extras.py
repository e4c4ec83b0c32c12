"""Tags for showing packets in the run timeline."""

from __future__ import annotations

from collections.abc import Iterable

from django import template

from artifacts.packets import PacketView, StepPacket, cited_by_steps, expired_ids, packet_view

register = template.Library()


@register.simple_tag
def expired_artifacts(steps: Iterable[StepPacket]) -> set[str]:
    """The expired artifacts cited by these steps, looked up once for the whole page."""
    return expired_ids(cited_by_steps(step.packet for step in steps))


@register.simple_tag(takes_context=True)
def step_packet(context: template.Context, step: StepPacket) -> PacketView | None:
    """The step's packet; its artifacts' expiry from `expired_artifacts`, else looked up."""
    known = context.get("expired_artifacts")
    return packet_view(step.packet, known if isinstance(known, set) else None)


@register.simple_tag
def packet_of(data: object) -> PacketView | None:
    """The view of a packet kept outside a step (a run's check result's)."""
    return packet_view(data)
