from __future__ import annotations

from django.urls import path

from notifications import views

app_name = "notifications"
urlpatterns = [
    path("", views.channels, name="channels"),
    path("team/<int:team_id>/", views.team_channels, name="team"),
    path("channel/<int:pk>/test", views.test, name="test"),
    path("channel/<int:pk>/toggle", views.toggle, name="toggle"),
    path("channel/<int:pk>/delete", views.delete, name="delete"),
]
