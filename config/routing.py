from django.urls import path

from lab.consumers import ProgressConsumer
from reviews.consumers import ReviewConsumer
from runs.consumers import RunConsumer

websocket_urlpatterns = [
    path("ws/runs/<int:run_id>/", RunConsumer.as_asgi()),
    path("ws/review/", ReviewConsumer.as_asgi()),
    path("ws/lab/<int:comparison_id>/", ProgressConsumer.as_asgi()),
]
