"""What the pages, APIs and sockets of every app share; no models, no app imports.

params.py   query parameters read without a 500
requests.py the request types of the views (a signed-in user, htmx, the API's auth)
schemas.py  the base of every JSON API body
broadcast.py publish: the one way from a worker or a view to the browsers (Redis pub/sub)
fanout.py   StreamConsumer, the base of every WebSocket consumer: one subscription per
            process, a queue per socket
sockets.py  AccessConsumer (the access part of StreamConsumer) and the access messages
charts.py   a Plotly figure as a page embeds it
"""
