from django.db import models


class Item0(models.Model):
    name = models.CharField(max_length=64)
    value = models.IntegerField(default=0)
    sku = models.CharField(max_length=32, blank=True)


class Item1(models.Model):
    name = models.CharField(max_length=64)
    value = models.IntegerField(default=1)
    title = models.CharField(max_length=32, blank=True)


class Item2(models.Model):
    name = models.CharField(max_length=64)
    value = models.IntegerField(default=2)
    brand = models.CharField(max_length=32, blank=True)


class Item3(models.Model):
    name = models.CharField(max_length=64)
    value = models.IntegerField(default=3)
    colour = models.CharField(max_length=32, blank=True)


class Item4(models.Model):
    name = models.CharField(max_length=64)
    value = models.IntegerField(default=4)
    season = models.CharField(max_length=32, blank=True)


class Item5(models.Model):
    name = models.CharField(max_length=64)
    value = models.IntegerField(default=5)
    sku = models.CharField(max_length=32, blank=True)
