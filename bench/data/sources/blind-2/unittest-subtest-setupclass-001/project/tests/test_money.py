import unittest

from ledgerkit.money import format_cents, to_cents


class TestToCents(unittest.TestCase):
    def test_to_cents_000(self):
        self.assertEqual(to_cents("37.919"), 3792)

    def test_to_cents_001(self):
        self.assertEqual(to_cents("74.838"), 7484)

    def test_to_cents_002(self):
        self.assertEqual(to_cents("111.757"), 11176)

    def test_to_cents_003(self):
        self.assertEqual(to_cents("148.676"), 14868)

    def test_to_cents_004(self):
        self.assertEqual(to_cents("185.595"), 18560)

    def test_to_cents_005(self):
        self.assertEqual(to_cents("222.514"), 22251)

    def test_to_cents_006(self):
        self.assertEqual(to_cents("259.433"), 25943)

    def test_to_cents_007(self):
        self.assertEqual(to_cents("296.352"), 29635)

    def test_to_cents_008(self):
        self.assertEqual(to_cents("333.271"), 33327)

    def test_to_cents_009(self):
        self.assertEqual(to_cents("370.190"), 37019)

    def test_to_cents_010(self):
        self.assertEqual(to_cents("407.109"), 40711)

    def test_to_cents_011(self):
        self.assertEqual(to_cents("444.028"), 44403)

    def test_to_cents_012(self):
        self.assertEqual(to_cents("481.947"), 48195)

    def test_to_cents_013(self):
        self.assertEqual(to_cents("518.866"), 51887)

    def test_to_cents_014(self):
        self.assertEqual(to_cents("555.785"), 55578)

    def test_to_cents_015(self):
        self.assertEqual(to_cents("592.704"), 59270)

    def test_to_cents_016(self):
        self.assertEqual(to_cents("629.623"), 62962)

    def test_to_cents_017(self):
        self.assertEqual(to_cents("666.542"), 66654)

    def test_to_cents_018(self):
        self.assertEqual(to_cents("703.461"), 70346)

    def test_to_cents_019(self):
        self.assertEqual(to_cents("740.380"), 74038)

    def test_to_cents_020(self):
        self.assertEqual(to_cents("777.299"), 77730)

    def test_to_cents_021(self):
        self.assertEqual(to_cents("814.218"), 81422)

    def test_to_cents_022(self):
        self.assertEqual(to_cents("851.137"), 85114)

    def test_to_cents_023(self):
        self.assertEqual(to_cents("888.056"), 88806)

    def test_to_cents_024(self):
        self.assertEqual(to_cents("925.975"), 92598)

    def test_to_cents_025(self):
        self.assertEqual(to_cents("962.894"), 96289)

    def test_to_cents_026(self):
        self.assertEqual(to_cents("999.813"), 99981)

    def test_to_cents_027(self):
        self.assertEqual(to_cents("1036.732"), 103673)

    def test_to_cents_028(self):
        self.assertEqual(to_cents("1073.651"), 107365)

    def test_to_cents_029(self):
        self.assertEqual(to_cents("1110.570"), 111057)

    def test_to_cents_030(self):
        self.assertEqual(to_cents("1147.489"), 114749)

    def test_to_cents_031(self):
        self.assertEqual(to_cents("1184.408"), 118441)

    def test_to_cents_032(self):
        self.assertEqual(to_cents("1221.327"), 122133)

    def test_to_cents_033(self):
        self.assertEqual(to_cents("1258.246"), 125825)

    def test_to_cents_034(self):
        self.assertEqual(to_cents("1295.165"), 129516)

    def test_to_cents_035(self):
        self.assertEqual(to_cents("1332.084"), 133208)

    def test_to_cents_036(self):
        self.assertEqual(to_cents("1369.003"), 136900)

    def test_to_cents_037(self):
        self.assertEqual(to_cents("1406.922"), 140692)

    def test_to_cents_038(self):
        self.assertEqual(to_cents("1443.841"), 144384)

    def test_to_cents_039(self):
        self.assertEqual(to_cents("1480.760"), 148076)

    def test_to_cents_040(self):
        self.assertEqual(to_cents("1517.679"), 151768)

    def test_to_cents_041(self):
        self.assertEqual(to_cents("1554.598"), 155460)

    def test_to_cents_042(self):
        self.assertEqual(to_cents("1591.517"), 159152)

    def test_to_cents_043(self):
        self.assertEqual(to_cents("1628.436"), 162844)

    def test_to_cents_044(self):
        self.assertEqual(to_cents("1665.355"), 166536)

    def test_to_cents_045(self):
        self.assertEqual(to_cents("1702.274"), 170227)

    def test_to_cents_046(self):
        self.assertEqual(to_cents("1739.193"), 173919)

    def test_to_cents_047(self):
        self.assertEqual(to_cents("1776.112"), 177611)

    def test_to_cents_048(self):
        self.assertEqual(to_cents("1813.031"), 181303)

    def test_to_cents_049(self):
        self.assertEqual(to_cents("1850.950"), 185095)

    def test_to_cents_050(self):
        self.assertEqual(to_cents("1887.869"), 188787)

    def test_to_cents_051(self):
        self.assertEqual(to_cents("1924.788"), 192479)

    def test_to_cents_052(self):
        self.assertEqual(to_cents("1961.707"), 196171)

    def test_to_cents_053(self):
        self.assertEqual(to_cents("1998.626"), 199863)

    def test_to_cents_054(self):
        self.assertEqual(to_cents("2035.545"), 203554)

    def test_to_cents_055(self):
        self.assertEqual(to_cents("2072.464"), 207246)

    def test_to_cents_056(self):
        self.assertEqual(to_cents("2109.383"), 210938)

    def test_to_cents_057(self):
        self.assertEqual(to_cents("2146.302"), 214630)

    def test_to_cents_058(self):
        self.assertEqual(to_cents("2183.221"), 218322)

    def test_to_cents_059(self):
        self.assertEqual(to_cents("2220.140"), 222014)

    def test_to_cents_060(self):
        self.assertEqual(to_cents("2257.059"), 225706)

    def test_to_cents_061(self):
        self.assertEqual(to_cents("2294.978"), 229498)

    def test_to_cents_062(self):
        self.assertEqual(to_cents("2331.897"), 233190)

    def test_to_cents_063(self):
        self.assertEqual(to_cents("2368.816"), 236882)

    def test_to_cents_064(self):
        self.assertEqual(to_cents("2405.735"), 240574)

    def test_to_cents_065(self):
        self.assertEqual(to_cents("2442.654"), 244265)

    def test_to_cents_066(self):
        self.assertEqual(to_cents("2479.573"), 247957)

    def test_to_cents_067(self):
        self.assertEqual(to_cents("2516.492"), 251649)

    def test_to_cents_068(self):
        self.assertEqual(to_cents("2553.411"), 255341)

    def test_to_cents_069(self):
        self.assertEqual(to_cents("2590.330"), 259033)

    def test_to_cents_070(self):
        self.assertEqual(to_cents("2627.249"), 262725)

    def test_to_cents_071(self):
        self.assertEqual(to_cents("2664.168"), 266417)

    def test_to_cents_072(self):
        self.assertEqual(to_cents("2701.087"), 270109)

    def test_to_cents_073(self):
        self.assertEqual(to_cents("2738.006"), 273801)

    def test_to_cents_074(self):
        self.assertEqual(to_cents("2775.925"), 277592)

    def test_to_cents_075(self):
        self.assertEqual(to_cents("2812.844"), 281284)

    def test_to_cents_076(self):
        self.assertEqual(to_cents("2849.763"), 284976)

    def test_to_cents_077(self):
        self.assertEqual(to_cents("2886.682"), 288668)

    def test_to_cents_078(self):
        self.assertEqual(to_cents("2923.601"), 292360)

    def test_to_cents_079(self):
        self.assertEqual(to_cents("2960.520"), 296052)

    def test_to_cents_080(self):
        self.assertEqual(to_cents("2997.439"), 299744)

    def test_to_cents_081(self):
        self.assertEqual(to_cents("3034.358"), 303436)

    def test_to_cents_082(self):
        self.assertEqual(to_cents("3071.277"), 307128)

    def test_to_cents_083(self):
        self.assertEqual(to_cents("3108.196"), 310820)

    def test_to_cents_084(self):
        self.assertEqual(to_cents("3145.115"), 314512)

    def test_to_cents_085(self):
        self.assertEqual(to_cents("3182.034"), 318203)

    def test_to_cents_086(self):
        self.assertEqual(to_cents("3219.953"), 321995)

    def test_to_cents_087(self):
        self.assertEqual(to_cents("3256.872"), 325687)

    def test_to_cents_088(self):
        self.assertEqual(to_cents("3293.791"), 329379)

    def test_to_cents_089(self):
        self.assertEqual(to_cents("3330.710"), 333071)

    def test_to_cents_090(self):
        self.assertEqual(to_cents("3367.629"), 336763)

    def test_to_cents_091(self):
        self.assertEqual(to_cents("3404.548"), 340455)

    def test_to_cents_092(self):
        self.assertEqual(to_cents("3441.467"), 344147)

    def test_to_cents_093(self):
        self.assertEqual(to_cents("3478.386"), 347839)

    def test_to_cents_094(self):
        self.assertEqual(to_cents("3515.305"), 351530)

    def test_to_cents_095(self):
        self.assertEqual(to_cents("3552.224"), 355222)

    def test_to_cents_096(self):
        self.assertEqual(to_cents("3589.143"), 358914)

    def test_to_cents_097(self):
        self.assertEqual(to_cents("3626.062"), 362606)

    def test_to_cents_098(self):
        self.assertEqual(to_cents("3663.981"), 366398)

    def test_to_cents_099(self):
        self.assertEqual(to_cents("3700.900"), 370090)

    def test_to_cents_100(self):
        self.assertEqual(to_cents("3737.819"), 373782)

    def test_to_cents_101(self):
        self.assertEqual(to_cents("3774.738"), 377474)

    def test_to_cents_102(self):
        self.assertEqual(to_cents("3811.657"), 381166)

    def test_to_cents_103(self):
        self.assertEqual(to_cents("3848.576"), 384858)

    def test_to_cents_104(self):
        self.assertEqual(to_cents("3885.495"), 388550)

    def test_to_cents_105(self):
        self.assertEqual(to_cents("3922.414"), 392241)

    def test_to_cents_106(self):
        self.assertEqual(to_cents("3959.333"), 395933)

    def test_to_cents_107(self):
        self.assertEqual(to_cents("3996.252"), 399625)

    def test_to_cents_108(self):
        self.assertEqual(to_cents("4033.171"), 403317)

    def test_to_cents_109(self):
        self.assertEqual(to_cents("4070.090"), 407009)

    def test_to_cents_110(self):
        self.assertEqual(to_cents("4107.009"), 410701)

    def test_to_cents_111(self):
        self.assertEqual(to_cents("4144.928"), 414493)

    def test_to_cents_112(self):
        self.assertEqual(to_cents("4181.847"), 418185)

    def test_to_cents_113(self):
        self.assertEqual(to_cents("4218.766"), 421877)

    def test_to_cents_114(self):
        self.assertEqual(to_cents("4255.685"), 425568)

    def test_to_cents_115(self):
        self.assertEqual(to_cents("4292.604"), 429260)

    def test_to_cents_116(self):
        self.assertEqual(to_cents("4329.523"), 432952)

    def test_to_cents_117(self):
        self.assertEqual(to_cents("4366.442"), 436644)

    def test_to_cents_118(self):
        self.assertEqual(to_cents("4403.361"), 440336)

    def test_to_cents_119(self):
        self.assertEqual(to_cents("4440.280"), 444028)

    def test_to_cents_120(self):
        self.assertEqual(to_cents("4477.199"), 447720)

    def test_to_cents_121(self):
        self.assertEqual(to_cents("4514.118"), 451412)

    def test_to_cents_122(self):
        self.assertEqual(to_cents("4551.037"), 455104)

    def test_to_cents_123(self):
        self.assertEqual(to_cents("4588.956"), 458896)

    def test_to_cents_124(self):
        self.assertEqual(to_cents("4625.875"), 462588)

    def test_to_cents_125(self):
        self.assertEqual(to_cents("4662.794"), 466279)

    def test_to_cents_126(self):
        self.assertEqual(to_cents("4699.713"), 469971)

    def test_to_cents_127(self):
        self.assertEqual(to_cents("4736.632"), 473663)

    def test_to_cents_128(self):
        self.assertEqual(to_cents("4773.551"), 477355)

    def test_to_cents_129(self):
        self.assertEqual(to_cents("4810.470"), 481047)

    def test_to_cents_130(self):
        self.assertEqual(to_cents("4847.389"), 484739)

    def test_to_cents_131(self):
        self.assertEqual(to_cents("4884.308"), 488431)

    def test_to_cents_132(self):
        self.assertEqual(to_cents("4921.227"), 492123)

    def test_to_cents_133(self):
        self.assertEqual(to_cents("4958.146"), 495815)

    def test_to_cents_134(self):
        self.assertEqual(to_cents("4995.065"), 499506)

    def test_to_cents_135(self):
        self.assertEqual(to_cents("5032.984"), 503298)

    def test_to_cents_136(self):
        self.assertEqual(to_cents("5069.903"), 506990)

    def test_to_cents_137(self):
        self.assertEqual(to_cents("5106.822"), 510682)

    def test_to_cents_138(self):
        self.assertEqual(to_cents("5143.741"), 514374)

    def test_to_cents_139(self):
        self.assertEqual(to_cents("5180.660"), 518066)

    def test_to_cents_140(self):
        self.assertEqual(to_cents("5217.579"), 521758)

    def test_to_cents_141(self):
        self.assertEqual(to_cents("5254.498"), 525450)

    def test_to_cents_142(self):
        self.assertEqual(to_cents("5291.417"), 529142)

    def test_to_cents_143(self):
        self.assertEqual(to_cents("5328.336"), 532834)

    def test_to_cents_144(self):
        self.assertEqual(to_cents("5365.255"), 536526)

    def test_to_cents_145(self):
        self.assertEqual(to_cents("5402.174"), 540217)

    def test_to_cents_146(self):
        self.assertEqual(to_cents("5439.093"), 543909)

    def test_to_cents_147(self):
        self.assertEqual(to_cents("5476.012"), 547601)

    def test_to_cents_148(self):
        self.assertEqual(to_cents("5513.931"), 551393)

    def test_to_cents_149(self):
        self.assertEqual(to_cents("5550.850"), 555085)

    def test_to_cents_150(self):
        self.assertEqual(to_cents("5587.769"), 558777)

    def test_to_cents_151(self):
        self.assertEqual(to_cents("5624.688"), 562469)

    def test_to_cents_152(self):
        self.assertEqual(to_cents("5661.607"), 566161)

    def test_to_cents_153(self):
        self.assertEqual(to_cents("5698.526"), 569853)

    def test_to_cents_154(self):
        self.assertEqual(to_cents("5735.445"), 573544)

    def test_to_cents_155(self):
        self.assertEqual(to_cents("5772.364"), 577236)

    def test_to_cents_156(self):
        self.assertEqual(to_cents("5809.283"), 580928)

    def test_to_cents_157(self):
        self.assertEqual(to_cents("5846.202"), 584620)

    def test_to_cents_158(self):
        self.assertEqual(to_cents("5883.121"), 588312)

    def test_to_cents_159(self):
        self.assertEqual(to_cents("5920.040"), 592004)

    def test_to_cents_160(self):
        self.assertEqual(to_cents("5957.959"), 595796)

    def test_to_cents_161(self):
        self.assertEqual(to_cents("5994.878"), 599488)

    def test_to_cents_162(self):
        self.assertEqual(to_cents("6031.797"), 603180)

    def test_to_cents_163(self):
        self.assertEqual(to_cents("6068.716"), 606872)

    def test_to_cents_164(self):
        self.assertEqual(to_cents("6105.635"), 610564)

    def test_to_cents_165(self):
        self.assertEqual(to_cents("6142.554"), 614255)

    def test_to_cents_166(self):
        self.assertEqual(to_cents("6179.473"), 617947)

    def test_to_cents_167(self):
        self.assertEqual(to_cents("6216.392"), 621639)

    def test_to_cents_168(self):
        self.assertEqual(to_cents("6253.311"), 625331)

    def test_to_cents_169(self):
        self.assertEqual(to_cents("6290.230"), 629023)

    def test_to_cents_170(self):
        self.assertEqual(to_cents("6327.149"), 632715)

    def test_to_cents_171(self):
        self.assertEqual(to_cents("6364.068"), 636407)

    def test_to_cents_172(self):
        self.assertEqual(to_cents("6401.987"), 640199)

    def test_to_cents_173(self):
        self.assertEqual(to_cents("6438.906"), 643891)

    def test_to_cents_174(self):
        self.assertEqual(to_cents("6475.825"), 647582)

    def test_to_cents_175(self):
        self.assertEqual(to_cents("6512.744"), 651274)

    def test_to_cents_176(self):
        self.assertEqual(to_cents("6549.663"), 654966)

    def test_to_cents_177(self):
        self.assertEqual(to_cents("6586.582"), 658658)

    def test_to_cents_178(self):
        self.assertEqual(to_cents("6623.501"), 662350)

    def test_to_cents_179(self):
        self.assertEqual(to_cents("6660.420"), 666042)

    def test_to_cents_180(self):
        self.assertEqual(to_cents("6697.339"), 669734)

    def test_to_cents_181(self):
        self.assertEqual(to_cents("6734.258"), 673426)

    def test_to_cents_182(self):
        self.assertEqual(to_cents("6771.177"), 677118)

    def test_to_cents_183(self):
        self.assertEqual(to_cents("6808.096"), 680810)

    def test_to_cents_184(self):
        self.assertEqual(to_cents("6845.015"), 684502)

    def test_to_cents_185(self):
        self.assertEqual(to_cents("6882.934"), 688293)

    def test_to_cents_186(self):
        self.assertEqual(to_cents("6919.853"), 691985)

    def test_to_cents_187(self):
        self.assertEqual(to_cents("6956.772"), 695677)

    def test_to_cents_188(self):
        self.assertEqual(to_cents("6993.691"), 699369)

    def test_to_cents_189(self):
        self.assertEqual(to_cents("7030.610"), 703061)

    def test_to_cents_190(self):
        self.assertEqual(to_cents("7067.529"), 706753)

    def test_to_cents_191(self):
        self.assertEqual(to_cents("7104.448"), 710445)

    def test_to_cents_192(self):
        self.assertEqual(to_cents("7141.367"), 714137)

    def test_to_cents_193(self):
        self.assertEqual(to_cents("7178.286"), 717829)

    def test_to_cents_194(self):
        self.assertEqual(to_cents("7215.205"), 721520)

    def test_to_cents_195(self):
        self.assertEqual(to_cents("7252.124"), 725212)

    def test_to_cents_196(self):
        self.assertEqual(to_cents("7289.043"), 728904)

    def test_to_cents_197(self):
        self.assertEqual(to_cents("7326.962"), 732696)

    def test_to_cents_198(self):
        self.assertEqual(to_cents("7363.881"), 736388)

    def test_to_cents_199(self):
        self.assertEqual(to_cents("7400.800"), 740080)

    def test_to_cents_200(self):
        self.assertEqual(to_cents("7437.719"), 743772)

    def test_to_cents_201(self):
        self.assertEqual(to_cents("7474.638"), 747464)

    def test_to_cents_202(self):
        self.assertEqual(to_cents("7511.557"), 751156)

    def test_to_cents_203(self):
        self.assertEqual(to_cents("7548.476"), 754848)

    def test_to_cents_204(self):
        self.assertEqual(to_cents("7585.395"), 758540)

    def test_to_cents_205(self):
        self.assertEqual(to_cents("7622.314"), 762231)

    def test_to_cents_206(self):
        self.assertEqual(to_cents("7659.233"), 765923)

    def test_to_cents_207(self):
        self.assertEqual(to_cents("7696.152"), 769615)

    def test_to_cents_208(self):
        self.assertEqual(to_cents("7733.071"), 773307)

    def test_to_cents_209(self):
        self.assertEqual(to_cents("7770.990"), 777099)

    def test_to_cents_210(self):
        self.assertEqual(to_cents("7807.909"), 780791)

    def test_to_cents_211(self):
        self.assertEqual(to_cents("7844.828"), 784483)

    def test_to_cents_212(self):
        self.assertEqual(to_cents("7881.747"), 788175)

    def test_to_cents_213(self):
        self.assertEqual(to_cents("7918.666"), 791867)

    def test_to_cents_214(self):
        self.assertEqual(to_cents("7955.585"), 795558)

    def test_to_cents_215(self):
        self.assertEqual(to_cents("7992.504"), 799250)

    def test_to_cents_216(self):
        self.assertEqual(to_cents("8029.423"), 802942)

    def test_to_cents_217(self):
        self.assertEqual(to_cents("8066.342"), 806634)

    def test_to_cents_218(self):
        self.assertEqual(to_cents("8103.261"), 810326)

    def test_to_cents_219(self):
        self.assertEqual(to_cents("8140.180"), 814018)

    def test_to_cents_220(self):
        self.assertEqual(to_cents("8177.099"), 817710)

    def test_to_cents_221(self):
        self.assertEqual(to_cents("8214.018"), 821402)

    def test_to_cents_222(self):
        self.assertEqual(to_cents("8251.937"), 825194)

    def test_to_cents_223(self):
        self.assertEqual(to_cents("8288.856"), 828886)

    def test_to_cents_224(self):
        self.assertEqual(to_cents("8325.775"), 832578)

    def test_to_cents_225(self):
        self.assertEqual(to_cents("8362.694"), 836269)

    def test_to_cents_226(self):
        self.assertEqual(to_cents("8399.613"), 839961)

    def test_to_cents_227(self):
        self.assertEqual(to_cents("8436.532"), 843653)

    def test_to_cents_228(self):
        self.assertEqual(to_cents("8473.451"), 847345)

    def test_to_cents_229(self):
        self.assertEqual(to_cents("8510.370"), 851037)

    def test_to_cents_230(self):
        self.assertEqual(to_cents("8547.289"), 854729)

    def test_to_cents_231(self):
        self.assertEqual(to_cents("8584.208"), 858421)

    def test_to_cents_232(self):
        self.assertEqual(to_cents("8621.127"), 862113)

    def test_to_cents_233(self):
        self.assertEqual(to_cents("8658.046"), 865805)

    def test_to_cents_234(self):
        self.assertEqual(to_cents("8695.965"), 869596)

    def test_to_cents_235(self):
        self.assertEqual(to_cents("8732.884"), 873288)

    def test_to_cents_236(self):
        self.assertEqual(to_cents("8769.803"), 876980)

    def test_to_cents_237(self):
        self.assertEqual(to_cents("8806.722"), 880672)

    def test_to_cents_238(self):
        self.assertEqual(to_cents("8843.641"), 884364)

    def test_to_cents_239(self):
        self.assertEqual(to_cents("8880.560"), 888056)

    def test_to_cents_240(self):
        self.assertEqual(to_cents("8917.479"), 891748)

    def test_to_cents_241(self):
        self.assertEqual(to_cents("8954.398"), 895440)

    def test_to_cents_242(self):
        self.assertEqual(to_cents("8991.317"), 899132)

    def test_to_cents_243(self):
        self.assertEqual(to_cents("9028.236"), 902824)

    def test_to_cents_244(self):
        self.assertEqual(to_cents("9065.155"), 906516)

    def test_to_cents_245(self):
        self.assertEqual(to_cents("9102.074"), 910207)

    def test_to_cents_246(self):
        self.assertEqual(to_cents("9139.993"), 913999)

    def test_to_cents_247(self):
        self.assertEqual(to_cents("9176.912"), 917691)

    def test_to_cents_248(self):
        self.assertEqual(to_cents("9213.831"), 921383)

    def test_to_cents_249(self):
        self.assertEqual(to_cents("9250.750"), 925075)

    def test_to_cents_250(self):
        self.assertEqual(to_cents("9287.669"), 928767)

    def test_to_cents_251(self):
        self.assertEqual(to_cents("9324.588"), 932459)

    def test_to_cents_252(self):
        self.assertEqual(to_cents("9361.507"), 936151)

    def test_to_cents_253(self):
        self.assertEqual(to_cents("9398.426"), 939843)

    def test_to_cents_254(self):
        self.assertEqual(to_cents("9435.345"), 943534)

    def test_to_cents_255(self):
        self.assertEqual(to_cents("9472.264"), 947226)

    def test_to_cents_256(self):
        self.assertEqual(to_cents("9509.183"), 950918)

    def test_to_cents_257(self):
        self.assertEqual(to_cents("9546.102"), 954610)

    def test_to_cents_258(self):
        self.assertEqual(to_cents("9583.021"), 958302)

    def test_to_cents_259(self):
        self.assertEqual(to_cents("9620.940"), 962094)

    def test_to_cents_260(self):
        self.assertEqual(to_cents("9657.859"), 965786)

    def test_to_cents_261(self):
        self.assertEqual(to_cents("9694.778"), 969478)

    def test_to_cents_262(self):
        self.assertEqual(to_cents("9731.697"), 973170)

    def test_to_cents_263(self):
        self.assertEqual(to_cents("9768.616"), 976862)

    def test_to_cents_264(self):
        self.assertEqual(to_cents("9805.535"), 980554)

    def test_to_cents_265(self):
        self.assertEqual(to_cents("9842.454"), 984245)

    def test_to_cents_266(self):
        self.assertEqual(to_cents("9879.373"), 987937)

    def test_to_cents_267(self):
        self.assertEqual(to_cents("9916.292"), 991629)

    def test_to_cents_268(self):
        self.assertEqual(to_cents("9953.211"), 995321)

    def test_to_cents_269(self):
        self.assertEqual(to_cents("9990.130"), 999013)

    def test_to_cents_270(self):
        self.assertEqual(to_cents("27.049"), 2705)

    def test_to_cents_271(self):
        self.assertEqual(to_cents("64.968"), 6497)

    def test_to_cents_272(self):
        self.assertEqual(to_cents("101.887"), 10189)

    def test_to_cents_273(self):
        self.assertEqual(to_cents("138.806"), 13881)

    def test_to_cents_274(self):
        self.assertEqual(to_cents("175.725"), 17572)

    def test_to_cents_275(self):
        self.assertEqual(to_cents("212.644"), 21264)

    def test_to_cents_276(self):
        self.assertEqual(to_cents("249.563"), 24956)

    def test_to_cents_277(self):
        self.assertEqual(to_cents("286.482"), 28648)

    def test_to_cents_278(self):
        self.assertEqual(to_cents("323.401"), 32340)

    def test_to_cents_279(self):
        self.assertEqual(to_cents("360.320"), 36032)

    def test_to_cents_280(self):
        self.assertEqual(to_cents("397.239"), 39724)

    def test_to_cents_281(self):
        self.assertEqual(to_cents("434.158"), 43416)

    def test_to_cents_282(self):
        self.assertEqual(to_cents("471.077"), 47108)

    def test_to_cents_283(self):
        self.assertEqual(to_cents("508.996"), 50900)

    def test_to_cents_284(self):
        self.assertEqual(to_cents("545.915"), 54592)

    def test_to_cents_285(self):
        self.assertEqual(to_cents("582.834"), 58283)

    def test_to_cents_286(self):
        self.assertEqual(to_cents("619.753"), 61975)

    def test_to_cents_287(self):
        self.assertEqual(to_cents("656.672"), 65667)

    def test_to_cents_288(self):
        self.assertEqual(to_cents("693.591"), 69359)

    def test_to_cents_289(self):
        self.assertEqual(to_cents("730.510"), 73051)

    def test_to_cents_290(self):
        self.assertEqual(to_cents("767.429"), 76743)

    def test_to_cents_291(self):
        self.assertEqual(to_cents("804.348"), 80435)

    def test_to_cents_292(self):
        self.assertEqual(to_cents("841.267"), 84127)

    def test_to_cents_293(self):
        self.assertEqual(to_cents("878.186"), 87819)

    def test_to_cents_294(self):
        self.assertEqual(to_cents("915.105"), 91510)

    def test_to_cents_295(self):
        self.assertEqual(to_cents("952.024"), 95202)

    def test_to_cents_296(self):
        self.assertEqual(to_cents("989.943"), 98994)

    def test_to_cents_297(self):
        self.assertEqual(to_cents("1026.862"), 102686)

    def test_to_cents_298(self):
        self.assertEqual(to_cents("1063.781"), 106378)

    def test_to_cents_299(self):
        self.assertEqual(to_cents("1100.700"), 110070)

    def test_to_cents_300(self):
        self.assertEqual(to_cents("1137.619"), 113762)

    def test_to_cents_301(self):
        self.assertEqual(to_cents("1174.538"), 117454)

    def test_to_cents_302(self):
        self.assertEqual(to_cents("1211.457"), 121146)

    def test_to_cents_303(self):
        self.assertEqual(to_cents("1248.376"), 124838)

    def test_to_cents_304(self):
        self.assertEqual(to_cents("1285.295"), 128530)

    def test_to_cents_305(self):
        self.assertEqual(to_cents("1322.214"), 132221)

    def test_to_cents_306(self):
        self.assertEqual(to_cents("1359.133"), 135913)

    def test_to_cents_307(self):
        self.assertEqual(to_cents("1396.052"), 139605)

    def test_to_cents_308(self):
        self.assertEqual(to_cents("1433.971"), 143397)

    def test_to_cents_309(self):
        self.assertEqual(to_cents("1470.890"), 147089)

    def test_to_cents_310(self):
        self.assertEqual(to_cents("1507.809"), 150781)

    def test_to_cents_311(self):
        self.assertEqual(to_cents("1544.728"), 154473)

    def test_to_cents_312(self):
        self.assertEqual(to_cents("1581.647"), 158165)

    def test_to_cents_313(self):
        self.assertEqual(to_cents("1618.566"), 161857)

    def test_to_cents_314(self):
        self.assertEqual(to_cents("1655.485"), 165548)

    def test_to_cents_315(self):
        self.assertEqual(to_cents("1692.404"), 169240)

    def test_to_cents_316(self):
        self.assertEqual(to_cents("1729.323"), 172932)

    def test_to_cents_317(self):
        self.assertEqual(to_cents("1766.242"), 176624)

    def test_to_cents_318(self):
        self.assertEqual(to_cents("1803.161"), 180316)

    def test_to_cents_319(self):
        self.assertEqual(to_cents("1840.080"), 184008)

    def test_to_cents_320(self):
        self.assertEqual(to_cents("1877.999"), 187800)

    def test_to_cents_321(self):
        self.assertEqual(to_cents("1914.918"), 191492)

    def test_to_cents_322(self):
        self.assertEqual(to_cents("1951.837"), 195184)

    def test_to_cents_323(self):
        self.assertEqual(to_cents("1988.756"), 198876)

    def test_to_cents_324(self):
        self.assertEqual(to_cents("2025.675"), 202568)

    def test_to_cents_325(self):
        self.assertEqual(to_cents("2062.594"), 206259)

    def test_to_cents_326(self):
        self.assertEqual(to_cents("2099.513"), 209951)

    def test_to_cents_327(self):
        self.assertEqual(to_cents("2136.432"), 213643)

    def test_to_cents_328(self):
        self.assertEqual(to_cents("2173.351"), 217335)

    def test_to_cents_329(self):
        self.assertEqual(to_cents("2210.270"), 221027)

    def test_to_cents_330(self):
        self.assertEqual(to_cents("2247.189"), 224719)

    def test_to_cents_331(self):
        self.assertEqual(to_cents("2284.108"), 228411)

    def test_to_cents_332(self):
        self.assertEqual(to_cents("2321.027"), 232103)

    def test_to_cents_333(self):
        self.assertEqual(to_cents("2358.946"), 235895)

    def test_to_cents_334(self):
        self.assertEqual(to_cents("2395.865"), 239586)

    def test_to_cents_335(self):
        self.assertEqual(to_cents("2432.784"), 243278)

    def test_to_cents_336(self):
        self.assertEqual(to_cents("2469.703"), 246970)

    def test_to_cents_337(self):
        self.assertEqual(to_cents("2506.622"), 250662)

    def test_to_cents_338(self):
        self.assertEqual(to_cents("2543.541"), 254354)

    def test_to_cents_339(self):
        self.assertEqual(to_cents("2580.460"), 258046)

    def test_to_cents_340(self):
        self.assertEqual(to_cents("2617.379"), 261738)

    def test_to_cents_341(self):
        self.assertEqual(to_cents("2654.298"), 265430)

    def test_to_cents_342(self):
        self.assertEqual(to_cents("2691.217"), 269122)

    def test_to_cents_343(self):
        self.assertEqual(to_cents("2728.136"), 272814)

    def test_to_cents_344(self):
        self.assertEqual(to_cents("2765.055"), 276506)

    def test_to_cents_345(self):
        self.assertEqual(to_cents("2802.974"), 280297)

    def test_to_cents_346(self):
        self.assertEqual(to_cents("2839.893"), 283989)

    def test_to_cents_347(self):
        self.assertEqual(to_cents("2876.812"), 287681)

    def test_to_cents_348(self):
        self.assertEqual(to_cents("2913.731"), 291373)

    def test_to_cents_349(self):
        self.assertEqual(to_cents("2950.650"), 295065)

    def test_to_cents_350(self):
        self.assertEqual(to_cents("2987.569"), 298757)

    def test_to_cents_351(self):
        self.assertEqual(to_cents("3024.488"), 302449)

    def test_to_cents_352(self):
        self.assertEqual(to_cents("3061.407"), 306141)

    def test_to_cents_353(self):
        self.assertEqual(to_cents("3098.326"), 309833)

    def test_to_cents_354(self):
        self.assertEqual(to_cents("3135.245"), 313524)

    def test_to_cents_355(self):
        self.assertEqual(to_cents("3172.164"), 317216)

    def test_to_cents_356(self):
        self.assertEqual(to_cents("3209.083"), 320908)

    def test_to_cents_357(self):
        self.assertEqual(to_cents("3246.002"), 324600)

    def test_to_cents_358(self):
        self.assertEqual(to_cents("3283.921"), 328392)

    def test_to_cents_359(self):
        self.assertEqual(to_cents("3320.840"), 332084)

    def test_to_cents_360(self):
        self.assertEqual(to_cents("3357.759"), 335776)

    def test_to_cents_361(self):
        self.assertEqual(to_cents("3394.678"), 339468)

    def test_to_cents_362(self):
        self.assertEqual(to_cents("3431.597"), 343160)

    def test_to_cents_363(self):
        self.assertEqual(to_cents("3468.516"), 346852)

    def test_to_cents_364(self):
        self.assertEqual(to_cents("3505.435"), 350544)

    def test_to_cents_365(self):
        self.assertEqual(to_cents("3542.354"), 354235)

    def test_to_cents_366(self):
        self.assertEqual(to_cents("3579.273"), 357927)

    def test_to_cents_367(self):
        self.assertEqual(to_cents("3616.192"), 361619)

    def test_to_cents_368(self):
        self.assertEqual(to_cents("3653.111"), 365311)

    def test_to_cents_369(self):
        self.assertEqual(to_cents("3690.030"), 369003)

    def test_to_cents_370(self):
        self.assertEqual(to_cents("3727.949"), 372795)

    def test_to_cents_371(self):
        self.assertEqual(to_cents("3764.868"), 376487)

    def test_to_cents_372(self):
        self.assertEqual(to_cents("3801.787"), 380179)

    def test_to_cents_373(self):
        self.assertEqual(to_cents("3838.706"), 383871)

    def test_to_cents_374(self):
        self.assertEqual(to_cents("3875.625"), 387562)

    def test_to_cents_375(self):
        self.assertEqual(to_cents("3912.544"), 391254)

    def test_to_cents_376(self):
        self.assertEqual(to_cents("3949.463"), 394946)

    def test_to_cents_377(self):
        self.assertEqual(to_cents("3986.382"), 398638)

    def test_to_cents_378(self):
        self.assertEqual(to_cents("4023.301"), 402330)

    def test_to_cents_379(self):
        self.assertEqual(to_cents("4060.220"), 406022)

    def test_to_cents_380(self):
        self.assertEqual(to_cents("4097.139"), 409714)

    def test_to_cents_381(self):
        self.assertEqual(to_cents("4134.058"), 413406)

    def test_to_cents_382(self):
        self.assertEqual(to_cents("4171.977"), 417198)

    def test_to_cents_383(self):
        self.assertEqual(to_cents("4208.896"), 420890)

    def test_to_cents_384(self):
        self.assertEqual(to_cents("4245.815"), 424582)

    def test_to_cents_385(self):
        self.assertEqual(to_cents("4282.734"), 428273)

    def test_to_cents_386(self):
        self.assertEqual(to_cents("4319.653"), 431965)

    def test_to_cents_387(self):
        self.assertEqual(to_cents("4356.572"), 435657)

    def test_to_cents_388(self):
        self.assertEqual(to_cents("4393.491"), 439349)

    def test_to_cents_389(self):
        self.assertEqual(to_cents("4430.410"), 443041)

    def test_to_cents_390(self):
        self.assertEqual(to_cents("4467.329"), 446733)

    def test_to_cents_391(self):
        self.assertEqual(to_cents("4504.248"), 450425)

    def test_to_cents_392(self):
        self.assertEqual(to_cents("4541.167"), 454117)

    def test_to_cents_393(self):
        self.assertEqual(to_cents("4578.086"), 457809)

    def test_to_cents_394(self):
        self.assertEqual(to_cents("4615.005"), 461500)

    def test_to_cents_395(self):
        self.assertEqual(to_cents("4652.924"), 465292)

    def test_to_cents_396(self):
        self.assertEqual(to_cents("4689.843"), 468984)

    def test_to_cents_397(self):
        self.assertEqual(to_cents("4726.762"), 472676)

    def test_to_cents_398(self):
        self.assertEqual(to_cents("4763.681"), 476368)

    def test_to_cents_399(self):
        self.assertEqual(to_cents("4800.600"), 480060)

    def test_to_cents_400(self):
        self.assertEqual(to_cents("4837.519"), 483752)

    def test_to_cents_401(self):
        self.assertEqual(to_cents("4874.438"), 487444)

    def test_to_cents_402(self):
        self.assertEqual(to_cents("4911.357"), 491136)

    def test_to_cents_403(self):
        self.assertEqual(to_cents("4948.276"), 494828)

    def test_to_cents_404(self):
        self.assertEqual(to_cents("4985.195"), 498520)

    def test_to_cents_405(self):
        self.assertEqual(to_cents("5022.114"), 502211)

    def test_to_cents_406(self):
        self.assertEqual(to_cents("5059.033"), 505903)

    def test_to_cents_407(self):
        self.assertEqual(to_cents("5096.952"), 509695)

    def test_to_cents_408(self):
        self.assertEqual(to_cents("5133.871"), 513387)

    def test_to_cents_409(self):
        self.assertEqual(to_cents("5170.790"), 517079)

    def test_to_cents_410(self):
        self.assertEqual(to_cents("5207.709"), 520771)

    def test_to_cents_411(self):
        self.assertEqual(to_cents("5244.628"), 524463)

    def test_to_cents_412(self):
        self.assertEqual(to_cents("5281.547"), 528155)

    def test_to_cents_413(self):
        self.assertEqual(to_cents("5318.466"), 531847)

    def test_to_cents_414(self):
        self.assertEqual(to_cents("5355.385"), 535538)

    def test_to_cents_415(self):
        self.assertEqual(to_cents("5392.304"), 539230)

    def test_to_cents_416(self):
        self.assertEqual(to_cents("5429.223"), 542922)

    def test_to_cents_417(self):
        self.assertEqual(to_cents("5466.142"), 546614)

    def test_to_cents_418(self):
        self.assertEqual(to_cents("5503.061"), 550306)

    def test_to_cents_419(self):
        self.assertEqual(to_cents("5540.980"), 554098)

    def test_to_cents_420(self):
        self.assertEqual(to_cents("5577.899"), 557790)

    def test_to_cents_421(self):
        self.assertEqual(to_cents("5614.818"), 561482)

    def test_to_cents_422(self):
        self.assertEqual(to_cents("5651.737"), 565174)

    def test_to_cents_423(self):
        self.assertEqual(to_cents("5688.656"), 568866)

    def test_to_cents_424(self):
        self.assertEqual(to_cents("5725.575"), 572558)

    def test_to_cents_425(self):
        self.assertEqual(to_cents("5762.494"), 576249)

    def test_to_cents_426(self):
        self.assertEqual(to_cents("5799.413"), 579941)

    def test_to_cents_427(self):
        self.assertEqual(to_cents("5836.332"), 583633)

    def test_to_cents_428(self):
        self.assertEqual(to_cents("5873.251"), 587325)

    def test_to_cents_429(self):
        self.assertEqual(to_cents("5910.170"), 591017)

    def test_to_cents_430(self):
        self.assertEqual(to_cents("5947.089"), 594709)

    def test_to_cents_431(self):
        self.assertEqual(to_cents("5984.008"), 598401)

    def test_to_cents_432(self):
        self.assertEqual(to_cents("6021.927"), 602193)

    def test_to_cents_433(self):
        self.assertEqual(to_cents("6058.846"), 605885)

    def test_to_cents_434(self):
        self.assertEqual(to_cents("6095.765"), 609576)

    def test_to_cents_435(self):
        self.assertEqual(to_cents("6132.684"), 613268)

    def test_to_cents_436(self):
        self.assertEqual(to_cents("6169.603"), 616960)

    def test_to_cents_437(self):
        self.assertEqual(to_cents("6206.522"), 620652)

    def test_to_cents_438(self):
        self.assertEqual(to_cents("6243.441"), 624344)

    def test_to_cents_439(self):
        self.assertEqual(to_cents("6280.360"), 628036)

    def test_to_cents_440(self):
        self.assertEqual(to_cents("6317.279"), 631728)

    def test_to_cents_441(self):
        self.assertEqual(to_cents("6354.198"), 635420)

    def test_to_cents_442(self):
        self.assertEqual(to_cents("6391.117"), 639112)

    def test_to_cents_443(self):
        self.assertEqual(to_cents("6428.036"), 642804)

    def test_to_cents_444(self):
        self.assertEqual(to_cents("6465.955"), 646596)

    def test_to_cents_445(self):
        self.assertEqual(to_cents("6502.874"), 650287)

    def test_to_cents_446(self):
        self.assertEqual(to_cents("6539.793"), 653979)

    def test_to_cents_447(self):
        self.assertEqual(to_cents("6576.712"), 657671)

    def test_to_cents_448(self):
        self.assertEqual(to_cents("6613.631"), 661363)

    def test_to_cents_449(self):
        self.assertEqual(to_cents("6650.550"), 665055)

    def test_to_cents_450(self):
        self.assertEqual(to_cents("6687.469"), 668747)

    def test_to_cents_451(self):
        self.assertEqual(to_cents("6724.388"), 672439)

    def test_to_cents_452(self):
        self.assertEqual(to_cents("6761.307"), 676131)

    def test_to_cents_453(self):
        self.assertEqual(to_cents("6798.226"), 679823)

    def test_to_cents_454(self):
        self.assertEqual(to_cents("6835.145"), 683514)

    def test_to_cents_455(self):
        self.assertEqual(to_cents("6872.064"), 687206)

    def test_to_cents_456(self):
        self.assertEqual(to_cents("6909.983"), 690998)

    def test_to_cents_457(self):
        self.assertEqual(to_cents("6946.902"), 694690)

    def test_to_cents_458(self):
        self.assertEqual(to_cents("6983.821"), 698382)

    def test_to_cents_459(self):
        self.assertEqual(to_cents("7020.740"), 702074)

    def test_to_cents_460(self):
        self.assertEqual(to_cents("7057.659"), 705766)

    def test_to_cents_461(self):
        self.assertEqual(to_cents("7094.578"), 709458)

    def test_to_cents_462(self):
        self.assertEqual(to_cents("7131.497"), 713150)

    def test_to_cents_463(self):
        self.assertEqual(to_cents("7168.416"), 716842)

    def test_to_cents_464(self):
        self.assertEqual(to_cents("7205.335"), 720534)

    def test_to_cents_465(self):
        self.assertEqual(to_cents("7242.254"), 724225)

    def test_to_cents_466(self):
        self.assertEqual(to_cents("7279.173"), 727917)

    def test_to_cents_467(self):
        self.assertEqual(to_cents("7316.092"), 731609)

    def test_to_cents_468(self):
        self.assertEqual(to_cents("7353.011"), 735301)

    def test_to_cents_469(self):
        self.assertEqual(to_cents("7390.930"), 739093)

    def test_to_cents_470(self):
        self.assertEqual(to_cents("7427.849"), 742785)

    def test_to_cents_471(self):
        self.assertEqual(to_cents("7464.768"), 746477)

    def test_to_cents_472(self):
        self.assertEqual(to_cents("7501.687"), 750169)

    def test_to_cents_473(self):
        self.assertEqual(to_cents("7538.606"), 753861)

    def test_to_cents_474(self):
        self.assertEqual(to_cents("7575.525"), 757552)

    def test_to_cents_475(self):
        self.assertEqual(to_cents("7612.444"), 761244)

    def test_to_cents_476(self):
        self.assertEqual(to_cents("7649.363"), 764936)

    def test_to_cents_477(self):
        self.assertEqual(to_cents("7686.282"), 768628)

    def test_to_cents_478(self):
        self.assertEqual(to_cents("7723.201"), 772320)

    def test_to_cents_479(self):
        self.assertEqual(to_cents("7760.120"), 776012)

    def test_to_cents_480(self):
        self.assertEqual(to_cents("7797.039"), 779704)

    def test_to_cents_481(self):
        self.assertEqual(to_cents("7834.958"), 783496)

    def test_to_cents_482(self):
        self.assertEqual(to_cents("7871.877"), 787188)

    def test_to_cents_483(self):
        self.assertEqual(to_cents("7908.796"), 790880)

    def test_to_cents_484(self):
        self.assertEqual(to_cents("7945.715"), 794572)

    def test_to_cents_485(self):
        self.assertEqual(to_cents("7982.634"), 798263)

    def test_to_cents_486(self):
        self.assertEqual(to_cents("8019.553"), 801955)

    def test_to_cents_487(self):
        self.assertEqual(to_cents("8056.472"), 805647)

    def test_to_cents_488(self):
        self.assertEqual(to_cents("8093.391"), 809339)

    def test_to_cents_489(self):
        self.assertEqual(to_cents("8130.310"), 813031)

    def test_to_cents_490(self):
        self.assertEqual(to_cents("8167.229"), 816723)

    def test_to_cents_491(self):
        self.assertEqual(to_cents("8204.148"), 820415)

    def test_to_cents_492(self):
        self.assertEqual(to_cents("8241.067"), 824107)

    def test_to_cents_493(self):
        self.assertEqual(to_cents("8278.986"), 827899)

    def test_to_cents_494(self):
        self.assertEqual(to_cents("8315.905"), 831590)

    def test_to_cents_495(self):
        self.assertEqual(to_cents("8352.824"), 835282)

    def test_to_cents_496(self):
        self.assertEqual(to_cents("8389.743"), 838974)

    def test_to_cents_497(self):
        self.assertEqual(to_cents("8426.662"), 842666)

    def test_to_cents_498(self):
        self.assertEqual(to_cents("8463.581"), 846358)

    def test_to_cents_499(self):
        self.assertEqual(to_cents("8500.500"), 850050)

    def test_to_cents_500(self):
        self.assertEqual(to_cents("8537.419"), 853742)

    def test_to_cents_501(self):
        self.assertEqual(to_cents("8574.338"), 857434)

    def test_to_cents_502(self):
        self.assertEqual(to_cents("8611.257"), 861126)

    def test_to_cents_503(self):
        self.assertEqual(to_cents("8648.176"), 864818)

    def test_to_cents_504(self):
        self.assertEqual(to_cents("8685.095"), 868510)

    def test_to_cents_505(self):
        self.assertEqual(to_cents("8722.014"), 872201)

    def test_to_cents_506(self):
        self.assertEqual(to_cents("8759.933"), 875993)

    def test_to_cents_507(self):
        self.assertEqual(to_cents("8796.852"), 879685)

    def test_to_cents_508(self):
        self.assertEqual(to_cents("8833.771"), 883377)

    def test_to_cents_509(self):
        self.assertEqual(to_cents("8870.690"), 887069)

    def test_to_cents_510(self):
        self.assertEqual(to_cents("8907.609"), 890761)

    def test_to_cents_511(self):
        self.assertEqual(to_cents("8944.528"), 894453)

    def test_to_cents_512(self):
        self.assertEqual(to_cents("8981.447"), 898145)

    def test_to_cents_513(self):
        self.assertEqual(to_cents("9018.366"), 901837)

    def test_to_cents_514(self):
        self.assertEqual(to_cents("9055.285"), 905528)

    def test_to_cents_515(self):
        self.assertEqual(to_cents("9092.204"), 909220)

    def test_to_cents_516(self):
        self.assertEqual(to_cents("9129.123"), 912912)

    def test_to_cents_517(self):
        self.assertEqual(to_cents("9166.042"), 916604)

    def test_to_cents_518(self):
        self.assertEqual(to_cents("9203.961"), 920396)

    def test_to_cents_519(self):
        self.assertEqual(to_cents("9240.880"), 924088)

    def test_to_cents_520(self):
        self.assertEqual(to_cents("9277.799"), 927780)

    def test_to_cents_521(self):
        self.assertEqual(to_cents("9314.718"), 931472)

    def test_to_cents_522(self):
        self.assertEqual(to_cents("9351.637"), 935164)

    def test_to_cents_523(self):
        self.assertEqual(to_cents("9388.556"), 938856)

    def test_to_cents_524(self):
        self.assertEqual(to_cents("9425.475"), 942548)

    def test_to_cents_525(self):
        self.assertEqual(to_cents("9462.394"), 946239)

    def test_to_cents_526(self):
        self.assertEqual(to_cents("9499.313"), 949931)

    def test_to_cents_527(self):
        self.assertEqual(to_cents("9536.232"), 953623)

    def test_to_cents_528(self):
        self.assertEqual(to_cents("9573.151"), 957315)

    def test_to_cents_529(self):
        self.assertEqual(to_cents("9610.070"), 961007)

    def test_to_cents_530(self):
        self.assertEqual(to_cents("9647.989"), 964799)

    def test_to_cents_531(self):
        self.assertEqual(to_cents("9684.908"), 968491)

    def test_to_cents_532(self):
        self.assertEqual(to_cents("9721.827"), 972183)

    def test_to_cents_533(self):
        self.assertEqual(to_cents("9758.746"), 975875)

    def test_to_cents_534(self):
        self.assertEqual(to_cents("9795.665"), 979566)

    def test_to_cents_535(self):
        self.assertEqual(to_cents("9832.584"), 983258)

    def test_to_cents_536(self):
        self.assertEqual(to_cents("9869.503"), 986950)

    def test_to_cents_537(self):
        self.assertEqual(to_cents("9906.422"), 990642)

    def test_to_cents_538(self):
        self.assertEqual(to_cents("9943.341"), 994334)

    def test_to_cents_539(self):
        self.assertEqual(to_cents("9980.260"), 998026)
class TestFormatCents(unittest.TestCase):
    def test_thousands(self):
        self.assertEqual(format_cents(123456789), "1,234,567.89 EUR")

    def test_negative(self):
        self.assertEqual(format_cents(-5), "-0.05 EUR")
