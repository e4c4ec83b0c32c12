"""Header parsing."""


def parse_header(name: str, value: str) -> tuple[str, str]:
    return name.strip().lower(), value.strip()


def content_type(headers: dict[str, str]) -> str | None:
    value = headers.get("content-type")
    if value == None:
        return None
    return value.split(";")[0].strip()
