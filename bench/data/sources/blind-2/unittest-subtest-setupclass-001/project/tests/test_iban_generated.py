import unittest

from ledgerkit.iban import is_valid


class TestGeneratedIbans(unittest.TestCase):
    def test_valid_ad_0(self):
        self.assertTrue(is_valid("AD9300012030200359100000"))

    def test_valid_ad_1(self):
        self.assertTrue(is_valid("AD4800012030200359100131"))

    def test_valid_ad_2(self):
        self.assertTrue(is_valid("AD0300012030200359100262"))

    def test_valid_ad_3(self):
        self.assertTrue(is_valid("AD5500012030200359100393"))

    def test_valid_ad_4(self):
        self.assertTrue(is_valid("AD1000012030200359100524"))

    def test_valid_ad_5(self):
        self.assertTrue(is_valid("AD6200012030200359100655"))

    def test_valid_at_0(self):
        self.assertTrue(is_valid("AT611904300234573007"))

    def test_valid_at_1(self):
        self.assertTrue(is_valid("AT161904300234573138"))

    def test_valid_at_2(self):
        self.assertTrue(is_valid("AT681904300234573269"))

    def test_valid_at_3(self):
        self.assertTrue(is_valid("AT231904300234573400"))

    def test_valid_at_4(self):
        self.assertTrue(is_valid("AT751904300234573531"))

    def test_valid_at_5(self):
        self.assertTrue(is_valid("AT301904300234573662"))

    def test_valid_be_0(self):
        self.assertTrue(is_valid("BE26539007547014"))

    def test_valid_be_1(self):
        self.assertTrue(is_valid("BE78539007547145"))

    def test_valid_be_2(self):
        self.assertTrue(is_valid("BE33539007547276"))

    def test_valid_be_3(self):
        self.assertTrue(is_valid("BE85539007547407"))

    def test_valid_be_4(self):
        self.assertTrue(is_valid("BE40539007547538"))

    def test_valid_be_5(self):
        self.assertTrue(is_valid("BE92539007547669"))

    def test_valid_bg_0(self):
        self.assertTrue(is_valid("BG68BNBG96611020345021"))

    def test_valid_bg_1(self):
        self.assertTrue(is_valid("BG23BNBG96611020345152"))

    def test_valid_bg_2(self):
        self.assertTrue(is_valid("BG75BNBG96611020345283"))

    def test_valid_bg_3(self):
        self.assertTrue(is_valid("BG30BNBG96611020345414"))

    def test_valid_bg_4(self):
        self.assertTrue(is_valid("BG82BNBG96611020345545"))

    def test_valid_bg_5(self):
        self.assertTrue(is_valid("BG37BNBG96611020345676"))

    def test_valid_ch_0(self):
        self.assertTrue(is_valid("CH5300762011623852028"))

    def test_valid_ch_1(self):
        self.assertTrue(is_valid("CH0800762011623852159"))

    def test_valid_ch_2(self):
        self.assertTrue(is_valid("CH6000762011623852290"))

    def test_valid_ch_3(self):
        self.assertTrue(is_valid("CH1500762011623852421"))

    def test_valid_ch_4(self):
        self.assertTrue(is_valid("CH6700762011623852552"))

    def test_valid_ch_5(self):
        self.assertTrue(is_valid("CH2200762011623852683"))

    def test_valid_cy_0(self):
        self.assertTrue(is_valid("CY43002001280000001200527035"))

    def test_valid_cy_1(self):
        self.assertTrue(is_valid("CY95002001280000001200527166"))

    def test_valid_cy_2(self):
        self.assertTrue(is_valid("CY50002001280000001200527297"))

    def test_valid_cy_3(self):
        self.assertTrue(is_valid("CY05002001280000001200527428"))

    def test_valid_cy_4(self):
        self.assertTrue(is_valid("CY57002001280000001200527559"))

    def test_valid_cy_5(self):
        self.assertTrue(is_valid("CY12002001280000001200527690"))

    def test_valid_cz_0(self):
        self.assertTrue(is_valid("CZ0408000000192000145042"))

    def test_valid_cz_1(self):
        self.assertTrue(is_valid("CZ5608000000192000145173"))

    def test_valid_cz_2(self):
        self.assertTrue(is_valid("CZ1108000000192000145304"))

    def test_valid_cz_3(self):
        self.assertTrue(is_valid("CZ6308000000192000145435"))

    def test_valid_cz_4(self):
        self.assertTrue(is_valid("CZ1808000000192000145566"))

    def test_valid_cz_5(self):
        self.assertTrue(is_valid("CZ7008000000192000145697"))

    def test_valid_de_0(self):
        self.assertTrue(is_valid("DE27370400440532013049"))

    def test_valid_de_1(self):
        self.assertTrue(is_valid("DE79370400440532013180"))

    def test_valid_de_2(self):
        self.assertTrue(is_valid("DE34370400440532013311"))

    def test_valid_de_3(self):
        self.assertTrue(is_valid("DE86370400440532013442"))

    def test_valid_de_4(self):
        self.assertTrue(is_valid("DE41370400440532013573"))

    def test_valid_de_5(self):
        self.assertTrue(is_valid("DE93370400440532013704"))

    def test_valid_dk_0(self):
        self.assertTrue(is_valid("DK5500400440116056"))

    def test_valid_dk_1(self):
        self.assertTrue(is_valid("DK1000400440116187"))

    def test_valid_dk_2(self):
        self.assertTrue(is_valid("DK6200400440116318"))

    def test_valid_dk_3(self):
        self.assertTrue(is_valid("DK1700400440116449"))

    def test_valid_dk_4(self):
        self.assertTrue(is_valid("DK6900400440116580"))

    def test_valid_dk_5(self):
        self.assertTrue(is_valid("DK2400400440116711"))

    def test_valid_ee_0(self):
        self.assertTrue(is_valid("EE512200221020145063"))

    def test_valid_ee_1(self):
        self.assertTrue(is_valid("EE062200221020145194"))

    def test_valid_ee_2(self):
        self.assertTrue(is_valid("EE582200221020145325"))

    def test_valid_ee_3(self):
        self.assertTrue(is_valid("EE132200221020145456"))

    def test_valid_ee_4(self):
        self.assertTrue(is_valid("EE652200221020145587"))

    def test_valid_ee_5(self):
        self.assertTrue(is_valid("EE202200221020145718"))

    def test_valid_es_0(self):
        self.assertTrue(is_valid("ES8421000418450200051070"))

    def test_valid_es_1(self):
        self.assertTrue(is_valid("ES3921000418450200051201"))

    def test_valid_es_2(self):
        self.assertTrue(is_valid("ES9121000418450200051332"))

    def test_valid_es_3(self):
        self.assertTrue(is_valid("ES4621000418450200051463"))

    def test_valid_es_4(self):
        self.assertTrue(is_valid("ES9821000418450200051594"))

    def test_valid_es_5(self):
        self.assertTrue(is_valid("ES5321000418450200051725"))

    def test_valid_fi_0(self):
        self.assertTrue(is_valid("FI2812345600000077"))

    def test_valid_fi_1(self):
        self.assertTrue(is_valid("FI8012345600000208"))

    def test_valid_fi_2(self):
        self.assertTrue(is_valid("FI3512345600000339"))

    def test_valid_fi_3(self):
        self.assertTrue(is_valid("FI8712345600000470"))

    def test_valid_fi_4(self):
        self.assertTrue(is_valid("FI4212345600000601"))

    def test_valid_fi_5(self):
        self.assertTrue(is_valid("FI9412345600000732"))

    def test_valid_fr_0(self):
        self.assertTrue(is_valid("FR4320041010050500013M02084"))

    def test_valid_fr_1(self):
        self.assertTrue(is_valid("FR9520041010050500013M02215"))

    def test_valid_fr_2(self):
        self.assertTrue(is_valid("FR5020041010050500013M02346"))

    def test_valid_fr_3(self):
        self.assertTrue(is_valid("FR0520041010050500013M02477"))

    def test_valid_fr_4(self):
        self.assertTrue(is_valid("FR5720041010050500013M02608"))

    def test_valid_fr_5(self):
        self.assertTrue(is_valid("FR1220041010050500013M02739"))

    def test_valid_gb_0(self):
        self.assertTrue(is_valid("GB91NWBK60161331926091"))

    def test_valid_gb_1(self):
        self.assertTrue(is_valid("GB46NWBK60161331926222"))

    def test_valid_gb_2(self):
        self.assertTrue(is_valid("GB98NWBK60161331926353"))

    def test_valid_gb_3(self):
        self.assertTrue(is_valid("GB53NWBK60161331926484"))

    def test_valid_gb_4(self):
        self.assertTrue(is_valid("GB08NWBK60161331926615"))

    def test_valid_gb_5(self):
        self.assertTrue(is_valid("GB60NWBK60161331926746"))

    def test_valid_gr_0(self):
        self.assertTrue(is_valid("GR3301101250000000012300098"))

    def test_valid_gr_1(self):
        self.assertTrue(is_valid("GR8501101250000000012300229"))

    def test_valid_gr_2(self):
        self.assertTrue(is_valid("GR4001101250000000012300360"))

    def test_valid_gr_3(self):
        self.assertTrue(is_valid("GR9201101250000000012300491"))

    def test_valid_gr_4(self):
        self.assertTrue(is_valid("GR4701101250000000012300622"))

    def test_valid_gr_5(self):
        self.assertTrue(is_valid("GR0201101250000000012300753"))

    def test_valid_hr_0(self):
        self.assertTrue(is_valid("HR4210010051863000105"))

    def test_valid_hr_1(self):
        self.assertTrue(is_valid("HR9410010051863000236"))

    def test_valid_hr_2(self):
        self.assertTrue(is_valid("HR4910010051863000367"))

    def test_valid_hr_3(self):
        self.assertTrue(is_valid("HR0410010051863000498"))

    def test_valid_hr_4(self):
        self.assertTrue(is_valid("HR5610010051863000629"))

    def test_valid_hr_5(self):
        self.assertTrue(is_valid("HR1110010051863000760"))

    def test_valid_hu_0(self):
        self.assertTrue(is_valid("HU25117730161111101800000112"))

    def test_valid_hu_1(self):
        self.assertTrue(is_valid("HU77117730161111101800000243"))

    def test_valid_hu_2(self):
        self.assertTrue(is_valid("HU32117730161111101800000374"))

    def test_valid_hu_3(self):
        self.assertTrue(is_valid("HU84117730161111101800000505"))

    def test_valid_hu_4(self):
        self.assertTrue(is_valid("HU39117730161111101800000636"))

    def test_valid_hu_5(self):
        self.assertTrue(is_valid("HU91117730161111101800000767"))

    def test_valid_ie_0(self):
        self.assertTrue(is_valid("IE87AIBK93115212345119"))

    def test_valid_ie_1(self):
        self.assertTrue(is_valid("IE42AIBK93115212345250"))

    def test_valid_ie_2(self):
        self.assertTrue(is_valid("IE94AIBK93115212345381"))

    def test_valid_ie_3(self):
        self.assertTrue(is_valid("IE49AIBK93115212345512"))

    def test_valid_ie_4(self):
        self.assertTrue(is_valid("IE04AIBK93115212345643"))

    def test_valid_ie_5(self):
        self.assertTrue(is_valid("IE56AIBK93115212345774"))

    def test_valid_is_0(self):
        self.assertTrue(is_valid("IS420159260076545510730126"))

    def test_valid_is_1(self):
        self.assertTrue(is_valid("IS940159260076545510730257"))

    def test_valid_is_2(self):
        self.assertTrue(is_valid("IS490159260076545510730388"))

    def test_valid_is_3(self):
        self.assertTrue(is_valid("IS040159260076545510730519"))

    def test_valid_is_4(self):
        self.assertTrue(is_valid("IS560159260076545510730650"))

    def test_valid_is_5(self):
        self.assertTrue(is_valid("IS110159260076545510730781"))

    def test_valid_it_0(self):
        self.assertTrue(is_valid("IT51X0542811101000000123133"))

    def test_valid_it_1(self):
        self.assertTrue(is_valid("IT06X0542811101000000123264"))

    def test_valid_it_2(self):
        self.assertTrue(is_valid("IT58X0542811101000000123395"))

    def test_valid_it_3(self):
        self.assertTrue(is_valid("IT13X0542811101000000123526"))

    def test_valid_it_4(self):
        self.assertTrue(is_valid("IT65X0542811101000000123657"))

    def test_valid_it_5(self):
        self.assertTrue(is_valid("IT20X0542811101000000123788"))

    def test_valid_li_0(self):
        self.assertTrue(is_valid("LI9608810000232401140"))

    def test_valid_li_1(self):
        self.assertTrue(is_valid("LI5108810000232401271"))

    def test_valid_li_2(self):
        self.assertTrue(is_valid("LI0608810000232401402"))

    def test_valid_li_3(self):
        self.assertTrue(is_valid("LI5808810000232401533"))

    def test_valid_li_4(self):
        self.assertTrue(is_valid("LI1308810000232401664"))

    def test_valid_li_5(self):
        self.assertTrue(is_valid("LI6508810000232401795"))

    def test_valid_lt_0(self):
        self.assertTrue(is_valid("LT201000011101001147"))

    def test_valid_lt_1(self):
        self.assertTrue(is_valid("LT721000011101001278"))

    def test_valid_lt_2(self):
        self.assertTrue(is_valid("LT271000011101001409"))

    def test_valid_lt_3(self):
        self.assertTrue(is_valid("LT791000011101001540"))

    def test_valid_lt_4(self):
        self.assertTrue(is_valid("LT341000011101001671"))

    def test_valid_lt_5(self):
        self.assertTrue(is_valid("LT861000011101001802"))

    def test_valid_lu_0(self):
        self.assertTrue(is_valid("LU410019400644750154"))

    def test_valid_lu_1(self):
        self.assertTrue(is_valid("LU930019400644750285"))

    def test_valid_lu_2(self):
        self.assertTrue(is_valid("LU480019400644750416"))

    def test_valid_lu_3(self):
        self.assertTrue(is_valid("LU030019400644750547"))

    def test_valid_lu_4(self):
        self.assertTrue(is_valid("LU550019400644750678"))

    def test_valid_lu_5(self):
        self.assertTrue(is_valid("LU100019400644750809"))

    def test_valid_lv_0(self):
        self.assertTrue(is_valid("LV28BANK0000435195161"))

    def test_valid_lv_1(self):
        self.assertTrue(is_valid("LV80BANK0000435195292"))

    def test_valid_lv_2(self):
        self.assertTrue(is_valid("LV35BANK0000435195423"))

    def test_valid_lv_3(self):
        self.assertTrue(is_valid("LV87BANK0000435195554"))

    def test_valid_lv_4(self):
        self.assertTrue(is_valid("LV42BANK0000435195685"))

    def test_valid_lv_5(self):
        self.assertTrue(is_valid("LV94BANK0000435195816"))

    def test_valid_mc_0(self):
        self.assertTrue(is_valid("MC1811222000010123456789168"))

    def test_valid_mc_1(self):
        self.assertTrue(is_valid("MC7011222000010123456789299"))

    def test_valid_mc_2(self):
        self.assertTrue(is_valid("MC2511222000010123456789430"))

    def test_valid_mc_3(self):
        self.assertTrue(is_valid("MC7711222000010123456789561"))

    def test_valid_mc_4(self):
        self.assertTrue(is_valid("MC3211222000010123456789692"))

    def test_valid_mc_5(self):
        self.assertTrue(is_valid("MC8411222000010123456789823"))

    def test_valid_nl_0(self):
        self.assertTrue(is_valid("NL76ABNA0417164182"))

    def test_valid_nl_1(self):
        self.assertTrue(is_valid("NL31ABNA0417164313"))

    def test_valid_nl_2(self):
        self.assertTrue(is_valid("NL83ABNA0417164444"))

    def test_valid_nl_3(self):
        self.assertTrue(is_valid("NL38ABNA0417164575"))

    def test_valid_nl_4(self):
        self.assertTrue(is_valid("NL90ABNA0417164706"))

    def test_valid_nl_5(self):
        self.assertTrue(is_valid("NL45ABNA0417164837"))

    def test_valid_pl_0(self):
        self.assertTrue(is_valid("PL34109010140000071219812196"))

    def test_valid_pl_1(self):
        self.assertTrue(is_valid("PL86109010140000071219812327"))

    def test_valid_pl_2(self):
        self.assertTrue(is_valid("PL41109010140000071219812458"))

    def test_valid_pl_3(self):
        self.assertTrue(is_valid("PL93109010140000071219812589"))

    def test_valid_pl_4(self):
        self.assertTrue(is_valid("PL48109010140000071219812720"))

    def test_valid_pl_5(self):
        self.assertTrue(is_valid("PL03109010140000071219812851"))

    def test_valid_pt_0(self):
        self.assertTrue(is_valid("PT85000201231234567890203"))

    def test_valid_pt_1(self):
        self.assertTrue(is_valid("PT40000201231234567890334"))

    def test_valid_pt_2(self):
        self.assertTrue(is_valid("PT92000201231234567890465"))

    def test_valid_pt_3(self):
        self.assertTrue(is_valid("PT47000201231234567890596"))

    def test_valid_pt_4(self):
        self.assertTrue(is_valid("PT02000201231234567890727"))

    def test_valid_pt_5(self):
        self.assertTrue(is_valid("PT54000201231234567890858"))

    def test_valid_ro_0(self):
        self.assertTrue(is_valid("RO05AAAA1B31007593840210"))

    def test_valid_ro_1(self):
        self.assertTrue(is_valid("RO57AAAA1B31007593840341"))

    def test_valid_ro_2(self):
        self.assertTrue(is_valid("RO12AAAA1B31007593840472"))

    def test_valid_ro_3(self):
        self.assertTrue(is_valid("RO64AAAA1B31007593840603"))

    def test_valid_ro_4(self):
        self.assertTrue(is_valid("RO19AAAA1B31007593840734"))

    def test_valid_ro_5(self):
        self.assertTrue(is_valid("RO71AAAA1B31007593840865"))

    def test_valid_se_0(self):
        self.assertTrue(is_valid("SE7550000000058398257217"))

    def test_valid_se_1(self):
        self.assertTrue(is_valid("SE3050000000058398257348"))

    def test_valid_se_2(self):
        self.assertTrue(is_valid("SE8250000000058398257479"))

    def test_valid_se_3(self):
        self.assertTrue(is_valid("SE3750000000058398257610"))

    def test_valid_se_4(self):
        self.assertTrue(is_valid("SE8950000000058398257741"))

    def test_valid_se_5(self):
        self.assertTrue(is_valid("SE4450000000058398257872"))

    def test_valid_si_0(self):
        self.assertTrue(is_valid("SI16263300012039224"))

    def test_valid_si_1(self):
        self.assertTrue(is_valid("SI68263300012039355"))

    def test_valid_si_2(self):
        self.assertTrue(is_valid("SI23263300012039486"))

    def test_valid_si_3(self):
        self.assertTrue(is_valid("SI75263300012039617"))

    def test_valid_si_4(self):
        self.assertTrue(is_valid("SI30263300012039748"))

    def test_valid_si_5(self):
        self.assertTrue(is_valid("SI82263300012039879"))

    def test_valid_sk_0(self):
        self.assertTrue(is_valid("SK5912000000198742637231"))

    def test_valid_sk_1(self):
        self.assertTrue(is_valid("SK1412000000198742637362"))

    def test_valid_sk_2(self):
        self.assertTrue(is_valid("SK6612000000198742637493"))

    def test_valid_sk_3(self):
        self.assertTrue(is_valid("SK2112000000198742637624"))

    def test_valid_sk_4(self):
        self.assertTrue(is_valid("SK7312000000198742637755"))

    def test_valid_sk_5(self):
        self.assertTrue(is_valid("SK2812000000198742637886"))

    def test_valid_sm_0(self):
        self.assertTrue(is_valid("SM46U0322509800000000270238"))

    def test_valid_sm_1(self):
        self.assertTrue(is_valid("SM98U0322509800000000270369"))

    def test_valid_sm_2(self):
        self.assertTrue(is_valid("SM53U0322509800000000270500"))

    def test_valid_sm_3(self):
        self.assertTrue(is_valid("SM08U0322509800000000270631"))

    def test_valid_sm_4(self):
        self.assertTrue(is_valid("SM60U0322509800000000270762"))

    def test_valid_sm_5(self):
        self.assertTrue(is_valid("SM15U0322509800000000270893"))
