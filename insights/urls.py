from django.urls import path

from insights import views

app_name = "insights"
urlpatterns = [
    path("", views.insights_page, name="page"),
    path("plotly.min.js", views.plotly_js, name="plotly_js"),
    path("plotly.css", views.plotly_css, name="plotly_css"),
]
