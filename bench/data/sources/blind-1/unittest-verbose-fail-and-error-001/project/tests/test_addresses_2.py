import unittest

from mailroom.addresses import domain, parse


class TestAddressesCorp(unittest.TestCase):
    def test_parse_plain_000(self):
        self.assertEqual(parse("user000.2@corp.example.net"), ("", "user000.2@corp.example.net"))

    def test_domain_of_named_000(self):
        self.assertEqual(domain("User 0 <USER000.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_001(self):
        self.assertEqual(parse("user001.2@corp.example.net"), ("", "user001.2@corp.example.net"))

    def test_domain_of_named_001(self):
        self.assertEqual(domain("User 1 <USER001.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_002(self):
        self.assertEqual(parse("user002.2@corp.example.net"), ("", "user002.2@corp.example.net"))

    def test_domain_of_named_002(self):
        self.assertEqual(domain("User 2 <USER002.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_003(self):
        self.assertEqual(parse("user003.2@corp.example.net"), ("", "user003.2@corp.example.net"))

    def test_domain_of_named_003(self):
        self.assertEqual(domain("User 3 <USER003.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_004(self):
        self.assertEqual(parse("user004.2@corp.example.net"), ("", "user004.2@corp.example.net"))

    def test_domain_of_named_004(self):
        self.assertEqual(domain("User 4 <USER004.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_005(self):
        self.assertEqual(parse("user005.2@corp.example.net"), ("", "user005.2@corp.example.net"))

    def test_domain_of_named_005(self):
        self.assertEqual(domain("User 5 <USER005.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_006(self):
        self.assertEqual(parse("user006.2@corp.example.net"), ("", "user006.2@corp.example.net"))

    def test_domain_of_named_006(self):
        self.assertEqual(domain("User 6 <USER006.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_007(self):
        self.assertEqual(parse("user007.2@corp.example.net"), ("", "user007.2@corp.example.net"))

    def test_domain_of_named_007(self):
        self.assertEqual(domain("User 7 <USER007.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_008(self):
        self.assertEqual(parse("user008.2@corp.example.net"), ("", "user008.2@corp.example.net"))

    def test_domain_of_named_008(self):
        self.assertEqual(domain("User 8 <USER008.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_009(self):
        self.assertEqual(parse("user009.2@corp.example.net"), ("", "user009.2@corp.example.net"))

    def test_domain_of_named_009(self):
        self.assertEqual(domain("User 9 <USER009.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_010(self):
        self.assertEqual(parse("user010.2@corp.example.net"), ("", "user010.2@corp.example.net"))

    def test_domain_of_named_010(self):
        self.assertEqual(domain("User 10 <USER010.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_011(self):
        self.assertEqual(parse("user011.2@corp.example.net"), ("", "user011.2@corp.example.net"))

    def test_domain_of_named_011(self):
        self.assertEqual(domain("User 11 <USER011.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_012(self):
        self.assertEqual(parse("user012.2@corp.example.net"), ("", "user012.2@corp.example.net"))

    def test_domain_of_named_012(self):
        self.assertEqual(domain("User 12 <USER012.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_013(self):
        self.assertEqual(parse("user013.2@corp.example.net"), ("", "user013.2@corp.example.net"))

    def test_domain_of_named_013(self):
        self.assertEqual(domain("User 13 <USER013.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_014(self):
        self.assertEqual(parse("user014.2@corp.example.net"), ("", "user014.2@corp.example.net"))

    def test_domain_of_named_014(self):
        self.assertEqual(domain("User 14 <USER014.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_015(self):
        self.assertEqual(parse("user015.2@corp.example.net"), ("", "user015.2@corp.example.net"))

    def test_domain_of_named_015(self):
        self.assertEqual(domain("User 15 <USER015.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_016(self):
        self.assertEqual(parse("user016.2@corp.example.net"), ("", "user016.2@corp.example.net"))

    def test_domain_of_named_016(self):
        self.assertEqual(domain("User 16 <USER016.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_017(self):
        self.assertEqual(parse("user017.2@corp.example.net"), ("", "user017.2@corp.example.net"))

    def test_domain_of_named_017(self):
        self.assertEqual(domain("User 17 <USER017.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_018(self):
        self.assertEqual(parse("user018.2@corp.example.net"), ("", "user018.2@corp.example.net"))

    def test_domain_of_named_018(self):
        self.assertEqual(domain("User 18 <USER018.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_019(self):
        self.assertEqual(parse("user019.2@corp.example.net"), ("", "user019.2@corp.example.net"))

    def test_domain_of_named_019(self):
        self.assertEqual(domain("User 19 <USER019.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_020(self):
        self.assertEqual(parse("user020.2@corp.example.net"), ("", "user020.2@corp.example.net"))

    def test_domain_of_named_020(self):
        self.assertEqual(domain("User 20 <USER020.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_021(self):
        self.assertEqual(parse("user021.2@corp.example.net"), ("", "user021.2@corp.example.net"))

    def test_domain_of_named_021(self):
        self.assertEqual(domain("User 21 <USER021.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_022(self):
        self.assertEqual(parse("user022.2@corp.example.net"), ("", "user022.2@corp.example.net"))

    def test_domain_of_named_022(self):
        self.assertEqual(domain("User 22 <USER022.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_023(self):
        self.assertEqual(parse("user023.2@corp.example.net"), ("", "user023.2@corp.example.net"))

    def test_domain_of_named_023(self):
        self.assertEqual(domain("User 23 <USER023.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_024(self):
        self.assertEqual(parse("user024.2@corp.example.net"), ("", "user024.2@corp.example.net"))

    def test_domain_of_named_024(self):
        self.assertEqual(domain("User 24 <USER024.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_025(self):
        self.assertEqual(parse("user025.2@corp.example.net"), ("", "user025.2@corp.example.net"))

    def test_domain_of_named_025(self):
        self.assertEqual(domain("User 25 <USER025.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_026(self):
        self.assertEqual(parse("user026.2@corp.example.net"), ("", "user026.2@corp.example.net"))

    def test_domain_of_named_026(self):
        self.assertEqual(domain("User 26 <USER026.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_027(self):
        self.assertEqual(parse("user027.2@corp.example.net"), ("", "user027.2@corp.example.net"))

    def test_domain_of_named_027(self):
        self.assertEqual(domain("User 27 <USER027.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_028(self):
        self.assertEqual(parse("user028.2@corp.example.net"), ("", "user028.2@corp.example.net"))

    def test_domain_of_named_028(self):
        self.assertEqual(domain("User 28 <USER028.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_029(self):
        self.assertEqual(parse("user029.2@corp.example.net"), ("", "user029.2@corp.example.net"))

    def test_domain_of_named_029(self):
        self.assertEqual(domain("User 29 <USER029.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_030(self):
        self.assertEqual(parse("user030.2@corp.example.net"), ("", "user030.2@corp.example.net"))

    def test_domain_of_named_030(self):
        self.assertEqual(domain("User 30 <USER030.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_031(self):
        self.assertEqual(parse("user031.2@corp.example.net"), ("", "user031.2@corp.example.net"))

    def test_domain_of_named_031(self):
        self.assertEqual(domain("User 31 <USER031.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_032(self):
        self.assertEqual(parse("user032.2@corp.example.net"), ("", "user032.2@corp.example.net"))

    def test_domain_of_named_032(self):
        self.assertEqual(domain("User 32 <USER032.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_033(self):
        self.assertEqual(parse("user033.2@corp.example.net"), ("", "user033.2@corp.example.net"))

    def test_domain_of_named_033(self):
        self.assertEqual(domain("User 33 <USER033.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_034(self):
        self.assertEqual(parse("user034.2@corp.example.net"), ("", "user034.2@corp.example.net"))

    def test_domain_of_named_034(self):
        self.assertEqual(domain("User 34 <USER034.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_035(self):
        self.assertEqual(parse("user035.2@corp.example.net"), ("", "user035.2@corp.example.net"))

    def test_domain_of_named_035(self):
        self.assertEqual(domain("User 35 <USER035.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_036(self):
        self.assertEqual(parse("user036.2@corp.example.net"), ("", "user036.2@corp.example.net"))

    def test_domain_of_named_036(self):
        self.assertEqual(domain("User 36 <USER036.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_037(self):
        self.assertEqual(parse("user037.2@corp.example.net"), ("", "user037.2@corp.example.net"))

    def test_domain_of_named_037(self):
        self.assertEqual(domain("User 37 <USER037.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_038(self):
        self.assertEqual(parse("user038.2@corp.example.net"), ("", "user038.2@corp.example.net"))

    def test_domain_of_named_038(self):
        self.assertEqual(domain("User 38 <USER038.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_039(self):
        self.assertEqual(parse("user039.2@corp.example.net"), ("", "user039.2@corp.example.net"))

    def test_domain_of_named_039(self):
        self.assertEqual(domain("User 39 <USER039.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_040(self):
        self.assertEqual(parse("user040.2@corp.example.net"), ("", "user040.2@corp.example.net"))

    def test_domain_of_named_040(self):
        self.assertEqual(domain("User 40 <USER040.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_041(self):
        self.assertEqual(parse("user041.2@corp.example.net"), ("", "user041.2@corp.example.net"))

    def test_domain_of_named_041(self):
        self.assertEqual(domain("User 41 <USER041.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_042(self):
        self.assertEqual(parse("user042.2@corp.example.net"), ("", "user042.2@corp.example.net"))

    def test_domain_of_named_042(self):
        self.assertEqual(domain("User 42 <USER042.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_043(self):
        self.assertEqual(parse("user043.2@corp.example.net"), ("", "user043.2@corp.example.net"))

    def test_domain_of_named_043(self):
        self.assertEqual(domain("User 43 <USER043.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_044(self):
        self.assertEqual(parse("user044.2@corp.example.net"), ("", "user044.2@corp.example.net"))

    def test_domain_of_named_044(self):
        self.assertEqual(domain("User 44 <USER044.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_045(self):
        self.assertEqual(parse("user045.2@corp.example.net"), ("", "user045.2@corp.example.net"))

    def test_domain_of_named_045(self):
        self.assertEqual(domain("User 45 <USER045.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_046(self):
        self.assertEqual(parse("user046.2@corp.example.net"), ("", "user046.2@corp.example.net"))

    def test_domain_of_named_046(self):
        self.assertEqual(domain("User 46 <USER046.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_047(self):
        self.assertEqual(parse("user047.2@corp.example.net"), ("", "user047.2@corp.example.net"))

    def test_domain_of_named_047(self):
        self.assertEqual(domain("User 47 <USER047.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_048(self):
        self.assertEqual(parse("user048.2@corp.example.net"), ("", "user048.2@corp.example.net"))

    def test_domain_of_named_048(self):
        self.assertEqual(domain("User 48 <USER048.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_049(self):
        self.assertEqual(parse("user049.2@corp.example.net"), ("", "user049.2@corp.example.net"))

    def test_domain_of_named_049(self):
        self.assertEqual(domain("User 49 <USER049.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_050(self):
        self.assertEqual(parse("user050.2@corp.example.net"), ("", "user050.2@corp.example.net"))

    def test_domain_of_named_050(self):
        self.assertEqual(domain("User 50 <USER050.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_051(self):
        self.assertEqual(parse("user051.2@corp.example.net"), ("", "user051.2@corp.example.net"))

    def test_domain_of_named_051(self):
        self.assertEqual(domain("User 51 <USER051.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_052(self):
        self.assertEqual(parse("user052.2@corp.example.net"), ("", "user052.2@corp.example.net"))

    def test_domain_of_named_052(self):
        self.assertEqual(domain("User 52 <USER052.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_053(self):
        self.assertEqual(parse("user053.2@corp.example.net"), ("", "user053.2@corp.example.net"))

    def test_domain_of_named_053(self):
        self.assertEqual(domain("User 53 <USER053.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_054(self):
        self.assertEqual(parse("user054.2@corp.example.net"), ("", "user054.2@corp.example.net"))

    def test_domain_of_named_054(self):
        self.assertEqual(domain("User 54 <USER054.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_055(self):
        self.assertEqual(parse("user055.2@corp.example.net"), ("", "user055.2@corp.example.net"))

    def test_domain_of_named_055(self):
        self.assertEqual(domain("User 55 <USER055.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_056(self):
        self.assertEqual(parse("user056.2@corp.example.net"), ("", "user056.2@corp.example.net"))

    def test_domain_of_named_056(self):
        self.assertEqual(domain("User 56 <USER056.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_057(self):
        self.assertEqual(parse("user057.2@corp.example.net"), ("", "user057.2@corp.example.net"))

    def test_domain_of_named_057(self):
        self.assertEqual(domain("User 57 <USER057.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_058(self):
        self.assertEqual(parse("user058.2@corp.example.net"), ("", "user058.2@corp.example.net"))

    def test_domain_of_named_058(self):
        self.assertEqual(domain("User 58 <USER058.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_059(self):
        self.assertEqual(parse("user059.2@corp.example.net"), ("", "user059.2@corp.example.net"))

    def test_domain_of_named_059(self):
        self.assertEqual(domain("User 59 <USER059.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_060(self):
        self.assertEqual(parse("user060.2@corp.example.net"), ("", "user060.2@corp.example.net"))

    def test_domain_of_named_060(self):
        self.assertEqual(domain("User 60 <USER060.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_061(self):
        self.assertEqual(parse("user061.2@corp.example.net"), ("", "user061.2@corp.example.net"))

    def test_domain_of_named_061(self):
        self.assertEqual(domain("User 61 <USER061.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_062(self):
        self.assertEqual(parse("user062.2@corp.example.net"), ("", "user062.2@corp.example.net"))

    def test_domain_of_named_062(self):
        self.assertEqual(domain("User 62 <USER062.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_063(self):
        self.assertEqual(parse("user063.2@corp.example.net"), ("", "user063.2@corp.example.net"))

    def test_domain_of_named_063(self):
        self.assertEqual(domain("User 63 <USER063.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_064(self):
        self.assertEqual(parse("user064.2@corp.example.net"), ("", "user064.2@corp.example.net"))

    def test_domain_of_named_064(self):
        self.assertEqual(domain("User 64 <USER064.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_065(self):
        self.assertEqual(parse("user065.2@corp.example.net"), ("", "user065.2@corp.example.net"))

    def test_domain_of_named_065(self):
        self.assertEqual(domain("User 65 <USER065.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_066(self):
        self.assertEqual(parse("user066.2@corp.example.net"), ("", "user066.2@corp.example.net"))

    def test_domain_of_named_066(self):
        self.assertEqual(domain("User 66 <USER066.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_067(self):
        self.assertEqual(parse("user067.2@corp.example.net"), ("", "user067.2@corp.example.net"))

    def test_domain_of_named_067(self):
        self.assertEqual(domain("User 67 <USER067.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_068(self):
        self.assertEqual(parse("user068.2@corp.example.net"), ("", "user068.2@corp.example.net"))

    def test_domain_of_named_068(self):
        self.assertEqual(domain("User 68 <USER068.2@corp.example.net>"), "corp.example.net")

    def test_parse_plain_069(self):
        self.assertEqual(parse("user069.2@corp.example.net"), ("", "user069.2@corp.example.net"))

    def test_domain_of_named_069(self):
        self.assertEqual(domain("User 69 <USER069.2@corp.example.net>"), "corp.example.net")
