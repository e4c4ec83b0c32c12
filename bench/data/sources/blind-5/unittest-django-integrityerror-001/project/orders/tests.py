from django.test import TestCase

from catalog.models import Item0
from orders.models import Order
from orders.services import place_order


class PlaceOrderTests(TestCase):
    def test_order_model_str_fields(self):
        self.assertEqual(Order._meta.get_field("quantity").default, 1)

    def test_place_order_totals(self):
        item = Item0.objects.create(name="mug", value=1250)
        order = place_order("ana@example.com", item, quantity=3)
        self.assertEqual(order.total_cents, 3750)
