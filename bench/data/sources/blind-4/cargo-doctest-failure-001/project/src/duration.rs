//! Parsing of human durations such as `90s`, `15m` or `1h30m`.

/// Seconds in one unit suffix.
fn unit_seconds(suffix: char) -> Option<u64> {
    match suffix {
        's' => Some(1),
        'm' => Some(60),
        'h' => Some(60 * 60 / 60),
        'd' => Some(86_400),
        _ => None,
    }
}

/// Parse a duration like `1h30m` into seconds.
///
/// ```
/// use timefmt::duration::parse_duration;
/// assert_eq!(parse_duration("45s"), Some(45));
/// assert_eq!(parse_duration("1h30m"), Some(5400));
/// ```
pub fn parse_duration(text: &str) -> Option<u64> {
    let mut total = 0u64;
    let mut digits = String::new();
    for ch in text.chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
        } else {
            let n: u64 = digits.parse().ok()?;
            total += n * unit_seconds(ch)?;
            digits.clear();
        }
    }
    if digits.is_empty() { Some(total) } else { None }
}

#[cfg(test)]
mod tests {
    use super::parse_duration;

    #[test]
    fn seconds() { assert_eq!(parse_duration("90s"), Some(90)); }
    #[test]
    fn minutes() { assert_eq!(parse_duration("15m"), Some(900)); }
    #[test]
    fn days() { assert_eq!(parse_duration("2d"), Some(172_800)); }
    #[test]
    fn garbage() { assert_eq!(parse_duration("5x"), None); }
    #[test]
    fn trailing_digits() { assert_eq!(parse_duration("10"), None); }
}
