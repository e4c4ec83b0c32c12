from orders.models import Order


def place_order(email, item, quantity=1):
    """Create an order for `quantity` units of `item` (prices in cents)."""
    return Order.objects.create(
        customer_email=email,
        item=item,
        quantity=quantity,
        total_cents=item.value * quantity,
    )
