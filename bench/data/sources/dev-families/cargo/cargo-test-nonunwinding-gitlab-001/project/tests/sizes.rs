#[test]
fn fits_in_a_word() {
    assert_eq!(1u64.count_ones(), 1);
}
