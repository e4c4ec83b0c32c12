//! A grid index: cell ids from "row:col" keys.

#[derive(Debug, PartialEq)]
pub enum KeyError {
    Malformed(String),
    OutOfRange { row: u32, col: u32 },
}

pub const ROWS: u32 = 180;
pub const COLS: u32 = 360;

pub fn cell_id(key: &str) -> Result<u32, KeyError> {
    let (r, c) = key.split_once(':').ok_or_else(|| KeyError::Malformed(key.into()))?;
    let row: u32 = r.trim().parse().map_err(|_| KeyError::Malformed(key.into()))?;
    let col: u32 = c.trim().parse().map_err(|_| KeyError::Malformed(key.into()))?;
    if row > ROWS || col > COLS {
        return Err(KeyError::OutOfRange { row, col });
    }
    Ok(row * COLS + col)
}
