from django.urls import path

from skills import views

app_name = "skills"
urlpatterns = [
    path("", views.skill_list, name="list"),
    path("mine", views.skill_mine, name="mine"),
    path("<int:pk>/accept", views.skill_decide, {"verdict": "accept"}, name="accept"),
    path("<int:pk>/reject", views.skill_decide, {"verdict": "reject"}, name="reject"),
]
