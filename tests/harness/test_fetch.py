"""http_fetch reaches public addresses only: every spelling, every redirect, no rebinding."""

from __future__ import annotations

import datetime
import ipaddress
import ssl
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import yaml

from harness.agent.shapes import Action
from harness.tools import builtin_registry
from harness.tools.addresses import Allowance, internal_kind, judged, refusal
from harness.tools.base import ToolContext, ToolError, ToolOutput
from harness.tools.web import MAX_REDIRECTS, fetch

CORPUS = yaml.safe_load((Path(__file__).parent / "data" / "fetch_addresses.yaml").read_text())


class _Server(ThreadingHTTPServer):
    name = ""
    """What /page answers."""
    hits: list[str]
    """The paths it was sent."""


class _Site(BaseHTTPRequestHandler):
    """Serves /page, echoes /host, and redirects /to?<location>; counts what it is sent."""

    server: _Server

    def do_GET(self) -> None:
        self.server.hits.append(self.path)
        path, _, query = self.path.partition("?")
        if path == "/to":
            self.send_response(302)
            self.send_header("Location", query)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = (self.headers["Host"] if path == "/host" else self.server.name).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        return None


@contextmanager
def _site(
    host: str, name: str, port: int = 0, tls: ssl.SSLContext | None = None
) -> Iterator[_Server]:
    """A live server on host:port that answers /page with `name`."""
    server = _Server((host, port), _Site)
    server.name, server.hits = name, []
    if tls is not None:
        server.socket = tls.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def _port(server: _Server) -> int:
    return int(server.server_address[1])


def _call(workspace: Path, url: str, allowed: tuple[str, ...] = ()) -> ToolOutput:
    context = ToolContext(workspace=workspace, fetch_allowed=allowed)
    return builtin_registry().execute(Action(tool="http_fetch", arguments={"url": url}), context)


@pytest.fixture
def loopback() -> Iterator[_Server]:
    with _site("127.0.0.1", "loopback") as server:
        yield server


@pytest.mark.parametrize("case", CORPUS["refused"], ids=lambda c: c["host"])
def test_it_refuses_an_internal_host_in_any_spelling(
    case: dict[str, str], workspace: Path, loopback: _Server
):
    out = _call(workspace, f"http://{case['host']}:{_port(loopback)}/page")
    assert out.is_error and case["says"] in out.decode()
    assert loopback.hits == [], "nothing was sent"


@pytest.mark.parametrize("case", CORPUS["allowed"], ids=lambda c: f"{c['host']}-{c['allow']}")
def test_it_fetches_an_internal_host_an_admin_allowed(
    case: dict[str, Any], workspace: Path, loopback: _Server
):
    out = _call(workspace, f"http://{case['host']}:{_port(loopback)}/page", tuple(case["allow"]))
    assert (out.is_error, out.decode()) == (False, "loopback")


@pytest.mark.parametrize("case", CORPUS["still_refused"], ids=lambda c: c["host"])
def test_an_allowance_opens_only_what_it_names(
    case: dict[str, Any], workspace: Path, loopback: _Server
):
    out = _call(workspace, f"http://{case['host']}:{_port(loopback)}/page", tuple(case["allow"]))
    assert out.is_error and case["says"] in out.decode()


@pytest.mark.parametrize(("address", "kind"), CORPUS["kinds"].items())
def test_it_knows_what_makes_an_address_internal(address: str, kind: str | None):
    assert internal_kind(judged(ipaddress.ip_address(address))) == kind


def test_a_metadata_address_needs_an_entry_of_its_own():
    assert refusal("m", "169.254.169.254", Allowance.parse(["169.254.0.0/16"])) is not None
    assert refusal("m", "169.254.169.254", Allowance.parse(["169.254.169.254"])) is None
    assert refusal("m", "169.254.1.1", Allowance.parse(["169.254.0.0/16"])) is None
    assert refusal("m", "::ffff:10.1.2.3", Allowance.parse(["10.0.0.0/8"])) is None


def test_it_refuses_a_name_when_any_of_its_addresses_is_internal(workspace: Path):
    def resolve(host: str, port: int) -> list[str]:
        return ["93.184.216.34", "10.0.0.7"]

    with pytest.raises(ToolError, match=r"mixed\.test resolves to 10\.0\.0\.7, a private"):
        fetch("http://mixed.test/", 100, Allowance(), resolve)


@pytest.fixture
def allowed_site() -> Iterator[_Server]:
    """A server on 127.0.0.2, the one address the redirect tests allow."""
    with _site("127.0.0.2", "allowed") as server:
        yield server


def test_it_refuses_a_redirect_to_an_internal_address(
    workspace: Path, allowed_site: _Server, loopback: _Server
):
    start = f"http://127.0.0.2:{_port(allowed_site)}"
    allowed = ("127.0.0.2/32",)
    for location in (f"http://127.0.0.1:{_port(loopback)}/page", f"//127.1:{_port(loopback)}/"):
        out = _call(workspace, f"{start}/to?{location}", allowed)
        assert out.is_error and "127.0.0.1, a loopback address" in out.decode()
    assert loopback.hits == [], "the redirect was not followed"
    followed = _call(workspace, f"{start}/to?/page", allowed)
    assert (followed.decode(), followed.source_url) == ("allowed", f"{start}/page")
    other = _call(workspace, f"{start}/to?file:///etc/passwd", allowed)
    assert other.is_error and "only http:// and https://" in other.decode()
    assert "(a redirect from " in other.decode()


def test_it_stops_after_a_few_redirects(workspace: Path, allowed_site: _Server):
    start = f"http://127.0.0.2:{_port(allowed_site)}"

    def chain(redirects: int) -> str:
        url = f"{start}/page"
        for _ in range(redirects):
            url = f"{start}/to?{url}"
        return url

    assert _call(workspace, chain(MAX_REDIRECTS), ("127.0.0.2",)).decode() == "allowed"
    out = _call(workspace, chain(MAX_REDIRECTS + 1), ("127.0.0.2",))
    assert out.is_error and f"stopped after {MAX_REDIRECTS} redirects" in out.decode()


class _Rebinding:
    """A DNS that answers 127.0.0.2 once, then 127.0.0.1: what a rebinding attacker runs."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def __call__(self, host: str, port: int) -> list[str]:
        self.asked.append(host)
        return ["127.0.0.2"] if len(self.asked) == 1 else ["127.0.0.1"]


def test_it_connects_to_the_address_it_checked(allowed_site: _Server):
    port = _port(allowed_site)
    with _site("127.0.0.1", "rebound", port=port) as rebound:
        resolve = _Rebinding()
        out = fetch(f"http://pages.test:{port}/page", 100, Allowance.parse(["127.0.0.2"]), resolve)
        host = fetch(
            f"http://pages.test:{port}/host", 100, Allowance.parse(["127.0.0.2"]), _Rebinding()
        )
    assert out.decode() == "allowed" and resolve.asked == ["pages.test"]
    assert rebound.hits == []
    assert host.decode() == f"pages.test:{port}", "the server is sent the name, not the address"


def test_it_verifies_tls_against_the_name_it_was_given(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    ca, server_tls = _tls(tmp_path, "pages.test")
    monkeypatch.setenv("SSL_CERT_FILE", str(ca))
    allowance = Allowance.parse(["127.0.0.2"])
    with _site("127.0.0.2", "secure", tls=server_tls) as site:
        url = f"https://{{}}:{_port(site)}/page"
        out = fetch(url.format("pages.test"), 100, allowance, lambda h, p: ["127.0.0.2"])
        with pytest.raises(ToolError, match="CERTIFICATE_VERIFY_FAILED"):
            fetch(url.format("other.test"), 100, allowance, lambda h, p: ["127.0.0.2"])
    assert out.decode() == "secure" and out.source_url == url.format("pages.test")


def _tls(folder: Path, name: str) -> tuple[Path, ssl.SSLContext]:
    """A CA file and a server context whose certificate that CA signed for `name`."""
    x509 = pytest.importorskip("cryptography.x509")
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec

    def certificate(subject: str, key: Any, issuer: str, signer: Any, ca: bool) -> Any:
        now = datetime.datetime.now(datetime.UTC)
        builder = (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(x509.NameOID.COMMON_NAME, subject)]))
            .issuer_name(x509.Name([x509.NameAttribute(x509.NameOID.COMMON_NAME, issuer)]))
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(hours=1))
            .not_valid_after(now + datetime.timedelta(hours=1))
            .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
            .add_extension(
                x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False
            )
            .add_extension(
                x509.AuthorityKeyIdentifier.from_issuer_public_key(signer.public_key()),
                critical=False,
            )
        )
        if ca:
            builder = builder.add_extension(
                x509.KeyUsage(
                    digital_signature=False,
                    content_commitment=False,
                    key_encipherment=False,
                    data_encipherment=False,
                    key_agreement=False,
                    key_cert_sign=True,
                    crl_sign=False,
                    encipher_only=False,
                    decipher_only=False,
                ),
                critical=True,
            )
        else:
            builder = builder.add_extension(
                x509.SubjectAlternativeName([x509.DNSName(subject)]), critical=False
            )
        return builder.sign(signer, hashes.SHA256())

    ca_key, key = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    ca_cert = certificate("test ca", ca_key, "test ca", ca_key, ca=True)
    cert = certificate(name, key, "test ca", ca_key, ca=False)
    pem = serialization.Encoding.PEM
    (folder / "ca.pem").write_bytes(ca_cert.public_bytes(pem))
    (folder / "cert.pem").write_bytes(cert.public_bytes(pem))
    (folder / "key.pem").write_bytes(
        key.private_bytes(pem, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(folder / "cert.pem", folder / "key.pem")
    return folder / "ca.pem", context
