import unittest

from mailroom.addresses import domain, parse


class TestAddressesMail(unittest.TestCase):
    def test_parse_plain_000(self):
        self.assertEqual(parse("user000.1@mail.example.com"), ("", "user000.1@mail.example.com"))

    def test_domain_of_named_000(self):
        self.assertEqual(domain("User 0 <USER000.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_001(self):
        self.assertEqual(parse("user001.1@mail.example.com"), ("", "user001.1@mail.example.com"))

    def test_domain_of_named_001(self):
        self.assertEqual(domain("User 1 <USER001.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_002(self):
        self.assertEqual(parse("user002.1@mail.example.com"), ("", "user002.1@mail.example.com"))

    def test_domain_of_named_002(self):
        self.assertEqual(domain("User 2 <USER002.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_003(self):
        self.assertEqual(parse("user003.1@mail.example.com"), ("", "user003.1@mail.example.com"))

    def test_domain_of_named_003(self):
        self.assertEqual(domain("User 3 <USER003.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_004(self):
        self.assertEqual(parse("user004.1@mail.example.com"), ("", "user004.1@mail.example.com"))

    def test_domain_of_named_004(self):
        self.assertEqual(domain("User 4 <USER004.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_005(self):
        self.assertEqual(parse("user005.1@mail.example.com"), ("", "user005.1@mail.example.com"))

    def test_domain_of_named_005(self):
        self.assertEqual(domain("User 5 <USER005.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_006(self):
        self.assertEqual(parse("user006.1@mail.example.com"), ("", "user006.1@mail.example.com"))

    def test_domain_of_named_006(self):
        self.assertEqual(domain("User 6 <USER006.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_007(self):
        self.assertEqual(parse("user007.1@mail.example.com"), ("", "user007.1@mail.example.com"))

    def test_domain_of_named_007(self):
        self.assertEqual(domain("User 7 <USER007.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_008(self):
        self.assertEqual(parse("user008.1@mail.example.com"), ("", "user008.1@mail.example.com"))

    def test_domain_of_named_008(self):
        self.assertEqual(domain("User 8 <USER008.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_009(self):
        self.assertEqual(parse("user009.1@mail.example.com"), ("", "user009.1@mail.example.com"))

    def test_domain_of_named_009(self):
        self.assertEqual(domain("User 9 <USER009.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_010(self):
        self.assertEqual(parse("user010.1@mail.example.com"), ("", "user010.1@mail.example.com"))

    def test_domain_of_named_010(self):
        self.assertEqual(domain("User 10 <USER010.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_011(self):
        self.assertEqual(parse("user011.1@mail.example.com"), ("", "user011.1@mail.example.com"))

    def test_domain_of_named_011(self):
        self.assertEqual(domain("User 11 <USER011.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_012(self):
        self.assertEqual(parse("user012.1@mail.example.com"), ("", "user012.1@mail.example.com"))

    def test_domain_of_named_012(self):
        self.assertEqual(domain("User 12 <USER012.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_013(self):
        self.assertEqual(parse("user013.1@mail.example.com"), ("", "user013.1@mail.example.com"))

    def test_domain_of_named_013(self):
        self.assertEqual(domain("User 13 <USER013.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_014(self):
        self.assertEqual(parse("user014.1@mail.example.com"), ("", "user014.1@mail.example.com"))

    def test_domain_of_named_014(self):
        self.assertEqual(domain("User 14 <USER014.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_015(self):
        self.assertEqual(parse("user015.1@mail.example.com"), ("", "user015.1@mail.example.com"))

    def test_domain_of_named_015(self):
        self.assertEqual(domain("User 15 <USER015.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_016(self):
        self.assertEqual(parse("user016.1@mail.example.com"), ("", "user016.1@mail.example.com"))

    def test_domain_of_named_016(self):
        self.assertEqual(domain("User 16 <USER016.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_017(self):
        self.assertEqual(parse("user017.1@mail.example.com"), ("", "user017.1@mail.example.com"))

    def test_domain_of_named_017(self):
        self.assertEqual(domain("User 17 <USER017.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_018(self):
        self.assertEqual(parse("user018.1@mail.example.com"), ("", "user018.1@mail.example.com"))

    def test_domain_of_named_018(self):
        self.assertEqual(domain("User 18 <USER018.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_019(self):
        self.assertEqual(parse("user019.1@mail.example.com"), ("", "user019.1@mail.example.com"))

    def test_domain_of_named_019(self):
        self.assertEqual(domain("User 19 <USER019.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_020(self):
        self.assertEqual(parse("user020.1@mail.example.com"), ("", "user020.1@mail.example.com"))

    def test_domain_of_named_020(self):
        self.assertEqual(domain("User 20 <USER020.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_021(self):
        self.assertEqual(parse("user021.1@mail.example.com"), ("", "user021.1@mail.example.com"))

    def test_domain_of_named_021(self):
        self.assertEqual(domain("User 21 <USER021.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_022(self):
        self.assertEqual(parse("user022.1@mail.example.com"), ("", "user022.1@mail.example.com"))

    def test_domain_of_named_022(self):
        self.assertEqual(domain("User 22 <USER022.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_023(self):
        self.assertEqual(parse("user023.1@mail.example.com"), ("", "user023.1@mail.example.com"))

    def test_domain_of_named_023(self):
        self.assertEqual(domain("User 23 <USER023.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_024(self):
        self.assertEqual(parse("user024.1@mail.example.com"), ("", "user024.1@mail.example.com"))

    def test_domain_of_named_024(self):
        self.assertEqual(domain("User 24 <USER024.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_025(self):
        self.assertEqual(parse("user025.1@mail.example.com"), ("", "user025.1@mail.example.com"))

    def test_domain_of_named_025(self):
        self.assertEqual(domain("User 25 <USER025.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_026(self):
        self.assertEqual(parse("user026.1@mail.example.com"), ("", "user026.1@mail.example.com"))

    def test_domain_of_named_026(self):
        self.assertEqual(domain("User 26 <USER026.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_027(self):
        self.assertEqual(parse("user027.1@mail.example.com"), ("", "user027.1@mail.example.com"))

    def test_domain_of_named_027(self):
        self.assertEqual(domain("User 27 <USER027.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_028(self):
        self.assertEqual(parse("user028.1@mail.example.com"), ("", "user028.1@mail.example.com"))

    def test_domain_of_named_028(self):
        self.assertEqual(domain("User 28 <USER028.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_029(self):
        self.assertEqual(parse("user029.1@mail.example.com"), ("", "user029.1@mail.example.com"))

    def test_domain_of_named_029(self):
        self.assertEqual(domain("User 29 <USER029.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_030(self):
        self.assertEqual(parse("user030.1@mail.example.com"), ("", "user030.1@mail.example.com"))

    def test_domain_of_named_030(self):
        self.assertEqual(domain("User 30 <USER030.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_031(self):
        self.assertEqual(parse("user031.1@mail.example.com"), ("", "user031.1@mail.example.com"))

    def test_domain_of_named_031(self):
        self.assertEqual(domain("User 31 <USER031.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_032(self):
        self.assertEqual(parse("user032.1@mail.example.com"), ("", "user032.1@mail.example.com"))

    def test_domain_of_named_032(self):
        self.assertEqual(domain("User 32 <USER032.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_033(self):
        self.assertEqual(parse("user033.1@mail.example.com"), ("", "user033.1@mail.example.com"))

    def test_domain_of_named_033(self):
        self.assertEqual(domain("User 33 <USER033.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_034(self):
        self.assertEqual(parse("user034.1@mail.example.com"), ("", "user034.1@mail.example.com"))

    def test_domain_of_named_034(self):
        self.assertEqual(domain("User 34 <USER034.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_035(self):
        self.assertEqual(parse("user035.1@mail.example.com"), ("", "user035.1@mail.example.com"))

    def test_domain_of_named_035(self):
        self.assertEqual(domain("User 35 <USER035.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_036(self):
        self.assertEqual(parse("user036.1@mail.example.com"), ("", "user036.1@mail.example.com"))

    def test_domain_of_named_036(self):
        self.assertEqual(domain("User 36 <USER036.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_037(self):
        self.assertEqual(parse("user037.1@mail.example.com"), ("", "user037.1@mail.example.com"))

    def test_domain_of_named_037(self):
        self.assertEqual(domain("User 37 <USER037.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_038(self):
        self.assertEqual(parse("user038.1@mail.example.com"), ("", "user038.1@mail.example.com"))

    def test_domain_of_named_038(self):
        self.assertEqual(domain("User 38 <USER038.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_039(self):
        self.assertEqual(parse("user039.1@mail.example.com"), ("", "user039.1@mail.example.com"))

    def test_domain_of_named_039(self):
        self.assertEqual(domain("User 39 <USER039.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_040(self):
        self.assertEqual(parse("user040.1@mail.example.com"), ("", "user040.1@mail.example.com"))

    def test_domain_of_named_040(self):
        self.assertEqual(domain("User 40 <USER040.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_041(self):
        self.assertEqual(parse("user041.1@mail.example.com"), ("", "user041.1@mail.example.com"))

    def test_domain_of_named_041(self):
        self.assertEqual(domain("User 41 <USER041.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_042(self):
        self.assertEqual(parse("user042.1@mail.example.com"), ("", "user042.1@mail.example.com"))

    def test_domain_of_named_042(self):
        self.assertEqual(domain("User 42 <USER042.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_043(self):
        self.assertEqual(parse("user043.1@mail.example.com"), ("", "user043.1@mail.example.com"))

    def test_domain_of_named_043(self):
        self.assertEqual(domain("User 43 <USER043.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_044(self):
        self.assertEqual(parse("user044.1@mail.example.com"), ("", "user044.1@mail.example.com"))

    def test_domain_of_named_044(self):
        self.assertEqual(domain("User 44 <USER044.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_045(self):
        self.assertEqual(parse("user045.1@mail.example.com"), ("", "user045.1@mail.example.com"))

    def test_domain_of_named_045(self):
        self.assertEqual(domain("User 45 <USER045.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_046(self):
        self.assertEqual(parse("user046.1@mail.example.com"), ("", "user046.1@mail.example.com"))

    def test_domain_of_named_046(self):
        self.assertEqual(domain("User 46 <USER046.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_047(self):
        self.assertEqual(parse("user047.1@mail.example.com"), ("", "user047.1@mail.example.com"))

    def test_domain_of_named_047(self):
        self.assertEqual(domain("User 47 <USER047.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_048(self):
        self.assertEqual(parse("user048.1@mail.example.com"), ("", "user048.1@mail.example.com"))

    def test_domain_of_named_048(self):
        self.assertEqual(domain("User 48 <USER048.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_049(self):
        self.assertEqual(parse("user049.1@mail.example.com"), ("", "user049.1@mail.example.com"))

    def test_domain_of_named_049(self):
        self.assertEqual(domain("User 49 <USER049.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_050(self):
        self.assertEqual(parse("user050.1@mail.example.com"), ("", "user050.1@mail.example.com"))

    def test_domain_of_named_050(self):
        self.assertEqual(domain("User 50 <USER050.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_051(self):
        self.assertEqual(parse("user051.1@mail.example.com"), ("", "user051.1@mail.example.com"))

    def test_domain_of_named_051(self):
        self.assertEqual(domain("User 51 <USER051.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_052(self):
        self.assertEqual(parse("user052.1@mail.example.com"), ("", "user052.1@mail.example.com"))

    def test_domain_of_named_052(self):
        self.assertEqual(domain("User 52 <USER052.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_053(self):
        self.assertEqual(parse("user053.1@mail.example.com"), ("", "user053.1@mail.example.com"))

    def test_domain_of_named_053(self):
        self.assertEqual(domain("User 53 <USER053.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_054(self):
        self.assertEqual(parse("user054.1@mail.example.com"), ("", "user054.1@mail.example.com"))

    def test_domain_of_named_054(self):
        self.assertEqual(domain("User 54 <USER054.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_055(self):
        self.assertEqual(parse("user055.1@mail.example.com"), ("", "user055.1@mail.example.com"))

    def test_domain_of_named_055(self):
        self.assertEqual(domain("User 55 <USER055.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_056(self):
        self.assertEqual(parse("user056.1@mail.example.com"), ("", "user056.1@mail.example.com"))

    def test_domain_of_named_056(self):
        self.assertEqual(domain("User 56 <USER056.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_057(self):
        self.assertEqual(parse("user057.1@mail.example.com"), ("", "user057.1@mail.example.com"))

    def test_domain_of_named_057(self):
        self.assertEqual(domain("User 57 <USER057.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_058(self):
        self.assertEqual(parse("user058.1@mail.example.com"), ("", "user058.1@mail.example.com"))

    def test_domain_of_named_058(self):
        self.assertEqual(domain("User 58 <USER058.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_059(self):
        self.assertEqual(parse("user059.1@mail.example.com"), ("", "user059.1@mail.example.com"))

    def test_domain_of_named_059(self):
        self.assertEqual(domain("User 59 <USER059.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_060(self):
        self.assertEqual(parse("user060.1@mail.example.com"), ("", "user060.1@mail.example.com"))

    def test_domain_of_named_060(self):
        self.assertEqual(domain("User 60 <USER060.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_061(self):
        self.assertEqual(parse("user061.1@mail.example.com"), ("", "user061.1@mail.example.com"))

    def test_domain_of_named_061(self):
        self.assertEqual(domain("User 61 <USER061.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_062(self):
        self.assertEqual(parse("user062.1@mail.example.com"), ("", "user062.1@mail.example.com"))

    def test_domain_of_named_062(self):
        self.assertEqual(domain("User 62 <USER062.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_063(self):
        self.assertEqual(parse("user063.1@mail.example.com"), ("", "user063.1@mail.example.com"))

    def test_domain_of_named_063(self):
        self.assertEqual(domain("User 63 <USER063.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_064(self):
        self.assertEqual(parse("user064.1@mail.example.com"), ("", "user064.1@mail.example.com"))

    def test_domain_of_named_064(self):
        self.assertEqual(domain("User 64 <USER064.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_065(self):
        self.assertEqual(parse("user065.1@mail.example.com"), ("", "user065.1@mail.example.com"))

    def test_domain_of_named_065(self):
        self.assertEqual(domain("User 65 <USER065.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_066(self):
        self.assertEqual(parse("user066.1@mail.example.com"), ("", "user066.1@mail.example.com"))

    def test_domain_of_named_066(self):
        self.assertEqual(domain("User 66 <USER066.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_067(self):
        self.assertEqual(parse("user067.1@mail.example.com"), ("", "user067.1@mail.example.com"))

    def test_domain_of_named_067(self):
        self.assertEqual(domain("User 67 <USER067.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_068(self):
        self.assertEqual(parse("user068.1@mail.example.com"), ("", "user068.1@mail.example.com"))

    def test_domain_of_named_068(self):
        self.assertEqual(domain("User 68 <USER068.1@mail.example.com>"), "mail.example.com")

    def test_parse_plain_069(self):
        self.assertEqual(parse("user069.1@mail.example.com"), ("", "user069.1@mail.example.com"))

    def test_domain_of_named_069(self):
        self.assertEqual(domain("User 69 <USER069.1@mail.example.com>"), "mail.example.com")
