from shop.checkout import Checkout


def test_cart_total(prices, small_cart):
    assert sum(prices.price(s) for s in small_cart.items) > 0


def test_checkout_counts_items(small_cart):
    checkout = Checkout()
    for sku, qty in small_cart.items.items():
        checkout.add(sku, qty)
    assert checkout.count() == 3
