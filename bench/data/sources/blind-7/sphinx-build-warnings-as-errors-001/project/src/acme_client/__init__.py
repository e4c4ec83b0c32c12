"""Client for the ACME orders API."""
from acme_client.client import Client

__all__ = ["Client"]
