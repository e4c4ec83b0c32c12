//! Parse human durations like "90s", "15m", "2h", "1500ms".

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    BadNumber(String),
    UnknownUnit(String),
}

pub fn parse_duration(text: &str) -> Result<u64, ParseError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ParseError::Empty);
    }
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (num, unit) = text.split_at(split);
    let n: u64 = num.parse().map_err(|_| ParseError::BadNumber(num.to_string()))?;
    let mult = match unit.chars().next() {
        None | Some('s') => 1,
        Some('m') => 60,
        Some('h') => 3600,
        Some('d') => 86_400,
        Some(_) => return Err(ParseError::UnknownUnit(unit.to_string())),
    };
    Ok(n * mult)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_1s_000() {
        assert_eq!(parse_duration("1s"), Ok(1));
    }

    #[test]
    fn parses_8m_001() {
        assert_eq!(parse_duration("8m"), Ok(480));
    }

    #[test]
    fn parses_15h_002() {
        assert_eq!(parse_duration("15h"), Ok(54000));
    }

    #[test]
    fn parses_22d_003() {
        assert_eq!(parse_duration("22d"), Ok(1900800));
    }

    #[test]
    fn parses_29s_004() {
        assert_eq!(parse_duration("29s"), Ok(29));
    }

    #[test]
    fn parses_36m_005() {
        assert_eq!(parse_duration("36m"), Ok(2160));
    }

    #[test]
    fn parses_43h_006() {
        assert_eq!(parse_duration("43h"), Ok(154800));
    }

    #[test]
    fn parses_50d_007() {
        assert_eq!(parse_duration("50d"), Ok(4320000));
    }

    #[test]
    fn parses_57s_008() {
        assert_eq!(parse_duration("57s"), Ok(57));
    }

    #[test]
    fn parses_64m_009() {
        assert_eq!(parse_duration("64m"), Ok(3840));
    }

    #[test]
    fn parses_71h_010() {
        assert_eq!(parse_duration("71h"), Ok(255600));
    }

    #[test]
    fn parses_78d_011() {
        assert_eq!(parse_duration("78d"), Ok(6739200));
    }

    #[test]
    fn parses_85s_012() {
        assert_eq!(parse_duration("85s"), Ok(85));
    }

    #[test]
    fn parses_92m_013() {
        assert_eq!(parse_duration("92m"), Ok(5520));
    }

    #[test]
    fn parses_2h_014() {
        assert_eq!(parse_duration("2h"), Ok(7200));
    }

    #[test]
    fn parses_9d_015() {
        assert_eq!(parse_duration("9d"), Ok(777600));
    }

    #[test]
    fn parses_16s_016() {
        assert_eq!(parse_duration("16s"), Ok(16));
    }

    #[test]
    fn parses_23m_017() {
        assert_eq!(parse_duration("23m"), Ok(1380));
    }

    #[test]
    fn parses_30h_018() {
        assert_eq!(parse_duration("30h"), Ok(108000));
    }

    #[test]
    fn parses_37d_019() {
        assert_eq!(parse_duration("37d"), Ok(3196800));
    }

    #[test]
    fn parses_44s_020() {
        assert_eq!(parse_duration("44s"), Ok(44));
    }

    #[test]
    fn parses_51m_021() {
        assert_eq!(parse_duration("51m"), Ok(3060));
    }

    #[test]
    fn parses_58h_022() {
        assert_eq!(parse_duration("58h"), Ok(208800));
    }

    #[test]
    fn parses_65d_023() {
        assert_eq!(parse_duration("65d"), Ok(5616000));
    }

    #[test]
    fn parses_72s_024() {
        assert_eq!(parse_duration("72s"), Ok(72));
    }

    #[test]
    fn parses_79m_025() {
        assert_eq!(parse_duration("79m"), Ok(4740));
    }

    #[test]
    fn parses_86h_026() {
        assert_eq!(parse_duration("86h"), Ok(309600));
    }

    #[test]
    fn parses_93d_027() {
        assert_eq!(parse_duration("93d"), Ok(8035200));
    }

    #[test]
    fn parses_3s_028() {
        assert_eq!(parse_duration("3s"), Ok(3));
    }

    #[test]
    fn parses_10m_029() {
        assert_eq!(parse_duration("10m"), Ok(600));
    }

    #[test]
    fn parses_17h_030() {
        assert_eq!(parse_duration("17h"), Ok(61200));
    }

    #[test]
    fn parses_24d_031() {
        assert_eq!(parse_duration("24d"), Ok(2073600));
    }

    #[test]
    fn parses_31s_032() {
        assert_eq!(parse_duration("31s"), Ok(31));
    }

    #[test]
    fn parses_38m_033() {
        assert_eq!(parse_duration("38m"), Ok(2280));
    }

    #[test]
    fn parses_45h_034() {
        assert_eq!(parse_duration("45h"), Ok(162000));
    }

    #[test]
    fn parses_52d_035() {
        assert_eq!(parse_duration("52d"), Ok(4492800));
    }

    #[test]
    fn parses_59s_036() {
        assert_eq!(parse_duration("59s"), Ok(59));
    }

    #[test]
    fn parses_66m_037() {
        assert_eq!(parse_duration("66m"), Ok(3960));
    }

    #[test]
    fn parses_73h_038() {
        assert_eq!(parse_duration("73h"), Ok(262800));
    }

    #[test]
    fn parses_80d_039() {
        assert_eq!(parse_duration("80d"), Ok(6912000));
    }

    #[test]
    fn parses_87s_040() {
        assert_eq!(parse_duration("87s"), Ok(87));
    }

    #[test]
    fn parses_94m_041() {
        assert_eq!(parse_duration("94m"), Ok(5640));
    }

    #[test]
    fn parses_4h_042() {
        assert_eq!(parse_duration("4h"), Ok(14400));
    }

    #[test]
    fn parses_11d_043() {
        assert_eq!(parse_duration("11d"), Ok(950400));
    }

    #[test]
    fn parses_18s_044() {
        assert_eq!(parse_duration("18s"), Ok(18));
    }

    #[test]
    fn parses_25m_045() {
        assert_eq!(parse_duration("25m"), Ok(1500));
    }

    #[test]
    fn parses_32h_046() {
        assert_eq!(parse_duration("32h"), Ok(115200));
    }

    #[test]
    fn parses_39d_047() {
        assert_eq!(parse_duration("39d"), Ok(3369600));
    }

    #[test]
    fn parses_46s_048() {
        assert_eq!(parse_duration("46s"), Ok(46));
    }

    #[test]
    fn parses_53m_049() {
        assert_eq!(parse_duration("53m"), Ok(3180));
    }

    #[test]
    fn parses_60h_050() {
        assert_eq!(parse_duration("60h"), Ok(216000));
    }

    #[test]
    fn parses_67d_051() {
        assert_eq!(parse_duration("67d"), Ok(5788800));
    }

    #[test]
    fn parses_74s_052() {
        assert_eq!(parse_duration("74s"), Ok(74));
    }

    #[test]
    fn parses_81m_053() {
        assert_eq!(parse_duration("81m"), Ok(4860));
    }

    #[test]
    fn parses_88h_054() {
        assert_eq!(parse_duration("88h"), Ok(316800));
    }

    #[test]
    fn parses_95d_055() {
        assert_eq!(parse_duration("95d"), Ok(8208000));
    }

    #[test]
    fn parses_5s_056() {
        assert_eq!(parse_duration("5s"), Ok(5));
    }

    #[test]
    fn parses_12m_057() {
        assert_eq!(parse_duration("12m"), Ok(720));
    }

    #[test]
    fn parses_19h_058() {
        assert_eq!(parse_duration("19h"), Ok(68400));
    }

    #[test]
    fn parses_26d_059() {
        assert_eq!(parse_duration("26d"), Ok(2246400));
    }

    #[test]
    fn parses_33s_060() {
        assert_eq!(parse_duration("33s"), Ok(33));
    }

    #[test]
    fn parses_40m_061() {
        assert_eq!(parse_duration("40m"), Ok(2400));
    }

    #[test]
    fn parses_47h_062() {
        assert_eq!(parse_duration("47h"), Ok(169200));
    }

    #[test]
    fn parses_54d_063() {
        assert_eq!(parse_duration("54d"), Ok(4665600));
    }

    #[test]
    fn parses_61s_064() {
        assert_eq!(parse_duration("61s"), Ok(61));
    }

    #[test]
    fn parses_68m_065() {
        assert_eq!(parse_duration("68m"), Ok(4080));
    }

    #[test]
    fn parses_75h_066() {
        assert_eq!(parse_duration("75h"), Ok(270000));
    }

    #[test]
    fn parses_82d_067() {
        assert_eq!(parse_duration("82d"), Ok(7084800));
    }

    #[test]
    fn parses_89s_068() {
        assert_eq!(parse_duration("89s"), Ok(89));
    }

    #[test]
    fn parses_96m_069() {
        assert_eq!(parse_duration("96m"), Ok(5760));
    }

    #[test]
    fn parses_6h_070() {
        assert_eq!(parse_duration("6h"), Ok(21600));
    }

    #[test]
    fn parses_13d_071() {
        assert_eq!(parse_duration("13d"), Ok(1123200));
    }

    #[test]
    fn parses_20s_072() {
        assert_eq!(parse_duration("20s"), Ok(20));
    }

    #[test]
    fn parses_27m_073() {
        assert_eq!(parse_duration("27m"), Ok(1620));
    }

    #[test]
    fn parses_34h_074() {
        assert_eq!(parse_duration("34h"), Ok(122400));
    }

    #[test]
    fn parses_41d_075() {
        assert_eq!(parse_duration("41d"), Ok(3542400));
    }

    #[test]
    fn parses_48s_076() {
        assert_eq!(parse_duration("48s"), Ok(48));
    }

    #[test]
    fn parses_55m_077() {
        assert_eq!(parse_duration("55m"), Ok(3300));
    }

    #[test]
    fn parses_62h_078() {
        assert_eq!(parse_duration("62h"), Ok(223200));
    }

    #[test]
    fn parses_69d_079() {
        assert_eq!(parse_duration("69d"), Ok(5961600));
    }

    #[test]
    fn parses_76s_080() {
        assert_eq!(parse_duration("76s"), Ok(76));
    }

    #[test]
    fn parses_83m_081() {
        assert_eq!(parse_duration("83m"), Ok(4980));
    }

    #[test]
    fn parses_90h_082() {
        assert_eq!(parse_duration("90h"), Ok(324000));
    }

    #[test]
    fn parses_97d_083() {
        assert_eq!(parse_duration("97d"), Ok(8380800));
    }

    #[test]
    fn parses_7s_084() {
        assert_eq!(parse_duration("7s"), Ok(7));
    }

    #[test]
    fn parses_14m_085() {
        assert_eq!(parse_duration("14m"), Ok(840));
    }

    #[test]
    fn parses_21h_086() {
        assert_eq!(parse_duration("21h"), Ok(75600));
    }

    #[test]
    fn parses_28d_087() {
        assert_eq!(parse_duration("28d"), Ok(2419200));
    }

    #[test]
    fn parses_35s_088() {
        assert_eq!(parse_duration("35s"), Ok(35));
    }

    #[test]
    fn parses_42m_089() {
        assert_eq!(parse_duration("42m"), Ok(2520));
    }

    #[test]
    fn parses_49h_090() {
        assert_eq!(parse_duration("49h"), Ok(176400));
    }

    #[test]
    fn parses_56d_091() {
        assert_eq!(parse_duration("56d"), Ok(4838400));
    }

    #[test]
    fn parses_63s_092() {
        assert_eq!(parse_duration("63s"), Ok(63));
    }

    #[test]
    fn parses_70m_093() {
        assert_eq!(parse_duration("70m"), Ok(4200));
    }

    #[test]
    fn parses_77h_094() {
        assert_eq!(parse_duration("77h"), Ok(277200));
    }

    #[test]
    fn parses_84d_095() {
        assert_eq!(parse_duration("84d"), Ok(7257600));
    }

    #[test]
    fn parses_91s_096() {
        assert_eq!(parse_duration("91s"), Ok(91));
    }

    #[test]
    fn parses_1m_097() {
        assert_eq!(parse_duration("1m"), Ok(60));
    }

    #[test]
    fn parses_8h_098() {
        assert_eq!(parse_duration("8h"), Ok(28800));
    }

    #[test]
    fn parses_15d_099() {
        assert_eq!(parse_duration("15d"), Ok(1296000));
    }

    #[test]
    fn parses_22s_100() {
        assert_eq!(parse_duration("22s"), Ok(22));
    }

    #[test]
    fn parses_29m_101() {
        assert_eq!(parse_duration("29m"), Ok(1740));
    }

    #[test]
    fn parses_36h_102() {
        assert_eq!(parse_duration("36h"), Ok(129600));
    }

    #[test]
    fn parses_43d_103() {
        assert_eq!(parse_duration("43d"), Ok(3715200));
    }

    #[test]
    fn parses_50s_104() {
        assert_eq!(parse_duration("50s"), Ok(50));
    }

    #[test]
    fn parses_57m_105() {
        assert_eq!(parse_duration("57m"), Ok(3420));
    }

    #[test]
    fn parses_64h_106() {
        assert_eq!(parse_duration("64h"), Ok(230400));
    }

    #[test]
    fn parses_71d_107() {
        assert_eq!(parse_duration("71d"), Ok(6134400));
    }

    #[test]
    fn parses_78s_108() {
        assert_eq!(parse_duration("78s"), Ok(78));
    }

    #[test]
    fn parses_85m_109() {
        assert_eq!(parse_duration("85m"), Ok(5100));
    }

    #[test]
    fn parses_92h_110() {
        assert_eq!(parse_duration("92h"), Ok(331200));
    }

    #[test]
    fn parses_2d_111() {
        assert_eq!(parse_duration("2d"), Ok(172800));
    }

    #[test]
    fn parses_9s_112() {
        assert_eq!(parse_duration("9s"), Ok(9));
    }

    #[test]
    fn parses_16m_113() {
        assert_eq!(parse_duration("16m"), Ok(960));
    }

    #[test]
    fn parses_23h_114() {
        assert_eq!(parse_duration("23h"), Ok(82800));
    }

    #[test]
    fn parses_30d_115() {
        assert_eq!(parse_duration("30d"), Ok(2592000));
    }

    #[test]
    fn parses_37s_116() {
        assert_eq!(parse_duration("37s"), Ok(37));
    }

    #[test]
    fn parses_44m_117() {
        assert_eq!(parse_duration("44m"), Ok(2640));
    }

    #[test]
    fn parses_51h_118() {
        assert_eq!(parse_duration("51h"), Ok(183600));
    }

    #[test]
    fn parses_58d_119() {
        assert_eq!(parse_duration("58d"), Ok(5011200));
    }

    #[test]
    fn parses_65s_120() {
        assert_eq!(parse_duration("65s"), Ok(65));
    }

    #[test]
    fn parses_72m_121() {
        assert_eq!(parse_duration("72m"), Ok(4320));
    }

    #[test]
    fn parses_79h_122() {
        assert_eq!(parse_duration("79h"), Ok(284400));
    }

    #[test]
    fn parses_86d_123() {
        assert_eq!(parse_duration("86d"), Ok(7430400));
    }

    #[test]
    fn parses_93s_124() {
        assert_eq!(parse_duration("93s"), Ok(93));
    }

    #[test]
    fn parses_3m_125() {
        assert_eq!(parse_duration("3m"), Ok(180));
    }

    #[test]
    fn parses_10h_126() {
        assert_eq!(parse_duration("10h"), Ok(36000));
    }

    #[test]
    fn parses_17d_127() {
        assert_eq!(parse_duration("17d"), Ok(1468800));
    }

    #[test]
    fn parses_24s_128() {
        assert_eq!(parse_duration("24s"), Ok(24));
    }

    #[test]
    fn parses_31m_129() {
        assert_eq!(parse_duration("31m"), Ok(1860));
    }

    #[test]
    fn parses_38h_130() {
        assert_eq!(parse_duration("38h"), Ok(136800));
    }

    #[test]
    fn parses_45d_131() {
        assert_eq!(parse_duration("45d"), Ok(3888000));
    }

    #[test]
    fn parses_52s_132() {
        assert_eq!(parse_duration("52s"), Ok(52));
    }

    #[test]
    fn parses_59m_133() {
        assert_eq!(parse_duration("59m"), Ok(3540));
    }

    #[test]
    fn parses_66h_134() {
        assert_eq!(parse_duration("66h"), Ok(237600));
    }

    #[test]
    fn parses_73d_135() {
        assert_eq!(parse_duration("73d"), Ok(6307200));
    }

    #[test]
    fn parses_80s_136() {
        assert_eq!(parse_duration("80s"), Ok(80));
    }

    #[test]
    fn parses_87m_137() {
        assert_eq!(parse_duration("87m"), Ok(5220));
    }

    #[test]
    fn parses_94h_138() {
        assert_eq!(parse_duration("94h"), Ok(338400));
    }

    #[test]
    fn parses_4d_139() {
        assert_eq!(parse_duration("4d"), Ok(345600));
    }

    #[test]
    fn parses_11s_140() {
        assert_eq!(parse_duration("11s"), Ok(11));
    }

    #[test]
    fn parses_18m_141() {
        assert_eq!(parse_duration("18m"), Ok(1080));
    }

    #[test]
    fn parses_25h_142() {
        assert_eq!(parse_duration("25h"), Ok(90000));
    }

    #[test]
    fn parses_32d_143() {
        assert_eq!(parse_duration("32d"), Ok(2764800));
    }

    #[test]
    fn parses_39s_144() {
        assert_eq!(parse_duration("39s"), Ok(39));
    }

    #[test]
    fn parses_46m_145() {
        assert_eq!(parse_duration("46m"), Ok(2760));
    }

    #[test]
    fn parses_53h_146() {
        assert_eq!(parse_duration("53h"), Ok(190800));
    }

    #[test]
    fn parses_60d_147() {
        assert_eq!(parse_duration("60d"), Ok(5184000));
    }

    #[test]
    fn parses_67s_148() {
        assert_eq!(parse_duration("67s"), Ok(67));
    }

    #[test]
    fn parses_74m_149() {
        assert_eq!(parse_duration("74m"), Ok(4440));
    }

    #[test]
    fn parses_81h_150() {
        assert_eq!(parse_duration("81h"), Ok(291600));
    }

    #[test]
    fn parses_88d_151() {
        assert_eq!(parse_duration("88d"), Ok(7603200));
    }

    #[test]
    fn parses_95s_152() {
        assert_eq!(parse_duration("95s"), Ok(95));
    }

    #[test]
    fn parses_5m_153() {
        assert_eq!(parse_duration("5m"), Ok(300));
    }

    #[test]
    fn parses_12h_154() {
        assert_eq!(parse_duration("12h"), Ok(43200));
    }

    #[test]
    fn parses_19d_155() {
        assert_eq!(parse_duration("19d"), Ok(1641600));
    }

    #[test]
    fn parses_26s_156() {
        assert_eq!(parse_duration("26s"), Ok(26));
    }

    #[test]
    fn parses_33m_157() {
        assert_eq!(parse_duration("33m"), Ok(1980));
    }

    #[test]
    fn parses_40h_158() {
        assert_eq!(parse_duration("40h"), Ok(144000));
    }

    #[test]
    fn parses_47d_159() {
        assert_eq!(parse_duration("47d"), Ok(4060800));
    }

    #[test]
    fn parses_54s_160() {
        assert_eq!(parse_duration("54s"), Ok(54));
    }

    #[test]
    fn parses_61m_161() {
        assert_eq!(parse_duration("61m"), Ok(3660));
    }

    #[test]
    fn parses_68h_162() {
        assert_eq!(parse_duration("68h"), Ok(244800));
    }

    #[test]
    fn parses_75d_163() {
        assert_eq!(parse_duration("75d"), Ok(6480000));
    }

    #[test]
    fn parses_82s_164() {
        assert_eq!(parse_duration("82s"), Ok(82));
    }

    #[test]
    fn parses_89m_165() {
        assert_eq!(parse_duration("89m"), Ok(5340));
    }

    #[test]
    fn parses_96h_166() {
        assert_eq!(parse_duration("96h"), Ok(345600));
    }

    #[test]
    fn parses_6d_167() {
        assert_eq!(parse_duration("6d"), Ok(518400));
    }

    #[test]
    fn parses_13s_168() {
        assert_eq!(parse_duration("13s"), Ok(13));
    }

    #[test]
    fn parses_20m_169() {
        assert_eq!(parse_duration("20m"), Ok(1200));
    }

    #[test]
    fn parses_27h_170() {
        assert_eq!(parse_duration("27h"), Ok(97200));
    }

    #[test]
    fn parses_34d_171() {
        assert_eq!(parse_duration("34d"), Ok(2937600));
    }

    #[test]
    fn parses_41s_172() {
        assert_eq!(parse_duration("41s"), Ok(41));
    }

    #[test]
    fn parses_48m_173() {
        assert_eq!(parse_duration("48m"), Ok(2880));
    }

    #[test]
    fn parses_55h_174() {
        assert_eq!(parse_duration("55h"), Ok(198000));
    }

    #[test]
    fn parses_62d_175() {
        assert_eq!(parse_duration("62d"), Ok(5356800));
    }

    #[test]
    fn parses_69s_176() {
        assert_eq!(parse_duration("69s"), Ok(69));
    }

    #[test]
    fn parses_76m_177() {
        assert_eq!(parse_duration("76m"), Ok(4560));
    }

    #[test]
    fn parses_83h_178() {
        assert_eq!(parse_duration("83h"), Ok(298800));
    }

    #[test]
    fn parses_90d_179() {
        assert_eq!(parse_duration("90d"), Ok(7776000));
    }

    #[test]
    fn parses_97s_180() {
        assert_eq!(parse_duration("97s"), Ok(97));
    }

    #[test]
    fn parses_7m_181() {
        assert_eq!(parse_duration("7m"), Ok(420));
    }

    #[test]
    fn parses_14h_182() {
        assert_eq!(parse_duration("14h"), Ok(50400));
    }

    #[test]
    fn parses_21d_183() {
        assert_eq!(parse_duration("21d"), Ok(1814400));
    }

    #[test]
    fn parses_28s_184() {
        assert_eq!(parse_duration("28s"), Ok(28));
    }

    #[test]
    fn parses_35m_185() {
        assert_eq!(parse_duration("35m"), Ok(2100));
    }

    #[test]
    fn parses_42h_186() {
        assert_eq!(parse_duration("42h"), Ok(151200));
    }

    #[test]
    fn parses_49d_187() {
        assert_eq!(parse_duration("49d"), Ok(4233600));
    }

    #[test]
    fn parses_56s_188() {
        assert_eq!(parse_duration("56s"), Ok(56));
    }

    #[test]
    fn parses_63m_189() {
        assert_eq!(parse_duration("63m"), Ok(3780));
    }

    #[test]
    fn parses_70h_190() {
        assert_eq!(parse_duration("70h"), Ok(252000));
    }

    #[test]
    fn parses_77d_191() {
        assert_eq!(parse_duration("77d"), Ok(6652800));
    }

    #[test]
    fn parses_84s_192() {
        assert_eq!(parse_duration("84s"), Ok(84));
    }

    #[test]
    fn parses_91m_193() {
        assert_eq!(parse_duration("91m"), Ok(5460));
    }

    #[test]
    fn parses_1h_194() {
        assert_eq!(parse_duration("1h"), Ok(3600));
    }

    #[test]
    fn parses_8d_195() {
        assert_eq!(parse_duration("8d"), Ok(691200));
    }

    #[test]
    fn parses_15s_196() {
        assert_eq!(parse_duration("15s"), Ok(15));
    }

    #[test]
    fn parses_22m_197() {
        assert_eq!(parse_duration("22m"), Ok(1320));
    }

    #[test]
    fn parses_29h_198() {
        assert_eq!(parse_duration("29h"), Ok(104400));
    }

    #[test]
    fn parses_36d_199() {
        assert_eq!(parse_duration("36d"), Ok(3110400));
    }

    #[test]
    fn parses_43s_200() {
        assert_eq!(parse_duration("43s"), Ok(43));
    }

    #[test]
    fn parses_50m_201() {
        assert_eq!(parse_duration("50m"), Ok(3000));
    }

    #[test]
    fn parses_57h_202() {
        assert_eq!(parse_duration("57h"), Ok(205200));
    }

    #[test]
    fn parses_64d_203() {
        assert_eq!(parse_duration("64d"), Ok(5529600));
    }

    #[test]
    fn parses_71s_204() {
        assert_eq!(parse_duration("71s"), Ok(71));
    }

    #[test]
    fn parses_78m_205() {
        assert_eq!(parse_duration("78m"), Ok(4680));
    }

    #[test]
    fn parses_85h_206() {
        assert_eq!(parse_duration("85h"), Ok(306000));
    }

    #[test]
    fn parses_92d_207() {
        assert_eq!(parse_duration("92d"), Ok(7948800));
    }

    #[test]
    fn parses_2s_208() {
        assert_eq!(parse_duration("2s"), Ok(2));
    }

    #[test]
    fn parses_9m_209() {
        assert_eq!(parse_duration("9m"), Ok(540));
    }

    #[test]
    fn parses_16h_210() {
        assert_eq!(parse_duration("16h"), Ok(57600));
    }

    #[test]
    fn parses_23d_211() {
        assert_eq!(parse_duration("23d"), Ok(1987200));
    }

    #[test]
    fn parses_30s_212() {
        assert_eq!(parse_duration("30s"), Ok(30));
    }

    #[test]
    fn parses_37m_213() {
        assert_eq!(parse_duration("37m"), Ok(2220));
    }

    #[test]
    fn parses_44h_214() {
        assert_eq!(parse_duration("44h"), Ok(158400));
    }

    #[test]
    fn parses_51d_215() {
        assert_eq!(parse_duration("51d"), Ok(4406400));
    }

    #[test]
    fn parses_58s_216() {
        assert_eq!(parse_duration("58s"), Ok(58));
    }

    #[test]
    fn parses_65m_217() {
        assert_eq!(parse_duration("65m"), Ok(3900));
    }

    #[test]
    fn parses_72h_218() {
        assert_eq!(parse_duration("72h"), Ok(259200));
    }

    #[test]
    fn parses_79d_219() {
        assert_eq!(parse_duration("79d"), Ok(6825600));
    }

    #[test]
    fn parses_86s_220() {
        assert_eq!(parse_duration("86s"), Ok(86));
    }

    #[test]
    fn parses_93m_221() {
        assert_eq!(parse_duration("93m"), Ok(5580));
    }

    #[test]
    fn parses_3h_222() {
        assert_eq!(parse_duration("3h"), Ok(10800));
    }

    #[test]
    fn parses_10d_223() {
        assert_eq!(parse_duration("10d"), Ok(864000));
    }

    #[test]
    fn parses_17s_224() {
        assert_eq!(parse_duration("17s"), Ok(17));
    }

    #[test]
    fn parses_24m_225() {
        assert_eq!(parse_duration("24m"), Ok(1440));
    }

    #[test]
    fn parses_31h_226() {
        assert_eq!(parse_duration("31h"), Ok(111600));
    }

    #[test]
    fn parses_38d_227() {
        assert_eq!(parse_duration("38d"), Ok(3283200));
    }

    #[test]
    fn parses_45s_228() {
        assert_eq!(parse_duration("45s"), Ok(45));
    }

    #[test]
    fn parses_52m_229() {
        assert_eq!(parse_duration("52m"), Ok(3120));
    }

    #[test]
    fn parses_59h_230() {
        assert_eq!(parse_duration("59h"), Ok(212400));
    }

    #[test]
    fn parses_66d_231() {
        assert_eq!(parse_duration("66d"), Ok(5702400));
    }

    #[test]
    fn parses_73s_232() {
        assert_eq!(parse_duration("73s"), Ok(73));
    }

    #[test]
    fn parses_80m_233() {
        assert_eq!(parse_duration("80m"), Ok(4800));
    }

    #[test]
    fn parses_87h_234() {
        assert_eq!(parse_duration("87h"), Ok(313200));
    }

    #[test]
    fn parses_94d_235() {
        assert_eq!(parse_duration("94d"), Ok(8121600));
    }

    #[test]
    fn parses_4s_236() {
        assert_eq!(parse_duration("4s"), Ok(4));
    }

    #[test]
    fn parses_11m_237() {
        assert_eq!(parse_duration("11m"), Ok(660));
    }

    #[test]
    fn parses_18h_238() {
        assert_eq!(parse_duration("18h"), Ok(64800));
    }

    #[test]
    fn parses_25d_239() {
        assert_eq!(parse_duration("25d"), Ok(2160000));
    }

    #[test]
    fn parses_32s_240() {
        assert_eq!(parse_duration("32s"), Ok(32));
    }

    #[test]
    fn parses_39m_241() {
        assert_eq!(parse_duration("39m"), Ok(2340));
    }

    #[test]
    fn parses_46h_242() {
        assert_eq!(parse_duration("46h"), Ok(165600));
    }

    #[test]
    fn parses_53d_243() {
        assert_eq!(parse_duration("53d"), Ok(4579200));
    }

    #[test]
    fn parses_60s_244() {
        assert_eq!(parse_duration("60s"), Ok(60));
    }

    #[test]
    fn parses_67m_245() {
        assert_eq!(parse_duration("67m"), Ok(4020));
    }

    #[test]
    fn parses_74h_246() {
        assert_eq!(parse_duration("74h"), Ok(266400));
    }

    #[test]
    fn parses_81d_247() {
        assert_eq!(parse_duration("81d"), Ok(6998400));
    }

    #[test]
    fn parses_88s_248() {
        assert_eq!(parse_duration("88s"), Ok(88));
    }

    #[test]
    fn parses_95m_249() {
        assert_eq!(parse_duration("95m"), Ok(5700));
    }

    #[test]
    fn parses_5h_250() {
        assert_eq!(parse_duration("5h"), Ok(18000));
    }

    #[test]
    fn parses_12d_251() {
        assert_eq!(parse_duration("12d"), Ok(1036800));
    }

    #[test]
    fn parses_19s_252() {
        assert_eq!(parse_duration("19s"), Ok(19));
    }

    #[test]
    fn parses_26m_253() {
        assert_eq!(parse_duration("26m"), Ok(1560));
    }

    #[test]
    fn parses_33h_254() {
        assert_eq!(parse_duration("33h"), Ok(118800));
    }

    #[test]
    fn parses_40d_255() {
        assert_eq!(parse_duration("40d"), Ok(3456000));
    }

    #[test]
    fn parses_47s_256() {
        assert_eq!(parse_duration("47s"), Ok(47));
    }

    #[test]
    fn parses_54m_257() {
        assert_eq!(parse_duration("54m"), Ok(3240));
    }

    #[test]
    fn parses_61h_258() {
        assert_eq!(parse_duration("61h"), Ok(219600));
    }

    #[test]
    fn parses_68d_259() {
        assert_eq!(parse_duration("68d"), Ok(5875200));
    }

    #[test]
    fn parses_75s_260() {
        assert_eq!(parse_duration("75s"), Ok(75));
    }

    #[test]
    fn parses_82m_261() {
        assert_eq!(parse_duration("82m"), Ok(4920));
    }

    #[test]
    fn parses_89h_262() {
        assert_eq!(parse_duration("89h"), Ok(320400));
    }

    #[test]
    fn parses_96d_263() {
        assert_eq!(parse_duration("96d"), Ok(8294400));
    }

    #[test]
    fn parses_6s_264() {
        assert_eq!(parse_duration("6s"), Ok(6));
    }

    #[test]
    fn parses_13m_265() {
        assert_eq!(parse_duration("13m"), Ok(780));
    }

    #[test]
    fn parses_20h_266() {
        assert_eq!(parse_duration("20h"), Ok(72000));
    }

    #[test]
    fn parses_27d_267() {
        assert_eq!(parse_duration("27d"), Ok(2332800));
    }

    #[test]
    fn parses_34s_268() {
        assert_eq!(parse_duration("34s"), Ok(34));
    }

    #[test]
    fn parses_41m_269() {
        assert_eq!(parse_duration("41m"), Ok(2460));
    }

    #[test]
    fn parses_48h_270() {
        assert_eq!(parse_duration("48h"), Ok(172800));
    }

    #[test]
    fn parses_55d_271() {
        assert_eq!(parse_duration("55d"), Ok(4752000));
    }

    #[test]
    fn parses_62s_272() {
        assert_eq!(parse_duration("62s"), Ok(62));
    }

    #[test]
    fn parses_69m_273() {
        assert_eq!(parse_duration("69m"), Ok(4140));
    }

    #[test]
    fn parses_76h_274() {
        assert_eq!(parse_duration("76h"), Ok(273600));
    }

    #[test]
    fn parses_83d_275() {
        assert_eq!(parse_duration("83d"), Ok(7171200));
    }

    #[test]
    fn parses_90s_276() {
        assert_eq!(parse_duration("90s"), Ok(90));
    }

    #[test]
    fn parses_97m_277() {
        assert_eq!(parse_duration("97m"), Ok(5820));
    }

    #[test]
    fn parses_7h_278() {
        assert_eq!(parse_duration("7h"), Ok(25200));
    }

    #[test]
    fn parses_14d_279() {
        assert_eq!(parse_duration("14d"), Ok(1209600));
    }

    #[test]
    fn parses_21s_280() {
        assert_eq!(parse_duration("21s"), Ok(21));
    }

    #[test]
    fn parses_28m_281() {
        assert_eq!(parse_duration("28m"), Ok(1680));
    }

    #[test]
    fn parses_35h_282() {
        assert_eq!(parse_duration("35h"), Ok(126000));
    }

    #[test]
    fn parses_42d_283() {
        assert_eq!(parse_duration("42d"), Ok(3628800));
    }

    #[test]
    fn parses_49s_284() {
        assert_eq!(parse_duration("49s"), Ok(49));
    }

    #[test]
    fn parses_56m_285() {
        assert_eq!(parse_duration("56m"), Ok(3360));
    }

    #[test]
    fn parses_63h_286() {
        assert_eq!(parse_duration("63h"), Ok(226800));
    }

    #[test]
    fn parses_70d_287() {
        assert_eq!(parse_duration("70d"), Ok(6048000));
    }

    #[test]
    fn parses_77s_288() {
        assert_eq!(parse_duration("77s"), Ok(77));
    }

    #[test]
    fn parses_84m_289() {
        assert_eq!(parse_duration("84m"), Ok(5040));
    }

    #[test]
    fn parses_91h_290() {
        assert_eq!(parse_duration("91h"), Ok(327600));
    }

    #[test]
    fn parses_1d_291() {
        assert_eq!(parse_duration("1d"), Ok(86400));
    }

    #[test]
    fn parses_8s_292() {
        assert_eq!(parse_duration("8s"), Ok(8));
    }

    #[test]
    fn parses_15m_293() {
        assert_eq!(parse_duration("15m"), Ok(900));
    }

    #[test]
    fn parses_22h_294() {
        assert_eq!(parse_duration("22h"), Ok(79200));
    }

    #[test]
    fn parses_29d_295() {
        assert_eq!(parse_duration("29d"), Ok(2505600));
    }

    #[test]
    fn parses_36s_296() {
        assert_eq!(parse_duration("36s"), Ok(36));
    }

    #[test]
    fn parses_43m_297() {
        assert_eq!(parse_duration("43m"), Ok(2580));
    }

    #[test]
    fn parses_50h_298() {
        assert_eq!(parse_duration("50h"), Ok(180000));
    }

    #[test]
    fn parses_57d_299() {
        assert_eq!(parse_duration("57d"), Ok(4924800));
    }

    #[test]
    fn parses_64s_300() {
        assert_eq!(parse_duration("64s"), Ok(64));
    }

    #[test]
    fn parses_71m_301() {
        assert_eq!(parse_duration("71m"), Ok(4260));
    }

    #[test]
    fn parses_78h_302() {
        assert_eq!(parse_duration("78h"), Ok(280800));
    }

    #[test]
    fn parses_85d_303() {
        assert_eq!(parse_duration("85d"), Ok(7344000));
    }

    #[test]
    fn parses_92s_304() {
        assert_eq!(parse_duration("92s"), Ok(92));
    }

    #[test]
    fn parses_2m_305() {
        assert_eq!(parse_duration("2m"), Ok(120));
    }

    #[test]
    fn parses_9h_306() {
        assert_eq!(parse_duration("9h"), Ok(32400));
    }

    #[test]
    fn parses_16d_307() {
        assert_eq!(parse_duration("16d"), Ok(1382400));
    }

    #[test]
    fn parses_23s_308() {
        assert_eq!(parse_duration("23s"), Ok(23));
    }

    #[test]
    fn parses_30m_309() {
        assert_eq!(parse_duration("30m"), Ok(1800));
    }

    #[test]
    fn parses_37h_310() {
        assert_eq!(parse_duration("37h"), Ok(133200));
    }

    #[test]
    fn parses_44d_311() {
        assert_eq!(parse_duration("44d"), Ok(3801600));
    }

    #[test]
    fn parses_51s_312() {
        assert_eq!(parse_duration("51s"), Ok(51));
    }

    #[test]
    fn parses_58m_313() {
        assert_eq!(parse_duration("58m"), Ok(3480));
    }

    #[test]
    fn parses_65h_314() {
        assert_eq!(parse_duration("65h"), Ok(234000));
    }

    #[test]
    fn parses_72d_315() {
        assert_eq!(parse_duration("72d"), Ok(6220800));
    }

    #[test]
    fn parses_79s_316() {
        assert_eq!(parse_duration("79s"), Ok(79));
    }

    #[test]
    fn parses_86m_317() {
        assert_eq!(parse_duration("86m"), Ok(5160));
    }

    #[test]
    fn parses_93h_318() {
        assert_eq!(parse_duration("93h"), Ok(334800));
    }

    #[test]
    fn parses_3d_319() {
        assert_eq!(parse_duration("3d"), Ok(259200));
    }

    #[test]
    fn parses_10s_320() {
        assert_eq!(parse_duration("10s"), Ok(10));
    }

    #[test]
    fn parses_17m_321() {
        assert_eq!(parse_duration("17m"), Ok(1020));
    }

    #[test]
    fn parses_24h_322() {
        assert_eq!(parse_duration("24h"), Ok(86400));
    }

    #[test]
    fn parses_31d_323() {
        assert_eq!(parse_duration("31d"), Ok(2678400));
    }

    #[test]
    fn parses_38s_324() {
        assert_eq!(parse_duration("38s"), Ok(38));
    }

    #[test]
    fn parses_45m_325() {
        assert_eq!(parse_duration("45m"), Ok(2700));
    }

    #[test]
    fn parses_52h_326() {
        assert_eq!(parse_duration("52h"), Ok(187200));
    }

    #[test]
    fn parses_59d_327() {
        assert_eq!(parse_duration("59d"), Ok(5097600));
    }

    #[test]
    fn parses_66s_328() {
        assert_eq!(parse_duration("66s"), Ok(66));
    }

    #[test]
    fn parses_73m_329() {
        assert_eq!(parse_duration("73m"), Ok(4380));
    }

    #[test]
    fn parses_80h_330() {
        assert_eq!(parse_duration("80h"), Ok(288000));
    }

    #[test]
    fn parses_87d_331() {
        assert_eq!(parse_duration("87d"), Ok(7516800));
    }

    #[test]
    fn parses_94s_332() {
        assert_eq!(parse_duration("94s"), Ok(94));
    }

    #[test]
    fn parses_4m_333() {
        assert_eq!(parse_duration("4m"), Ok(240));
    }

    #[test]
    fn parses_11h_334() {
        assert_eq!(parse_duration("11h"), Ok(39600));
    }

    #[test]
    fn parses_18d_335() {
        assert_eq!(parse_duration("18d"), Ok(1555200));
    }

    #[test]
    fn parses_25s_336() {
        assert_eq!(parse_duration("25s"), Ok(25));
    }

    #[test]
    fn parses_32m_337() {
        assert_eq!(parse_duration("32m"), Ok(1920));
    }

    #[test]
    fn parses_39h_338() {
        assert_eq!(parse_duration("39h"), Ok(140400));
    }

    #[test]
    fn parses_46d_339() {
        assert_eq!(parse_duration("46d"), Ok(3974400));
    }

    #[test]
    fn parses_53s_340() {
        assert_eq!(parse_duration("53s"), Ok(53));
    }

    #[test]
    fn parses_60m_341() {
        assert_eq!(parse_duration("60m"), Ok(3600));
    }

    #[test]
    fn parses_67h_342() {
        assert_eq!(parse_duration("67h"), Ok(241200));
    }

    #[test]
    fn parses_74d_343() {
        assert_eq!(parse_duration("74d"), Ok(6393600));
    }

    #[test]
    fn parses_81s_344() {
        assert_eq!(parse_duration("81s"), Ok(81));
    }

    #[test]
    fn parses_88m_345() {
        assert_eq!(parse_duration("88m"), Ok(5280));
    }

    #[test]
    fn parses_95h_346() {
        assert_eq!(parse_duration("95h"), Ok(342000));
    }

    #[test]
    fn parses_5d_347() {
        assert_eq!(parse_duration("5d"), Ok(432000));
    }

    #[test]
    fn parses_12s_348() {
        assert_eq!(parse_duration("12s"), Ok(12));
    }

    #[test]
    fn parses_19m_349() {
        assert_eq!(parse_duration("19m"), Ok(1140));
    }

    #[test]
    fn parses_26h_350() {
        assert_eq!(parse_duration("26h"), Ok(93600));
    }

    #[test]
    fn parses_33d_351() {
        assert_eq!(parse_duration("33d"), Ok(2851200));
    }

    #[test]
    fn parses_40s_352() {
        assert_eq!(parse_duration("40s"), Ok(40));
    }

    #[test]
    fn parses_47m_353() {
        assert_eq!(parse_duration("47m"), Ok(2820));
    }

    #[test]
    fn parses_54h_354() {
        assert_eq!(parse_duration("54h"), Ok(194400));
    }

    #[test]
    fn parses_61d_355() {
        assert_eq!(parse_duration("61d"), Ok(5270400));
    }

    #[test]
    fn parses_68s_356() {
        assert_eq!(parse_duration("68s"), Ok(68));
    }

    #[test]
    fn parses_75m_357() {
        assert_eq!(parse_duration("75m"), Ok(4500));
    }

    #[test]
    fn parses_82h_358() {
        assert_eq!(parse_duration("82h"), Ok(295200));
    }

    #[test]
    fn parses_89d_359() {
        assert_eq!(parse_duration("89d"), Ok(7689600));
    }

    #[test]
    fn parses_96s_360() {
        assert_eq!(parse_duration("96s"), Ok(96));
    }

    #[test]
    fn parses_6m_361() {
        assert_eq!(parse_duration("6m"), Ok(360));
    }

    #[test]
    fn parses_13h_362() {
        assert_eq!(parse_duration("13h"), Ok(46800));
    }

    #[test]
    fn parses_20d_363() {
        assert_eq!(parse_duration("20d"), Ok(1728000));
    }

    #[test]
    fn parses_27s_364() {
        assert_eq!(parse_duration("27s"), Ok(27));
    }

    #[test]
    fn parses_34m_365() {
        assert_eq!(parse_duration("34m"), Ok(2040));
    }

    #[test]
    fn parses_41h_366() {
        assert_eq!(parse_duration("41h"), Ok(147600));
    }

    #[test]
    fn parses_48d_367() {
        assert_eq!(parse_duration("48d"), Ok(4147200));
    }

    #[test]
    fn parses_55s_368() {
        assert_eq!(parse_duration("55s"), Ok(55));
    }

    #[test]
    fn parses_62m_369() {
        assert_eq!(parse_duration("62m"), Ok(3720));
    }

    #[test]
    fn parses_69h_370() {
        assert_eq!(parse_duration("69h"), Ok(248400));
    }

    #[test]
    fn parses_76d_371() {
        assert_eq!(parse_duration("76d"), Ok(6566400));
    }

    #[test]
    fn parses_83s_372() {
        assert_eq!(parse_duration("83s"), Ok(83));
    }

    #[test]
    fn parses_90m_373() {
        assert_eq!(parse_duration("90m"), Ok(5400));
    }

    #[test]
    fn parses_97h_374() {
        assert_eq!(parse_duration("97h"), Ok(349200));
    }

    #[test]
    fn parses_7d_375() {
        assert_eq!(parse_duration("7d"), Ok(604800));
    }

    #[test]
    fn parses_14s_376() {
        assert_eq!(parse_duration("14s"), Ok(14));
    }

    #[test]
    fn parses_21m_377() {
        assert_eq!(parse_duration("21m"), Ok(1260));
    }

    #[test]
    fn parses_28h_378() {
        assert_eq!(parse_duration("28h"), Ok(100800));
    }

    #[test]
    fn parses_35d_379() {
        assert_eq!(parse_duration("35d"), Ok(3024000));
    }

    #[test]
    fn parses_42s_380() {
        assert_eq!(parse_duration("42s"), Ok(42));
    }

    #[test]
    fn parses_49m_381() {
        assert_eq!(parse_duration("49m"), Ok(2940));
    }

    #[test]
    fn parses_56h_382() {
        assert_eq!(parse_duration("56h"), Ok(201600));
    }

    #[test]
    fn parses_63d_383() {
        assert_eq!(parse_duration("63d"), Ok(5443200));
    }

    #[test]
    fn parses_70s_384() {
        assert_eq!(parse_duration("70s"), Ok(70));
    }

    #[test]
    fn parses_77m_385() {
        assert_eq!(parse_duration("77m"), Ok(4620));
    }

    #[test]
    fn parses_84h_386() {
        assert_eq!(parse_duration("84h"), Ok(302400));
    }

    #[test]
    fn parses_91d_387() {
        assert_eq!(parse_duration("91d"), Ok(7862400));
    }

    #[test]
    fn parses_1s_388() {
        assert_eq!(parse_duration("1s"), Ok(1));
    }

    #[test]
    fn parses_8m_389() {
        assert_eq!(parse_duration("8m"), Ok(480));
    }

    #[test]
    fn parses_15h_390() {
        assert_eq!(parse_duration("15h"), Ok(54000));
    }

    #[test]
    fn parses_22d_391() {
        assert_eq!(parse_duration("22d"), Ok(1900800));
    }

    #[test]
    fn parses_29s_392() {
        assert_eq!(parse_duration("29s"), Ok(29));
    }

    #[test]
    fn parses_36m_393() {
        assert_eq!(parse_duration("36m"), Ok(2160));
    }

    #[test]
    fn parses_43h_394() {
        assert_eq!(parse_duration("43h"), Ok(154800));
    }

    #[test]
    fn parses_50d_395() {
        assert_eq!(parse_duration("50d"), Ok(4320000));
    }

    #[test]
    fn parses_57s_396() {
        assert_eq!(parse_duration("57s"), Ok(57));
    }

    #[test]
    fn parses_64m_397() {
        assert_eq!(parse_duration("64m"), Ok(3840));
    }

    #[test]
    fn parses_71h_398() {
        assert_eq!(parse_duration("71h"), Ok(255600));
    }

    #[test]
    fn parses_78d_399() {
        assert_eq!(parse_duration("78d"), Ok(6739200));
    }

    #[test]
    fn parses_85s_400() {
        assert_eq!(parse_duration("85s"), Ok(85));
    }

    #[test]
    fn parses_92m_401() {
        assert_eq!(parse_duration("92m"), Ok(5520));
    }

    #[test]
    fn parses_2h_402() {
        assert_eq!(parse_duration("2h"), Ok(7200));
    }

    #[test]
    fn parses_9d_403() {
        assert_eq!(parse_duration("9d"), Ok(777600));
    }

    #[test]
    fn parses_16s_404() {
        assert_eq!(parse_duration("16s"), Ok(16));
    }

    #[test]
    fn parses_23m_405() {
        assert_eq!(parse_duration("23m"), Ok(1380));
    }

    #[test]
    fn parses_30h_406() {
        assert_eq!(parse_duration("30h"), Ok(108000));
    }

    #[test]
    fn parses_37d_407() {
        assert_eq!(parse_duration("37d"), Ok(3196800));
    }

    #[test]
    fn parses_44s_408() {
        assert_eq!(parse_duration("44s"), Ok(44));
    }

    #[test]
    fn parses_51m_409() {
        assert_eq!(parse_duration("51m"), Ok(3060));
    }

    #[test]
    fn parses_58h_410() {
        assert_eq!(parse_duration("58h"), Ok(208800));
    }

    #[test]
    fn parses_65d_411() {
        assert_eq!(parse_duration("65d"), Ok(5616000));
    }

    #[test]
    fn parses_72s_412() {
        assert_eq!(parse_duration("72s"), Ok(72));
    }

    #[test]
    fn parses_79m_413() {
        assert_eq!(parse_duration("79m"), Ok(4740));
    }

    #[test]
    fn parses_86h_414() {
        assert_eq!(parse_duration("86h"), Ok(309600));
    }

    #[test]
    fn parses_93d_415() {
        assert_eq!(parse_duration("93d"), Ok(8035200));
    }

    #[test]
    fn parses_3s_416() {
        assert_eq!(parse_duration("3s"), Ok(3));
    }

    #[test]
    fn parses_10m_417() {
        assert_eq!(parse_duration("10m"), Ok(600));
    }

    #[test]
    fn parses_17h_418() {
        assert_eq!(parse_duration("17h"), Ok(61200));
    }

    #[test]
    fn parses_24d_419() {
        assert_eq!(parse_duration("24d"), Ok(2073600));
    }

    #[test]
    fn parses_31s_420() {
        assert_eq!(parse_duration("31s"), Ok(31));
    }

    #[test]
    fn parses_38m_421() {
        assert_eq!(parse_duration("38m"), Ok(2280));
    }

    #[test]
    fn parses_45h_422() {
        assert_eq!(parse_duration("45h"), Ok(162000));
    }

    #[test]
    fn parses_52d_423() {
        assert_eq!(parse_duration("52d"), Ok(4492800));
    }

    #[test]
    fn parses_59s_424() {
        assert_eq!(parse_duration("59s"), Ok(59));
    }

    #[test]
    fn parses_66m_425() {
        assert_eq!(parse_duration("66m"), Ok(3960));
    }

    #[test]
    fn parses_73h_426() {
        assert_eq!(parse_duration("73h"), Ok(262800));
    }

    #[test]
    fn parses_80d_427() {
        assert_eq!(parse_duration("80d"), Ok(6912000));
    }

    #[test]
    fn parses_87s_428() {
        assert_eq!(parse_duration("87s"), Ok(87));
    }

    #[test]
    fn parses_94m_429() {
        assert_eq!(parse_duration("94m"), Ok(5640));
    }

    #[test]
    fn parses_4h_430() {
        assert_eq!(parse_duration("4h"), Ok(14400));
    }

    #[test]
    fn parses_11d_431() {
        assert_eq!(parse_duration("11d"), Ok(950400));
    }

    #[test]
    fn parses_18s_432() {
        assert_eq!(parse_duration("18s"), Ok(18));
    }

    #[test]
    fn parses_25m_433() {
        assert_eq!(parse_duration("25m"), Ok(1500));
    }

    #[test]
    fn parses_32h_434() {
        assert_eq!(parse_duration("32h"), Ok(115200));
    }

    #[test]
    fn parses_39d_435() {
        assert_eq!(parse_duration("39d"), Ok(3369600));
    }

    #[test]
    fn parses_46s_436() {
        assert_eq!(parse_duration("46s"), Ok(46));
    }

    #[test]
    fn parses_53m_437() {
        assert_eq!(parse_duration("53m"), Ok(3180));
    }

    #[test]
    fn parses_60h_438() {
        assert_eq!(parse_duration("60h"), Ok(216000));
    }

    #[test]
    fn parses_67d_439() {
        assert_eq!(parse_duration("67d"), Ok(5788800));
    }

    #[test]
    fn parses_74s_440() {
        assert_eq!(parse_duration("74s"), Ok(74));
    }

    #[test]
    fn parses_81m_441() {
        assert_eq!(parse_duration("81m"), Ok(4860));
    }

    #[test]
    fn parses_88h_442() {
        assert_eq!(parse_duration("88h"), Ok(316800));
    }

    #[test]
    fn parses_95d_443() {
        assert_eq!(parse_duration("95d"), Ok(8208000));
    }

    #[test]
    fn parses_5s_444() {
        assert_eq!(parse_duration("5s"), Ok(5));
    }

    #[test]
    fn parses_12m_445() {
        assert_eq!(parse_duration("12m"), Ok(720));
    }

    #[test]
    fn parses_19h_446() {
        assert_eq!(parse_duration("19h"), Ok(68400));
    }

    #[test]
    fn parses_26d_447() {
        assert_eq!(parse_duration("26d"), Ok(2246400));
    }

    #[test]
    fn parses_33s_448() {
        assert_eq!(parse_duration("33s"), Ok(33));
    }

    #[test]
    fn parses_40m_449() {
        assert_eq!(parse_duration("40m"), Ok(2400));
    }

    #[test]
    fn parses_47h_450() {
        assert_eq!(parse_duration("47h"), Ok(169200));
    }

    #[test]
    fn parses_54d_451() {
        assert_eq!(parse_duration("54d"), Ok(4665600));
    }

    #[test]
    fn parses_61s_452() {
        assert_eq!(parse_duration("61s"), Ok(61));
    }

    #[test]
    fn parses_68m_453() {
        assert_eq!(parse_duration("68m"), Ok(4080));
    }

    #[test]
    fn parses_75h_454() {
        assert_eq!(parse_duration("75h"), Ok(270000));
    }

    #[test]
    fn parses_82d_455() {
        assert_eq!(parse_duration("82d"), Ok(7084800));
    }

    #[test]
    fn parses_89s_456() {
        assert_eq!(parse_duration("89s"), Ok(89));
    }

    #[test]
    fn parses_96m_457() {
        assert_eq!(parse_duration("96m"), Ok(5760));
    }

    #[test]
    fn parses_6h_458() {
        assert_eq!(parse_duration("6h"), Ok(21600));
    }

    #[test]
    fn parses_13d_459() {
        assert_eq!(parse_duration("13d"), Ok(1123200));
    }

    #[test]
    fn parses_20s_460() {
        assert_eq!(parse_duration("20s"), Ok(20));
    }

    #[test]
    fn parses_27m_461() {
        assert_eq!(parse_duration("27m"), Ok(1620));
    }

    #[test]
    fn parses_34h_462() {
        assert_eq!(parse_duration("34h"), Ok(122400));
    }

    #[test]
    fn parses_41d_463() {
        assert_eq!(parse_duration("41d"), Ok(3542400));
    }

    #[test]
    fn parses_48s_464() {
        assert_eq!(parse_duration("48s"), Ok(48));
    }

    #[test]
    fn parses_55m_465() {
        assert_eq!(parse_duration("55m"), Ok(3300));
    }

    #[test]
    fn parses_62h_466() {
        assert_eq!(parse_duration("62h"), Ok(223200));
    }

    #[test]
    fn parses_69d_467() {
        assert_eq!(parse_duration("69d"), Ok(5961600));
    }

    #[test]
    fn parses_76s_468() {
        assert_eq!(parse_duration("76s"), Ok(76));
    }

    #[test]
    fn parses_83m_469() {
        assert_eq!(parse_duration("83m"), Ok(4980));
    }

    #[test]
    fn parses_90h_470() {
        assert_eq!(parse_duration("90h"), Ok(324000));
    }

    #[test]
    fn parses_97d_471() {
        assert_eq!(parse_duration("97d"), Ok(8380800));
    }

    #[test]
    fn parses_7s_472() {
        assert_eq!(parse_duration("7s"), Ok(7));
    }

    #[test]
    fn parses_14m_473() {
        assert_eq!(parse_duration("14m"), Ok(840));
    }

    #[test]
    fn parses_21h_474() {
        assert_eq!(parse_duration("21h"), Ok(75600));
    }

    #[test]
    fn parses_28d_475() {
        assert_eq!(parse_duration("28d"), Ok(2419200));
    }

    #[test]
    fn parses_35s_476() {
        assert_eq!(parse_duration("35s"), Ok(35));
    }

    #[test]
    fn parses_42m_477() {
        assert_eq!(parse_duration("42m"), Ok(2520));
    }

    #[test]
    fn parses_49h_478() {
        assert_eq!(parse_duration("49h"), Ok(176400));
    }

    #[test]
    fn parses_56d_479() {
        assert_eq!(parse_duration("56d"), Ok(4838400));
    }

    #[test]
    fn parses_63s_480() {
        assert_eq!(parse_duration("63s"), Ok(63));
    }

    #[test]
    fn parses_70m_481() {
        assert_eq!(parse_duration("70m"), Ok(4200));
    }

    #[test]
    fn parses_77h_482() {
        assert_eq!(parse_duration("77h"), Ok(277200));
    }

    #[test]
    fn parses_84d_483() {
        assert_eq!(parse_duration("84d"), Ok(7257600));
    }

    #[test]
    fn parses_91s_484() {
        assert_eq!(parse_duration("91s"), Ok(91));
    }

    #[test]
    fn parses_1m_485() {
        assert_eq!(parse_duration("1m"), Ok(60));
    }

    #[test]
    fn parses_8h_486() {
        assert_eq!(parse_duration("8h"), Ok(28800));
    }

    #[test]
    fn parses_15d_487() {
        assert_eq!(parse_duration("15d"), Ok(1296000));
    }

    #[test]
    fn parses_22s_488() {
        assert_eq!(parse_duration("22s"), Ok(22));
    }

    #[test]
    fn parses_29m_489() {
        assert_eq!(parse_duration("29m"), Ok(1740));
    }

    #[test]
    fn parses_36h_490() {
        assert_eq!(parse_duration("36h"), Ok(129600));
    }

    #[test]
    fn parses_43d_491() {
        assert_eq!(parse_duration("43d"), Ok(3715200));
    }

    #[test]
    fn parses_50s_492() {
        assert_eq!(parse_duration("50s"), Ok(50));
    }

    #[test]
    fn parses_57m_493() {
        assert_eq!(parse_duration("57m"), Ok(3420));
    }

    #[test]
    fn parses_64h_494() {
        assert_eq!(parse_duration("64h"), Ok(230400));
    }

    #[test]
    fn parses_71d_495() {
        assert_eq!(parse_duration("71d"), Ok(6134400));
    }

    #[test]
    fn parses_78s_496() {
        assert_eq!(parse_duration("78s"), Ok(78));
    }

    #[test]
    fn parses_85m_497() {
        assert_eq!(parse_duration("85m"), Ok(5100));
    }

    #[test]
    fn parses_92h_498() {
        assert_eq!(parse_duration("92h"), Ok(331200));
    }

    #[test]
    fn parses_2d_499() {
        assert_eq!(parse_duration("2d"), Ok(172800));
    }

    #[test]
    fn parses_9s_500() {
        assert_eq!(parse_duration("9s"), Ok(9));
    }

    #[test]
    fn parses_16m_501() {
        assert_eq!(parse_duration("16m"), Ok(960));
    }

    #[test]
    fn parses_23h_502() {
        assert_eq!(parse_duration("23h"), Ok(82800));
    }

    #[test]
    fn parses_30d_503() {
        assert_eq!(parse_duration("30d"), Ok(2592000));
    }

    #[test]
    fn parses_37s_504() {
        assert_eq!(parse_duration("37s"), Ok(37));
    }

    #[test]
    fn parses_44m_505() {
        assert_eq!(parse_duration("44m"), Ok(2640));
    }

    #[test]
    fn parses_51h_506() {
        assert_eq!(parse_duration("51h"), Ok(183600));
    }

    #[test]
    fn parses_58d_507() {
        assert_eq!(parse_duration("58d"), Ok(5011200));
    }

    #[test]
    fn parses_65s_508() {
        assert_eq!(parse_duration("65s"), Ok(65));
    }

    #[test]
    fn parses_72m_509() {
        assert_eq!(parse_duration("72m"), Ok(4320));
    }

    #[test]
    fn parses_79h_510() {
        assert_eq!(parse_duration("79h"), Ok(284400));
    }

    #[test]
    fn parses_86d_511() {
        assert_eq!(parse_duration("86d"), Ok(7430400));
    }

    #[test]
    fn parses_93s_512() {
        assert_eq!(parse_duration("93s"), Ok(93));
    }

    #[test]
    fn parses_3m_513() {
        assert_eq!(parse_duration("3m"), Ok(180));
    }

    #[test]
    fn parses_10h_514() {
        assert_eq!(parse_duration("10h"), Ok(36000));
    }

    #[test]
    fn parses_17d_515() {
        assert_eq!(parse_duration("17d"), Ok(1468800));
    }

    #[test]
    fn parses_24s_516() {
        assert_eq!(parse_duration("24s"), Ok(24));
    }

    #[test]
    fn parses_31m_517() {
        assert_eq!(parse_duration("31m"), Ok(1860));
    }

    #[test]
    fn parses_38h_518() {
        assert_eq!(parse_duration("38h"), Ok(136800));
    }

    #[test]
    fn parses_45d_519() {
        assert_eq!(parse_duration("45d"), Ok(3888000));
    }

    #[test]
    fn parses_52s_520() {
        assert_eq!(parse_duration("52s"), Ok(52));
    }

    #[test]
    fn parses_59m_521() {
        assert_eq!(parse_duration("59m"), Ok(3540));
    }

    #[test]
    fn parses_66h_522() {
        assert_eq!(parse_duration("66h"), Ok(237600));
    }

    #[test]
    fn parses_73d_523() {
        assert_eq!(parse_duration("73d"), Ok(6307200));
    }

    #[test]
    fn parses_80s_524() {
        assert_eq!(parse_duration("80s"), Ok(80));
    }

    #[test]
    fn parses_87m_525() {
        assert_eq!(parse_duration("87m"), Ok(5220));
    }

    #[test]
    fn parses_94h_526() {
        assert_eq!(parse_duration("94h"), Ok(338400));
    }

    #[test]
    fn parses_4d_527() {
        assert_eq!(parse_duration("4d"), Ok(345600));
    }

    #[test]
    fn parses_11s_528() {
        assert_eq!(parse_duration("11s"), Ok(11));
    }

    #[test]
    fn parses_18m_529() {
        assert_eq!(parse_duration("18m"), Ok(1080));
    }

    #[test]
    fn parses_25h_530() {
        assert_eq!(parse_duration("25h"), Ok(90000));
    }

    #[test]
    fn parses_32d_531() {
        assert_eq!(parse_duration("32d"), Ok(2764800));
    }

    #[test]
    fn parses_39s_532() {
        assert_eq!(parse_duration("39s"), Ok(39));
    }

    #[test]
    fn parses_46m_533() {
        assert_eq!(parse_duration("46m"), Ok(2760));
    }

    #[test]
    fn parses_53h_534() {
        assert_eq!(parse_duration("53h"), Ok(190800));
    }

    #[test]
    fn parses_60d_535() {
        assert_eq!(parse_duration("60d"), Ok(5184000));
    }

    #[test]
    fn parses_67s_536() {
        assert_eq!(parse_duration("67s"), Ok(67));
    }

    #[test]
    fn parses_74m_537() {
        assert_eq!(parse_duration("74m"), Ok(4440));
    }

    #[test]
    fn parses_81h_538() {
        assert_eq!(parse_duration("81h"), Ok(291600));
    }

    #[test]
    fn parses_88d_539() {
        assert_eq!(parse_duration("88d"), Ok(7603200));
    }

    #[test]
    fn parses_95s_540() {
        assert_eq!(parse_duration("95s"), Ok(95));
    }

    #[test]
    fn parses_5m_541() {
        assert_eq!(parse_duration("5m"), Ok(300));
    }

    #[test]
    fn parses_12h_542() {
        assert_eq!(parse_duration("12h"), Ok(43200));
    }

    #[test]
    fn parses_19d_543() {
        assert_eq!(parse_duration("19d"), Ok(1641600));
    }

    #[test]
    fn parses_26s_544() {
        assert_eq!(parse_duration("26s"), Ok(26));
    }

    #[test]
    fn parses_33m_545() {
        assert_eq!(parse_duration("33m"), Ok(1980));
    }

    #[test]
    fn parses_40h_546() {
        assert_eq!(parse_duration("40h"), Ok(144000));
    }

    #[test]
    fn parses_47d_547() {
        assert_eq!(parse_duration("47d"), Ok(4060800));
    }

    #[test]
    fn parses_54s_548() {
        assert_eq!(parse_duration("54s"), Ok(54));
    }

    #[test]
    fn parses_61m_549() {
        assert_eq!(parse_duration("61m"), Ok(3660));
    }

    #[test]
    fn parses_68h_550() {
        assert_eq!(parse_duration("68h"), Ok(244800));
    }

    #[test]
    fn parses_75d_551() {
        assert_eq!(parse_duration("75d"), Ok(6480000));
    }

    #[test]
    fn parses_82s_552() {
        assert_eq!(parse_duration("82s"), Ok(82));
    }

    #[test]
    fn parses_89m_553() {
        assert_eq!(parse_duration("89m"), Ok(5340));
    }

    #[test]
    fn parses_96h_554() {
        assert_eq!(parse_duration("96h"), Ok(345600));
    }

    #[test]
    fn parses_6d_555() {
        assert_eq!(parse_duration("6d"), Ok(518400));
    }

    #[test]
    fn parses_13s_556() {
        assert_eq!(parse_duration("13s"), Ok(13));
    }

    #[test]
    fn parses_20m_557() {
        assert_eq!(parse_duration("20m"), Ok(1200));
    }

    #[test]
    fn parses_27h_558() {
        assert_eq!(parse_duration("27h"), Ok(97200));
    }

    #[test]
    fn parses_34d_559() {
        assert_eq!(parse_duration("34d"), Ok(2937600));
    }

    #[test]
    fn parses_41s_560() {
        assert_eq!(parse_duration("41s"), Ok(41));
    }

    #[test]
    fn parses_48m_561() {
        assert_eq!(parse_duration("48m"), Ok(2880));
    }

    #[test]
    fn parses_55h_562() {
        assert_eq!(parse_duration("55h"), Ok(198000));
    }

    #[test]
    fn parses_62d_563() {
        assert_eq!(parse_duration("62d"), Ok(5356800));
    }

    #[test]
    fn parses_69s_564() {
        assert_eq!(parse_duration("69s"), Ok(69));
    }

    #[test]
    fn parses_76m_565() {
        assert_eq!(parse_duration("76m"), Ok(4560));
    }

    #[test]
    fn parses_83h_566() {
        assert_eq!(parse_duration("83h"), Ok(298800));
    }

    #[test]
    fn parses_90d_567() {
        assert_eq!(parse_duration("90d"), Ok(7776000));
    }

    #[test]
    fn parses_97s_568() {
        assert_eq!(parse_duration("97s"), Ok(97));
    }

    #[test]
    fn parses_7m_569() {
        assert_eq!(parse_duration("7m"), Ok(420));
    }

    #[test]
    fn parses_14h_570() {
        assert_eq!(parse_duration("14h"), Ok(50400));
    }

    #[test]
    fn parses_21d_571() {
        assert_eq!(parse_duration("21d"), Ok(1814400));
    }

    #[test]
    fn parses_28s_572() {
        assert_eq!(parse_duration("28s"), Ok(28));
    }

    #[test]
    fn parses_35m_573() {
        assert_eq!(parse_duration("35m"), Ok(2100));
    }

    #[test]
    fn parses_42h_574() {
        assert_eq!(parse_duration("42h"), Ok(151200));
    }

    #[test]
    fn parses_49d_575() {
        assert_eq!(parse_duration("49d"), Ok(4233600));
    }

    #[test]
    fn parses_56s_576() {
        assert_eq!(parse_duration("56s"), Ok(56));
    }

    #[test]
    fn parses_63m_577() {
        assert_eq!(parse_duration("63m"), Ok(3780));
    }

    #[test]
    fn parses_70h_578() {
        assert_eq!(parse_duration("70h"), Ok(252000));
    }

    #[test]
    fn parses_77d_579() {
        assert_eq!(parse_duration("77d"), Ok(6652800));
    }

    #[test]
    fn parses_84s_580() {
        assert_eq!(parse_duration("84s"), Ok(84));
    }

    #[test]
    fn parses_91m_581() {
        assert_eq!(parse_duration("91m"), Ok(5460));
    }

    #[test]
    fn parses_1h_582() {
        assert_eq!(parse_duration("1h"), Ok(3600));
    }

    #[test]
    fn parses_8d_583() {
        assert_eq!(parse_duration("8d"), Ok(691200));
    }

    #[test]
    fn parses_15s_584() {
        assert_eq!(parse_duration("15s"), Ok(15));
    }

    #[test]
    fn parses_22m_585() {
        assert_eq!(parse_duration("22m"), Ok(1320));
    }

    #[test]
    fn parses_29h_586() {
        assert_eq!(parse_duration("29h"), Ok(104400));
    }

    #[test]
    fn parses_36d_587() {
        assert_eq!(parse_duration("36d"), Ok(3110400));
    }

    #[test]
    fn parses_43s_588() {
        assert_eq!(parse_duration("43s"), Ok(43));
    }

    #[test]
    fn parses_50m_589() {
        assert_eq!(parse_duration("50m"), Ok(3000));
    }

    #[test]
    fn parses_57h_590() {
        assert_eq!(parse_duration("57h"), Ok(205200));
    }

    #[test]
    fn parses_64d_591() {
        assert_eq!(parse_duration("64d"), Ok(5529600));
    }

    #[test]
    fn parses_71s_592() {
        assert_eq!(parse_duration("71s"), Ok(71));
    }

    #[test]
    fn parses_78m_593() {
        assert_eq!(parse_duration("78m"), Ok(4680));
    }

    #[test]
    fn parses_85h_594() {
        assert_eq!(parse_duration("85h"), Ok(306000));
    }

    #[test]
    fn parses_92d_595() {
        assert_eq!(parse_duration("92d"), Ok(7948800));
    }

    #[test]
    fn parses_2s_596() {
        assert_eq!(parse_duration("2s"), Ok(2));
    }

    #[test]
    fn parses_9m_597() {
        assert_eq!(parse_duration("9m"), Ok(540));
    }

    #[test]
    fn parses_16h_598() {
        assert_eq!(parse_duration("16h"), Ok(57600));
    }

    #[test]
    fn parses_23d_599() {
        assert_eq!(parse_duration("23d"), Ok(1987200));
    }

    #[test]
    fn parses_30s_600() {
        assert_eq!(parse_duration("30s"), Ok(30));
    }

    #[test]
    fn parses_37m_601() {
        assert_eq!(parse_duration("37m"), Ok(2220));
    }

    #[test]
    fn parses_44h_602() {
        assert_eq!(parse_duration("44h"), Ok(158400));
    }

    #[test]
    fn parses_51d_603() {
        assert_eq!(parse_duration("51d"), Ok(4406400));
    }

    #[test]
    fn parses_58s_604() {
        assert_eq!(parse_duration("58s"), Ok(58));
    }

    #[test]
    fn parses_65m_605() {
        assert_eq!(parse_duration("65m"), Ok(3900));
    }

    #[test]
    fn parses_72h_606() {
        assert_eq!(parse_duration("72h"), Ok(259200));
    }

    #[test]
    fn parses_79d_607() {
        assert_eq!(parse_duration("79d"), Ok(6825600));
    }

    #[test]
    fn parses_86s_608() {
        assert_eq!(parse_duration("86s"), Ok(86));
    }

    #[test]
    fn parses_93m_609() {
        assert_eq!(parse_duration("93m"), Ok(5580));
    }

    #[test]
    fn parses_3h_610() {
        assert_eq!(parse_duration("3h"), Ok(10800));
    }

    #[test]
    fn parses_10d_611() {
        assert_eq!(parse_duration("10d"), Ok(864000));
    }

    #[test]
    fn parses_17s_612() {
        assert_eq!(parse_duration("17s"), Ok(17));
    }

    #[test]
    fn parses_24m_613() {
        assert_eq!(parse_duration("24m"), Ok(1440));
    }

    #[test]
    fn parses_31h_614() {
        assert_eq!(parse_duration("31h"), Ok(111600));
    }

    #[test]
    fn parses_38d_615() {
        assert_eq!(parse_duration("38d"), Ok(3283200));
    }

    #[test]
    fn parses_45s_616() {
        assert_eq!(parse_duration("45s"), Ok(45));
    }

    #[test]
    fn parses_52m_617() {
        assert_eq!(parse_duration("52m"), Ok(3120));
    }

    #[test]
    fn parses_59h_618() {
        assert_eq!(parse_duration("59h"), Ok(212400));
    }

    #[test]
    fn parses_66d_619() {
        assert_eq!(parse_duration("66d"), Ok(5702400));
    }

    #[test]
    fn parses_73s_620() {
        assert_eq!(parse_duration("73s"), Ok(73));
    }

    #[test]
    fn parses_80m_621() {
        assert_eq!(parse_duration("80m"), Ok(4800));
    }

    #[test]
    fn parses_87h_622() {
        assert_eq!(parse_duration("87h"), Ok(313200));
    }

    #[test]
    fn parses_94d_623() {
        assert_eq!(parse_duration("94d"), Ok(8121600));
    }

    #[test]
    fn parses_4s_624() {
        assert_eq!(parse_duration("4s"), Ok(4));
    }

    #[test]
    fn parses_11m_625() {
        assert_eq!(parse_duration("11m"), Ok(660));
    }

    #[test]
    fn parses_18h_626() {
        assert_eq!(parse_duration("18h"), Ok(64800));
    }

    #[test]
    fn parses_25d_627() {
        assert_eq!(parse_duration("25d"), Ok(2160000));
    }

    #[test]
    fn parses_32s_628() {
        assert_eq!(parse_duration("32s"), Ok(32));
    }

    #[test]
    fn parses_39m_629() {
        assert_eq!(parse_duration("39m"), Ok(2340));
    }

    #[test]
    fn parses_46h_630() {
        assert_eq!(parse_duration("46h"), Ok(165600));
    }

    #[test]
    fn parses_53d_631() {
        assert_eq!(parse_duration("53d"), Ok(4579200));
    }

    #[test]
    fn parses_60s_632() {
        assert_eq!(parse_duration("60s"), Ok(60));
    }

    #[test]
    fn parses_67m_633() {
        assert_eq!(parse_duration("67m"), Ok(4020));
    }

    #[test]
    fn parses_74h_634() {
        assert_eq!(parse_duration("74h"), Ok(266400));
    }

    #[test]
    fn parses_81d_635() {
        assert_eq!(parse_duration("81d"), Ok(6998400));
    }

    #[test]
    fn parses_88s_636() {
        assert_eq!(parse_duration("88s"), Ok(88));
    }

    #[test]
    fn parses_95m_637() {
        assert_eq!(parse_duration("95m"), Ok(5700));
    }

    #[test]
    fn parses_5h_638() {
        assert_eq!(parse_duration("5h"), Ok(18000));
    }

    #[test]
    fn parses_12d_639() {
        assert_eq!(parse_duration("12d"), Ok(1036800));
    }

    #[test]
    fn parses_19s_640() {
        assert_eq!(parse_duration("19s"), Ok(19));
    }

    #[test]
    fn parses_26m_641() {
        assert_eq!(parse_duration("26m"), Ok(1560));
    }

    #[test]
    fn parses_33h_642() {
        assert_eq!(parse_duration("33h"), Ok(118800));
    }

    #[test]
    fn parses_40d_643() {
        assert_eq!(parse_duration("40d"), Ok(3456000));
    }

    #[test]
    fn parses_47s_644() {
        assert_eq!(parse_duration("47s"), Ok(47));
    }

    #[test]
    fn parses_54m_645() {
        assert_eq!(parse_duration("54m"), Ok(3240));
    }

    #[test]
    fn parses_61h_646() {
        assert_eq!(parse_duration("61h"), Ok(219600));
    }

    #[test]
    fn parses_68d_647() {
        assert_eq!(parse_duration("68d"), Ok(5875200));
    }

    #[test]
    fn parses_75s_648() {
        assert_eq!(parse_duration("75s"), Ok(75));
    }

    #[test]
    fn parses_82m_649() {
        assert_eq!(parse_duration("82m"), Ok(4920));
    }

    #[test]
    fn parses_89h_650() {
        assert_eq!(parse_duration("89h"), Ok(320400));
    }

    #[test]
    fn parses_96d_651() {
        assert_eq!(parse_duration("96d"), Ok(8294400));
    }

    #[test]
    fn parses_6s_652() {
        assert_eq!(parse_duration("6s"), Ok(6));
    }

    #[test]
    fn parses_13m_653() {
        assert_eq!(parse_duration("13m"), Ok(780));
    }

    #[test]
    fn parses_20h_654() {
        assert_eq!(parse_duration("20h"), Ok(72000));
    }

    #[test]
    fn parses_27d_655() {
        assert_eq!(parse_duration("27d"), Ok(2332800));
    }

    #[test]
    fn parses_34s_656() {
        assert_eq!(parse_duration("34s"), Ok(34));
    }

    #[test]
    fn parses_41m_657() {
        assert_eq!(parse_duration("41m"), Ok(2460));
    }

    #[test]
    fn parses_48h_658() {
        assert_eq!(parse_duration("48h"), Ok(172800));
    }

    #[test]
    fn parses_55d_659() {
        assert_eq!(parse_duration("55d"), Ok(4752000));
    }

    #[test]
    fn parses_62s_660() {
        assert_eq!(parse_duration("62s"), Ok(62));
    }

    #[test]
    fn parses_69m_661() {
        assert_eq!(parse_duration("69m"), Ok(4140));
    }

    #[test]
    fn parses_76h_662() {
        assert_eq!(parse_duration("76h"), Ok(273600));
    }

    #[test]
    fn parses_83d_663() {
        assert_eq!(parse_duration("83d"), Ok(7171200));
    }

    #[test]
    fn parses_90s_664() {
        assert_eq!(parse_duration("90s"), Ok(90));
    }

    #[test]
    fn parses_97m_665() {
        assert_eq!(parse_duration("97m"), Ok(5820));
    }

    #[test]
    fn parses_7h_666() {
        assert_eq!(parse_duration("7h"), Ok(25200));
    }

    #[test]
    fn parses_14d_667() {
        assert_eq!(parse_duration("14d"), Ok(1209600));
    }

    #[test]
    fn parses_21s_668() {
        assert_eq!(parse_duration("21s"), Ok(21));
    }

    #[test]
    fn parses_28m_669() {
        assert_eq!(parse_duration("28m"), Ok(1680));
    }

    #[test]
    fn parses_35h_670() {
        assert_eq!(parse_duration("35h"), Ok(126000));
    }

    #[test]
    fn parses_42d_671() {
        assert_eq!(parse_duration("42d"), Ok(3628800));
    }

    #[test]
    fn parses_49s_672() {
        assert_eq!(parse_duration("49s"), Ok(49));
    }

    #[test]
    fn parses_56m_673() {
        assert_eq!(parse_duration("56m"), Ok(3360));
    }

    #[test]
    fn parses_63h_674() {
        assert_eq!(parse_duration("63h"), Ok(226800));
    }

    #[test]
    fn parses_70d_675() {
        assert_eq!(parse_duration("70d"), Ok(6048000));
    }

    #[test]
    fn parses_77s_676() {
        assert_eq!(parse_duration("77s"), Ok(77));
    }

    #[test]
    fn parses_84m_677() {
        assert_eq!(parse_duration("84m"), Ok(5040));
    }

    #[test]
    fn parses_91h_678() {
        assert_eq!(parse_duration("91h"), Ok(327600));
    }

    #[test]
    fn parses_1d_679() {
        assert_eq!(parse_duration("1d"), Ok(86400));
    }

    #[test]
    fn parses_8s_680() {
        assert_eq!(parse_duration("8s"), Ok(8));
    }

    #[test]
    fn parses_15m_681() {
        assert_eq!(parse_duration("15m"), Ok(900));
    }

    #[test]
    fn parses_22h_682() {
        assert_eq!(parse_duration("22h"), Ok(79200));
    }

    #[test]
    fn parses_29d_683() {
        assert_eq!(parse_duration("29d"), Ok(2505600));
    }

    #[test]
    fn parses_36s_684() {
        assert_eq!(parse_duration("36s"), Ok(36));
    }

    #[test]
    fn parses_43m_685() {
        assert_eq!(parse_duration("43m"), Ok(2580));
    }

    #[test]
    fn parses_50h_686() {
        assert_eq!(parse_duration("50h"), Ok(180000));
    }

    #[test]
    fn parses_57d_687() {
        assert_eq!(parse_duration("57d"), Ok(4924800));
    }

    #[test]
    fn parses_64s_688() {
        assert_eq!(parse_duration("64s"), Ok(64));
    }

    #[test]
    fn parses_71m_689() {
        assert_eq!(parse_duration("71m"), Ok(4260));
    }

    #[test]
    fn parses_78h_690() {
        assert_eq!(parse_duration("78h"), Ok(280800));
    }

    #[test]
    fn parses_85d_691() {
        assert_eq!(parse_duration("85d"), Ok(7344000));
    }

    #[test]
    fn parses_92s_692() {
        assert_eq!(parse_duration("92s"), Ok(92));
    }

    #[test]
    fn parses_2m_693() {
        assert_eq!(parse_duration("2m"), Ok(120));
    }

    #[test]
    fn parses_9h_694() {
        assert_eq!(parse_duration("9h"), Ok(32400));
    }

    #[test]
    fn parses_16d_695() {
        assert_eq!(parse_duration("16d"), Ok(1382400));
    }

    #[test]
    fn parses_23s_696() {
        assert_eq!(parse_duration("23s"), Ok(23));
    }

    #[test]
    fn parses_30m_697() {
        assert_eq!(parse_duration("30m"), Ok(1800));
    }

    #[test]
    fn parses_37h_698() {
        assert_eq!(parse_duration("37h"), Ok(133200));
    }

    #[test]
    fn parses_44d_699() {
        assert_eq!(parse_duration("44d"), Ok(3801600));
    }

    #[test]
    fn parses_51s_700() {
        assert_eq!(parse_duration("51s"), Ok(51));
    }

    #[test]
    fn parses_58m_701() {
        assert_eq!(parse_duration("58m"), Ok(3480));
    }

    #[test]
    fn parses_65h_702() {
        assert_eq!(parse_duration("65h"), Ok(234000));
    }

    #[test]
    fn parses_72d_703() {
        assert_eq!(parse_duration("72d"), Ok(6220800));
    }

    #[test]
    fn parses_79s_704() {
        assert_eq!(parse_duration("79s"), Ok(79));
    }

    #[test]
    fn parses_86m_705() {
        assert_eq!(parse_duration("86m"), Ok(5160));
    }

    #[test]
    fn parses_93h_706() {
        assert_eq!(parse_duration("93h"), Ok(334800));
    }

    #[test]
    fn parses_3d_707() {
        assert_eq!(parse_duration("3d"), Ok(259200));
    }

    #[test]
    fn parses_10s_708() {
        assert_eq!(parse_duration("10s"), Ok(10));
    }

    #[test]
    fn parses_17m_709() {
        assert_eq!(parse_duration("17m"), Ok(1020));
    }

    #[test]
    fn parses_24h_710() {
        assert_eq!(parse_duration("24h"), Ok(86400));
    }

    #[test]
    fn parses_31d_711() {
        assert_eq!(parse_duration("31d"), Ok(2678400));
    }

    #[test]
    fn parses_38s_712() {
        assert_eq!(parse_duration("38s"), Ok(38));
    }

    #[test]
    fn parses_45m_713() {
        assert_eq!(parse_duration("45m"), Ok(2700));
    }

    #[test]
    fn parses_52h_714() {
        assert_eq!(parse_duration("52h"), Ok(187200));
    }

    #[test]
    fn parses_59d_715() {
        assert_eq!(parse_duration("59d"), Ok(5097600));
    }

    #[test]
    fn parses_66s_716() {
        assert_eq!(parse_duration("66s"), Ok(66));
    }

    #[test]
    fn parses_73m_717() {
        assert_eq!(parse_duration("73m"), Ok(4380));
    }

    #[test]
    fn parses_80h_718() {
        assert_eq!(parse_duration("80h"), Ok(288000));
    }

    #[test]
    fn parses_87d_719() {
        assert_eq!(parse_duration("87d"), Ok(7516800));
    }

    #[test]
    fn parses_94s_720() {
        assert_eq!(parse_duration("94s"), Ok(94));
    }

    #[test]
    fn parses_4m_721() {
        assert_eq!(parse_duration("4m"), Ok(240));
    }

    #[test]
    fn parses_11h_722() {
        assert_eq!(parse_duration("11h"), Ok(39600));
    }

    #[test]
    fn parses_18d_723() {
        assert_eq!(parse_duration("18d"), Ok(1555200));
    }

    #[test]
    fn parses_25s_724() {
        assert_eq!(parse_duration("25s"), Ok(25));
    }

    #[test]
    fn parses_32m_725() {
        assert_eq!(parse_duration("32m"), Ok(1920));
    }

    #[test]
    fn parses_39h_726() {
        assert_eq!(parse_duration("39h"), Ok(140400));
    }

    #[test]
    fn parses_46d_727() {
        assert_eq!(parse_duration("46d"), Ok(3974400));
    }

    #[test]
    fn parses_53s_728() {
        assert_eq!(parse_duration("53s"), Ok(53));
    }

    #[test]
    fn parses_60m_729() {
        assert_eq!(parse_duration("60m"), Ok(3600));
    }

    #[test]
    fn parses_67h_730() {
        assert_eq!(parse_duration("67h"), Ok(241200));
    }

    #[test]
    fn parses_74d_731() {
        assert_eq!(parse_duration("74d"), Ok(6393600));
    }

    #[test]
    fn parses_81s_732() {
        assert_eq!(parse_duration("81s"), Ok(81));
    }

    #[test]
    fn parses_88m_733() {
        assert_eq!(parse_duration("88m"), Ok(5280));
    }

    #[test]
    fn parses_95h_734() {
        assert_eq!(parse_duration("95h"), Ok(342000));
    }

    #[test]
    fn parses_5d_735() {
        assert_eq!(parse_duration("5d"), Ok(432000));
    }

    #[test]
    fn parses_12s_736() {
        assert_eq!(parse_duration("12s"), Ok(12));
    }

    #[test]
    fn parses_19m_737() {
        assert_eq!(parse_duration("19m"), Ok(1140));
    }

    #[test]
    fn parses_26h_738() {
        assert_eq!(parse_duration("26h"), Ok(93600));
    }

    #[test]
    fn parses_33d_739() {
        assert_eq!(parse_duration("33d"), Ok(2851200));
    }

    #[test]
    fn parses_40s_740() {
        assert_eq!(parse_duration("40s"), Ok(40));
    }

    #[test]
    fn parses_47m_741() {
        assert_eq!(parse_duration("47m"), Ok(2820));
    }

    #[test]
    fn parses_54h_742() {
        assert_eq!(parse_duration("54h"), Ok(194400));
    }

    #[test]
    fn parses_61d_743() {
        assert_eq!(parse_duration("61d"), Ok(5270400));
    }

    #[test]
    fn parses_68s_744() {
        assert_eq!(parse_duration("68s"), Ok(68));
    }

    #[test]
    fn parses_75m_745() {
        assert_eq!(parse_duration("75m"), Ok(4500));
    }

    #[test]
    fn parses_82h_746() {
        assert_eq!(parse_duration("82h"), Ok(295200));
    }

    #[test]
    fn parses_89d_747() {
        assert_eq!(parse_duration("89d"), Ok(7689600));
    }

    #[test]
    fn parses_96s_748() {
        assert_eq!(parse_duration("96s"), Ok(96));
    }

    #[test]
    fn parses_6m_749() {
        assert_eq!(parse_duration("6m"), Ok(360));
    }

    #[test]
    fn parses_13h_750() {
        assert_eq!(parse_duration("13h"), Ok(46800));
    }

    #[test]
    fn parses_20d_751() {
        assert_eq!(parse_duration("20d"), Ok(1728000));
    }

    #[test]
    fn parses_27s_752() {
        assert_eq!(parse_duration("27s"), Ok(27));
    }

    #[test]
    fn parses_34m_753() {
        assert_eq!(parse_duration("34m"), Ok(2040));
    }

    #[test]
    fn parses_41h_754() {
        assert_eq!(parse_duration("41h"), Ok(147600));
    }

    #[test]
    fn parses_48d_755() {
        assert_eq!(parse_duration("48d"), Ok(4147200));
    }

    #[test]
    fn parses_55s_756() {
        assert_eq!(parse_duration("55s"), Ok(55));
    }

    #[test]
    fn parses_62m_757() {
        assert_eq!(parse_duration("62m"), Ok(3720));
    }

    #[test]
    fn parses_69h_758() {
        assert_eq!(parse_duration("69h"), Ok(248400));
    }

    #[test]
    fn parses_76d_759() {
        assert_eq!(parse_duration("76d"), Ok(6566400));
    }

    #[test]
    fn parses_83s_760() {
        assert_eq!(parse_duration("83s"), Ok(83));
    }

    #[test]
    fn parses_90m_761() {
        assert_eq!(parse_duration("90m"), Ok(5400));
    }

    #[test]
    fn parses_97h_762() {
        assert_eq!(parse_duration("97h"), Ok(349200));
    }

    #[test]
    fn parses_7d_763() {
        assert_eq!(parse_duration("7d"), Ok(604800));
    }

    #[test]
    fn parses_14s_764() {
        assert_eq!(parse_duration("14s"), Ok(14));
    }

    #[test]
    fn parses_21m_765() {
        assert_eq!(parse_duration("21m"), Ok(1260));
    }

    #[test]
    fn parses_28h_766() {
        assert_eq!(parse_duration("28h"), Ok(100800));
    }

    #[test]
    fn parses_35d_767() {
        assert_eq!(parse_duration("35d"), Ok(3024000));
    }

    #[test]
    fn parses_42s_768() {
        assert_eq!(parse_duration("42s"), Ok(42));
    }

    #[test]
    fn parses_49m_769() {
        assert_eq!(parse_duration("49m"), Ok(2940));
    }

    #[test]
    fn parses_56h_770() {
        assert_eq!(parse_duration("56h"), Ok(201600));
    }

    #[test]
    fn parses_63d_771() {
        assert_eq!(parse_duration("63d"), Ok(5443200));
    }

    #[test]
    fn parses_70s_772() {
        assert_eq!(parse_duration("70s"), Ok(70));
    }

    #[test]
    fn parses_77m_773() {
        assert_eq!(parse_duration("77m"), Ok(4620));
    }

    #[test]
    fn parses_84h_774() {
        assert_eq!(parse_duration("84h"), Ok(302400));
    }

    #[test]
    fn parses_91d_775() {
        assert_eq!(parse_duration("91d"), Ok(7862400));
    }

    #[test]
    fn parses_1s_776() {
        assert_eq!(parse_duration("1s"), Ok(1));
    }

    #[test]
    fn parses_8m_777() {
        assert_eq!(parse_duration("8m"), Ok(480));
    }

    #[test]
    fn parses_15h_778() {
        assert_eq!(parse_duration("15h"), Ok(54000));
    }

    #[test]
    fn parses_22d_779() {
        assert_eq!(parse_duration("22d"), Ok(1900800));
    }

    #[test]
    fn parses_29s_780() {
        assert_eq!(parse_duration("29s"), Ok(29));
    }

    #[test]
    fn parses_36m_781() {
        assert_eq!(parse_duration("36m"), Ok(2160));
    }

    #[test]
    fn parses_43h_782() {
        assert_eq!(parse_duration("43h"), Ok(154800));
    }

    #[test]
    fn parses_50d_783() {
        assert_eq!(parse_duration("50d"), Ok(4320000));
    }

    #[test]
    fn parses_57s_784() {
        assert_eq!(parse_duration("57s"), Ok(57));
    }

    #[test]
    fn parses_64m_785() {
        assert_eq!(parse_duration("64m"), Ok(3840));
    }

    #[test]
    fn parses_71h_786() {
        assert_eq!(parse_duration("71h"), Ok(255600));
    }

    #[test]
    fn parses_78d_787() {
        assert_eq!(parse_duration("78d"), Ok(6739200));
    }

    #[test]
    fn parses_85s_788() {
        assert_eq!(parse_duration("85s"), Ok(85));
    }

    #[test]
    fn parses_92m_789() {
        assert_eq!(parse_duration("92m"), Ok(5520));
    }

    #[test]
    fn parses_2h_790() {
        assert_eq!(parse_duration("2h"), Ok(7200));
    }

    #[test]
    fn parses_9d_791() {
        assert_eq!(parse_duration("9d"), Ok(777600));
    }

    #[test]
    fn parses_16s_792() {
        assert_eq!(parse_duration("16s"), Ok(16));
    }

    #[test]
    fn parses_23m_793() {
        assert_eq!(parse_duration("23m"), Ok(1380));
    }

    #[test]
    fn parses_30h_794() {
        assert_eq!(parse_duration("30h"), Ok(108000));
    }

    #[test]
    fn parses_37d_795() {
        assert_eq!(parse_duration("37d"), Ok(3196800));
    }

    #[test]
    fn parses_44s_796() {
        assert_eq!(parse_duration("44s"), Ok(44));
    }

    #[test]
    fn parses_51m_797() {
        assert_eq!(parse_duration("51m"), Ok(3060));
    }

    #[test]
    fn parses_58h_798() {
        assert_eq!(parse_duration("58h"), Ok(208800));
    }

    #[test]
    fn parses_65d_799() {
        assert_eq!(parse_duration("65d"), Ok(5616000));
    }
}
