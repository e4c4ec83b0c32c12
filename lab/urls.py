from django.urls import path

from lab import views

app_name = "lab"
urlpatterns = [
    path("", views.lab_page, name="page"),
    path("<int:pk>/", views.comparison_detail, name="detail"),
]
