from django.urls import path

from reviews import rule_views, views

app_name = "reviews"
urlpatterns = [
    path("", views.queue, name="queue"),
    path("history/", views.history, name="history"),
    path("export.<str:fmt>", views.export, name="export"),
    path("<int:pk>/decide", views.decide_view, name="decide"),
    path("<int:pk>/decide-same", views.decide_same_view, name="decide_same"),
    path("<int:pk>/diff", views.diff_view, name="diff"),
    path("<int:pk>/clear-taint", views.clear_taint_view, name="clear_taint"),
    path("<int:pk>/remember", rule_views.remember_preview, name="remember_preview"),
    path("rules/", rule_views.rules_page, name="rules"),
    path("rules/<int:pk>/revoke", rule_views.revoke_view, name="revoke_rule"),
    path("steps/<int:step_pk>/annotate", views.annotate_view, name="annotate"),
    path("annotations.<str:fmt>", views.annotations_export, name="annotations_export"),
    path("annotations/<int:pk>/case.zip", views.annotation_case, name="annotation_case"),
]
