from decimal import Decimal

from django.test import TestCase

from .models import Order


class OrderTests(TestCase):
    def test_total(self):
        order = Order.objects.create(number="A-1", quantity=3, unit_price=Decimal("2.50"))
        self.assertEqual(order.total(), Decimal("7.50"))

    def test_duplicate_number_is_rejected_by_form(self):
        Order.objects.create(number="A-2")
        Order.objects.create(number="A-2")

    def test_missing_order_is_404(self):
        response = self.client.get("/orders/NOPE/")
        self.assertEqual(response.status_code, 404)


class StatusLabelTests(TestCase):
    def test_status_label_000(self):
        self.assertEqual(Order(number="N-0", status="s0").status_label(), "S0")

    def test_status_label_001(self):
        self.assertEqual(Order(number="N-1", status="s1").status_label(), "S1")

    def test_status_label_002(self):
        self.assertEqual(Order(number="N-2", status="s2").status_label(), "S2")

    def test_status_label_003(self):
        self.assertEqual(Order(number="N-3", status="s3").status_label(), "S3")

    def test_status_label_004(self):
        self.assertEqual(Order(number="N-4", status="s4").status_label(), "S4")

    def test_status_label_005(self):
        self.assertEqual(Order(number="N-5", status="s5").status_label(), "S5")

    def test_status_label_006(self):
        self.assertEqual(Order(number="N-6", status="s6").status_label(), "S6")

    def test_status_label_007(self):
        self.assertEqual(Order(number="N-7", status="s0").status_label(), "S0")

    def test_status_label_008(self):
        self.assertEqual(Order(number="N-8", status="s1").status_label(), "S1")

    def test_status_label_009(self):
        self.assertEqual(Order(number="N-9", status="s2").status_label(), "S2")

    def test_status_label_010(self):
        self.assertEqual(Order(number="N-10", status="s3").status_label(), "S3")

    def test_status_label_011(self):
        self.assertEqual(Order(number="N-11", status="s4").status_label(), "S4")

    def test_status_label_012(self):
        self.assertEqual(Order(number="N-12", status="s5").status_label(), "S5")

    def test_status_label_013(self):
        self.assertEqual(Order(number="N-13", status="s6").status_label(), "S6")

    def test_status_label_014(self):
        self.assertEqual(Order(number="N-14", status="s0").status_label(), "S0")

    def test_status_label_015(self):
        self.assertEqual(Order(number="N-15", status="s1").status_label(), "S1")

    def test_status_label_016(self):
        self.assertEqual(Order(number="N-16", status="s2").status_label(), "S2")

    def test_status_label_017(self):
        self.assertEqual(Order(number="N-17", status="s3").status_label(), "S3")

    def test_status_label_018(self):
        self.assertEqual(Order(number="N-18", status="s4").status_label(), "S4")

    def test_status_label_019(self):
        self.assertEqual(Order(number="N-19", status="s5").status_label(), "S5")

    def test_status_label_020(self):
        self.assertEqual(Order(number="N-20", status="s6").status_label(), "S6")

    def test_status_label_021(self):
        self.assertEqual(Order(number="N-21", status="s0").status_label(), "S0")

    def test_status_label_022(self):
        self.assertEqual(Order(number="N-22", status="s1").status_label(), "S1")

    def test_status_label_023(self):
        self.assertEqual(Order(number="N-23", status="s2").status_label(), "S2")

    def test_status_label_024(self):
        self.assertEqual(Order(number="N-24", status="s3").status_label(), "S3")

    def test_status_label_025(self):
        self.assertEqual(Order(number="N-25", status="s4").status_label(), "S4")

    def test_status_label_026(self):
        self.assertEqual(Order(number="N-26", status="s5").status_label(), "S5")

    def test_status_label_027(self):
        self.assertEqual(Order(number="N-27", status="s6").status_label(), "S6")

    def test_status_label_028(self):
        self.assertEqual(Order(number="N-28", status="s0").status_label(), "S0")

    def test_status_label_029(self):
        self.assertEqual(Order(number="N-29", status="s1").status_label(), "S1")

    def test_status_label_030(self):
        self.assertEqual(Order(number="N-30", status="s2").status_label(), "S2")

    def test_status_label_031(self):
        self.assertEqual(Order(number="N-31", status="s3").status_label(), "S3")

    def test_status_label_032(self):
        self.assertEqual(Order(number="N-32", status="s4").status_label(), "S4")

    def test_status_label_033(self):
        self.assertEqual(Order(number="N-33", status="s5").status_label(), "S5")

    def test_status_label_034(self):
        self.assertEqual(Order(number="N-34", status="s6").status_label(), "S6")

    def test_status_label_035(self):
        self.assertEqual(Order(number="N-35", status="s0").status_label(), "S0")

    def test_status_label_036(self):
        self.assertEqual(Order(number="N-36", status="s1").status_label(), "S1")

    def test_status_label_037(self):
        self.assertEqual(Order(number="N-37", status="s2").status_label(), "S2")

    def test_status_label_038(self):
        self.assertEqual(Order(number="N-38", status="s3").status_label(), "S3")

    def test_status_label_039(self):
        self.assertEqual(Order(number="N-39", status="s4").status_label(), "S4")

    def test_status_label_040(self):
        self.assertEqual(Order(number="N-40", status="s5").status_label(), "S5")

    def test_status_label_041(self):
        self.assertEqual(Order(number="N-41", status="s6").status_label(), "S6")

    def test_status_label_042(self):
        self.assertEqual(Order(number="N-42", status="s0").status_label(), "S0")

    def test_status_label_043(self):
        self.assertEqual(Order(number="N-43", status="s1").status_label(), "S1")

    def test_status_label_044(self):
        self.assertEqual(Order(number="N-44", status="s2").status_label(), "S2")

    def test_status_label_045(self):
        self.assertEqual(Order(number="N-45", status="s3").status_label(), "S3")

    def test_status_label_046(self):
        self.assertEqual(Order(number="N-46", status="s4").status_label(), "S4")

    def test_status_label_047(self):
        self.assertEqual(Order(number="N-47", status="s5").status_label(), "S5")

    def test_status_label_048(self):
        self.assertEqual(Order(number="N-48", status="s6").status_label(), "S6")

    def test_status_label_049(self):
        self.assertEqual(Order(number="N-49", status="s0").status_label(), "S0")

    def test_status_label_050(self):
        self.assertEqual(Order(number="N-50", status="s1").status_label(), "S1")

    def test_status_label_051(self):
        self.assertEqual(Order(number="N-51", status="s2").status_label(), "S2")

    def test_status_label_052(self):
        self.assertEqual(Order(number="N-52", status="s3").status_label(), "S3")

    def test_status_label_053(self):
        self.assertEqual(Order(number="N-53", status="s4").status_label(), "S4")

    def test_status_label_054(self):
        self.assertEqual(Order(number="N-54", status="s5").status_label(), "S5")

    def test_status_label_055(self):
        self.assertEqual(Order(number="N-55", status="s6").status_label(), "S6")

    def test_status_label_056(self):
        self.assertEqual(Order(number="N-56", status="s0").status_label(), "S0")

    def test_status_label_057(self):
        self.assertEqual(Order(number="N-57", status="s1").status_label(), "S1")

    def test_status_label_058(self):
        self.assertEqual(Order(number="N-58", status="s2").status_label(), "S2")

    def test_status_label_059(self):
        self.assertEqual(Order(number="N-59", status="s3").status_label(), "S3")

    def test_status_label_060(self):
        self.assertEqual(Order(number="N-60", status="s4").status_label(), "S4")

    def test_status_label_061(self):
        self.assertEqual(Order(number="N-61", status="s5").status_label(), "S5")

    def test_status_label_062(self):
        self.assertEqual(Order(number="N-62", status="s6").status_label(), "S6")

    def test_status_label_063(self):
        self.assertEqual(Order(number="N-63", status="s0").status_label(), "S0")

    def test_status_label_064(self):
        self.assertEqual(Order(number="N-64", status="s1").status_label(), "S1")

    def test_status_label_065(self):
        self.assertEqual(Order(number="N-65", status="s2").status_label(), "S2")

    def test_status_label_066(self):
        self.assertEqual(Order(number="N-66", status="s3").status_label(), "S3")

    def test_status_label_067(self):
        self.assertEqual(Order(number="N-67", status="s4").status_label(), "S4")

    def test_status_label_068(self):
        self.assertEqual(Order(number="N-68", status="s5").status_label(), "S5")

    def test_status_label_069(self):
        self.assertEqual(Order(number="N-69", status="s6").status_label(), "S6")

    def test_status_label_070(self):
        self.assertEqual(Order(number="N-70", status="s0").status_label(), "S0")

    def test_status_label_071(self):
        self.assertEqual(Order(number="N-71", status="s1").status_label(), "S1")

    def test_status_label_072(self):
        self.assertEqual(Order(number="N-72", status="s2").status_label(), "S2")

    def test_status_label_073(self):
        self.assertEqual(Order(number="N-73", status="s3").status_label(), "S3")

    def test_status_label_074(self):
        self.assertEqual(Order(number="N-74", status="s4").status_label(), "S4")

    def test_status_label_075(self):
        self.assertEqual(Order(number="N-75", status="s5").status_label(), "S5")

    def test_status_label_076(self):
        self.assertEqual(Order(number="N-76", status="s6").status_label(), "S6")

    def test_status_label_077(self):
        self.assertEqual(Order(number="N-77", status="s0").status_label(), "S0")

    def test_status_label_078(self):
        self.assertEqual(Order(number="N-78", status="s1").status_label(), "S1")

    def test_status_label_079(self):
        self.assertEqual(Order(number="N-79", status="s2").status_label(), "S2")

    def test_status_label_080(self):
        self.assertEqual(Order(number="N-80", status="s3").status_label(), "S3")

    def test_status_label_081(self):
        self.assertEqual(Order(number="N-81", status="s4").status_label(), "S4")

    def test_status_label_082(self):
        self.assertEqual(Order(number="N-82", status="s5").status_label(), "S5")

    def test_status_label_083(self):
        self.assertEqual(Order(number="N-83", status="s6").status_label(), "S6")

    def test_status_label_084(self):
        self.assertEqual(Order(number="N-84", status="s0").status_label(), "S0")

    def test_status_label_085(self):
        self.assertEqual(Order(number="N-85", status="s1").status_label(), "S1")

    def test_status_label_086(self):
        self.assertEqual(Order(number="N-86", status="s2").status_label(), "S2")

    def test_status_label_087(self):
        self.assertEqual(Order(number="N-87", status="s3").status_label(), "S3")

    def test_status_label_088(self):
        self.assertEqual(Order(number="N-88", status="s4").status_label(), "S4")

    def test_status_label_089(self):
        self.assertEqual(Order(number="N-89", status="s5").status_label(), "S5")

    def test_status_label_090(self):
        self.assertEqual(Order(number="N-90", status="s6").status_label(), "S6")

    def test_status_label_091(self):
        self.assertEqual(Order(number="N-91", status="s0").status_label(), "S0")

    def test_status_label_092(self):
        self.assertEqual(Order(number="N-92", status="s1").status_label(), "S1")

    def test_status_label_093(self):
        self.assertEqual(Order(number="N-93", status="s2").status_label(), "S2")

    def test_status_label_094(self):
        self.assertEqual(Order(number="N-94", status="s3").status_label(), "S3")

    def test_status_label_095(self):
        self.assertEqual(Order(number="N-95", status="s4").status_label(), "S4")

    def test_status_label_096(self):
        self.assertEqual(Order(number="N-96", status="s5").status_label(), "S5")

    def test_status_label_097(self):
        self.assertEqual(Order(number="N-97", status="s6").status_label(), "S6")

    def test_status_label_098(self):
        self.assertEqual(Order(number="N-98", status="s0").status_label(), "S0")

    def test_status_label_099(self):
        self.assertEqual(Order(number="N-99", status="s1").status_label(), "S1")

    def test_status_label_100(self):
        self.assertEqual(Order(number="N-100", status="s2").status_label(), "S2")

    def test_status_label_101(self):
        self.assertEqual(Order(number="N-101", status="s3").status_label(), "S3")

    def test_status_label_102(self):
        self.assertEqual(Order(number="N-102", status="s4").status_label(), "S4")

    def test_status_label_103(self):
        self.assertEqual(Order(number="N-103", status="s5").status_label(), "S5")

    def test_status_label_104(self):
        self.assertEqual(Order(number="N-104", status="s6").status_label(), "S6")

    def test_status_label_105(self):
        self.assertEqual(Order(number="N-105", status="s0").status_label(), "S0")

    def test_status_label_106(self):
        self.assertEqual(Order(number="N-106", status="s1").status_label(), "S1")

    def test_status_label_107(self):
        self.assertEqual(Order(number="N-107", status="s2").status_label(), "S2")

    def test_status_label_108(self):
        self.assertEqual(Order(number="N-108", status="s3").status_label(), "S3")

    def test_status_label_109(self):
        self.assertEqual(Order(number="N-109", status="s4").status_label(), "S4")

    def test_status_label_110(self):
        self.assertEqual(Order(number="N-110", status="s5").status_label(), "S5")

    def test_status_label_111(self):
        self.assertEqual(Order(number="N-111", status="s6").status_label(), "S6")

    def test_status_label_112(self):
        self.assertEqual(Order(number="N-112", status="s0").status_label(), "S0")

    def test_status_label_113(self):
        self.assertEqual(Order(number="N-113", status="s1").status_label(), "S1")

    def test_status_label_114(self):
        self.assertEqual(Order(number="N-114", status="s2").status_label(), "S2")

    def test_status_label_115(self):
        self.assertEqual(Order(number="N-115", status="s3").status_label(), "S3")

    def test_status_label_116(self):
        self.assertEqual(Order(number="N-116", status="s4").status_label(), "S4")

    def test_status_label_117(self):
        self.assertEqual(Order(number="N-117", status="s5").status_label(), "S5")

    def test_status_label_118(self):
        self.assertEqual(Order(number="N-118", status="s6").status_label(), "S6")

    def test_status_label_119(self):
        self.assertEqual(Order(number="N-119", status="s0").status_label(), "S0")

    def test_status_label_120(self):
        self.assertEqual(Order(number="N-120", status="s1").status_label(), "S1")

    def test_status_label_121(self):
        self.assertEqual(Order(number="N-121", status="s2").status_label(), "S2")

    def test_status_label_122(self):
        self.assertEqual(Order(number="N-122", status="s3").status_label(), "S3")

    def test_status_label_123(self):
        self.assertEqual(Order(number="N-123", status="s4").status_label(), "S4")

    def test_status_label_124(self):
        self.assertEqual(Order(number="N-124", status="s5").status_label(), "S5")

    def test_status_label_125(self):
        self.assertEqual(Order(number="N-125", status="s6").status_label(), "S6")

    def test_status_label_126(self):
        self.assertEqual(Order(number="N-126", status="s0").status_label(), "S0")

    def test_status_label_127(self):
        self.assertEqual(Order(number="N-127", status="s1").status_label(), "S1")

    def test_status_label_128(self):
        self.assertEqual(Order(number="N-128", status="s2").status_label(), "S2")

    def test_status_label_129(self):
        self.assertEqual(Order(number="N-129", status="s3").status_label(), "S3")

    def test_status_label_130(self):
        self.assertEqual(Order(number="N-130", status="s4").status_label(), "S4")

    def test_status_label_131(self):
        self.assertEqual(Order(number="N-131", status="s5").status_label(), "S5")

    def test_status_label_132(self):
        self.assertEqual(Order(number="N-132", status="s6").status_label(), "S6")

    def test_status_label_133(self):
        self.assertEqual(Order(number="N-133", status="s0").status_label(), "S0")

    def test_status_label_134(self):
        self.assertEqual(Order(number="N-134", status="s1").status_label(), "S1")

    def test_status_label_135(self):
        self.assertEqual(Order(number="N-135", status="s2").status_label(), "S2")

    def test_status_label_136(self):
        self.assertEqual(Order(number="N-136", status="s3").status_label(), "S3")

    def test_status_label_137(self):
        self.assertEqual(Order(number="N-137", status="s4").status_label(), "S4")

    def test_status_label_138(self):
        self.assertEqual(Order(number="N-138", status="s5").status_label(), "S5")

    def test_status_label_139(self):
        self.assertEqual(Order(number="N-139", status="s6").status_label(), "S6")

    def test_status_label_140(self):
        self.assertEqual(Order(number="N-140", status="s0").status_label(), "S0")

    def test_status_label_141(self):
        self.assertEqual(Order(number="N-141", status="s1").status_label(), "S1")

    def test_status_label_142(self):
        self.assertEqual(Order(number="N-142", status="s2").status_label(), "S2")

    def test_status_label_143(self):
        self.assertEqual(Order(number="N-143", status="s3").status_label(), "S3")

    def test_status_label_144(self):
        self.assertEqual(Order(number="N-144", status="s4").status_label(), "S4")

    def test_status_label_145(self):
        self.assertEqual(Order(number="N-145", status="s5").status_label(), "S5")

    def test_status_label_146(self):
        self.assertEqual(Order(number="N-146", status="s6").status_label(), "S6")

    def test_status_label_147(self):
        self.assertEqual(Order(number="N-147", status="s0").status_label(), "S0")

    def test_status_label_148(self):
        self.assertEqual(Order(number="N-148", status="s1").status_label(), "S1")

    def test_status_label_149(self):
        self.assertEqual(Order(number="N-149", status="s2").status_label(), "S2")

