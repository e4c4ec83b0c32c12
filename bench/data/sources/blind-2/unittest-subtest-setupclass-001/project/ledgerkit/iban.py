"""IBAN validation (ISO 13616)."""

IBAN_LENGTHS = {'AD': 24, 'AT': 20, 'BE': 16, 'BG': 22, 'CH': 21, 'CY': 28, 'CZ': 24, 'DE': 22, 'DK': 18, 'EE': 20, 'ES': 24, 'FI': 18, 'FR': 27, 'GB': 22, 'GR': 27, 'HR': 21, 'HU': 28, 'IE': 22, 'IS': 26, 'IT': 27, 'LI': 21, 'LT': 20, 'LU': 20, 'LV': 21, 'MC': 27, 'MT': 30, 'NL': 18, 'NO': 16, 'PL': 28, 'PT': 25, 'RO': 24, 'SE': 24, 'SI': 19, 'SK': 24, 'SM': 27}


def normalize(text: str) -> str:
    return "".join(text.split()).upper()


def is_valid(text: str) -> bool:
    iban = normalize(text)
    if IBAN_LENGTHS.get(iban[:2]) != len(iban):
        return False
    digits = "".join(str(int(c, 36)) for c in iban[4:] + iban[:4])
    return int(digits) % 97 == 1
