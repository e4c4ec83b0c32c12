from django.apps import AppConfig


class SkillsConfig(AppConfig):
    name = "skills"
    verbose_name = "Skills and tool hints"

    def ready(self) -> None:
        from runs.extensions import register  # noqa: PLC0415 (apps not ready at import)
        from skills.extension import Skills  # noqa: PLC0415

        register(Skills())
