"""Export a plan as rows for the dispatch sheet."""
import csv
import io


def to_csv(plan: dict[str, list[str]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for plate, codes in sorted(plan.items()):
        writer.writerow([plate, len(codes), " ".join(codes)])
    return buffer.getvalue()


def totals(plan: dict[str, list[str]]) -> dict[str, int]:
    return {plate: len(codes) for plate, codes in plan.items()}
