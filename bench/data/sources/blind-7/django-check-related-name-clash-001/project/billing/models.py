from django.db import models


class Invoice(models.Model):
    customer = models.ForeignKey(
        "customers.Customer", on_delete=models.PROTECT, related_name="orders"
    )
    order = models.OneToOneField("shop.Order", on_delete=models.PROTECT)
    issued_on = models.DateField()
    paid = models.BooleanField(default=False)
