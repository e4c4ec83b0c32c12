"""Stripe webhook handler."""
import os
import time


def handle(body: dict, tolerance: int = 300) -> dict:
    created = body.get("created")
    if created == None:
        return {"status": 400}
    if time.time() - created > tolerance:
        return {"status": 408}
    return {"status": 200, "type": body["type"]}
