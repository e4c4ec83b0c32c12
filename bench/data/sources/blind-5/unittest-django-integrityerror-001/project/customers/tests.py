from django.test import TestCase
from customers.models import Item0
from customers.models import Item1
from customers.models import Item2
from customers.models import Item3
from customers.models import Item4
from customers.models import Item5


class Item0Tests(TestCase):
    def test_email_0(self):
        obj = Item0.objects.create(name="customers-0-0", value=0)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 0)

    def test_tier_1(self):
        obj = Item0.objects.create(name="customers-0-1", value=1)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 1)

    def test_country_2(self):
        obj = Item0.objects.create(name="customers-0-2", value=2)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 2)

    def test_locale_3(self):
        obj = Item0.objects.create(name="customers-0-3", value=3)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 3)

    def test_segment_4(self):
        obj = Item0.objects.create(name="customers-0-4", value=4)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 4)

    def test_email_5(self):
        obj = Item0.objects.create(name="customers-0-5", value=5)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 5)

    def test_tier_6(self):
        obj = Item0.objects.create(name="customers-0-6", value=6)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 6)

    def test_country_7(self):
        obj = Item0.objects.create(name="customers-0-7", value=7)
        self.assertEqual(Item0.objects.get(pk=obj.pk).value, 7)


class Item1Tests(TestCase):
    def test_email_0(self):
        obj = Item1.objects.create(name="customers-1-0", value=0)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 0)

    def test_tier_1(self):
        obj = Item1.objects.create(name="customers-1-1", value=1)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 1)

    def test_country_2(self):
        obj = Item1.objects.create(name="customers-1-2", value=2)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 2)

    def test_locale_3(self):
        obj = Item1.objects.create(name="customers-1-3", value=3)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 3)

    def test_segment_4(self):
        obj = Item1.objects.create(name="customers-1-4", value=4)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 4)

    def test_email_5(self):
        obj = Item1.objects.create(name="customers-1-5", value=5)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 5)

    def test_tier_6(self):
        obj = Item1.objects.create(name="customers-1-6", value=6)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 6)

    def test_country_7(self):
        obj = Item1.objects.create(name="customers-1-7", value=7)
        self.assertEqual(Item1.objects.get(pk=obj.pk).value, 7)


class Item2Tests(TestCase):
    def test_email_0(self):
        obj = Item2.objects.create(name="customers-2-0", value=0)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 0)

    def test_tier_1(self):
        obj = Item2.objects.create(name="customers-2-1", value=1)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 1)

    def test_country_2(self):
        obj = Item2.objects.create(name="customers-2-2", value=2)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 2)

    def test_locale_3(self):
        obj = Item2.objects.create(name="customers-2-3", value=3)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 3)

    def test_segment_4(self):
        obj = Item2.objects.create(name="customers-2-4", value=4)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 4)

    def test_email_5(self):
        obj = Item2.objects.create(name="customers-2-5", value=5)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 5)

    def test_tier_6(self):
        obj = Item2.objects.create(name="customers-2-6", value=6)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 6)

    def test_country_7(self):
        obj = Item2.objects.create(name="customers-2-7", value=7)
        self.assertEqual(Item2.objects.get(pk=obj.pk).value, 7)


class Item3Tests(TestCase):
    def test_email_0(self):
        obj = Item3.objects.create(name="customers-3-0", value=0)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 0)

    def test_tier_1(self):
        obj = Item3.objects.create(name="customers-3-1", value=1)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 1)

    def test_country_2(self):
        obj = Item3.objects.create(name="customers-3-2", value=2)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 2)

    def test_locale_3(self):
        obj = Item3.objects.create(name="customers-3-3", value=3)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 3)

    def test_segment_4(self):
        obj = Item3.objects.create(name="customers-3-4", value=4)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 4)

    def test_email_5(self):
        obj = Item3.objects.create(name="customers-3-5", value=5)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 5)

    def test_tier_6(self):
        obj = Item3.objects.create(name="customers-3-6", value=6)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 6)

    def test_country_7(self):
        obj = Item3.objects.create(name="customers-3-7", value=7)
        self.assertEqual(Item3.objects.get(pk=obj.pk).value, 7)


class Item4Tests(TestCase):
    def test_email_0(self):
        obj = Item4.objects.create(name="customers-4-0", value=0)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 0)

    def test_tier_1(self):
        obj = Item4.objects.create(name="customers-4-1", value=1)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 1)

    def test_country_2(self):
        obj = Item4.objects.create(name="customers-4-2", value=2)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 2)

    def test_locale_3(self):
        obj = Item4.objects.create(name="customers-4-3", value=3)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 3)

    def test_segment_4(self):
        obj = Item4.objects.create(name="customers-4-4", value=4)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 4)

    def test_email_5(self):
        obj = Item4.objects.create(name="customers-4-5", value=5)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 5)

    def test_tier_6(self):
        obj = Item4.objects.create(name="customers-4-6", value=6)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 6)

    def test_country_7(self):
        obj = Item4.objects.create(name="customers-4-7", value=7)
        self.assertEqual(Item4.objects.get(pk=obj.pk).value, 7)


class Item5Tests(TestCase):
    def test_email_0(self):
        obj = Item5.objects.create(name="customers-5-0", value=0)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 0)

    def test_tier_1(self):
        obj = Item5.objects.create(name="customers-5-1", value=1)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 1)

    def test_country_2(self):
        obj = Item5.objects.create(name="customers-5-2", value=2)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 2)

    def test_locale_3(self):
        obj = Item5.objects.create(name="customers-5-3", value=3)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 3)

    def test_segment_4(self):
        obj = Item5.objects.create(name="customers-5-4", value=4)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 4)

    def test_email_5(self):
        obj = Item5.objects.create(name="customers-5-5", value=5)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 5)

    def test_tier_6(self):
        obj = Item5.objects.create(name="customers-5-6", value=6)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 6)

    def test_country_7(self):
        obj = Item5.objects.create(name="customers-5-7", value=7)
        self.assertEqual(Item5.objects.get(pk=obj.pk).value, 7)

