"""Reply headers."""


def reply_headers(original: dict[str, str], me: str) -> dict[str, str]:
    refs = original.get("References", "")
    headers = {
        "To": original.get("Reply-To", original["From"]),
        "From": me,
        "Subject": "Re: " + original["Subject"].removeprefix("Re: "),
        "In-Reply-To": original["Message-ID"],
    }
    if refs:
        headers["References"] = refs
    return headers
