"""Unit conversions for the trip planner."""
