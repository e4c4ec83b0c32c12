"""Currency amounts in minor units, and conversions."""
