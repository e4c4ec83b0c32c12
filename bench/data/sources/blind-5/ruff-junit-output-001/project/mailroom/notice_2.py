SUBJECT = "Notice #2"


def headers(to: str) -> dict[str, str]:
    return {"To": to, "Subject": SUBJECT, "X-Kind": "notice"}
