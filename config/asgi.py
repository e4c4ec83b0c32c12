"""ASGI entry point: Django for HTTP, Channels for the run WebSockets (from our own origin)."""

from __future__ import annotations

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_asgi_app = get_asgi_application()  # first: it sets Django up for the imports below

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from config.origin import SameOriginValidator  # noqa: E402
from config.routing import websocket_urlpatterns  # noqa: E402

# channels' stubs: URLRouter takes patterns of its own type (config/routing.py), and
# AuthMiddlewareStack gives any ASGI app, an ASGI2 one included; it gives an ASGI3 one.
sockets = AuthMiddlewareStack(URLRouter(websocket_urlpatterns))  # type: ignore[arg-type]
application = ProtocolTypeRouter(
    {"http": django_asgi_app, "websocket": SameOriginValidator(sockets)}  # type: ignore[arg-type]
)
