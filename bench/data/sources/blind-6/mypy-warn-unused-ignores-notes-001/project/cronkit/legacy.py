import json
from typing import Any


def load_schedule(text: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(text)  # type: ignore[no-any-return]
    return data
