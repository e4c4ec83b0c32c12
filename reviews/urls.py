from django.urls import path

from reviews import views

app_name = "reviews"
urlpatterns = [
    path("", views.queue, name="queue"),
    path("history/", views.history, name="history"),
    path("export.<str:fmt>", views.export, name="export"),
    path("<int:pk>/decide", views.decide_view, name="decide"),
    path("<int:pk>/clear-taint", views.clear_taint_view, name="clear_taint"),
    path("steps/<int:step_pk>/annotate", views.annotate_view, name="annotate"),
    path("annotations.<str:fmt>", views.annotations_export, name="annotations_export"),
    path("annotations/<int:pk>/case.zip", views.annotation_case, name="annotation_case"),
]
