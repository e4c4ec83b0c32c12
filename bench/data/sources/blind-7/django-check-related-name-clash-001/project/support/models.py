from django.db import models


class Ticket(models.Model):
    customer = models.ForeignKey(
        "customers.Customer", on_delete=models.CASCADE, related_name="tickets"
    )
    subject = models.CharField(max_length=200)
    opened_at = models.DateTimeField(auto_now_add=True)
    closed = models.BooleanField(default=False)
