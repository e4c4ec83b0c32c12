"""Redaction with real-format fake secrets: replaced before anything is written, and counted."""

from __future__ import annotations

import pytest

from harness.output.redact import Redactor, redact_stream, redact_text

AWS_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
GITHUB = "ghp_" + "a1B2c3D4e5F6g7H8i9J0a1B2c3D4e5F6g7H8"  # 36 characters after the prefix
JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ."
       "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")  # fmt: skip
SLACK = "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
STRIPE = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
PRIVATE_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACDp3Zo1d2xCEi9wq7o1PYlcJ3P0bTEzrqvBtbPnG3xJLAAAAJgSj8ePEo/H\n"
    "-----END OPENSSH PRIVATE KEY-----"
)


KINDS = [
    (f"aws_access_key_id = {AWS_ID}", AWS_ID, "aws-access-key"),
    (f"aws_secret_access_key = {AWS_SECRET}", AWS_SECRET, "aws-secret-key"),
    (f"export GITHUB_TOKEN={GITHUB}", GITHUB, "github-token"),
    (f"Authorization: Bearer {JWT}", JWT, "jwt"),
    ("postgres://admin:hunter2secret@db.example.com:5432/app", "hunter2secret", "password-in-url"),
    (f"SLACK_TOKEN={SLACK}", SLACK, "slack-token"),
    (f"charge with {STRIPE}", STRIPE, "stripe-access-key"),
    ('password = "correcthorse42"', "correcthorse42", "password"),
    (
        "curl -H 'Authorization: Basic dXNlcjpwYXNzd29yZA=='",
        "dXNlcjpwYXNzd29yZA==",
        "authorization-header",
    ),
    ("export DEPLOY_API_KEY=f3a9c1e07b2d4e6a", "f3a9c1e07b2d4e6a", "env-secret"),
    (
        "notify https://hooks.slack.com/services/T0A1B2C3D/B0A1B2C3D/aBcDeFgHiJkLmNoPqRsTuVwX",
        "aBcDeFgHiJkLmNoPqRsTuVwX",
        "slack-token",
    ),
]
"""(a line, the secret in it, its kind) for each kind of secret the detectors know."""


@pytest.mark.parametrize(("line", "secret", "kind"), KINDS)
def test_it_replaces_each_kind_of_secret(line: str, secret: str, kind: str):
    redacted, count = redact_text(line)
    assert secret not in redacted
    assert f"[REDACTED:{kind}]" in redacted
    assert count == 1


def test_it_redacts_a_private_key_block_whole():
    redacted, count = redact_text(f"before\n{PRIVATE_KEY}\nafter\n")
    assert redacted == "before\n[REDACTED:private-key]\nafter\n"
    assert count == 1


@pytest.mark.parametrize("text", [
    "commit 5c115507f6dd24b8de37d8bbe0bb4509d0cc0fa3",
    "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "request id 123e4567-e89b-12d3-a456-426614174000",
    "  GITHUB_TOKEN: ***",
    "token expired, please log in again",
])  # fmt: skip
def test_it_leaves_ordinary_text_alone(text: str):
    assert redact_text(text) == (text, 0)


def test_it_finds_secrets_split_across_chunks():
    data = f"key {AWS_ID} here\n{PRIVATE_KEY}\nend\n".encode()
    for size in (1, 7, 64):
        redactor = Redactor()
        chunks = [data[i : i + size] for i in range(0, len(data), size)]
        out = b"".join(redact_stream(chunks, redactor)).decode()
        assert AWS_ID not in out and "PRIVATE KEY-----" not in out and "b3Bl" not in out, size
        assert out.startswith("key [REDACTED:aws-access-key] here\n") and out.endswith("end\n")
        assert redactor.count == 2 and redactor.kinds["private-key"] == 1


def test_it_keeps_bytes_that_are_not_utf8():
    redactor = Redactor()
    data = b"\xff\xfe binary \x00 " + AWS_ID.encode() + b" \x80\n"
    out = b"".join(redact_stream([data], redactor))
    assert out == b"\xff\xfe binary \x00 [REDACTED:aws-access-key] \x80\n"


def test_it_redacts_an_unfinished_key_block_to_the_end():
    redacted, _ = redact_text("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\nmore")
    assert redacted == "[REDACTED:private-key]\n"


@pytest.mark.parametrize("where", [0, 500_000, 1_999_000])
def test_it_finds_a_secret_anywhere_in_a_two_megabyte_line(where: int):
    # tried: one 2 MB line (minified output, a base64 blob) holding a token, near its
    # start, middle and end: only the stretches around its triggers are searched
    line = "x" * where + f" export GITHUB_TOKEN={GITHUB} " + "y" * (2_000_000 - where)
    text, count = redact_text(line + "\n")
    assert count == 1 and GITHUB not in text and "[REDACTED:github-token]" in text
    assert len(text) == len(line) + 1 - len(GITHUB) + len("[REDACTED:github-token]")


def test_it_leaves_urls_without_a_password_alone():
    text = "fetching https://files.pythonhosted.org/packages/a/b/pkg.tar.gz\n"
    assert redact_text(text) == (text, 0)
    assert redact_text("git clone https://ci:s3cretvalue@git.example.com/r.git\n")[1] == 1
