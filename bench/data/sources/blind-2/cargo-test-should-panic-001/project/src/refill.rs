/// Tokens earned over `elapsed_ms` at `rate_per_sec`.
pub fn tokens_for(rate_per_sec: u32, elapsed_ms: u32) -> u32 {
    rate_per_sec.saturating_mul(elapsed_ms) / 1000
}

#[cfg(test)]
mod tests {
    use super::tokens_for;

    #[test]
    fn one_second_at_ten_per_second() {
        assert_eq!(tokens_for(10, 1000), 10);
    }

    #[test]
    fn sub_token_intervals_round_down() {
        assert_eq!(tokens_for(3, 200), 0);
    }

    #[test]
    #[should_panic(expected = "refill overflow")]
    fn overflowing_rate_panics() {
        tokens_for(u32::MAX, 5_000);
    }
}
