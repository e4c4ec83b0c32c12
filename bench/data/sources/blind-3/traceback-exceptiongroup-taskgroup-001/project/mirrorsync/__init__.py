"""Check package mirrors against their manifests."""
