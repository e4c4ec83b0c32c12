SUBJECT = "Receipt #3"


def headers(to: str) -> dict[str, str]:
    return {"To": to, "Subject": SUBJECT, "X-Kind": "receipt"}
