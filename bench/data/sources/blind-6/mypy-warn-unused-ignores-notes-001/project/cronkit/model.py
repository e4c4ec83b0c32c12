from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    schedule: str
    retry: int = 0
    tags: list[str] = field(default_factory=list)
