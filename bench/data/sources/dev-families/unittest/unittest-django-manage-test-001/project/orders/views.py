from django.http import JsonResponse

from .models import Order


def detail(request, number):
    order = Order.objects.get(number=number)
    return JsonResponse({"number": order.number, "total": str(order.total())})
