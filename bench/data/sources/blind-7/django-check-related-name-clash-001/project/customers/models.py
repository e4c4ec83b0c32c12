from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField(unique=True)
    joined = models.DateField(auto_now_add=True)

    def __str__(self):
        return self.name
