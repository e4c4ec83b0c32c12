use crate::TokenBucket;

#[test]
fn take_000() {
    let mut b = TokenBucket::new(1);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_001() {
    let mut b = TokenBucket::new(2);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_002() {
    let mut b = TokenBucket::new(3);
    assert_eq!(b.try_take(6), false);
}

#[test]
fn take_003() {
    let mut b = TokenBucket::new(4);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_004() {
    let mut b = TokenBucket::new(5);
    assert_eq!(b.try_take(8), false);
}

#[test]
fn take_005() {
    let mut b = TokenBucket::new(6);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_006() {
    let mut b = TokenBucket::new(7);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_007() {
    let mut b = TokenBucket::new(8);
    assert_eq!(b.try_take(10), false);
}

#[test]
fn take_008() {
    let mut b = TokenBucket::new(9);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_009() {
    let mut b = TokenBucket::new(10);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_010() {
    let mut b = TokenBucket::new(11);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_011() {
    let mut b = TokenBucket::new(12);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_012() {
    let mut b = TokenBucket::new(13);
    assert_eq!(b.try_take(12), true);
}

#[test]
fn take_013() {
    let mut b = TokenBucket::new(14);
    assert_eq!(b.try_take(15), false);
}

#[test]
fn take_014() {
    let mut b = TokenBucket::new(15);
    assert_eq!(b.try_take(18), false);
}

#[test]
fn take_015() {
    let mut b = TokenBucket::new(16);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_016() {
    let mut b = TokenBucket::new(17);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_017() {
    let mut b = TokenBucket::new(18);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_018() {
    let mut b = TokenBucket::new(19);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_019() {
    let mut b = TokenBucket::new(20);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_020() {
    let mut b = TokenBucket::new(21);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_021() {
    let mut b = TokenBucket::new(22);
    assert_eq!(b.try_take(12), true);
}

#[test]
fn take_022() {
    let mut b = TokenBucket::new(23);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_023() {
    let mut b = TokenBucket::new(24);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_024() {
    let mut b = TokenBucket::new(25);
    assert_eq!(b.try_take(18), true);
}

#[test]
fn take_025() {
    let mut b = TokenBucket::new(26);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_026() {
    let mut b = TokenBucket::new(27);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_027() {
    let mut b = TokenBucket::new(28);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_028() {
    let mut b = TokenBucket::new(29);
    assert_eq!(b.try_take(26), true);
}

#[test]
fn take_029() {
    let mut b = TokenBucket::new(30);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_030() {
    let mut b = TokenBucket::new(31);
    assert_eq!(b.try_take(30), true);
}

#[test]
fn take_031() {
    let mut b = TokenBucket::new(32);
    assert_eq!(b.try_take(32), true);
}

#[test]
fn take_032() {
    let mut b = TokenBucket::new(33);
    assert_eq!(b.try_take(34), false);
}

#[test]
fn take_033() {
    let mut b = TokenBucket::new(34);
    assert_eq!(b.try_take(36), false);
}

#[test]
fn take_034() {
    let mut b = TokenBucket::new(35);
    assert_eq!(b.try_take(38), false);
}

#[test]
fn take_035() {
    let mut b = TokenBucket::new(36);
    assert_eq!(b.try_take(40), false);
}

#[test]
fn take_036() {
    let mut b = TokenBucket::new(37);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_037() {
    let mut b = TokenBucket::new(38);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_038() {
    let mut b = TokenBucket::new(39);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_039() {
    let mut b = TokenBucket::new(40);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_040() {
    let mut b = TokenBucket::new(41);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_041() {
    let mut b = TokenBucket::new(42);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_042() {
    let mut b = TokenBucket::new(43);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_043() {
    let mut b = TokenBucket::new(44);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_044() {
    let mut b = TokenBucket::new(45);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_045() {
    let mut b = TokenBucket::new(46);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_046() {
    let mut b = TokenBucket::new(47);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_047() {
    let mut b = TokenBucket::new(48);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_048() {
    let mut b = TokenBucket::new(49);
    assert_eq!(b.try_take(12), true);
}

#[test]
fn take_049() {
    let mut b = TokenBucket::new(50);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_050() {
    let mut b = TokenBucket::new(51);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_051() {
    let mut b = TokenBucket::new(52);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_052() {
    let mut b = TokenBucket::new(53);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_053() {
    let mut b = TokenBucket::new(54);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_054() {
    let mut b = TokenBucket::new(55);
    assert_eq!(b.try_take(18), true);
}

#[test]
fn take_055() {
    let mut b = TokenBucket::new(56);
    assert_eq!(b.try_take(19), true);
}

#[test]
fn take_056() {
    let mut b = TokenBucket::new(57);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_057() {
    let mut b = TokenBucket::new(58);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_058() {
    let mut b = TokenBucket::new(59);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_059() {
    let mut b = TokenBucket::new(60);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_060() {
    let mut b = TokenBucket::new(61);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_061() {
    let mut b = TokenBucket::new(62);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_062() {
    let mut b = TokenBucket::new(63);
    assert_eq!(b.try_take(26), true);
}

#[test]
fn take_063() {
    let mut b = TokenBucket::new(64);
    assert_eq!(b.try_take(27), true);
}

#[test]
fn take_064() {
    let mut b = TokenBucket::new(65);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_065() {
    let mut b = TokenBucket::new(66);
    assert_eq!(b.try_take(29), true);
}

#[test]
fn take_066() {
    let mut b = TokenBucket::new(67);
    assert_eq!(b.try_take(30), true);
}

#[test]
fn take_067() {
    let mut b = TokenBucket::new(68);
    assert_eq!(b.try_take(31), true);
}

#[test]
fn take_068() {
    let mut b = TokenBucket::new(69);
    assert_eq!(b.try_take(32), true);
}

#[test]
fn take_069() {
    let mut b = TokenBucket::new(70);
    assert_eq!(b.try_take(33), true);
}

#[test]
fn take_070() {
    let mut b = TokenBucket::new(71);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_071() {
    let mut b = TokenBucket::new(72);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_072() {
    let mut b = TokenBucket::new(73);
    assert_eq!(b.try_take(36), true);
}

#[test]
fn take_073() {
    let mut b = TokenBucket::new(74);
    assert_eq!(b.try_take(37), true);
}

#[test]
fn take_074() {
    let mut b = TokenBucket::new(75);
    assert_eq!(b.try_take(38), true);
}

#[test]
fn take_075() {
    let mut b = TokenBucket::new(76);
    assert_eq!(b.try_take(39), true);
}

#[test]
fn take_076() {
    let mut b = TokenBucket::new(77);
    assert_eq!(b.try_take(40), true);
}

#[test]
fn take_077() {
    let mut b = TokenBucket::new(78);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_078() {
    let mut b = TokenBucket::new(79);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_079() {
    let mut b = TokenBucket::new(80);
    assert_eq!(b.try_take(43), true);
}

#[test]
fn take_080() {
    let mut b = TokenBucket::new(81);
    assert_eq!(b.try_take(44), true);
}

#[test]
fn take_081() {
    let mut b = TokenBucket::new(82);
    assert_eq!(b.try_take(45), true);
}

#[test]
fn take_082() {
    let mut b = TokenBucket::new(83);
    assert_eq!(b.try_take(46), true);
}

#[test]
fn take_083() {
    let mut b = TokenBucket::new(84);
    assert_eq!(b.try_take(47), true);
}

#[test]
fn take_084() {
    let mut b = TokenBucket::new(85);
    assert_eq!(b.try_take(48), true);
}

#[test]
fn take_085() {
    let mut b = TokenBucket::new(86);
    assert_eq!(b.try_take(49), true);
}

#[test]
fn take_086() {
    let mut b = TokenBucket::new(87);
    assert_eq!(b.try_take(50), true);
}

#[test]
fn take_087() {
    let mut b = TokenBucket::new(88);
    assert_eq!(b.try_take(51), true);
}

#[test]
fn take_088() {
    let mut b = TokenBucket::new(89);
    assert_eq!(b.try_take(52), true);
}

#[test]
fn take_089() {
    let mut b = TokenBucket::new(90);
    assert_eq!(b.try_take(53), true);
}

#[test]
fn take_090() {
    let mut b = TokenBucket::new(91);
    assert_eq!(b.try_take(54), true);
}

#[test]
fn take_091() {
    let mut b = TokenBucket::new(92);
    assert_eq!(b.try_take(55), true);
}

#[test]
fn take_092() {
    let mut b = TokenBucket::new(93);
    assert_eq!(b.try_take(56), true);
}

#[test]
fn take_093() {
    let mut b = TokenBucket::new(94);
    assert_eq!(b.try_take(57), true);
}

#[test]
fn take_094() {
    let mut b = TokenBucket::new(95);
    assert_eq!(b.try_take(58), true);
}

#[test]
fn take_095() {
    let mut b = TokenBucket::new(96);
    assert_eq!(b.try_take(59), true);
}

#[test]
fn take_096() {
    let mut b = TokenBucket::new(97);
    assert_eq!(b.try_take(60), true);
}

#[test]
fn take_097() {
    let mut b = TokenBucket::new(1);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_098() {
    let mut b = TokenBucket::new(2);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_099() {
    let mut b = TokenBucket::new(3);
    assert_eq!(b.try_take(5), false);
}

#[test]
fn take_100() {
    let mut b = TokenBucket::new(4);
    assert_eq!(b.try_take(7), false);
}

#[test]
fn take_101() {
    let mut b = TokenBucket::new(5);
    assert_eq!(b.try_take(7), false);
}

#[test]
fn take_102() {
    let mut b = TokenBucket::new(6);
    assert_eq!(b.try_take(10), false);
}

#[test]
fn take_103() {
    let mut b = TokenBucket::new(7);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_104() {
    let mut b = TokenBucket::new(8);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_105() {
    let mut b = TokenBucket::new(9);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_106() {
    let mut b = TokenBucket::new(10);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_107() {
    let mut b = TokenBucket::new(11);
    assert_eq!(b.try_take(13), false);
}

#[test]
fn take_108() {
    let mut b = TokenBucket::new(12);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_109() {
    let mut b = TokenBucket::new(13);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_110() {
    let mut b = TokenBucket::new(14);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_111() {
    let mut b = TokenBucket::new(15);
    assert_eq!(b.try_take(17), false);
}

#[test]
fn take_112() {
    let mut b = TokenBucket::new(16);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_113() {
    let mut b = TokenBucket::new(17);
    assert_eq!(b.try_take(21), false);
}

#[test]
fn take_114() {
    let mut b = TokenBucket::new(18);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_115() {
    let mut b = TokenBucket::new(19);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_116() {
    let mut b = TokenBucket::new(20);
    assert_eq!(b.try_take(12), true);
}

#[test]
fn take_117() {
    let mut b = TokenBucket::new(21);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_118() {
    let mut b = TokenBucket::new(22);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_119() {
    let mut b = TokenBucket::new(23);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_120() {
    let mut b = TokenBucket::new(24);
    assert_eq!(b.try_take(28), false);
}

#[test]
fn take_121() {
    let mut b = TokenBucket::new(25);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_122() {
    let mut b = TokenBucket::new(26);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_123() {
    let mut b = TokenBucket::new(27);
    assert_eq!(b.try_take(29), false);
}

#[test]
fn take_124() {
    let mut b = TokenBucket::new(28);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_125() {
    let mut b = TokenBucket::new(29);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_126() {
    let mut b = TokenBucket::new(30);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_127() {
    let mut b = TokenBucket::new(31);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_128() {
    let mut b = TokenBucket::new(32);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_129() {
    let mut b = TokenBucket::new(33);
    assert_eq!(b.try_take(29), true);
}

#[test]
fn take_130() {
    let mut b = TokenBucket::new(34);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_131() {
    let mut b = TokenBucket::new(35);
    assert_eq!(b.try_take(37), false);
}

#[test]
fn take_132() {
    let mut b = TokenBucket::new(36);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_133() {
    let mut b = TokenBucket::new(37);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_134() {
    let mut b = TokenBucket::new(38);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_135() {
    let mut b = TokenBucket::new(39);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_136() {
    let mut b = TokenBucket::new(40);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_137() {
    let mut b = TokenBucket::new(41);
    assert_eq!(b.try_take(39), true);
}

#[test]
fn take_138() {
    let mut b = TokenBucket::new(42);
    assert_eq!(b.try_take(26), true);
}

#[test]
fn take_139() {
    let mut b = TokenBucket::new(43);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_140() {
    let mut b = TokenBucket::new(44);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_141() {
    let mut b = TokenBucket::new(45);
    assert_eq!(b.try_take(37), true);
}

#[test]
fn take_142() {
    let mut b = TokenBucket::new(46);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_143() {
    let mut b = TokenBucket::new(47);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_144() {
    let mut b = TokenBucket::new(48);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_145() {
    let mut b = TokenBucket::new(49);
    assert_eq!(b.try_take(43), true);
}

#[test]
fn take_146() {
    let mut b = TokenBucket::new(50);
    assert_eq!(b.try_take(32), true);
}

#[test]
fn take_147() {
    let mut b = TokenBucket::new(51);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_148() {
    let mut b = TokenBucket::new(52);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_149() {
    let mut b = TokenBucket::new(53);
    assert_eq!(b.try_take(57), false);
}

#[test]
fn take_150() {
    let mut b = TokenBucket::new(54);
    assert_eq!(b.try_take(47), true);
}

#[test]
fn take_151() {
    let mut b = TokenBucket::new(55);
    assert_eq!(b.try_take(37), true);
}

#[test]
fn take_152() {
    let mut b = TokenBucket::new(56);
    assert_eq!(b.try_take(27), true);
}

#[test]
fn take_153() {
    let mut b = TokenBucket::new(57);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_154() {
    let mut b = TokenBucket::new(58);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_155() {
    let mut b = TokenBucket::new(59);
    assert_eq!(b.try_take(61), false);
}

#[test]
fn take_156() {
    let mut b = TokenBucket::new(60);
    assert_eq!(b.try_take(52), true);
}

#[test]
fn take_157() {
    let mut b = TokenBucket::new(61);
    assert_eq!(b.try_take(43), true);
}

#[test]
fn take_158() {
    let mut b = TokenBucket::new(62);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_159() {
    let mut b = TokenBucket::new(63);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_160() {
    let mut b = TokenBucket::new(64);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_161() {
    let mut b = TokenBucket::new(65);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_162() {
    let mut b = TokenBucket::new(66);
    assert_eq!(b.try_take(69), false);
}

#[test]
fn take_163() {
    let mut b = TokenBucket::new(67);
    assert_eq!(b.try_take(61), true);
}

#[test]
fn take_164() {
    let mut b = TokenBucket::new(68);
    assert_eq!(b.try_take(53), true);
}

#[test]
fn take_165() {
    let mut b = TokenBucket::new(69);
    assert_eq!(b.try_take(45), true);
}

#[test]
fn take_166() {
    let mut b = TokenBucket::new(70);
    assert_eq!(b.try_take(37), true);
}

#[test]
fn take_167() {
    let mut b = TokenBucket::new(71);
    assert_eq!(b.try_take(29), true);
}

#[test]
fn take_168() {
    let mut b = TokenBucket::new(72);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_169() {
    let mut b = TokenBucket::new(73);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_170() {
    let mut b = TokenBucket::new(74);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_171() {
    let mut b = TokenBucket::new(75);
    assert_eq!(b.try_take(77), false);
}

#[test]
fn take_172() {
    let mut b = TokenBucket::new(76);
    assert_eq!(b.try_take(70), true);
}

#[test]
fn take_173() {
    let mut b = TokenBucket::new(77);
    assert_eq!(b.try_take(63), true);
}

#[test]
fn take_174() {
    let mut b = TokenBucket::new(78);
    assert_eq!(b.try_take(56), true);
}

#[test]
fn take_175() {
    let mut b = TokenBucket::new(79);
    assert_eq!(b.try_take(49), true);
}

#[test]
fn take_176() {
    let mut b = TokenBucket::new(80);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_177() {
    let mut b = TokenBucket::new(81);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_178() {
    let mut b = TokenBucket::new(82);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_179() {
    let mut b = TokenBucket::new(83);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_180() {
    let mut b = TokenBucket::new(84);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_181() {
    let mut b = TokenBucket::new(85);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_182() {
    let mut b = TokenBucket::new(86);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_183() {
    let mut b = TokenBucket::new(87);
    assert_eq!(b.try_take(85), true);
}

#[test]
fn take_184() {
    let mut b = TokenBucket::new(88);
    assert_eq!(b.try_take(79), true);
}

#[test]
fn take_185() {
    let mut b = TokenBucket::new(89);
    assert_eq!(b.try_take(73), true);
}

#[test]
fn take_186() {
    let mut b = TokenBucket::new(90);
    assert_eq!(b.try_take(67), true);
}

#[test]
fn take_187() {
    let mut b = TokenBucket::new(91);
    assert_eq!(b.try_take(61), true);
}

#[test]
fn take_188() {
    let mut b = TokenBucket::new(92);
    assert_eq!(b.try_take(55), true);
}

#[test]
fn take_189() {
    let mut b = TokenBucket::new(93);
    assert_eq!(b.try_take(49), true);
}

#[test]
fn take_190() {
    let mut b = TokenBucket::new(94);
    assert_eq!(b.try_take(43), true);
}

#[test]
fn take_191() {
    let mut b = TokenBucket::new(95);
    assert_eq!(b.try_take(37), true);
}

#[test]
fn take_192() {
    let mut b = TokenBucket::new(96);
    assert_eq!(b.try_take(31), true);
}

#[test]
fn take_193() {
    let mut b = TokenBucket::new(97);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_194() {
    let mut b = TokenBucket::new(1);
    assert_eq!(b.try_take(2), false);
}

#[test]
fn take_195() {
    let mut b = TokenBucket::new(2);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_196() {
    let mut b = TokenBucket::new(3);
    assert_eq!(b.try_take(4), false);
}

#[test]
fn take_197() {
    let mut b = TokenBucket::new(4);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_198() {
    let mut b = TokenBucket::new(5);
    assert_eq!(b.try_take(6), false);
}

#[test]
fn take_199() {
    let mut b = TokenBucket::new(6);
    assert_eq!(b.try_take(7), false);
}

#[test]
fn take_200() {
    let mut b = TokenBucket::new(7);
    assert_eq!(b.try_take(8), false);
}

#[test]
fn take_201() {
    let mut b = TokenBucket::new(8);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_202() {
    let mut b = TokenBucket::new(9);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_203() {
    let mut b = TokenBucket::new(10);
    assert_eq!(b.try_take(11), false);
}

#[test]
fn take_204() {
    let mut b = TokenBucket::new(11);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_205() {
    let mut b = TokenBucket::new(12);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_206() {
    let mut b = TokenBucket::new(13);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_207() {
    let mut b = TokenBucket::new(14);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_208() {
    let mut b = TokenBucket::new(15);
    assert_eq!(b.try_take(16), false);
}

#[test]
fn take_209() {
    let mut b = TokenBucket::new(16);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_210() {
    let mut b = TokenBucket::new(17);
    assert_eq!(b.try_take(18), false);
}

#[test]
fn take_211() {
    let mut b = TokenBucket::new(18);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_212() {
    let mut b = TokenBucket::new(19);
    assert_eq!(b.try_take(20), false);
}

#[test]
fn take_213() {
    let mut b = TokenBucket::new(20);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_214() {
    let mut b = TokenBucket::new(21);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_215() {
    let mut b = TokenBucket::new(22);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_216() {
    let mut b = TokenBucket::new(23);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_217() {
    let mut b = TokenBucket::new(24);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_218() {
    let mut b = TokenBucket::new(25);
    assert_eq!(b.try_take(26), false);
}

#[test]
fn take_219() {
    let mut b = TokenBucket::new(26);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_220() {
    let mut b = TokenBucket::new(27);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_221() {
    let mut b = TokenBucket::new(28);
    assert_eq!(b.try_take(29), false);
}

#[test]
fn take_222() {
    let mut b = TokenBucket::new(29);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_223() {
    let mut b = TokenBucket::new(30);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_224() {
    let mut b = TokenBucket::new(31);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_225() {
    let mut b = TokenBucket::new(32);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_226() {
    let mut b = TokenBucket::new(33);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_227() {
    let mut b = TokenBucket::new(34);
    assert_eq!(b.try_take(29), true);
}

#[test]
fn take_228() {
    let mut b = TokenBucket::new(35);
    assert_eq!(b.try_take(36), false);
}

#[test]
fn take_229() {
    let mut b = TokenBucket::new(36);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_230() {
    let mut b = TokenBucket::new(37);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_231() {
    let mut b = TokenBucket::new(38);
    assert_eq!(b.try_take(26), true);
}

#[test]
fn take_232() {
    let mut b = TokenBucket::new(39);
    assert_eq!(b.try_take(40), false);
}

#[test]
fn take_233() {
    let mut b = TokenBucket::new(40);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_234() {
    let mut b = TokenBucket::new(41);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_235() {
    let mut b = TokenBucket::new(42);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_236() {
    let mut b = TokenBucket::new(43);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_237() {
    let mut b = TokenBucket::new(44);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_238() {
    let mut b = TokenBucket::new(45);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_239() {
    let mut b = TokenBucket::new(46);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_240() {
    let mut b = TokenBucket::new(47);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_241() {
    let mut b = TokenBucket::new(48);
    assert_eq!(b.try_take(44), true);
}

#[test]
fn take_242() {
    let mut b = TokenBucket::new(49);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_243() {
    let mut b = TokenBucket::new(50);
    assert_eq!(b.try_take(51), false);
}

#[test]
fn take_244() {
    let mut b = TokenBucket::new(51);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_245() {
    let mut b = TokenBucket::new(52);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_246() {
    let mut b = TokenBucket::new(53);
    assert_eq!(b.try_take(40), true);
}

#[test]
fn take_247() {
    let mut b = TokenBucket::new(54);
    assert_eq!(b.try_take(18), true);
}

#[test]
fn take_248() {
    let mut b = TokenBucket::new(55);
    assert_eq!(b.try_take(56), false);
}

#[test]
fn take_249() {
    let mut b = TokenBucket::new(56);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_250() {
    let mut b = TokenBucket::new(57);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_251() {
    let mut b = TokenBucket::new(58);
    assert_eq!(b.try_take(56), true);
}

#[test]
fn take_252() {
    let mut b = TokenBucket::new(59);
    assert_eq!(b.try_take(36), true);
}

#[test]
fn take_253() {
    let mut b = TokenBucket::new(60);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_254() {
    let mut b = TokenBucket::new(61);
    assert_eq!(b.try_take(62), false);
}

#[test]
fn take_255() {
    let mut b = TokenBucket::new(62);
    assert_eq!(b.try_take(43), true);
}

#[test]
fn take_256() {
    let mut b = TokenBucket::new(63);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_257() {
    let mut b = TokenBucket::new(64);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_258() {
    let mut b = TokenBucket::new(65);
    assert_eq!(b.try_take(56), true);
}

#[test]
fn take_259() {
    let mut b = TokenBucket::new(66);
    assert_eq!(b.try_take(38), true);
}

#[test]
fn take_260() {
    let mut b = TokenBucket::new(67);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_261() {
    let mut b = TokenBucket::new(68);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_262() {
    let mut b = TokenBucket::new(69);
    assert_eq!(b.try_take(58), true);
}

#[test]
fn take_263() {
    let mut b = TokenBucket::new(70);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_264() {
    let mut b = TokenBucket::new(71);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_265() {
    let mut b = TokenBucket::new(72);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_266() {
    let mut b = TokenBucket::new(73);
    assert_eq!(b.try_take(68), true);
}

#[test]
fn take_267() {
    let mut b = TokenBucket::new(74);
    assert_eq!(b.try_take(52), true);
}

#[test]
fn take_268() {
    let mut b = TokenBucket::new(75);
    assert_eq!(b.try_take(36), true);
}

#[test]
fn take_269() {
    let mut b = TokenBucket::new(76);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_270() {
    let mut b = TokenBucket::new(77);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_271() {
    let mut b = TokenBucket::new(78);
    assert_eq!(b.try_take(71), true);
}

#[test]
fn take_272() {
    let mut b = TokenBucket::new(79);
    assert_eq!(b.try_take(56), true);
}

#[test]
fn take_273() {
    let mut b = TokenBucket::new(80);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_274() {
    let mut b = TokenBucket::new(81);
    assert_eq!(b.try_take(26), true);
}

#[test]
fn take_275() {
    let mut b = TokenBucket::new(82);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_276() {
    let mut b = TokenBucket::new(83);
    assert_eq!(b.try_take(84), false);
}

#[test]
fn take_277() {
    let mut b = TokenBucket::new(84);
    assert_eq!(b.try_take(70), true);
}

#[test]
fn take_278() {
    let mut b = TokenBucket::new(85);
    assert_eq!(b.try_take(56), true);
}

#[test]
fn take_279() {
    let mut b = TokenBucket::new(86);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_280() {
    let mut b = TokenBucket::new(87);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_281() {
    let mut b = TokenBucket::new(88);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_282() {
    let mut b = TokenBucket::new(89);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_283() {
    let mut b = TokenBucket::new(90);
    assert_eq!(b.try_take(81), true);
}

#[test]
fn take_284() {
    let mut b = TokenBucket::new(91);
    assert_eq!(b.try_take(68), true);
}

#[test]
fn take_285() {
    let mut b = TokenBucket::new(92);
    assert_eq!(b.try_take(55), true);
}

#[test]
fn take_286() {
    let mut b = TokenBucket::new(93);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_287() {
    let mut b = TokenBucket::new(94);
    assert_eq!(b.try_take(29), true);
}

#[test]
fn take_288() {
    let mut b = TokenBucket::new(95);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_289() {
    let mut b = TokenBucket::new(96);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_290() {
    let mut b = TokenBucket::new(97);
    assert_eq!(b.try_take(92), true);
}

#[test]
fn take_291() {
    let mut b = TokenBucket::new(1);
    assert_eq!(b.try_take(3), false);
}

#[test]
fn take_292() {
    let mut b = TokenBucket::new(2);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_293() {
    let mut b = TokenBucket::new(3);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_294() {
    let mut b = TokenBucket::new(4);
    assert_eq!(b.try_take(6), false);
}

#[test]
fn take_295() {
    let mut b = TokenBucket::new(5);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_296() {
    let mut b = TokenBucket::new(6);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_297() {
    let mut b = TokenBucket::new(7);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_298() {
    let mut b = TokenBucket::new(8);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_299() {
    let mut b = TokenBucket::new(9);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_300() {
    let mut b = TokenBucket::new(10);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_301() {
    let mut b = TokenBucket::new(11);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_302() {
    let mut b = TokenBucket::new(12);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_303() {
    let mut b = TokenBucket::new(13);
    assert_eq!(b.try_take(15), false);
}

#[test]
fn take_304() {
    let mut b = TokenBucket::new(14);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_305() {
    let mut b = TokenBucket::new(15);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_306() {
    let mut b = TokenBucket::new(16);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_307() {
    let mut b = TokenBucket::new(17);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_308() {
    let mut b = TokenBucket::new(18);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_309() {
    let mut b = TokenBucket::new(19);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_310() {
    let mut b = TokenBucket::new(20);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_311() {
    let mut b = TokenBucket::new(21);
    assert_eq!(b.try_take(19), true);
}

#[test]
fn take_312() {
    let mut b = TokenBucket::new(22);
    assert_eq!(b.try_take(24), false);
}

#[test]
fn take_313() {
    let mut b = TokenBucket::new(23);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_314() {
    let mut b = TokenBucket::new(24);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_315() {
    let mut b = TokenBucket::new(25);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_316() {
    let mut b = TokenBucket::new(26);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_317() {
    let mut b = TokenBucket::new(27);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_318() {
    let mut b = TokenBucket::new(28);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_319() {
    let mut b = TokenBucket::new(29);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_320() {
    let mut b = TokenBucket::new(30);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_321() {
    let mut b = TokenBucket::new(31);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_322() {
    let mut b = TokenBucket::new(32);
    assert_eq!(b.try_take(34), false);
}

#[test]
fn take_323() {
    let mut b = TokenBucket::new(33);
    assert_eq!(b.try_take(19), true);
}

#[test]
fn take_324() {
    let mut b = TokenBucket::new(34);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_325() {
    let mut b = TokenBucket::new(35);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_326() {
    let mut b = TokenBucket::new(36);
    assert_eq!(b.try_take(27), true);
}

#[test]
fn take_327() {
    let mut b = TokenBucket::new(37);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_328() {
    let mut b = TokenBucket::new(38);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_329() {
    let mut b = TokenBucket::new(39);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_330() {
    let mut b = TokenBucket::new(40);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_331() {
    let mut b = TokenBucket::new(41);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_332() {
    let mut b = TokenBucket::new(42);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_333() {
    let mut b = TokenBucket::new(43);
    assert_eq!(b.try_take(27), true);
}

#[test]
fn take_334() {
    let mut b = TokenBucket::new(44);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_335() {
    let mut b = TokenBucket::new(45);
    assert_eq!(b.try_take(45), true);
}

#[test]
fn take_336() {
    let mut b = TokenBucket::new(46);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_337() {
    let mut b = TokenBucket::new(47);
    assert_eq!(b.try_take(19), true);
}

#[test]
fn take_338() {
    let mut b = TokenBucket::new(48);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_339() {
    let mut b = TokenBucket::new(49);
    assert_eq!(b.try_take(51), false);
}

#[test]
fn take_340() {
    let mut b = TokenBucket::new(50);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_341() {
    let mut b = TokenBucket::new(51);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_342() {
    let mut b = TokenBucket::new(52);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_343() {
    let mut b = TokenBucket::new(53);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_344() {
    let mut b = TokenBucket::new(54);
    assert_eq!(b.try_take(48), true);
}

#[test]
fn take_345() {
    let mut b = TokenBucket::new(55);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_346() {
    let mut b = TokenBucket::new(56);
    assert_eq!(b.try_take(43), true);
}

#[test]
fn take_347() {
    let mut b = TokenBucket::new(57);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_348() {
    let mut b = TokenBucket::new(58);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_349() {
    let mut b = TokenBucket::new(59);
    assert_eq!(b.try_take(11), true);
}

#[test]
fn take_350() {
    let mut b = TokenBucket::new(60);
    assert_eq!(b.try_take(45), true);
}

#[test]
fn take_351() {
    let mut b = TokenBucket::new(61);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_352() {
    let mut b = TokenBucket::new(62);
    assert_eq!(b.try_take(52), true);
}

#[test]
fn take_353() {
    let mut b = TokenBucket::new(63);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_354() {
    let mut b = TokenBucket::new(64);
    assert_eq!(b.try_take(63), true);
}

#[test]
fn take_355() {
    let mut b = TokenBucket::new(65);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_356() {
    let mut b = TokenBucket::new(66);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_357() {
    let mut b = TokenBucket::new(67);
    assert_eq!(b.try_take(51), true);
}

#[test]
fn take_358() {
    let mut b = TokenBucket::new(68);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_359() {
    let mut b = TokenBucket::new(69);
    assert_eq!(b.try_take(71), false);
}

#[test]
fn take_360() {
    let mut b = TokenBucket::new(70);
    assert_eq!(b.try_take(45), true);
}

#[test]
fn take_361() {
    let mut b = TokenBucket::new(71);
    assert_eq!(b.try_take(19), true);
}

#[test]
fn take_362() {
    let mut b = TokenBucket::new(72);
    assert_eq!(b.try_take(70), true);
}

#[test]
fn take_363() {
    let mut b = TokenBucket::new(73);
    assert_eq!(b.try_take(45), true);
}

#[test]
fn take_364() {
    let mut b = TokenBucket::new(74);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_365() {
    let mut b = TokenBucket::new(75);
    assert_eq!(b.try_take(75), true);
}

#[test]
fn take_366() {
    let mut b = TokenBucket::new(76);
    assert_eq!(b.try_take(51), true);
}

#[test]
fn take_367() {
    let mut b = TokenBucket::new(77);
    assert_eq!(b.try_take(27), true);
}

#[test]
fn take_368() {
    let mut b = TokenBucket::new(78);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_369() {
    let mut b = TokenBucket::new(79);
    assert_eq!(b.try_take(63), true);
}

#[test]
fn take_370() {
    let mut b = TokenBucket::new(80);
    assert_eq!(b.try_take(40), true);
}

#[test]
fn take_371() {
    let mut b = TokenBucket::new(81);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_372() {
    let mut b = TokenBucket::new(82);
    assert_eq!(b.try_take(81), true);
}

#[test]
fn take_373() {
    let mut b = TokenBucket::new(83);
    assert_eq!(b.try_take(59), true);
}

#[test]
fn take_374() {
    let mut b = TokenBucket::new(84);
    assert_eq!(b.try_take(37), true);
}

#[test]
fn take_375() {
    let mut b = TokenBucket::new(85);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_376() {
    let mut b = TokenBucket::new(86);
    assert_eq!(b.try_take(84), true);
}

#[test]
fn take_377() {
    let mut b = TokenBucket::new(87);
    assert_eq!(b.try_take(63), true);
}

#[test]
fn take_378() {
    let mut b = TokenBucket::new(88);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_379() {
    let mut b = TokenBucket::new(89);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_380() {
    let mut b = TokenBucket::new(90);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_381() {
    let mut b = TokenBucket::new(91);
    assert_eq!(b.try_take(75), true);
}

#[test]
fn take_382() {
    let mut b = TokenBucket::new(92);
    assert_eq!(b.try_take(55), true);
}

#[test]
fn take_383() {
    let mut b = TokenBucket::new(93);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_384() {
    let mut b = TokenBucket::new(94);
    assert_eq!(b.try_take(15), true);
}

#[test]
fn take_385() {
    let mut b = TokenBucket::new(95);
    assert_eq!(b.try_take(95), true);
}

#[test]
fn take_386() {
    let mut b = TokenBucket::new(96);
    assert_eq!(b.try_take(76), true);
}

#[test]
fn take_387() {
    let mut b = TokenBucket::new(97);
    assert_eq!(b.try_take(57), true);
}

#[test]
fn take_388() {
    let mut b = TokenBucket::new(1);
    assert_eq!(b.try_take(4), false);
}

#[test]
fn take_389() {
    let mut b = TokenBucket::new(2);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_390() {
    let mut b = TokenBucket::new(3);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_391() {
    let mut b = TokenBucket::new(4);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_392() {
    let mut b = TokenBucket::new(5);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_393() {
    let mut b = TokenBucket::new(6);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_394() {
    let mut b = TokenBucket::new(7);
    assert_eq!(b.try_take(10), false);
}

#[test]
fn take_395() {
    let mut b = TokenBucket::new(8);
    assert_eq!(b.try_take(9), false);
}

#[test]
fn take_396() {
    let mut b = TokenBucket::new(9);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_397() {
    let mut b = TokenBucket::new(10);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_398() {
    let mut b = TokenBucket::new(11);
    assert_eq!(b.try_take(2), true);
}

#[test]
fn take_399() {
    let mut b = TokenBucket::new(12);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_400() {
    let mut b = TokenBucket::new(13);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_401() {
    let mut b = TokenBucket::new(14);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_402() {
    let mut b = TokenBucket::new(15);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_403() {
    let mut b = TokenBucket::new(16);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_404() {
    let mut b = TokenBucket::new(17);
    assert_eq!(b.try_take(12), true);
}

#[test]
fn take_405() {
    let mut b = TokenBucket::new(18);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_406() {
    let mut b = TokenBucket::new(19);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_407() {
    let mut b = TokenBucket::new(20);
    assert_eq!(b.try_take(24), false);
}

#[test]
fn take_408() {
    let mut b = TokenBucket::new(21);
    assert_eq!(b.try_take(22), false);
}

#[test]
fn take_409() {
    let mut b = TokenBucket::new(22);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_410() {
    let mut b = TokenBucket::new(23);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_411() {
    let mut b = TokenBucket::new(24);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_412() {
    let mut b = TokenBucket::new(25);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_413() {
    let mut b = TokenBucket::new(26);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_414() {
    let mut b = TokenBucket::new(27);
    assert_eq!(b.try_take(18), true);
}

#[test]
fn take_415() {
    let mut b = TokenBucket::new(28);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_416() {
    let mut b = TokenBucket::new(29);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_417() {
    let mut b = TokenBucket::new(30);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_418() {
    let mut b = TokenBucket::new(31);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_419() {
    let mut b = TokenBucket::new(32);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_420() {
    let mut b = TokenBucket::new(33);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_421() {
    let mut b = TokenBucket::new(34);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_422() {
    let mut b = TokenBucket::new(35);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_423() {
    let mut b = TokenBucket::new(36);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_424() {
    let mut b = TokenBucket::new(37);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_425() {
    let mut b = TokenBucket::new(38);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_426() {
    let mut b = TokenBucket::new(39);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_427() {
    let mut b = TokenBucket::new(40);
    assert_eq!(b.try_take(19), true);
}

#[test]
fn take_428() {
    let mut b = TokenBucket::new(41);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_429() {
    let mut b = TokenBucket::new(42);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_430() {
    let mut b = TokenBucket::new(43);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_431() {
    let mut b = TokenBucket::new(44);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_432() {
    let mut b = TokenBucket::new(45);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_433() {
    let mut b = TokenBucket::new(46);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_434() {
    let mut b = TokenBucket::new(47);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_435() {
    let mut b = TokenBucket::new(48);
    assert_eq!(b.try_take(24), true);
}

#[test]
fn take_436() {
    let mut b = TokenBucket::new(49);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_437() {
    let mut b = TokenBucket::new(50);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_438() {
    let mut b = TokenBucket::new(51);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_439() {
    let mut b = TokenBucket::new(52);
    assert_eq!(b.try_take(52), true);
}

#[test]
fn take_440() {
    let mut b = TokenBucket::new(53);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_441() {
    let mut b = TokenBucket::new(54);
    assert_eq!(b.try_take(19), true);
}

#[test]
fn take_442() {
    let mut b = TokenBucket::new(55);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_443() {
    let mut b = TokenBucket::new(56);
    assert_eq!(b.try_take(51), true);
}

#[test]
fn take_444() {
    let mut b = TokenBucket::new(57);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_445() {
    let mut b = TokenBucket::new(58);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_446() {
    let mut b = TokenBucket::new(59);
    assert_eq!(b.try_take(50), true);
}

#[test]
fn take_447() {
    let mut b = TokenBucket::new(60);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_448() {
    let mut b = TokenBucket::new(61);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_449() {
    let mut b = TokenBucket::new(62);
    assert_eq!(b.try_take(61), true);
}

#[test]
fn take_450() {
    let mut b = TokenBucket::new(63);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_451() {
    let mut b = TokenBucket::new(64);
    assert_eq!(b.try_take(52), true);
}

#[test]
fn take_452() {
    let mut b = TokenBucket::new(65);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_453() {
    let mut b = TokenBucket::new(66);
    assert_eq!(b.try_take(47), true);
}

#[test]
fn take_454() {
    let mut b = TokenBucket::new(67);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_455() {
    let mut b = TokenBucket::new(68);
    assert_eq!(b.try_take(46), true);
}

#[test]
fn take_456() {
    let mut b = TokenBucket::new(69);
    assert_eq!(b.try_take(10), true);
}

#[test]
fn take_457() {
    let mut b = TokenBucket::new(70);
    assert_eq!(b.try_take(49), true);
}

#[test]
fn take_458() {
    let mut b = TokenBucket::new(71);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_459() {
    let mut b = TokenBucket::new(72);
    assert_eq!(b.try_take(56), true);
}

#[test]
fn take_460() {
    let mut b = TokenBucket::new(73);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_461() {
    let mut b = TokenBucket::new(74);
    assert_eq!(b.try_take(67), true);
}

#[test]
fn take_462() {
    let mut b = TokenBucket::new(75);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_463() {
    let mut b = TokenBucket::new(76);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_464() {
    let mut b = TokenBucket::new(77);
    assert_eq!(b.try_take(50), true);
}

#[test]
fn take_465() {
    let mut b = TokenBucket::new(78);
    assert_eq!(b.try_take(18), true);
}

#[test]
fn take_466() {
    let mut b = TokenBucket::new(79);
    assert_eq!(b.try_take(70), true);
}

#[test]
fn take_467() {
    let mut b = TokenBucket::new(80);
    assert_eq!(b.try_take(39), true);
}

#[test]
fn take_468() {
    let mut b = TokenBucket::new(81);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_469() {
    let mut b = TokenBucket::new(82);
    assert_eq!(b.try_take(64), true);
}

#[test]
fn take_470() {
    let mut b = TokenBucket::new(83);
    assert_eq!(b.try_take(34), true);
}

#[test]
fn take_471() {
    let mut b = TokenBucket::new(84);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_472() {
    let mut b = TokenBucket::new(85);
    assert_eq!(b.try_take(64), true);
}

#[test]
fn take_473() {
    let mut b = TokenBucket::new(86);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_474() {
    let mut b = TokenBucket::new(87);
    assert_eq!(b.try_take(6), true);
}

#[test]
fn take_475() {
    let mut b = TokenBucket::new(88);
    assert_eq!(b.try_take(70), true);
}

#[test]
fn take_476() {
    let mut b = TokenBucket::new(89);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_477() {
    let mut b = TokenBucket::new(90);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_478() {
    let mut b = TokenBucket::new(91);
    assert_eq!(b.try_take(82), true);
}

#[test]
fn take_479() {
    let mut b = TokenBucket::new(92);
    assert_eq!(b.try_take(55), true);
}

#[test]
fn take_480() {
    let mut b = TokenBucket::new(93);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_481() {
    let mut b = TokenBucket::new(94);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_482() {
    let mut b = TokenBucket::new(95);
    assert_eq!(b.try_take(74), true);
}

#[test]
fn take_483() {
    let mut b = TokenBucket::new(96);
    assert_eq!(b.try_take(48), true);
}

#[test]
fn take_484() {
    let mut b = TokenBucket::new(97);
    assert_eq!(b.try_take(22), true);
}

#[test]
fn take_485() {
    let mut b = TokenBucket::new(1);
    assert_eq!(b.try_take(5), false);
}

#[test]
fn take_486() {
    let mut b = TokenBucket::new(2);
    assert_eq!(b.try_take(0), true);
}

#[test]
fn take_487() {
    let mut b = TokenBucket::new(3);
    assert_eq!(b.try_take(1), true);
}

#[test]
fn take_488() {
    let mut b = TokenBucket::new(4);
    assert_eq!(b.try_take(5), false);
}

#[test]
fn take_489() {
    let mut b = TokenBucket::new(5);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_490() {
    let mut b = TokenBucket::new(6);
    assert_eq!(b.try_take(9), false);
}

#[test]
fn take_491() {
    let mut b = TokenBucket::new(7);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_492() {
    let mut b = TokenBucket::new(8);
    assert_eq!(b.try_take(12), false);
}

#[test]
fn take_493() {
    let mut b = TokenBucket::new(9);
    assert_eq!(b.try_take(7), true);
}

#[test]
fn take_494() {
    let mut b = TokenBucket::new(10);
    assert_eq!(b.try_take(8), true);
}

#[test]
fn take_495() {
    let mut b = TokenBucket::new(11);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_496() {
    let mut b = TokenBucket::new(12);
    assert_eq!(b.try_take(4), true);
}

#[test]
fn take_497() {
    let mut b = TokenBucket::new(13);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_498() {
    let mut b = TokenBucket::new(14);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_499() {
    let mut b = TokenBucket::new(15);
    assert_eq!(b.try_take(13), true);
}

#[test]
fn take_500() {
    let mut b = TokenBucket::new(16);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_501() {
    let mut b = TokenBucket::new(17);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_502() {
    let mut b = TokenBucket::new(18);
    assert_eq!(b.try_take(18), true);
}

#[test]
fn take_503() {
    let mut b = TokenBucket::new(19);
    assert_eq!(b.try_take(17), true);
}

#[test]
fn take_504() {
    let mut b = TokenBucket::new(20);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_505() {
    let mut b = TokenBucket::new(21);
    assert_eq!(b.try_take(25), false);
}

#[test]
fn take_506() {
    let mut b = TokenBucket::new(22);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_507() {
    let mut b = TokenBucket::new(23);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_508() {
    let mut b = TokenBucket::new(24);
    assert_eq!(b.try_take(18), true);
}

#[test]
fn take_509() {
    let mut b = TokenBucket::new(25);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_510() {
    let mut b = TokenBucket::new(26);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_511() {
    let mut b = TokenBucket::new(27);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_512() {
    let mut b = TokenBucket::new(28);
    assert_eq!(b.try_take(20), true);
}

#[test]
fn take_513() {
    let mut b = TokenBucket::new(29);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_514() {
    let mut b = TokenBucket::new(30);
    assert_eq!(b.try_take(28), true);
}

#[test]
fn take_515() {
    let mut b = TokenBucket::new(31);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_516() {
    let mut b = TokenBucket::new(32);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_517() {
    let mut b = TokenBucket::new(33);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_518() {
    let mut b = TokenBucket::new(34);
    assert_eq!(b.try_take(38), false);
}

#[test]
fn take_519() {
    let mut b = TokenBucket::new(35);
    assert_eq!(b.try_take(33), true);
}

#[test]
fn take_520() {
    let mut b = TokenBucket::new(36);
    assert_eq!(b.try_take(32), true);
}

#[test]
fn take_521() {
    let mut b = TokenBucket::new(37);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_522() {
    let mut b = TokenBucket::new(38);
    assert_eq!(b.try_take(42), false);
}

#[test]
fn take_523() {
    let mut b = TokenBucket::new(39);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_524() {
    let mut b = TokenBucket::new(40);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_525() {
    let mut b = TokenBucket::new(41);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_526() {
    let mut b = TokenBucket::new(42);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_527() {
    let mut b = TokenBucket::new(43);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_528() {
    let mut b = TokenBucket::new(44);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_529() {
    let mut b = TokenBucket::new(45);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_530() {
    let mut b = TokenBucket::new(46);
    assert_eq!(b.try_take(38), true);
}

#[test]
fn take_531() {
    let mut b = TokenBucket::new(47);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_532() {
    let mut b = TokenBucket::new(48);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_533() {
    let mut b = TokenBucket::new(49);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_534() {
    let mut b = TokenBucket::new(50);
    assert_eq!(b.try_take(53), false);
}

#[test]
fn take_535() {
    let mut b = TokenBucket::new(51);
    assert_eq!(b.try_take(49), true);
}

#[test]
fn take_536() {
    let mut b = TokenBucket::new(52);
    assert_eq!(b.try_take(47), true);
}

#[test]
fn take_537() {
    let mut b = TokenBucket::new(53);
    assert_eq!(b.try_take(47), true);
}

#[test]
fn take_538() {
    let mut b = TokenBucket::new(54);
    assert_eq!(b.try_take(49), true);
}

#[test]
fn take_539() {
    let mut b = TokenBucket::new(55);
    assert_eq!(b.try_take(53), true);
}

#[test]
fn take_540() {
    let mut b = TokenBucket::new(56);
    assert_eq!(b.try_take(59), false);
}

#[test]
fn take_541() {
    let mut b = TokenBucket::new(57);
    assert_eq!(b.try_take(5), true);
}

#[test]
fn take_542() {
    let mut b = TokenBucket::new(58);
    assert_eq!(b.try_take(14), true);
}

#[test]
fn take_543() {
    let mut b = TokenBucket::new(59);
    assert_eq!(b.try_take(25), true);
}

#[test]
fn take_544() {
    let mut b = TokenBucket::new(60);
    assert_eq!(b.try_take(38), true);
}

#[test]
fn take_545() {
    let mut b = TokenBucket::new(61);
    assert_eq!(b.try_take(53), true);
}

#[test]
fn take_546() {
    let mut b = TokenBucket::new(62);
    assert_eq!(b.try_take(3), true);
}

#[test]
fn take_547() {
    let mut b = TokenBucket::new(63);
    assert_eq!(b.try_take(21), true);
}

#[test]
fn take_548() {
    let mut b = TokenBucket::new(64);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_549() {
    let mut b = TokenBucket::new(65);
    assert_eq!(b.try_take(63), true);
}

#[test]
fn take_550() {
    let mut b = TokenBucket::new(66);
    assert_eq!(b.try_take(16), true);
}

#[test]
fn take_551() {
    let mut b = TokenBucket::new(67);
    assert_eq!(b.try_take(41), true);
}

#[test]
fn take_552() {
    let mut b = TokenBucket::new(68);
    assert_eq!(b.try_take(68), true);
}

#[test]
fn take_553() {
    let mut b = TokenBucket::new(69);
    assert_eq!(b.try_take(23), true);
}

#[test]
fn take_554() {
    let mut b = TokenBucket::new(70);
    assert_eq!(b.try_take(53), true);
}

#[test]
fn take_555() {
    let mut b = TokenBucket::new(71);
    assert_eq!(b.try_take(9), true);
}

#[test]
fn take_556() {
    let mut b = TokenBucket::new(72);
    assert_eq!(b.try_take(42), true);
}

#[test]
fn take_557() {
    let mut b = TokenBucket::new(73);
    assert_eq!(b.try_take(77), false);
}

#[test]
fn take_558() {
    let mut b = TokenBucket::new(74);
    assert_eq!(b.try_take(35), true);
}

#[test]
fn take_559() {
    let mut b = TokenBucket::new(75);
    assert_eq!(b.try_take(73), true);
}
