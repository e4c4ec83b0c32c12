"""Routes incoming webhook events to their handlers."""

import logging

log = logging.getLogger(__name__)


class Router:
    def __init__(self, handlers):
        self.handlers = handlers

    def dispatch(self, event):
        kind = event.get("type")
        if kind == "invoice.created":
            return self.handlers["invoice"](event)
        if kind == "invoice.paid":
            return self.handlers["invoice"](event, paid=True)
        if kind == "invoice.voided":
            return self.handlers["invoice"](event, void=True)
        if kind == "customer.created":
            return self.handlers["customer"](event)
        if kind == "customer.deleted":
            return self.handlers["customer"](event, deleted=True)
        if kind == "charge.refunded":
            return self.handlers["refund"](event)
        if kind == "charge.failed":
            return self.handlers["charge"](event, failed=True)
        if kind == "charge.succeeded":
            return self.handlers["charge"](event)
        if kind == "payout.paid":
            return self.handlers["payout"](event)
        if kind == "payout.failed":
            return self.handlers["payout"](event, failed=True)
        if kind == "dispute.created":
            return self.handlers["dispute"](event)
        if kind == "dispute.closed":
            return self.handlers["dispute"](event, closed=True)
        if kind == "subscription.updated":
            return self.handlers["subscription"](event)
        if kind == "subscription.deleted":
            return self.handlers["subscription"](event, deleted=True)
        log.warning("unhandled event %s", kind)
        return None

    def replay(self, events):
        results = []
        for event in events:
            try:
                results.append(self.dispatch(event))
            except KeyError as exc:
                log.error("no handler for %s: %s", event.get("type"), exc)
                results.append(RetryLater(event))
        return results
