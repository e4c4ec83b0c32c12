from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = "Teams and API tokens"

    def ready(self) -> None:
        from accounts import signals  # noqa: F401, PLC0415 (connects the receivers)
