//! Retry policies with exponential backoff.

use std::time::Duration;

/// How often, and after how long, a failed request is retried.
#[derive(Debug, Clone)]
pub struct RetryPolicy {
    /// Attempts in all, the first one included.
    pub max_attempts: u32,
    /// The delay before the second attempt.
    pub base: Duration,
}

impl RetryPolicy {
    /// The delay before attempt `attempt` (1-based): `base * 2^(attempt - 2)`.
    ///
    /// ```
    /// use retry::RetryPolicy;
    /// use std::time::Duration;
    ///
    /// let policy = RetryPolicy { max_attempts: 4, base: Duration::from_millis(100) };
    /// assert_eq!(policy.delay_for(3), Duration::from_millis(200));
    /// ```
    pub fn delay_for(&self, attempt: u32) -> Duration {
        self.base * 2u32.pow(attempt.saturating_sub(2))
    }

    /// Whether another attempt is allowed after `attempt` attempts.
    pub fn should_retry(&self, attempt: u32) -> bool {
        attempt < self.max_attempts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy() -> RetryPolicy {
        RetryPolicy { max_attempts: 3, base: Duration::from_millis(50) }
    }

    #[test]
    fn second_attempt_waits_base() {
        assert_eq!(policy().delay_for(2), Duration::from_millis(50));
    }

    #[test]
    fn delays_double() {
        assert_eq!(policy().delay_for(4), Duration::from_millis(200));
    }

    #[test]
    fn stops_after_max_attempts() {
        assert!(policy().should_retry(2));
        assert!(!policy().should_retry(3));
    }
}
