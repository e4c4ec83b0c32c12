"""A write-behind cache of stock levels."""
