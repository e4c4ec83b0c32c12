"""Settings of a ledger, from a mapping (a parsed TOML file)."""

REQUIRED = ("currency", "locale", "ledger_path", "fiscal_year_start")


class ConfigError(Exception):
    pass


def load(mapping):
    settings = {}
    for key in REQUIRED:
        try:
            settings[key] = mapping[key]
        except KeyError as exc:
            raise ConfigError(f"missing setting {key!r}") from exc
    return settings
