"""Standard offsets and whether a zone observes daylight saving time."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    standard_minutes: int
    observes_dst: bool
    southern: bool = False


SOUTHERN = {"America/Sao_Paulo", "Australia/Adelaide", "Australia/Brisbane",
            "Pacific/Auckland", "Pacific/Chatham"}
RULES = {
    zone: Rule(offset, dst, zone in SOUTHERN) for zone, offset, dst in [('Europe/Berlin', 60, True), ('Europe/Lisbon', 0, True), ('Europe/Helsinki', 120, True), ('America/New_York', -300, True), ('America/Chicago', -360, True), ('America/Denver', -420, True), ('America/Phoenix', -420, False), ('America/Sao_Paulo', -180, False), ('Asia/Tokyo', 540, False), ('Asia/Kolkata', 330, False), ('Asia/Kathmandu', 345, False), ('Australia/Adelaide', 570, True), ('Australia/Brisbane', 600, False), ('Pacific/Auckland', 720, True), ('Pacific/Chatham', 765, True), ('Africa/Nairobi', 180, False), ('Atlantic/Azores', -60, True), ('America/St_Johns', -210, True)]
}


def offset_minutes(zone: str, year: int, month: int, day: int) -> int:
    rule = RULES[zone]
    if not rule.observes_dst:
        return rule.standard_minutes
    summer = month in (10, 11, 12, 1, 2, 3) if rule.southern else 4 <= month <= 9
    return rule.standard_minutes + (60 if summer else 0)
