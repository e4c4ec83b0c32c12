project = "acme-client"
copyright = "2026, ACME"
release = "3.2.0"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.viewcode"]
templates_path = []
exclude_patterns = ["_build"]
html_theme = "alabaster"
autodoc_member_order = "bysource"
