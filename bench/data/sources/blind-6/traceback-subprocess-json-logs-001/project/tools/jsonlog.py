import json
import logging


class JsonFormatter(logging.Formatter):
    def format(self, record):
        doc = {"level": record.levelname, "logger": record.name,
               "msg": record.getMessage()}
        doc.update(getattr(record, "fields", {}))
        return json.dumps(doc)


def setup(name):
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    logging.basicConfig(level=logging.INFO, handlers=[handler])
    return logging.getLogger(name)
