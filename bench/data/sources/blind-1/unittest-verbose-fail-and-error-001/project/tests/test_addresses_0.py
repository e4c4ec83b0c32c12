import unittest

from mailroom.addresses import domain, parse


class TestAddressesExample(unittest.TestCase):
    def test_parse_plain_000(self):
        self.assertEqual(parse("user000.0@example.org"), ("", "user000.0@example.org"))

    def test_domain_of_named_000(self):
        self.assertEqual(domain("User 0 <USER000.0@example.org>"), "example.org")

    def test_parse_plain_001(self):
        self.assertEqual(parse("user001.0@example.org"), ("", "user001.0@example.org"))

    def test_domain_of_named_001(self):
        self.assertEqual(domain("User 1 <USER001.0@example.org>"), "example.org")

    def test_parse_plain_002(self):
        self.assertEqual(parse("user002.0@example.org"), ("", "user002.0@example.org"))

    def test_domain_of_named_002(self):
        self.assertEqual(domain("User 2 <USER002.0@example.org>"), "example.org")

    def test_parse_plain_003(self):
        self.assertEqual(parse("user003.0@example.org"), ("", "user003.0@example.org"))

    def test_domain_of_named_003(self):
        self.assertEqual(domain("User 3 <USER003.0@example.org>"), "example.org")

    def test_parse_plain_004(self):
        self.assertEqual(parse("user004.0@example.org"), ("", "user004.0@example.org"))

    def test_domain_of_named_004(self):
        self.assertEqual(domain("User 4 <USER004.0@example.org>"), "example.org")

    def test_parse_plain_005(self):
        self.assertEqual(parse("user005.0@example.org"), ("", "user005.0@example.org"))

    def test_domain_of_named_005(self):
        self.assertEqual(domain("User 5 <USER005.0@example.org>"), "example.org")

    def test_parse_plain_006(self):
        self.assertEqual(parse("user006.0@example.org"), ("", "user006.0@example.org"))

    def test_domain_of_named_006(self):
        self.assertEqual(domain("User 6 <USER006.0@example.org>"), "example.org")

    def test_parse_plain_007(self):
        self.assertEqual(parse("user007.0@example.org"), ("", "user007.0@example.org"))

    def test_domain_of_named_007(self):
        self.assertEqual(domain("User 7 <USER007.0@example.org>"), "example.org")

    def test_parse_plain_008(self):
        self.assertEqual(parse("user008.0@example.org"), ("", "user008.0@example.org"))

    def test_domain_of_named_008(self):
        self.assertEqual(domain("User 8 <USER008.0@example.org>"), "example.org")

    def test_parse_plain_009(self):
        self.assertEqual(parse("user009.0@example.org"), ("", "user009.0@example.org"))

    def test_domain_of_named_009(self):
        self.assertEqual(domain("User 9 <USER009.0@example.org>"), "example.org")

    def test_parse_plain_010(self):
        self.assertEqual(parse("user010.0@example.org"), ("", "user010.0@example.org"))

    def test_domain_of_named_010(self):
        self.assertEqual(domain("User 10 <USER010.0@example.org>"), "example.org")

    def test_parse_plain_011(self):
        self.assertEqual(parse("user011.0@example.org"), ("", "user011.0@example.org"))

    def test_domain_of_named_011(self):
        self.assertEqual(domain("User 11 <USER011.0@example.org>"), "example.org")

    def test_parse_plain_012(self):
        self.assertEqual(parse("user012.0@example.org"), ("", "user012.0@example.org"))

    def test_domain_of_named_012(self):
        self.assertEqual(domain("User 12 <USER012.0@example.org>"), "example.org")

    def test_parse_plain_013(self):
        self.assertEqual(parse("user013.0@example.org"), ("", "user013.0@example.org"))

    def test_domain_of_named_013(self):
        self.assertEqual(domain("User 13 <USER013.0@example.org>"), "example.org")

    def test_parse_plain_014(self):
        self.assertEqual(parse("user014.0@example.org"), ("", "user014.0@example.org"))

    def test_domain_of_named_014(self):
        self.assertEqual(domain("User 14 <USER014.0@example.org>"), "example.org")

    def test_parse_plain_015(self):
        self.assertEqual(parse("user015.0@example.org"), ("", "user015.0@example.org"))

    def test_domain_of_named_015(self):
        self.assertEqual(domain("User 15 <USER015.0@example.org>"), "example.org")

    def test_parse_plain_016(self):
        self.assertEqual(parse("user016.0@example.org"), ("", "user016.0@example.org"))

    def test_domain_of_named_016(self):
        self.assertEqual(domain("User 16 <USER016.0@example.org>"), "example.org")

    def test_parse_plain_017(self):
        self.assertEqual(parse("user017.0@example.org"), ("", "user017.0@example.org"))

    def test_domain_of_named_017(self):
        self.assertEqual(domain("User 17 <USER017.0@example.org>"), "example.org")

    def test_parse_plain_018(self):
        self.assertEqual(parse("user018.0@example.org"), ("", "user018.0@example.org"))

    def test_domain_of_named_018(self):
        self.assertEqual(domain("User 18 <USER018.0@example.org>"), "example.org")

    def test_parse_plain_019(self):
        self.assertEqual(parse("user019.0@example.org"), ("", "user019.0@example.org"))

    def test_domain_of_named_019(self):
        self.assertEqual(domain("User 19 <USER019.0@example.org>"), "example.org")

    def test_parse_plain_020(self):
        self.assertEqual(parse("user020.0@example.org"), ("", "user020.0@example.org"))

    def test_domain_of_named_020(self):
        self.assertEqual(domain("User 20 <USER020.0@example.org>"), "example.org")

    def test_parse_plain_021(self):
        self.assertEqual(parse("user021.0@example.org"), ("", "user021.0@example.org"))

    def test_domain_of_named_021(self):
        self.assertEqual(domain("User 21 <USER021.0@example.org>"), "example.org")

    def test_parse_plain_022(self):
        self.assertEqual(parse("user022.0@example.org"), ("", "user022.0@example.org"))

    def test_domain_of_named_022(self):
        self.assertEqual(domain("User 22 <USER022.0@example.org>"), "example.org")

    def test_parse_plain_023(self):
        self.assertEqual(parse("user023.0@example.org"), ("", "user023.0@example.org"))

    def test_domain_of_named_023(self):
        self.assertEqual(domain("User 23 <USER023.0@example.org>"), "example.org")

    def test_parse_plain_024(self):
        self.assertEqual(parse("user024.0@example.org"), ("", "user024.0@example.org"))

    def test_domain_of_named_024(self):
        self.assertEqual(domain("User 24 <USER024.0@example.org>"), "example.org")

    def test_parse_plain_025(self):
        self.assertEqual(parse("user025.0@example.org"), ("", "user025.0@example.org"))

    def test_domain_of_named_025(self):
        self.assertEqual(domain("User 25 <USER025.0@example.org>"), "example.org")

    def test_parse_plain_026(self):
        self.assertEqual(parse("user026.0@example.org"), ("", "user026.0@example.org"))

    def test_domain_of_named_026(self):
        self.assertEqual(domain("User 26 <USER026.0@example.org>"), "example.org")

    def test_parse_plain_027(self):
        self.assertEqual(parse("user027.0@example.org"), ("", "user027.0@example.org"))

    def test_domain_of_named_027(self):
        self.assertEqual(domain("User 27 <USER027.0@example.org>"), "example.org")

    def test_parse_plain_028(self):
        self.assertEqual(parse("user028.0@example.org"), ("", "user028.0@example.org"))

    def test_domain_of_named_028(self):
        self.assertEqual(domain("User 28 <USER028.0@example.org>"), "example.org")

    def test_parse_plain_029(self):
        self.assertEqual(parse("user029.0@example.org"), ("", "user029.0@example.org"))

    def test_domain_of_named_029(self):
        self.assertEqual(domain("User 29 <USER029.0@example.org>"), "example.org")

    def test_parse_plain_030(self):
        self.assertEqual(parse("user030.0@example.org"), ("", "user030.0@example.org"))

    def test_domain_of_named_030(self):
        self.assertEqual(domain("User 30 <USER030.0@example.org>"), "example.org")

    def test_parse_plain_031(self):
        self.assertEqual(parse("user031.0@example.org"), ("", "user031.0@example.org"))

    def test_domain_of_named_031(self):
        self.assertEqual(domain("User 31 <USER031.0@example.org>"), "example.org")

    def test_parse_plain_032(self):
        self.assertEqual(parse("user032.0@example.org"), ("", "user032.0@example.org"))

    def test_domain_of_named_032(self):
        self.assertEqual(domain("User 32 <USER032.0@example.org>"), "example.org")

    def test_parse_plain_033(self):
        self.assertEqual(parse("user033.0@example.org"), ("", "user033.0@example.org"))

    def test_domain_of_named_033(self):
        self.assertEqual(domain("User 33 <USER033.0@example.org>"), "example.org")

    def test_parse_plain_034(self):
        self.assertEqual(parse("user034.0@example.org"), ("", "user034.0@example.org"))

    def test_domain_of_named_034(self):
        self.assertEqual(domain("User 34 <USER034.0@example.org>"), "example.org")

    def test_parse_plain_035(self):
        self.assertEqual(parse("user035.0@example.org"), ("", "user035.0@example.org"))

    def test_domain_of_named_035(self):
        self.assertEqual(domain("User 35 <USER035.0@example.org>"), "example.org")

    def test_parse_plain_036(self):
        self.assertEqual(parse("user036.0@example.org"), ("", "user036.0@example.org"))

    def test_domain_of_named_036(self):
        self.assertEqual(domain("User 36 <USER036.0@example.org>"), "example.org")

    def test_parse_plain_037(self):
        self.assertEqual(parse("user037.0@example.org"), ("", "user037.0@example.org"))

    def test_domain_of_named_037(self):
        self.assertEqual(domain("User 37 <USER037.0@example.org>"), "example.org")

    def test_parse_plain_038(self):
        self.assertEqual(parse("user038.0@example.org"), ("", "user038.0@example.org"))

    def test_domain_of_named_038(self):
        self.assertEqual(domain("User 38 <USER038.0@example.org>"), "example.org")

    def test_parse_plain_039(self):
        self.assertEqual(parse("user039.0@example.org"), ("", "user039.0@example.org"))

    def test_domain_of_named_039(self):
        self.assertEqual(domain("User 39 <USER039.0@example.org>"), "example.org")

    def test_parse_plain_040(self):
        self.assertEqual(parse("user040.0@example.org"), ("", "user040.0@example.org"))

    def test_domain_of_named_040(self):
        self.assertEqual(domain("User 40 <USER040.0@example.org>"), "example.org")

    def test_parse_plain_041(self):
        self.assertEqual(parse("user041.0@example.org"), ("", "user041.0@example.org"))

    def test_domain_of_named_041(self):
        self.assertEqual(domain("User 41 <USER041.0@example.org>"), "example.org")

    def test_parse_plain_042(self):
        self.assertEqual(parse("user042.0@example.org"), ("", "user042.0@example.org"))

    def test_domain_of_named_042(self):
        self.assertEqual(domain("User 42 <USER042.0@example.org>"), "example.org")

    def test_parse_plain_043(self):
        self.assertEqual(parse("user043.0@example.org"), ("", "user043.0@example.org"))

    def test_domain_of_named_043(self):
        self.assertEqual(domain("User 43 <USER043.0@example.org>"), "example.org")

    def test_parse_plain_044(self):
        self.assertEqual(parse("user044.0@example.org"), ("", "user044.0@example.org"))

    def test_domain_of_named_044(self):
        self.assertEqual(domain("User 44 <USER044.0@example.org>"), "example.org")

    def test_parse_plain_045(self):
        self.assertEqual(parse("user045.0@example.org"), ("", "user045.0@example.org"))

    def test_domain_of_named_045(self):
        self.assertEqual(domain("User 45 <USER045.0@example.org>"), "example.org")

    def test_parse_plain_046(self):
        self.assertEqual(parse("user046.0@example.org"), ("", "user046.0@example.org"))

    def test_domain_of_named_046(self):
        self.assertEqual(domain("User 46 <USER046.0@example.org>"), "example.org")

    def test_parse_plain_047(self):
        self.assertEqual(parse("user047.0@example.org"), ("", "user047.0@example.org"))

    def test_domain_of_named_047(self):
        self.assertEqual(domain("User 47 <USER047.0@example.org>"), "example.org")

    def test_parse_plain_048(self):
        self.assertEqual(parse("user048.0@example.org"), ("", "user048.0@example.org"))

    def test_domain_of_named_048(self):
        self.assertEqual(domain("User 48 <USER048.0@example.org>"), "example.org")

    def test_parse_plain_049(self):
        self.assertEqual(parse("user049.0@example.org"), ("", "user049.0@example.org"))

    def test_domain_of_named_049(self):
        self.assertEqual(domain("User 49 <USER049.0@example.org>"), "example.org")

    def test_parse_plain_050(self):
        self.assertEqual(parse("user050.0@example.org"), ("", "user050.0@example.org"))

    def test_domain_of_named_050(self):
        self.assertEqual(domain("User 50 <USER050.0@example.org>"), "example.org")

    def test_parse_plain_051(self):
        self.assertEqual(parse("user051.0@example.org"), ("", "user051.0@example.org"))

    def test_domain_of_named_051(self):
        self.assertEqual(domain("User 51 <USER051.0@example.org>"), "example.org")

    def test_parse_plain_052(self):
        self.assertEqual(parse("user052.0@example.org"), ("", "user052.0@example.org"))

    def test_domain_of_named_052(self):
        self.assertEqual(domain("User 52 <USER052.0@example.org>"), "example.org")

    def test_parse_plain_053(self):
        self.assertEqual(parse("user053.0@example.org"), ("", "user053.0@example.org"))

    def test_domain_of_named_053(self):
        self.assertEqual(domain("User 53 <USER053.0@example.org>"), "example.org")

    def test_parse_plain_054(self):
        self.assertEqual(parse("user054.0@example.org"), ("", "user054.0@example.org"))

    def test_domain_of_named_054(self):
        self.assertEqual(domain("User 54 <USER054.0@example.org>"), "example.org")

    def test_parse_plain_055(self):
        self.assertEqual(parse("user055.0@example.org"), ("", "user055.0@example.org"))

    def test_domain_of_named_055(self):
        self.assertEqual(domain("User 55 <USER055.0@example.org>"), "example.org")

    def test_parse_plain_056(self):
        self.assertEqual(parse("user056.0@example.org"), ("", "user056.0@example.org"))

    def test_domain_of_named_056(self):
        self.assertEqual(domain("User 56 <USER056.0@example.org>"), "example.org")

    def test_parse_plain_057(self):
        self.assertEqual(parse("user057.0@example.org"), ("", "user057.0@example.org"))

    def test_domain_of_named_057(self):
        self.assertEqual(domain("User 57 <USER057.0@example.org>"), "example.org")

    def test_parse_plain_058(self):
        self.assertEqual(parse("user058.0@example.org"), ("", "user058.0@example.org"))

    def test_domain_of_named_058(self):
        self.assertEqual(domain("User 58 <USER058.0@example.org>"), "example.org")

    def test_parse_plain_059(self):
        self.assertEqual(parse("user059.0@example.org"), ("", "user059.0@example.org"))

    def test_domain_of_named_059(self):
        self.assertEqual(domain("User 59 <USER059.0@example.org>"), "example.org")

    def test_parse_plain_060(self):
        self.assertEqual(parse("user060.0@example.org"), ("", "user060.0@example.org"))

    def test_domain_of_named_060(self):
        self.assertEqual(domain("User 60 <USER060.0@example.org>"), "example.org")

    def test_parse_plain_061(self):
        self.assertEqual(parse("user061.0@example.org"), ("", "user061.0@example.org"))

    def test_domain_of_named_061(self):
        self.assertEqual(domain("User 61 <USER061.0@example.org>"), "example.org")

    def test_parse_plain_062(self):
        self.assertEqual(parse("user062.0@example.org"), ("", "user062.0@example.org"))

    def test_domain_of_named_062(self):
        self.assertEqual(domain("User 62 <USER062.0@example.org>"), "example.org")

    def test_parse_plain_063(self):
        self.assertEqual(parse("user063.0@example.org"), ("", "user063.0@example.org"))

    def test_domain_of_named_063(self):
        self.assertEqual(domain("User 63 <USER063.0@example.org>"), "example.org")

    def test_parse_plain_064(self):
        self.assertEqual(parse("user064.0@example.org"), ("", "user064.0@example.org"))

    def test_domain_of_named_064(self):
        self.assertEqual(domain("User 64 <USER064.0@example.org>"), "example.org")

    def test_parse_plain_065(self):
        self.assertEqual(parse("user065.0@example.org"), ("", "user065.0@example.org"))

    def test_domain_of_named_065(self):
        self.assertEqual(domain("User 65 <USER065.0@example.org>"), "example.org")

    def test_parse_plain_066(self):
        self.assertEqual(parse("user066.0@example.org"), ("", "user066.0@example.org"))

    def test_domain_of_named_066(self):
        self.assertEqual(domain("User 66 <USER066.0@example.org>"), "example.org")

    def test_parse_plain_067(self):
        self.assertEqual(parse("user067.0@example.org"), ("", "user067.0@example.org"))

    def test_domain_of_named_067(self):
        self.assertEqual(domain("User 67 <USER067.0@example.org>"), "example.org")

    def test_parse_plain_068(self):
        self.assertEqual(parse("user068.0@example.org"), ("", "user068.0@example.org"))

    def test_domain_of_named_068(self):
        self.assertEqual(domain("User 68 <USER068.0@example.org>"), "example.org")

    def test_parse_plain_069(self):
        self.assertEqual(parse("user069.0@example.org"), ("", "user069.0@example.org"))

    def test_domain_of_named_069(self):
        self.assertEqual(domain("User 69 <USER069.0@example.org>"), "example.org")
