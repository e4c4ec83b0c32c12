/// A bucket holding up to `capacity` tokens.
#[derive(Debug, Clone)]
pub struct TokenBucket {
    capacity: u32,
    tokens: u32,
}

impl TokenBucket {
    pub fn new(capacity: u32) -> Self {
        if capacity == 0 {
            panic!("capacity must be greater than zero");
        }
        TokenBucket {
            capacity,
            tokens: capacity,
        }
    }

    pub fn try_take(&mut self, n: u32) -> bool {
        if n <= self.tokens {
            self.tokens -= n;
            true
        } else {
            false
        }
    }

    pub fn refill(&mut self, n: u32) {
        self.tokens = self.capacity.min(self.tokens.saturating_add(n));
    }
}

#[cfg(test)]
mod tests {
    use super::TokenBucket;

    #[test]
    fn starts_full() {
        let mut b = TokenBucket::new(3);
        assert!(b.try_take(3));
        assert!(!b.try_take(1));
    }

    #[test]
    fn refill_is_capped() {
        let mut b = TokenBucket::new(5);
        b.try_take(5);
        b.refill(100);
        assert!(b.try_take(5));
        assert!(!b.try_take(1));
    }

    #[test]
    #[should_panic(expected = "capacity must be non-zero")]
    fn zero_capacity_panics() {
        TokenBucket::new(0);
    }
}
