"""Which addresses http_fetch may reach: public ones, and what an admin allowed.

An address is judged after the host name is resolved, so every spelling of
one (`127.1`, `2130706433`, `0x7f000001`, `localhost`) comes to the same
answer: the system resolver reads them as the connection would. An IPv6
address that stands for an IPv4 one (`::ffff:127.0.0.1`, NAT64's
`64:ff9b::/96`) is judged as that IPv4 address; 6to4, Teredo and the old
IPv4-compatible form are not global, so they are refused whatever they embed.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable
from dataclasses import dataclass

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

Resolver = Callable[[str, int], list[str]]
"""Host and port to the addresses to try, in order (the system's getaddrinfo by default)."""

METADATA = frozenset(
    ipaddress.ip_address(a)
    for a in (
        "169.254.169.254",  # AWS, GCP, Azure, OpenStack, DigitalOcean...
        "fd00:ec2::254",  # AWS over IPv6
        "169.254.170.2",  # AWS ECS task credentials
        "100.100.100.200",  # Alibaba Cloud
        "192.0.0.192",  # Oracle Cloud
    )
)
"""Cloud instance-metadata services: they hand out the machine's credentials."""

SHARED = ipaddress.ip_network("100.64.0.0/10")
NAT64 = ipaddress.ip_network("64:ff9b::/96")


def system_resolve(host: str, port: int) -> list[str]:
    """Every address getaddrinfo gives for `host`, without repeats, in its order."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def judged(address: Address) -> Address:
    """The address whose kind decides: the IPv4 one an IPv6 address stands for."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return address.ipv4_mapped
        if address in NAT64:
            return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return address


def internal_kind(address: Address) -> str | None:
    """What makes `address` internal ("loopback", "private"...), or None for a public one."""
    checks: tuple[tuple[str, bool], ...] = (
        ("unspecified", address.is_unspecified),
        ("loopback", address.is_loopback),
        ("cloud metadata", address in METADATA),
        ("link-local", address.is_link_local),
        ("multicast", address.is_multicast),
        ("site-local", isinstance(address, ipaddress.IPv6Address) and address.is_site_local),
        ("shared (carrier-grade NAT)", address in SHARED),
        ("private", address.is_private),
        ("reserved", address.is_reserved),
        ("non-global", not address.is_global),
    )
    return next((kind for kind, hit in checks if hit), None)


@dataclass(frozen=True, slots=True)
class Allowance:
    """What an admin allowed although internal: networks, and host names as written."""

    networks: tuple[Network, ...] = ()
    names: frozenset[str] = frozenset()

    @classmethod
    def parse(cls, entries: Iterable[str]) -> Allowance:
        """CIDR networks or addresses (`10.0.0.0/8`, `127.0.0.1`), else host names."""
        networks: list[Network] = []
        names: set[str] = set()
        for entry in (e.strip() for e in entries):
            try:
                networks.append(ipaddress.ip_network(entry.strip("[]"), strict=False))
            except ValueError:
                if entry:
                    names.add(host_key(entry))
        return cls(tuple(networks), frozenset(names))

    def names_host(self, host: str) -> bool:
        return host_key(host) in self.names

    def allows(self, address: Address, kind: str) -> bool:
        """Whether a network allows `address`; a metadata address only by itself (/32)."""
        candidates = {address, judged(address)}
        return any(
            candidate in network and (kind != "cloud metadata" or network.num_addresses == 1)
            for network in self.networks
            for candidate in candidates
        )


def host_key(host: str) -> str:
    """A host name as compared: lower case, without the root's trailing dot."""
    return host.lower().rstrip(".")


def refusal(host: str, address: str, allowance: Allowance) -> str | None:
    """Why `host`, resolved to `address`, may not be fetched; None when it may."""
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return f"{host} resolves to {address!r}, which is not an IP address"
    kind = internal_kind(judged(parsed))
    if kind is None or allowance.allows(parsed, kind):
        return None
    seen = address if judged(parsed) == parsed else f"{address} (that is {judged(parsed)})"
    named = seen if host.strip("[]") == address else f"{host} resolves to {seen}"
    article = "an" if kind[0] in "aeiou" else "a"
    return f"{named}, {article} {kind} address"


def first_refusal(host: str, addresses: Iterable[str], allowance: Allowance) -> str | None:
    """Why `host` may not be reached at one of its `addresses` (the first refused), or
    None when every one may: a host name the admin allowed may be reached at any."""
    if allowance.names_host(host):
        return None
    return next(filter(None, (refusal(host, a, allowance) for a in addresses)), None)
