SUBJECT = "Bounce #1"


def headers(to: str) -> dict[str, str]:
    return {"To": to, "Subject": SUBJECT, "X-Kind": "bounce"}
