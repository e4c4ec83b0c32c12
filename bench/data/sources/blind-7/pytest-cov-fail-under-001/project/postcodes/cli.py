"""`postcodes` command: normalise, validate or locate postcodes."""
import argparse
import sys

from postcodes import __version__
from postcodes.geocode import Geocoder
from postcodes.parse import normalise
from postcodes.validate import problems


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="postcodes")
    parser.add_argument("--version", action="version", version=__version__)
    sub = parser.add_subparsers(dest="command", required=True)
    norm = sub.add_parser("normalise", help="print postcodes in canonical form")
    norm.add_argument("codes", nargs="+")
    check = sub.add_parser("check", help="explain what is wrong with postcodes")
    check.add_argument("codes", nargs="+")
    check.add_argument("--quiet", action="store_true")
    locate = sub.add_parser("locate", help="print the sector centroid")
    locate.add_argument("codes", nargs="+")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    status = 0
    if args.command == "normalise":
        for code in args.codes:
            print(normalise(code))
    elif args.command == "check":
        for code in args.codes:
            found = problems(code)
            if found:
                status = 1
            if found or not args.quiet:
                print(f"{code}: {', '.join(found) or 'ok'}")
    else:
        geocoder = Geocoder()
        for code in args.codes:
            print(code, geocoder.locate(code))
        print(geocoder.stats(), file=sys.stderr)
    return status
