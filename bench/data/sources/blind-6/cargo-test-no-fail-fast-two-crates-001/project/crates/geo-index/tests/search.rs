use geo_index::{cell_id, KeyError, COLS, ROWS};

#[test]
fn first_cell() -> Result<(), KeyError> {
    assert_eq!(cell_id("0:0")?, 0);
    Ok(())
}

#[test]
fn last_cell() -> Result<(), KeyError> {
    assert_eq!(cell_id("179:359")?, 179 * 360 + 359);
    Ok(())
}

#[test]
fn keys_with_spaces() -> Result<(), KeyError> {
    assert_eq!(cell_id(" 12 : 40 ")?, 12 * COLS + 40);
    Ok(())
}

#[test]
fn row_past_the_grid_is_rejected() {
    assert_eq!(cell_id("180:0"), Err(KeyError::OutOfRange { row: ROWS, col: 0 }));
}
