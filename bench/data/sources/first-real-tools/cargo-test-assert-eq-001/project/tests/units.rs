use durations::{parse_duration, ParseError};

#[test]
fn empty_is_error() {
    assert_eq!(parse_duration("  "), Err(ParseError::Empty));
}

#[test]
fn unknown_unit() {
    assert_eq!(parse_duration("3y"), Err(ParseError::UnknownUnit("y".into())));
}

#[test]
fn bare_number_is_seconds() {
    assert_eq!(parse_duration("42"), Ok(42));
}

#[test]
fn millis_round_down() {
    assert_eq!(parse_duration("1500ms"), Ok(1));
}

#[test]
fn whitespace_is_trimmed() {
    assert_eq!(parse_duration(" 5m "), Ok(300));
}
