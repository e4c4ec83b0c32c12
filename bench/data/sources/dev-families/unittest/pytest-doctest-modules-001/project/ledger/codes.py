"""Codes."""


def code_000(text):
    """Code 0.

    >>> code_000("ab")
    'AB-000'
    """
    return f"{text.upper()}-000"


def code_001(text):
    """Code 1.

    >>> code_001("ab")
    'AB-001'
    """
    return f"{text.upper()}-001"


def code_002(text):
    """Code 2.

    >>> code_002("ab")
    'AB-002'
    """
    return f"{text.upper()}-002"


def code_003(text):
    """Code 3.

    >>> code_003("ab")
    'AB-003'
    """
    return f"{text.upper()}-003"


def code_004(text):
    """Code 4.

    >>> code_004("ab")
    'AB-004'
    """
    return f"{text.upper()}-004"


def code_005(text):
    """Code 5.

    >>> code_005("ab")
    'AB-005'
    """
    return f"{text.upper()}-005"


def code_006(text):
    """Code 6.

    >>> code_006("ab")
    'AB-006'
    """
    return f"{text.upper()}-006"


def code_007(text):
    """Code 7.

    >>> code_007("ab")
    'AB-007'
    """
    return f"{text.upper()}-007"


def code_008(text):
    """Code 8.

    >>> code_008("ab")
    'AB-008'
    """
    return f"{text.upper()}-008"


def code_009(text):
    """Code 9.

    >>> code_009("ab")
    'AB-009'
    """
    return f"{text.upper()}-009"


def code_010(text):
    """Code 10.

    >>> code_010("ab")
    'AB-010'
    """
    return f"{text.upper()}-010"


def code_011(text):
    """Code 11.

    >>> code_011("ab")
    'AB-011'
    """
    return f"{text.upper()}-011"


def code_012(text):
    """Code 12.

    >>> code_012("ab")
    'AB-012'
    """
    return f"{text.upper()}-012"


def code_013(text):
    """Code 13.

    >>> code_013("ab")
    'AB-013'
    """
    return f"{text.upper()}-013"


def code_014(text):
    """Code 14.

    >>> code_014("ab")
    'AB-014'
    """
    return f"{text.upper()}-014"


def code_015(text):
    """Code 15.

    >>> code_015("ab")
    'AB-015'
    """
    return f"{text.upper()}-015"


def code_016(text):
    """Code 16.

    >>> code_016("ab")
    'AB-016'
    """
    return f"{text.upper()}-016"


def code_017(text):
    """Code 17.

    >>> code_017("ab")
    'AB-017'
    """
    return f"{text.upper()}-017"


def code_018(text):
    """Code 18.

    >>> code_018("ab")
    'AB-018'
    """
    return f"{text.upper()}-018"


def code_019(text):
    """Code 19.

    >>> code_019("ab")
    'AB-019'
    """
    return f"{text.upper()}-019"


def code_020(text):
    """Code 20.

    >>> code_020("ab")
    'AB-020'
    """
    return f"{text.upper()}-020"


def code_021(text):
    """Code 21.

    >>> code_021("ab")
    'AB-021'
    """
    return f"{text.upper()}-021"


def code_022(text):
    """Code 22.

    >>> code_022("ab")
    'AB-022'
    """
    return f"{text.upper()}-022"


def code_023(text):
    """Code 23.

    >>> code_023("ab")
    'AB-023'
    """
    return f"{text.upper()}-023"


def code_024(text):
    """Code 24.

    >>> code_024("ab")
    'AB-024'
    """
    return f"{text.upper()}-024"


def code_025(text):
    """Code 25.

    >>> code_025("ab")
    'AB-025'
    """
    return f"{text.upper()}-025"


def code_026(text):
    """Code 26.

    >>> code_026("ab")
    'AB-026'
    """
    return f"{text.upper()}-026"


def code_027(text):
    """Code 27.

    >>> code_027("ab")
    'AB-027'
    """
    return f"{text.upper()}-027"


def code_028(text):
    """Code 28.

    >>> code_028("ab")
    'AB-028'
    """
    return f"{text.upper()}-028"


def code_029(text):
    """Code 29.

    >>> code_029("ab")
    'AB-029'
    """
    return f"{text.upper()}-029"


def code_030(text):
    """Code 30.

    >>> code_030("ab")
    'AB-030'
    """
    return f"{text.upper()}-030"


def code_031(text):
    """Code 31.

    >>> code_031("ab")
    'AB-031'
    """
    return f"{text.upper()}-031"


def code_032(text):
    """Code 32.

    >>> code_032("ab")
    'AB-032'
    """
    return f"{text.upper()}-032"


def code_033(text):
    """Code 33.

    >>> code_033("ab")
    'AB-033'
    """
    return f"{text.upper()}-033"


def code_034(text):
    """Code 34.

    >>> code_034("ab")
    'AB-034'
    """
    return f"{text.upper()}-034"


def code_035(text):
    """Code 35.

    >>> code_035("ab")
    'AB-035'
    """
    return f"{text.upper()}-035"


def code_036(text):
    """Code 36.

    >>> code_036("ab")
    'AB-036'
    """
    return f"{text.upper()}-036"


def code_037(text):
    """Code 37.

    >>> code_037("ab")
    'AB-037'
    """
    return f"{text.upper()}-037"


def code_038(text):
    """Code 38.

    >>> code_038("ab")
    'AB-038'
    """
    return f"{text.upper()}-038"


def code_039(text):
    """Code 39.

    >>> code_039("ab")
    'AB-039'
    """
    return f"{text.upper()}-039"


def code_040(text):
    """Code 40.

    >>> code_040("ab")
    'AB-040'
    """
    return f"{text.upper()}-040"


def code_041(text):
    """Code 41.

    >>> code_041("ab")
    'AB-041'
    """
    return f"{text.upper()}-041"


def code_042(text):
    """Code 42.

    >>> code_042("ab")
    'AB-042'
    """
    return f"{text.upper()}-042"


def code_043(text):
    """Code 43.

    >>> code_043("ab")
    'AB-043'
    """
    return f"{text.upper()}-043"


def code_044(text):
    """Code 44.

    >>> code_044("ab")
    'AB-044'
    """
    return f"{text.upper()}-044"


def code_045(text):
    """Code 45.

    >>> code_045("ab")
    'AB-045'
    """
    return f"{text.upper()}-045"


def code_046(text):
    """Code 46.

    >>> code_046("ab")
    'AB-046'
    """
    return f"{text.upper()}-046"


def code_047(text):
    """Code 47.

    >>> code_047("ab")
    'AB-047'
    """
    return f"{text.upper()}-047"


def code_048(text):
    """Code 48.

    >>> code_048("ab")
    'AB-048'
    """
    return f"{text.upper()}-048"


def code_049(text):
    """Code 49.

    >>> code_049("ab")
    'AB-049'
    """
    return f"{text.upper()}-049"


def code_050(text):
    """Code 50.

    >>> code_050("ab")
    'AB-050'
    """
    return f"{text.upper()}-050"


def code_051(text):
    """Code 51.

    >>> code_051("ab")
    'AB-051'
    """
    return f"{text.upper()}-051"


def code_052(text):
    """Code 52.

    >>> code_052("ab")
    'AB-052'
    """
    return f"{text.upper()}-052"


def code_053(text):
    """Code 53.

    >>> code_053("ab")
    'AB-053'
    """
    return f"{text.upper()}-053"


def code_054(text):
    """Code 54.

    >>> code_054("ab")
    'AB-054'
    """
    return f"{text.upper()}-054"


def code_055(text):
    """Code 55.

    >>> code_055("ab")
    'AB-055'
    """
    return f"{text.upper()}-055"


def code_056(text):
    """Code 56.

    >>> code_056("ab")
    'AB-056'
    """
    return f"{text.upper()}-056"


def code_057(text):
    """Code 57.

    >>> code_057("ab")
    'AB-057'
    """
    return f"{text.upper()}-057"


def code_058(text):
    """Code 58.

    >>> code_058("ab")
    'AB-058'
    """
    return f"{text.upper()}-058"


def code_059(text):
    """Code 59.

    >>> code_059("ab")
    'AB-059'
    """
    return f"{text.upper()}-059"
