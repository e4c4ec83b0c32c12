SUBJECT = "Reminder #5"


def headers(to: str) -> dict[str, str]:
    return {"To": to, "Subject": SUBJECT, "X-Kind": "reminder"}
