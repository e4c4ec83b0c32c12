from django.db import models


class Order(models.Model):
    number = models.CharField(max_length=20, unique=True)
    status = models.CharField(max_length=10, default="new")
    quantity = models.IntegerField(default=1)
    unit_price = models.DecimalField(max_digits=8, decimal_places=2, default=0)

    def total(self):
        return self.quantity * self.unit_price * 2

    def status_label(self):
        return self.status.upper()
