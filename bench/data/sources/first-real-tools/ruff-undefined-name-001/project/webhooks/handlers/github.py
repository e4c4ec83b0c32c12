"""GitHub webhook handler."""
import hashlib
import hmac
import json


def verify(secret: bytes, body: bytes, signature: str) -> bool:
    digest = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(f"sha256={digest}", signature)


def handle(secret: bytes, body: bytes, headers: dict[str, str]) -> dict:
    if not verify(secret, body, headers.get("X-Hub-Signature-256", "")):
        return {"status": 401}
    payload = json.loads(body)
    response = {"status": 200, "event": headers.get("X-GitHub-Event")}
    if payload.get("zen"):
        reponse["ping"] = True
    return response
