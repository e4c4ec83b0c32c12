"""The reducer lab: several reducer versions over the same outputs, side by side."""
