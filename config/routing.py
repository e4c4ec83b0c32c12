from django.urls import path

from lab.consumers import ProgressConsumer
from reviews.consumers import ReviewConsumer
from runs.consumers import RunConsumer

# django-stubs types path()'s view as a Django view; Channels' URLRouter takes the same
# patterns with a consumer's ASGI app as their view.
websocket_urlpatterns = [
    path("ws/runs/<int:run_id>/", RunConsumer.as_asgi()),  # type: ignore[arg-type]
    path("ws/review/", ReviewConsumer.as_asgi()),  # type: ignore[arg-type]
    path("ws/lab/<int:comparison_id>/", ProgressConsumer.as_asgi()),  # type: ignore[arg-type]
]
