import pytest

from postcodes.legacy_import import V1_COLUMNS, V2_COLUMNS, sniff_version


@pytest.mark.parametrize(("header", "version"), [(V1_COLUMNS, 1), (V2_COLUMNS, 2)])
def test_sniff_version(header, version):
    assert sniff_version(header) == version
