import unittest

from mailroom.addresses import domain, parse


class TestAddressesEu(unittest.TestCase):
    def test_parse_plain_000(self):
        self.assertEqual(parse("user000.3@eu.example.io"), ("", "user000.3@eu.example.io"))

    def test_domain_of_named_000(self):
        self.assertEqual(domain("User 0 <USER000.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_001(self):
        self.assertEqual(parse("user001.3@eu.example.io"), ("", "user001.3@eu.example.io"))

    def test_domain_of_named_001(self):
        self.assertEqual(domain("User 1 <USER001.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_002(self):
        self.assertEqual(parse("user002.3@eu.example.io"), ("", "user002.3@eu.example.io"))

    def test_domain_of_named_002(self):
        self.assertEqual(domain("User 2 <USER002.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_003(self):
        self.assertEqual(parse("user003.3@eu.example.io"), ("", "user003.3@eu.example.io"))

    def test_domain_of_named_003(self):
        self.assertEqual(domain("User 3 <USER003.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_004(self):
        self.assertEqual(parse("user004.3@eu.example.io"), ("", "user004.3@eu.example.io"))

    def test_domain_of_named_004(self):
        self.assertEqual(domain("User 4 <USER004.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_005(self):
        self.assertEqual(parse("user005.3@eu.example.io"), ("", "user005.3@eu.example.io"))

    def test_domain_of_named_005(self):
        self.assertEqual(domain("User 5 <USER005.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_006(self):
        self.assertEqual(parse("user006.3@eu.example.io"), ("", "user006.3@eu.example.io"))

    def test_domain_of_named_006(self):
        self.assertEqual(domain("User 6 <USER006.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_007(self):
        self.assertEqual(parse("user007.3@eu.example.io"), ("", "user007.3@eu.example.io"))

    def test_domain_of_named_007(self):
        self.assertEqual(domain("User 7 <USER007.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_008(self):
        self.assertEqual(parse("user008.3@eu.example.io"), ("", "user008.3@eu.example.io"))

    def test_domain_of_named_008(self):
        self.assertEqual(domain("User 8 <USER008.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_009(self):
        self.assertEqual(parse("user009.3@eu.example.io"), ("", "user009.3@eu.example.io"))

    def test_domain_of_named_009(self):
        self.assertEqual(domain("User 9 <USER009.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_010(self):
        self.assertEqual(parse("user010.3@eu.example.io"), ("", "user010.3@eu.example.io"))

    def test_domain_of_named_010(self):
        self.assertEqual(domain("User 10 <USER010.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_011(self):
        self.assertEqual(parse("user011.3@eu.example.io"), ("", "user011.3@eu.example.io"))

    def test_domain_of_named_011(self):
        self.assertEqual(domain("User 11 <USER011.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_012(self):
        self.assertEqual(parse("user012.3@eu.example.io"), ("", "user012.3@eu.example.io"))

    def test_domain_of_named_012(self):
        self.assertEqual(domain("User 12 <USER012.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_013(self):
        self.assertEqual(parse("user013.3@eu.example.io"), ("", "user013.3@eu.example.io"))

    def test_domain_of_named_013(self):
        self.assertEqual(domain("User 13 <USER013.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_014(self):
        self.assertEqual(parse("user014.3@eu.example.io"), ("", "user014.3@eu.example.io"))

    def test_domain_of_named_014(self):
        self.assertEqual(domain("User 14 <USER014.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_015(self):
        self.assertEqual(parse("user015.3@eu.example.io"), ("", "user015.3@eu.example.io"))

    def test_domain_of_named_015(self):
        self.assertEqual(domain("User 15 <USER015.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_016(self):
        self.assertEqual(parse("user016.3@eu.example.io"), ("", "user016.3@eu.example.io"))

    def test_domain_of_named_016(self):
        self.assertEqual(domain("User 16 <USER016.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_017(self):
        self.assertEqual(parse("user017.3@eu.example.io"), ("", "user017.3@eu.example.io"))

    def test_domain_of_named_017(self):
        self.assertEqual(domain("User 17 <USER017.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_018(self):
        self.assertEqual(parse("user018.3@eu.example.io"), ("", "user018.3@eu.example.io"))

    def test_domain_of_named_018(self):
        self.assertEqual(domain("User 18 <USER018.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_019(self):
        self.assertEqual(parse("user019.3@eu.example.io"), ("", "user019.3@eu.example.io"))

    def test_domain_of_named_019(self):
        self.assertEqual(domain("User 19 <USER019.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_020(self):
        self.assertEqual(parse("user020.3@eu.example.io"), ("", "user020.3@eu.example.io"))

    def test_domain_of_named_020(self):
        self.assertEqual(domain("User 20 <USER020.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_021(self):
        self.assertEqual(parse("user021.3@eu.example.io"), ("", "user021.3@eu.example.io"))

    def test_domain_of_named_021(self):
        self.assertEqual(domain("User 21 <USER021.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_022(self):
        self.assertEqual(parse("user022.3@eu.example.io"), ("", "user022.3@eu.example.io"))

    def test_domain_of_named_022(self):
        self.assertEqual(domain("User 22 <USER022.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_023(self):
        self.assertEqual(parse("user023.3@eu.example.io"), ("", "user023.3@eu.example.io"))

    def test_domain_of_named_023(self):
        self.assertEqual(domain("User 23 <USER023.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_024(self):
        self.assertEqual(parse("user024.3@eu.example.io"), ("", "user024.3@eu.example.io"))

    def test_domain_of_named_024(self):
        self.assertEqual(domain("User 24 <USER024.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_025(self):
        self.assertEqual(parse("user025.3@eu.example.io"), ("", "user025.3@eu.example.io"))

    def test_domain_of_named_025(self):
        self.assertEqual(domain("User 25 <USER025.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_026(self):
        self.assertEqual(parse("user026.3@eu.example.io"), ("", "user026.3@eu.example.io"))

    def test_domain_of_named_026(self):
        self.assertEqual(domain("User 26 <USER026.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_027(self):
        self.assertEqual(parse("user027.3@eu.example.io"), ("", "user027.3@eu.example.io"))

    def test_domain_of_named_027(self):
        self.assertEqual(domain("User 27 <USER027.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_028(self):
        self.assertEqual(parse("user028.3@eu.example.io"), ("", "user028.3@eu.example.io"))

    def test_domain_of_named_028(self):
        self.assertEqual(domain("User 28 <USER028.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_029(self):
        self.assertEqual(parse("user029.3@eu.example.io"), ("", "user029.3@eu.example.io"))

    def test_domain_of_named_029(self):
        self.assertEqual(domain("User 29 <USER029.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_030(self):
        self.assertEqual(parse("user030.3@eu.example.io"), ("", "user030.3@eu.example.io"))

    def test_domain_of_named_030(self):
        self.assertEqual(domain("User 30 <USER030.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_031(self):
        self.assertEqual(parse("user031.3@eu.example.io"), ("", "user031.3@eu.example.io"))

    def test_domain_of_named_031(self):
        self.assertEqual(domain("User 31 <USER031.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_032(self):
        self.assertEqual(parse("user032.3@eu.example.io"), ("", "user032.3@eu.example.io"))

    def test_domain_of_named_032(self):
        self.assertEqual(domain("User 32 <USER032.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_033(self):
        self.assertEqual(parse("user033.3@eu.example.io"), ("", "user033.3@eu.example.io"))

    def test_domain_of_named_033(self):
        self.assertEqual(domain("User 33 <USER033.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_034(self):
        self.assertEqual(parse("user034.3@eu.example.io"), ("", "user034.3@eu.example.io"))

    def test_domain_of_named_034(self):
        self.assertEqual(domain("User 34 <USER034.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_035(self):
        self.assertEqual(parse("user035.3@eu.example.io"), ("", "user035.3@eu.example.io"))

    def test_domain_of_named_035(self):
        self.assertEqual(domain("User 35 <USER035.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_036(self):
        self.assertEqual(parse("user036.3@eu.example.io"), ("", "user036.3@eu.example.io"))

    def test_domain_of_named_036(self):
        self.assertEqual(domain("User 36 <USER036.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_037(self):
        self.assertEqual(parse("user037.3@eu.example.io"), ("", "user037.3@eu.example.io"))

    def test_domain_of_named_037(self):
        self.assertEqual(domain("User 37 <USER037.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_038(self):
        self.assertEqual(parse("user038.3@eu.example.io"), ("", "user038.3@eu.example.io"))

    def test_domain_of_named_038(self):
        self.assertEqual(domain("User 38 <USER038.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_039(self):
        self.assertEqual(parse("user039.3@eu.example.io"), ("", "user039.3@eu.example.io"))

    def test_domain_of_named_039(self):
        self.assertEqual(domain("User 39 <USER039.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_040(self):
        self.assertEqual(parse("user040.3@eu.example.io"), ("", "user040.3@eu.example.io"))

    def test_domain_of_named_040(self):
        self.assertEqual(domain("User 40 <USER040.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_041(self):
        self.assertEqual(parse("user041.3@eu.example.io"), ("", "user041.3@eu.example.io"))

    def test_domain_of_named_041(self):
        self.assertEqual(domain("User 41 <USER041.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_042(self):
        self.assertEqual(parse("user042.3@eu.example.io"), ("", "user042.3@eu.example.io"))

    def test_domain_of_named_042(self):
        self.assertEqual(domain("User 42 <USER042.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_043(self):
        self.assertEqual(parse("user043.3@eu.example.io"), ("", "user043.3@eu.example.io"))

    def test_domain_of_named_043(self):
        self.assertEqual(domain("User 43 <USER043.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_044(self):
        self.assertEqual(parse("user044.3@eu.example.io"), ("", "user044.3@eu.example.io"))

    def test_domain_of_named_044(self):
        self.assertEqual(domain("User 44 <USER044.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_045(self):
        self.assertEqual(parse("user045.3@eu.example.io"), ("", "user045.3@eu.example.io"))

    def test_domain_of_named_045(self):
        self.assertEqual(domain("User 45 <USER045.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_046(self):
        self.assertEqual(parse("user046.3@eu.example.io"), ("", "user046.3@eu.example.io"))

    def test_domain_of_named_046(self):
        self.assertEqual(domain("User 46 <USER046.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_047(self):
        self.assertEqual(parse("user047.3@eu.example.io"), ("", "user047.3@eu.example.io"))

    def test_domain_of_named_047(self):
        self.assertEqual(domain("User 47 <USER047.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_048(self):
        self.assertEqual(parse("user048.3@eu.example.io"), ("", "user048.3@eu.example.io"))

    def test_domain_of_named_048(self):
        self.assertEqual(domain("User 48 <USER048.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_049(self):
        self.assertEqual(parse("user049.3@eu.example.io"), ("", "user049.3@eu.example.io"))

    def test_domain_of_named_049(self):
        self.assertEqual(domain("User 49 <USER049.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_050(self):
        self.assertEqual(parse("user050.3@eu.example.io"), ("", "user050.3@eu.example.io"))

    def test_domain_of_named_050(self):
        self.assertEqual(domain("User 50 <USER050.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_051(self):
        self.assertEqual(parse("user051.3@eu.example.io"), ("", "user051.3@eu.example.io"))

    def test_domain_of_named_051(self):
        self.assertEqual(domain("User 51 <USER051.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_052(self):
        self.assertEqual(parse("user052.3@eu.example.io"), ("", "user052.3@eu.example.io"))

    def test_domain_of_named_052(self):
        self.assertEqual(domain("User 52 <USER052.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_053(self):
        self.assertEqual(parse("user053.3@eu.example.io"), ("", "user053.3@eu.example.io"))

    def test_domain_of_named_053(self):
        self.assertEqual(domain("User 53 <USER053.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_054(self):
        self.assertEqual(parse("user054.3@eu.example.io"), ("", "user054.3@eu.example.io"))

    def test_domain_of_named_054(self):
        self.assertEqual(domain("User 54 <USER054.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_055(self):
        self.assertEqual(parse("user055.3@eu.example.io"), ("", "user055.3@eu.example.io"))

    def test_domain_of_named_055(self):
        self.assertEqual(domain("User 55 <USER055.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_056(self):
        self.assertEqual(parse("user056.3@eu.example.io"), ("", "user056.3@eu.example.io"))

    def test_domain_of_named_056(self):
        self.assertEqual(domain("User 56 <USER056.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_057(self):
        self.assertEqual(parse("user057.3@eu.example.io"), ("", "user057.3@eu.example.io"))

    def test_domain_of_named_057(self):
        self.assertEqual(domain("User 57 <USER057.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_058(self):
        self.assertEqual(parse("user058.3@eu.example.io"), ("", "user058.3@eu.example.io"))

    def test_domain_of_named_058(self):
        self.assertEqual(domain("User 58 <USER058.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_059(self):
        self.assertEqual(parse("user059.3@eu.example.io"), ("", "user059.3@eu.example.io"))

    def test_domain_of_named_059(self):
        self.assertEqual(domain("User 59 <USER059.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_060(self):
        self.assertEqual(parse("user060.3@eu.example.io"), ("", "user060.3@eu.example.io"))

    def test_domain_of_named_060(self):
        self.assertEqual(domain("User 60 <USER060.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_061(self):
        self.assertEqual(parse("user061.3@eu.example.io"), ("", "user061.3@eu.example.io"))

    def test_domain_of_named_061(self):
        self.assertEqual(domain("User 61 <USER061.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_062(self):
        self.assertEqual(parse("user062.3@eu.example.io"), ("", "user062.3@eu.example.io"))

    def test_domain_of_named_062(self):
        self.assertEqual(domain("User 62 <USER062.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_063(self):
        self.assertEqual(parse("user063.3@eu.example.io"), ("", "user063.3@eu.example.io"))

    def test_domain_of_named_063(self):
        self.assertEqual(domain("User 63 <USER063.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_064(self):
        self.assertEqual(parse("user064.3@eu.example.io"), ("", "user064.3@eu.example.io"))

    def test_domain_of_named_064(self):
        self.assertEqual(domain("User 64 <USER064.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_065(self):
        self.assertEqual(parse("user065.3@eu.example.io"), ("", "user065.3@eu.example.io"))

    def test_domain_of_named_065(self):
        self.assertEqual(domain("User 65 <USER065.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_066(self):
        self.assertEqual(parse("user066.3@eu.example.io"), ("", "user066.3@eu.example.io"))

    def test_domain_of_named_066(self):
        self.assertEqual(domain("User 66 <USER066.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_067(self):
        self.assertEqual(parse("user067.3@eu.example.io"), ("", "user067.3@eu.example.io"))

    def test_domain_of_named_067(self):
        self.assertEqual(domain("User 67 <USER067.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_068(self):
        self.assertEqual(parse("user068.3@eu.example.io"), ("", "user068.3@eu.example.io"))

    def test_domain_of_named_068(self):
        self.assertEqual(domain("User 68 <USER068.3@eu.example.io>"), "eu.example.io")

    def test_parse_plain_069(self):
        self.assertEqual(parse("user069.3@eu.example.io"), ("", "user069.3@eu.example.io"))

    def test_domain_of_named_069(self):
        self.assertEqual(domain("User 69 <USER069.3@eu.example.io>"), "eu.example.io")
