"""Sinks rows are written to."""


class SinkConfigError(Exception):
    pass


class Sinks:
    def __init__(self, config: dict) -> None:
        self.config = config["sinks"]
        self.routes = config["routes"]

    def for_tenant(self, tenant: str) -> dict:
        name = self.routes[tenant]
        try:
            return self.config[name]
        except KeyError as exc:
            known = ", ".join(sorted(self.config))
            raise SinkConfigError(
                f"tenant {tenant!r} routes to sink {name!r}, which is not "
                f"configured (known sinks: {known})"
            ) from exc
