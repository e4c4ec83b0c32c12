from django.urls import path

from artifacts import views

app_name = "artifacts"
urlpatterns = [
    path("<str:artifact_id>/", views.artifact_detail, name="detail"),
    path("<str:artifact_id>/raw", views.artifact_raw, name="raw"),
]
