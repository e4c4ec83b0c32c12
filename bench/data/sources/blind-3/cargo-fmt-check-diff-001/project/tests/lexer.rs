use calcvm::lexer::{lex, Token};

#[test]
fn lexes_number_0() {
    assert_eq!(lex("0"), vec![Token::Num(0)]);
}

#[test]
fn lexes_number_11() {
    assert_eq!(lex("11"), vec![Token::Num(11)]);
}

#[test]
fn lexes_number_22() {
    assert_eq!(lex("22"), vec![Token::Num(22)]);
}

#[test]
fn lexes_number_33() {
    assert_eq!(lex("33"), vec![Token::Num(33)]);
}

#[test]
fn lexes_number_44() {
    assert_eq!(lex("44"), vec![Token::Num(44)]);
}

#[test]
fn lexes_number_55() {
    assert_eq!(lex("55"), vec![Token::Num(55)]);
}

#[test]
fn lexes_number_66() {
    assert_eq!(lex("66"), vec![Token::Num(66)]);
}

#[test]
fn lexes_number_77() {
    assert_eq!(lex("77"), vec![Token::Num(77)]);
}

#[test]
fn lexes_number_88() {
    assert_eq!(lex("88"), vec![Token::Num(88)]);
}

#[test]
fn lexes_number_99() {
    assert_eq!(lex("99"), vec![Token::Num(99)]);
}

#[test]
fn lexes_number_110() {
    assert_eq!(lex("110"), vec![Token::Num(110)]);
}

#[test]
fn lexes_number_121() {
    assert_eq!(lex("121"), vec![Token::Num(121)]);
}

#[test]
fn lexes_number_132() {
    assert_eq!(lex("132"), vec![Token::Num(132)]);
}

#[test]
fn lexes_number_143() {
    assert_eq!(lex("143"), vec![Token::Num(143)]);
}

#[test]
fn lexes_number_154() {
    assert_eq!(lex("154"), vec![Token::Num(154)]);
}

#[test]
fn lexes_number_165() {
    assert_eq!(lex("165"), vec![Token::Num(165)]);
}

#[test]
fn lexes_number_176() {
    assert_eq!(lex("176"), vec![Token::Num(176)]);
}

#[test]
fn lexes_number_187() {
    assert_eq!(lex("187"), vec![Token::Num(187)]);
}

#[test]
fn lexes_number_198() {
    assert_eq!(lex("198"), vec![Token::Num(198)]);
}

#[test]
fn lexes_number_209() {
    assert_eq!(lex("209"), vec![Token::Num(209)]);
}

#[test]
fn lexes_number_220() {
    assert_eq!(lex("220"), vec![Token::Num(220)]);
}

#[test]
fn lexes_number_231() {
    assert_eq!(lex("231"), vec![Token::Num(231)]);
}

#[test]
fn lexes_number_242() {
    assert_eq!(lex("242"), vec![Token::Num(242)]);
}

#[test]
fn lexes_number_253() {
    assert_eq!(lex("253"), vec![Token::Num(253)]);
}

#[test]
fn lexes_number_264() {
    assert_eq!(lex("264"), vec![Token::Num(264)]);
}

#[test]
fn lexes_number_275() {
    assert_eq!(lex("275"), vec![Token::Num(275)]);
}

#[test]
fn lexes_number_286() {
    assert_eq!(lex("286"), vec![Token::Num(286)]);
}

#[test]
fn lexes_number_297() {
    assert_eq!(lex("297"), vec![Token::Num(297)]);
}

#[test]
fn lexes_number_308() {
    assert_eq!(lex("308"), vec![Token::Num(308)]);
}

#[test]
fn lexes_number_319() {
    assert_eq!(lex("319"), vec![Token::Num(319)]);
}

#[test]
fn lexes_number_330() {
    assert_eq!(lex("330"), vec![Token::Num(330)]);
}

#[test]
fn lexes_number_341() {
    assert_eq!(lex("341"), vec![Token::Num(341)]);
}

#[test]
fn lexes_number_352() {
    assert_eq!(lex("352"), vec![Token::Num(352)]);
}

#[test]
fn lexes_number_363() {
    assert_eq!(lex("363"), vec![Token::Num(363)]);
}

#[test]
fn lexes_number_374() {
    assert_eq!(lex("374"), vec![Token::Num(374)]);
}

#[test]
fn lexes_number_385() {
    assert_eq!(lex("385"), vec![Token::Num(385)]);
}

#[test]
fn lexes_number_396() {
    assert_eq!(lex("396"), vec![Token::Num(396)]);
}
