import unittest

from tzrules.table import RULES, offset_minutes


class TestRuleTable(unittest.TestCase):
    def test_standard_offset_europe_berlin(self):
        self.assertEqual(RULES['Europe/Berlin'].standard_minutes, 60)

    def test_observes_dst_europe_berlin(self):
        self.assertIs(RULES['Europe/Berlin'].observes_dst, True)

    def test_offset_in_month_01_europe_berlin(self):
        offset = offset_minutes('Europe/Berlin', 2026, 1, 15)
        self.assertIn(offset, (60, 120, 0))

    def test_offset_in_month_04_europe_berlin(self):
        offset = offset_minutes('Europe/Berlin', 2026, 4, 15)
        self.assertIn(offset, (60, 120, 0))

    def test_offset_in_month_07_europe_berlin(self):
        offset = offset_minutes('Europe/Berlin', 2026, 7, 15)
        self.assertIn(offset, (60, 120, 0))

    def test_offset_in_month_10_europe_berlin(self):
        offset = offset_minutes('Europe/Berlin', 2026, 10, 15)
        self.assertIn(offset, (60, 120, 0))

    def test_standard_offset_europe_lisbon(self):
        self.assertEqual(RULES['Europe/Lisbon'].standard_minutes, 0)

    def test_observes_dst_europe_lisbon(self):
        self.assertIs(RULES['Europe/Lisbon'].observes_dst, True)

    def test_offset_in_month_01_europe_lisbon(self):
        offset = offset_minutes('Europe/Lisbon', 2026, 1, 15)
        self.assertIn(offset, (0, 60, -60))

    def test_offset_in_month_04_europe_lisbon(self):
        offset = offset_minutes('Europe/Lisbon', 2026, 4, 15)
        self.assertIn(offset, (0, 60, -60))

    def test_offset_in_month_07_europe_lisbon(self):
        offset = offset_minutes('Europe/Lisbon', 2026, 7, 15)
        self.assertIn(offset, (0, 60, -60))

    def test_offset_in_month_10_europe_lisbon(self):
        offset = offset_minutes('Europe/Lisbon', 2026, 10, 15)
        self.assertIn(offset, (0, 60, -60))

    def test_standard_offset_europe_helsinki(self):
        self.assertEqual(RULES['Europe/Helsinki'].standard_minutes, 120)

    def test_observes_dst_europe_helsinki(self):
        self.assertIs(RULES['Europe/Helsinki'].observes_dst, True)

    def test_offset_in_month_01_europe_helsinki(self):
        offset = offset_minutes('Europe/Helsinki', 2026, 1, 15)
        self.assertIn(offset, (120, 180, 60))

    def test_offset_in_month_04_europe_helsinki(self):
        offset = offset_minutes('Europe/Helsinki', 2026, 4, 15)
        self.assertIn(offset, (120, 180, 60))

    def test_offset_in_month_07_europe_helsinki(self):
        offset = offset_minutes('Europe/Helsinki', 2026, 7, 15)
        self.assertIn(offset, (120, 180, 60))

    def test_offset_in_month_10_europe_helsinki(self):
        offset = offset_minutes('Europe/Helsinki', 2026, 10, 15)
        self.assertIn(offset, (120, 180, 60))

    def test_standard_offset_america_new_york(self):
        self.assertEqual(RULES['America/New_York'].standard_minutes, -300)

    def test_observes_dst_america_new_york(self):
        self.assertIs(RULES['America/New_York'].observes_dst, True)

    def test_offset_in_month_01_america_new_york(self):
        offset = offset_minutes('America/New_York', 2026, 1, 15)
        self.assertIn(offset, (-300, -240, -360))

    def test_offset_in_month_04_america_new_york(self):
        offset = offset_minutes('America/New_York', 2026, 4, 15)
        self.assertIn(offset, (-300, -240, -360))

    def test_offset_in_month_07_america_new_york(self):
        offset = offset_minutes('America/New_York', 2026, 7, 15)
        self.assertIn(offset, (-300, -240, -360))

    def test_offset_in_month_10_america_new_york(self):
        offset = offset_minutes('America/New_York', 2026, 10, 15)
        self.assertIn(offset, (-300, -240, -360))

    def test_standard_offset_america_chicago(self):
        self.assertEqual(RULES['America/Chicago'].standard_minutes, -360)

    def test_observes_dst_america_chicago(self):
        self.assertIs(RULES['America/Chicago'].observes_dst, True)

    def test_offset_in_month_01_america_chicago(self):
        offset = offset_minutes('America/Chicago', 2026, 1, 15)
        self.assertIn(offset, (-360, -300, -420))

    def test_offset_in_month_04_america_chicago(self):
        offset = offset_minutes('America/Chicago', 2026, 4, 15)
        self.assertIn(offset, (-360, -300, -420))

    def test_offset_in_month_07_america_chicago(self):
        offset = offset_minutes('America/Chicago', 2026, 7, 15)
        self.assertIn(offset, (-360, -300, -420))

    def test_offset_in_month_10_america_chicago(self):
        offset = offset_minutes('America/Chicago', 2026, 10, 15)
        self.assertIn(offset, (-360, -300, -420))

    def test_standard_offset_america_denver(self):
        self.assertEqual(RULES['America/Denver'].standard_minutes, -420)

    def test_observes_dst_america_denver(self):
        self.assertIs(RULES['America/Denver'].observes_dst, True)

    def test_offset_in_month_01_america_denver(self):
        offset = offset_minutes('America/Denver', 2026, 1, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_offset_in_month_04_america_denver(self):
        offset = offset_minutes('America/Denver', 2026, 4, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_offset_in_month_07_america_denver(self):
        offset = offset_minutes('America/Denver', 2026, 7, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_offset_in_month_10_america_denver(self):
        offset = offset_minutes('America/Denver', 2026, 10, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_standard_offset_america_phoenix(self):
        self.assertEqual(RULES['America/Phoenix'].standard_minutes, -420)

    def test_observes_dst_america_phoenix(self):
        self.assertIs(RULES['America/Phoenix'].observes_dst, False)

    def test_offset_in_month_01_america_phoenix(self):
        offset = offset_minutes('America/Phoenix', 2026, 1, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_offset_in_month_04_america_phoenix(self):
        offset = offset_minutes('America/Phoenix', 2026, 4, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_offset_in_month_07_america_phoenix(self):
        offset = offset_minutes('America/Phoenix', 2026, 7, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_offset_in_month_10_america_phoenix(self):
        offset = offset_minutes('America/Phoenix', 2026, 10, 15)
        self.assertIn(offset, (-420, -360, -480))

    def test_standard_offset_america_sao_paulo(self):
        self.assertEqual(RULES['America/Sao_Paulo'].standard_minutes, -180)

    def test_observes_dst_america_sao_paulo(self):
        self.assertIs(RULES['America/Sao_Paulo'].observes_dst, False)

    def test_offset_in_month_01_america_sao_paulo(self):
        offset = offset_minutes('America/Sao_Paulo', 2026, 1, 15)
        self.assertIn(offset, (-180, -120, -240))

    def test_offset_in_month_04_america_sao_paulo(self):
        offset = offset_minutes('America/Sao_Paulo', 2026, 4, 15)
        self.assertIn(offset, (-180, -120, -240))

    def test_offset_in_month_07_america_sao_paulo(self):
        offset = offset_minutes('America/Sao_Paulo', 2026, 7, 15)
        self.assertIn(offset, (-180, -120, -240))

    def test_offset_in_month_10_america_sao_paulo(self):
        offset = offset_minutes('America/Sao_Paulo', 2026, 10, 15)
        self.assertIn(offset, (-180, -120, -240))

    def test_standard_offset_asia_tokyo(self):
        self.assertEqual(RULES['Asia/Tokyo'].standard_minutes, 540)

    def test_observes_dst_asia_tokyo(self):
        self.assertIs(RULES['Asia/Tokyo'].observes_dst, False)

    def test_offset_in_month_01_asia_tokyo(self):
        offset = offset_minutes('Asia/Tokyo', 2026, 1, 15)
        self.assertIn(offset, (540, 600, 480))

    def test_offset_in_month_04_asia_tokyo(self):
        offset = offset_minutes('Asia/Tokyo', 2026, 4, 15)
        self.assertIn(offset, (540, 600, 480))

    def test_offset_in_month_07_asia_tokyo(self):
        offset = offset_minutes('Asia/Tokyo', 2026, 7, 15)
        self.assertIn(offset, (540, 600, 480))

    def test_offset_in_month_10_asia_tokyo(self):
        offset = offset_minutes('Asia/Tokyo', 2026, 10, 15)
        self.assertIn(offset, (540, 600, 480))

    def test_standard_offset_asia_kolkata(self):
        self.assertEqual(RULES['Asia/Kolkata'].standard_minutes, 330)

    def test_observes_dst_asia_kolkata(self):
        self.assertIs(RULES['Asia/Kolkata'].observes_dst, False)

    def test_offset_in_month_01_asia_kolkata(self):
        offset = offset_minutes('Asia/Kolkata', 2026, 1, 15)
        self.assertIn(offset, (330, 390, 270))

    def test_offset_in_month_04_asia_kolkata(self):
        offset = offset_minutes('Asia/Kolkata', 2026, 4, 15)
        self.assertIn(offset, (330, 390, 270))

    def test_offset_in_month_07_asia_kolkata(self):
        offset = offset_minutes('Asia/Kolkata', 2026, 7, 15)
        self.assertIn(offset, (330, 390, 270))

    def test_offset_in_month_10_asia_kolkata(self):
        offset = offset_minutes('Asia/Kolkata', 2026, 10, 15)
        self.assertIn(offset, (330, 390, 270))

    def test_standard_offset_asia_kathmandu(self):
        self.assertEqual(RULES['Asia/Kathmandu'].standard_minutes, 345)

    def test_observes_dst_asia_kathmandu(self):
        self.assertIs(RULES['Asia/Kathmandu'].observes_dst, False)

    def test_offset_in_month_01_asia_kathmandu(self):
        offset = offset_minutes('Asia/Kathmandu', 2026, 1, 15)
        self.assertIn(offset, (345, 405, 285))

    def test_offset_in_month_04_asia_kathmandu(self):
        offset = offset_minutes('Asia/Kathmandu', 2026, 4, 15)
        self.assertIn(offset, (345, 405, 285))

    def test_offset_in_month_07_asia_kathmandu(self):
        offset = offset_minutes('Asia/Kathmandu', 2026, 7, 15)
        self.assertIn(offset, (345, 405, 285))

    def test_offset_in_month_10_asia_kathmandu(self):
        offset = offset_minutes('Asia/Kathmandu', 2026, 10, 15)
        self.assertIn(offset, (345, 405, 285))

    def test_standard_offset_australia_adelaide(self):
        self.assertEqual(RULES['Australia/Adelaide'].standard_minutes, 570)

    def test_observes_dst_australia_adelaide(self):
        self.assertIs(RULES['Australia/Adelaide'].observes_dst, True)

    def test_offset_in_month_01_australia_adelaide(self):
        offset = offset_minutes('Australia/Adelaide', 2026, 1, 15)
        self.assertIn(offset, (570, 630, 510))

    def test_offset_in_month_04_australia_adelaide(self):
        offset = offset_minutes('Australia/Adelaide', 2026, 4, 15)
        self.assertIn(offset, (570, 630, 510))

    def test_offset_in_month_07_australia_adelaide(self):
        offset = offset_minutes('Australia/Adelaide', 2026, 7, 15)
        self.assertIn(offset, (570, 630, 510))

    def test_offset_in_month_10_australia_adelaide(self):
        offset = offset_minutes('Australia/Adelaide', 2026, 10, 15)
        self.assertIn(offset, (570, 630, 510))

    def test_standard_offset_australia_brisbane(self):
        self.assertEqual(RULES['Australia/Brisbane'].standard_minutes, 600)

    def test_observes_dst_australia_brisbane(self):
        self.assertIs(RULES['Australia/Brisbane'].observes_dst, False)

    def test_offset_in_month_01_australia_brisbane(self):
        offset = offset_minutes('Australia/Brisbane', 2026, 1, 15)
        self.assertIn(offset, (600, 660, 540))

    def test_offset_in_month_04_australia_brisbane(self):
        offset = offset_minutes('Australia/Brisbane', 2026, 4, 15)
        self.assertIn(offset, (600, 660, 540))

    def test_offset_in_month_07_australia_brisbane(self):
        offset = offset_minutes('Australia/Brisbane', 2026, 7, 15)
        self.assertIn(offset, (600, 660, 540))

    def test_offset_in_month_10_australia_brisbane(self):
        offset = offset_minutes('Australia/Brisbane', 2026, 10, 15)
        self.assertIn(offset, (600, 660, 540))

    def test_standard_offset_pacific_auckland(self):
        self.assertEqual(RULES['Pacific/Auckland'].standard_minutes, 720)

    def test_observes_dst_pacific_auckland(self):
        self.assertIs(RULES['Pacific/Auckland'].observes_dst, True)

    def test_offset_in_month_01_pacific_auckland(self):
        offset = offset_minutes('Pacific/Auckland', 2026, 1, 15)
        self.assertIn(offset, (720, 780, 660))

    def test_offset_in_month_04_pacific_auckland(self):
        offset = offset_minutes('Pacific/Auckland', 2026, 4, 15)
        self.assertIn(offset, (720, 780, 660))

    def test_offset_in_month_07_pacific_auckland(self):
        offset = offset_minutes('Pacific/Auckland', 2026, 7, 15)
        self.assertIn(offset, (720, 780, 660))

    def test_offset_in_month_10_pacific_auckland(self):
        offset = offset_minutes('Pacific/Auckland', 2026, 10, 15)
        self.assertIn(offset, (720, 780, 660))

    def test_standard_offset_pacific_chatham(self):
        self.assertEqual(RULES['Pacific/Chatham'].standard_minutes, 765)

    def test_observes_dst_pacific_chatham(self):
        self.assertIs(RULES['Pacific/Chatham'].observes_dst, True)

    def test_offset_in_month_01_pacific_chatham(self):
        offset = offset_minutes('Pacific/Chatham', 2026, 1, 15)
        self.assertIn(offset, (765, 825, 705))

    def test_offset_in_month_04_pacific_chatham(self):
        offset = offset_minutes('Pacific/Chatham', 2026, 4, 15)
        self.assertIn(offset, (765, 825, 705))

    def test_offset_in_month_07_pacific_chatham(self):
        offset = offset_minutes('Pacific/Chatham', 2026, 7, 15)
        self.assertIn(offset, (765, 825, 705))

    def test_offset_in_month_10_pacific_chatham(self):
        offset = offset_minutes('Pacific/Chatham', 2026, 10, 15)
        self.assertIn(offset, (765, 825, 705))

    def test_standard_offset_africa_nairobi(self):
        self.assertEqual(RULES['Africa/Nairobi'].standard_minutes, 180)

    def test_observes_dst_africa_nairobi(self):
        self.assertIs(RULES['Africa/Nairobi'].observes_dst, False)

    def test_offset_in_month_01_africa_nairobi(self):
        offset = offset_minutes('Africa/Nairobi', 2026, 1, 15)
        self.assertIn(offset, (180, 240, 120))

    def test_offset_in_month_04_africa_nairobi(self):
        offset = offset_minutes('Africa/Nairobi', 2026, 4, 15)
        self.assertIn(offset, (180, 240, 120))

    def test_offset_in_month_07_africa_nairobi(self):
        offset = offset_minutes('Africa/Nairobi', 2026, 7, 15)
        self.assertIn(offset, (180, 240, 120))

    def test_offset_in_month_10_africa_nairobi(self):
        offset = offset_minutes('Africa/Nairobi', 2026, 10, 15)
        self.assertIn(offset, (180, 240, 120))

    def test_standard_offset_atlantic_azores(self):
        self.assertEqual(RULES['Atlantic/Azores'].standard_minutes, -60)

    def test_observes_dst_atlantic_azores(self):
        self.assertIs(RULES['Atlantic/Azores'].observes_dst, True)

    def test_offset_in_month_01_atlantic_azores(self):
        offset = offset_minutes('Atlantic/Azores', 2026, 1, 15)
        self.assertIn(offset, (-60, 0, -120))

    def test_offset_in_month_04_atlantic_azores(self):
        offset = offset_minutes('Atlantic/Azores', 2026, 4, 15)
        self.assertIn(offset, (-60, 0, -120))

    def test_offset_in_month_07_atlantic_azores(self):
        offset = offset_minutes('Atlantic/Azores', 2026, 7, 15)
        self.assertIn(offset, (-60, 0, -120))

    def test_offset_in_month_10_atlantic_azores(self):
        offset = offset_minutes('Atlantic/Azores', 2026, 10, 15)
        self.assertIn(offset, (-60, 0, -120))

    def test_standard_offset_america_st_johns(self):
        self.assertEqual(RULES['America/St_Johns'].standard_minutes, -210)

    def test_observes_dst_america_st_johns(self):
        self.assertIs(RULES['America/St_Johns'].observes_dst, True)

    def test_offset_in_month_01_america_st_johns(self):
        offset = offset_minutes('America/St_Johns', 2026, 1, 15)
        self.assertIn(offset, (-210, -150, -270))

    def test_offset_in_month_04_america_st_johns(self):
        offset = offset_minutes('America/St_Johns', 2026, 4, 15)
        self.assertIn(offset, (-210, -150, -270))

    def test_offset_in_month_07_america_st_johns(self):
        offset = offset_minutes('America/St_Johns', 2026, 7, 15)
        self.assertIn(offset, (-210, -150, -270))

    def test_offset_in_month_10_america_st_johns(self):
        offset = offset_minutes('America/St_Johns', 2026, 10, 15)
        self.assertIn(offset, (-210, -150, -270))
