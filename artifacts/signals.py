"""An artifact deleted with its run lets go of its bytes."""

from __future__ import annotations

from django.db import transaction
from django.db.models.signals import post_delete
from django.dispatch import receiver

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore


@receiver(post_delete, sender=Artifact)
def release_blob(sender: type[Artifact], instance: Artifact, **kwargs: object) -> None:
    """Once the delete commits, the blob goes unless an unexpired artifact shares it."""
    sha256 = instance.sha256
    transaction.on_commit(lambda: DjangoArtifactStore().release(sha256))
