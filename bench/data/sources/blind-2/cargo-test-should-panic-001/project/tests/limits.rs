use tokenbucket::{tokens_for, TokenBucket};

#[test]
fn burst_then_refill() {
    let mut b = TokenBucket::new(10);
    assert!(b.try_take(10));
    b.refill(tokens_for(5, 1000));
    assert!(b.try_take(5));
}

#[test]
fn many_small_takes() {
    let mut b = TokenBucket::new(100);
    for _ in 0..100 {
        assert!(b.try_take(1));
    }
    assert!(!b.try_take(1));
}
