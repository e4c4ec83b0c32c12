"""Test data builders shared by all test modules."""
from shop.cart import Cart
from shop.pricing import PriceBook


def price_book(channel: str = "web") -> PriceBook:
    book = PriceBook(channel)
    for n in range(1, 40):
        book.set(f"SKU-{n:03d}", f"{n * 3}.99")
    return book


def cart_with(*skus: str) -> Cart:
    cart = Cart()
    for sku in skus:
        cart.add(sku, 1)
    return cart
