from django.db import models

from catalog.models import Item0
from shipping.models import Item0 as Warehouse


class Order(models.Model):
    customer_email = models.EmailField()
    item = models.ForeignKey(Item0, on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)
    total_cents = models.IntegerField()
    # added for split shipments: every order ships from one warehouse
    warehouse = models.ForeignKey(Warehouse, on_delete=models.PROTECT)
