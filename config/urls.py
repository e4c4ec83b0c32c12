from __future__ import annotations

from django.contrib import admin
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect
from django.templatetags.static import static
from django.urls import include, path
from django.views import defaults
from django.views.generic import RedirectView

from reviews.api import router as approvals
from runs.api import api

api.add_router("/approvals", approvals)


def home(request: HttpRequest) -> HttpResponse:
    return redirect("runs:list")


def not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    """API paths get JSON, pages get the HTML page."""
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": "Not Found"}, status=404)
    return defaults.page_not_found(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": "Internal Server Error"}, status=500)
    return defaults.server_error(request)


handler404 = not_found
handler500 = server_error

urlpatterns = [
    path("", home),
    # Browsers ask for it on pages without a <link rel="icon"> (the raw viewer, the API).
    path("favicon.ico", RedirectView.as_view(url=static("favicon.svg"))),
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    path("api/", api.urls),
    path("runs/", include("runs.urls")),
    path("artifacts/", include("artifacts.urls")),
    path("review/", include("reviews.urls")),
    path("insights/", include("insights.urls")),
    path("skills/", include("skills.urls")),
    path("lab/", include("lab.urls")),
    path("notifications/", include("notifications.urls")),
]
