from django.urls import path

from orders import views

urlpatterns = [path("orders/<str:number>/", views.detail)]
