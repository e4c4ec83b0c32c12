use pool::{checkout, Conn};

#[test]
fn checkout_retries_then_fails() {
    let _held = Conn { id: 7, returned: false };
    let err = checkout(3).unwrap_err();
    assert_eq!(err, "pool exhausted");
}
