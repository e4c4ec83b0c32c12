use parsum::parallel_sum;

#[test]
fn sum_even_split() {
    let v: Vec<u64> = (1..=1000).collect();
    assert_eq!(parallel_sum(v, 4), 500_500);
}

#[test]
fn sum_single_worker() {
    let v: Vec<u64> = (1..=10).collect();
    assert_eq!(parallel_sum(v, 1), 55);
}

#[test]
fn sum_two_workers() {
    let v: Vec<u64> = (1..=64).collect();
    assert_eq!(parallel_sum(v, 2), 2080);
}

#[test]
fn sum_eight_workers() {
    let v: Vec<u64> = (1..=4096).collect();
    assert_eq!(parallel_sum(v, 8), 8_390_656);
}

#[test]
fn sum_uneven_split() {
    let v: Vec<u64> = (1..=1001).collect();
    assert_eq!(parallel_sum(v, 4), 501_501);
}
