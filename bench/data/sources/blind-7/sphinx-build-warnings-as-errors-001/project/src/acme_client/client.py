"""The HTTP client."""


class Client:
    """A client bound to one API base URL.

    :param base_url: the API root, e.g. ``https://api.example.com``.
    :param options: timeouts, retries, pagination and logging options.
    """

    def __init__(self, base_url: str, **options: object) -> None:
        self.base_url = base_url.rstrip("/")
        self.options = options

    def request(self, method: str, path: str) -> dict:
        """Send one request and return the decoded JSON body."""
        return {"method": method, "url": self.base_url + path}
