"""The kubectl reducer: objects and Lists as JSON through jq contracts, cited by pointer."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import jq
import pytest

from harness.output.document import Document
from harness.reducers.families.kubectl import CONTRACTS, KUBECTL
from tests.reducers.structured import BUDGETS, check, info, reduce, require, sample, samples


@pytest.mark.parametrize("path", samples("kubectl"), ids=lambda p: p.name)
@pytest.mark.parametrize("budget", BUDGETS)
def test_every_sample_fits_its_budget_with_exact_citations(path: Path, budget: int):
    reduce(KUBECTL, Document(path.read_bytes()), "kubectl", budget)


def test_the_contracts_are_jq_expressions_kept_as_data():
    assert CONTRACTS and all(name.startswith("kubectl.") for name in CONTRACTS)
    for expression in CONTRACTS.values():
        jq.compile(expression)


def test_container_problems_worst_first():
    packet = reduce(KUBECTL, sample("kubectl", "pods.json"), "kubectl", 4096)
    problems = packet.fields["problems"]
    assert problems == [
        "shop/web-7c9d8b6f5-x2k4p app: CrashLoopBackOff, restarts 7, last Error exit 1",
        "shop/api-0 api: ImagePullBackOff",
        "shop/worker-5d4f9c7b8-qq7lm worker: restarts 3, last OOMKilled exit 137",
    ]
    assert packet.fields["pods"] == ["shop/api-0 Pending", "shop/batch-6b7c8d9e-zz1ab Pending"]
    assert packet.fields["objects"] == ["2 Pod/Pending", "3 Pod/Running", "1 Pod/Succeeded"]


def test_conditions_that_are_not_true_but_not_those_of_a_finished_pod():
    packet = reduce(KUBECTL, sample("kubectl", "pods.json"), "kubectl", 4096)
    conditions = packet.fields["conditions"]
    assert isinstance(conditions, list)
    assert conditions[0] == "Pod shop/batch-6b7c8d9e-zz1ab PodScheduled=False Unschedulable"
    assert not any("migrate" in c for c in conditions), "PodCompleted is no trouble"
    assert len([c for c in conditions if "web-7c9d8b6f5" in c]) == 1, "one per reason"


def test_the_waiting_state_and_last_termination_are_cited_by_pointer():
    packet = reduce(KUBECTL, sample("kubectl", "pods.json"), "kubectl", 2048)
    first, second = packet.citations[:2]
    assert first.pointer == "/items/1/status/containerStatuses/0/state"
    assert json.loads(first.excerpt)["waiting"]["reason"] == "CrashLoopBackOff"
    assert second.pointer == "/items/2/status/containerStatuses/0/state"


def test_a_small_budget_keeps_the_worst_container():
    packet = reduce(KUBECTL, sample("kubectl", "pods.json"), "kubectl", 256)
    assert "CrashLoopBackOff" in packet.render()


def test_warning_events_by_count_and_not_normal_ones():
    packet = reduce(KUBECTL, sample("kubectl", "events.json"), "kubectl", 4096)
    warnings = packet.fields["warnings"]
    assert isinstance(warnings, list)
    assert warnings[0].startswith("BackOff Pod/web-7c9d8b6f5-x2k4p x31: Back-off restarting")
    assert "Pulled" not in packet.render()
    assert {c.pointer for c in packet.citations} >= {"/items/1/message", "/items/2/message"}


def test_node_conditions_that_name_a_trouble_count_when_true():
    packet = reduce(KUBECTL, sample("kubectl", "nodes.json"), "kubectl", 4096)
    assert packet.fields["conditions"] == ["Node node-b DiskPressure=True KubeletHasDiskPressure"]


def test_a_deployment_short_of_ready_replicas():
    packet = reduce(KUBECTL, sample("kubectl", "deployment_stalled.json"), "kubectl", 4096)
    assert packet.fields["object"] == "Deployment shop/web"
    assert packet.fields["workloads"] == ["Deployment shop/web 2/3 ready"]
    assert packet.fields["conditions"] == [
        "Deployment shop/web Progressing=False ProgressDeadlineExceeded"
    ]


def test_text_output_get_table_and_errors():
    packet = reduce(KUBECTL, sample("kubectl", "get_pods_table.txt"), "kubectl", 1024)
    rows = packet.fields["pods"]
    assert isinstance(rows, list)
    assert [r.split()[0] for r in rows] == [
        "api-0", "batch-6b7c8d9e-zz1ab", "web-7c9d8b6f5-x2k4p", "worker-5d4f9c7b8-qq7lm",
    ]  # fmt: skip
    packet = reduce(KUBECTL, sample("kubectl", "get_pods_no_cluster.txt"), "kubectl", 512)
    assert packet.fields["errors"] == [
        "The connection to the server localhost:8080 was refused - did you specify the right "
        "host or port?"
    ]


def test_sniff_claims_kubernetes_objects_only():
    for name in ("pods.json", "events.json", "deployment_dry_run.json"):
        doc = sample("kubectl", name)
        assert KUBECTL.sniff(doc, info(doc, "process")) >= 0.9
    for family, name in (("gh", "pr_view.json"), ("terraform", "plan.json"), ("npm", "audit.json")):
        doc = sample(family, name)
        assert KUBECTL.sniff(doc, info(doc, "process")) == 0.0


def test_a_list_of_ten_thousand_pods_finds_the_one_that_fails_at_its_end():
    pods = [_pod(f"ok-{n}", waiting=None) for n in range(9999)]
    pods.append(_pod("broken", waiting="CreateContainerConfigError"))
    doc = Document(json.dumps({"apiVersion": "v1", "kind": "List", "items": pods}).encode())
    started = time.perf_counter()
    packet = reduce(KUBECTL, doc, "kubectl", 4096)
    assert time.perf_counter() - started < 10
    assert packet.fields["problems"] == ["default/broken app: CreateContainerConfigError"]
    assert packet.fields["objects"] == ["10000 Pod/Running"]
    assert packet.citations[0].pointer == "/items/9999/status/containerStatuses/0/state"


def _pod(name: str, waiting: str | None) -> dict[str, object]:
    state = {"waiting": {"reason": waiting}} if waiting else {"running": {"startedAt": "now"}}
    container = {"name": "app", "ready": waiting is None, "restartCount": 0, "state": state}
    return {
        "apiVersion": "v1", "kind": "Pod", "metadata": {"name": name, "namespace": "default"},
        "status": {"phase": "Running", "containerStatuses": [container]},
    }  # fmt: skip


@pytest.mark.parametrize(
    "command",
    [["create", "deployment", "web", "--image=nginx:1.27", "--replicas=2"],
     ["create", "job", "migrate", "--image=busybox"],
     ["create", "configmap", "settings", "--from-literal=mode=fast"]],
)  # fmt: skip
def test_real_kubectl_dry_run_objects(command: list[str]):
    kubectl = require("kubectl")
    done = subprocess.run([kubectl, *command, "--dry-run=client", "-o", "json"],
                          capture_output=True, timeout=60, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    doc = Document(done.stdout)
    assert KUBECTL.sniff(doc, info(doc, "process")) >= 0.9
    packet = reduce(KUBECTL, doc, "kubectl", 256)
    assert str(packet.fields["object"]).split()[1] == command[2]
    check(packet, doc, 256)
