from django.urls import path

from runs import views

app_name = "runs"
urlpatterns = [
    path("", views.run_list, name="list"),
    path("new/", views.run_new, name="new"),
    path("compare", views.run_compare, name="compare"),
    path("<int:pk>/", views.run_detail, name="detail"),
    path("<int:pk>/steps/", views.run_steps, name="steps"),
    path("<int:pk>/status/", views.run_status, name="status"),
    path("<int:pk>/changes/", views.run_changes, name="changes"),
    path("<int:pk>/cancel/", views.run_cancel, name="cancel"),
    path("<int:pk>/replay/", views.run_replay, name="replay"),
]
