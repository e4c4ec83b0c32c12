"""When recurring postings run."""
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def run_label(day, hour):
    return f"{DAYS[day]} {hour:02d}:00"
