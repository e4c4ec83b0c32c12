from django.apps import AppConfig


class ArtifactsConfig(AppConfig):
    name = "artifacts"
    verbose_name = "Artifacts"

    def ready(self) -> None:
        from artifacts import signals  # noqa: F401, PLC0415 (connects the receivers)
