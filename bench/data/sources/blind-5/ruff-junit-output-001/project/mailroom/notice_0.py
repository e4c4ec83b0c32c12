SUBJECT = "Notice #0"


def headers(to: str) -> dict[str, str]:
    return {"To": to, "Subject": SUBJECT, "X-Kind": "notice"}
