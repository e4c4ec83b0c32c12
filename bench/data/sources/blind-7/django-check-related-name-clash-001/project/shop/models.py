from django.db import models


class Order(models.Model):
    customer = models.ForeignKey(
        "customers.Customer", on_delete=models.PROTECT, related_name="orders"
    )
    number = models.CharField(max_length=20, unique=True)
    placed_at = models.DateTimeField()
    total_minor = models.BigIntegerField(default=0)
