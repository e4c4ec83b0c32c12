from decimal import Decimal


def refund(conn, payment, amount):
    """Record a refund against `payment`; returns the refunded amount."""
    amount = Decimal(amount)
    if amount <= 0:
        raise ValueError("refund amount must be positive")
    if amount > payment["total"]:
        raise ValueError("refund exceeds payment")
    conn.begin()
    conn.insert({"payment": payment["id"], "refund": amount})
    if amount < payment["total"]:
        payment["state"] = "partially_refunded"
        return amount
    payment["state"] = "refunded"
    conn.commit()
    return amount
