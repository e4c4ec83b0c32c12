"""Account codes."""


def normalize(code):
    family, number = code.strip().split("_")
    return f"{family.upper()}-{int(number):04d}"
