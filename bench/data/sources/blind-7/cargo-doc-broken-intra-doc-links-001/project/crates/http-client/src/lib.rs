//! A small blocking HTTP client.
//!
//! Failed requests are retried with the delays given by
//! [`RetryPolicy::backoff_for`]. The defaults live in [`Settings`].

use retry::RetryPolicy;
use std::time::Duration;

struct Settings {
    timeout: Duration,
    retry: RetryPolicy,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            timeout: Duration::from_secs(10),
            retry: RetryPolicy { max_attempts: 3, base: Duration::from_millis(250) },
        }
    }
}

/// A client for one base URL.
pub struct Client {
    base: String,
    settings: Settings,
}

impl Client {
    /// A client with the default settings.
    pub fn new(base: &str) -> Self {
        Client { base: base.trim_end_matches('/').to_string(), settings: Settings::default() }
    }

    /// The URL of `path` under the base URL.
    pub fn url(&self, path: &str) -> String {
        format!("{}/{}", self.base, path.trim_start_matches('/'))
    }

    /// The request timeout.
    pub fn timeout(&self) -> Duration {
        self.settings.timeout
    }

    /// The total time spent waiting if every attempt fails.
    pub fn worst_case_wait(&self) -> Duration {
        (2..=self.settings.retry.max_attempts).map(|n| self.settings.retry.delay_for(n)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_paths() {
        assert_eq!(Client::new("https://api.example.com/").url("/v1/orders"), "https://api.example.com/v1/orders");
    }

    #[test]
    fn worst_case_wait() {
        assert_eq!(Client::new("http://x").worst_case_wait(), Duration::from_millis(750));
    }
}
