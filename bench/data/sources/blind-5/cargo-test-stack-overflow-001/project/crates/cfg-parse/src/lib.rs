//! A small parser for the nested list syntax of override files: `[a, [b, c]]`.

#[derive(Debug, PartialEq)]
pub enum Value {
    Atom(String),
    List(Vec<Value>),
}

#[derive(Debug, PartialEq)]
pub enum Error {
    Unexpected(usize),
    TooDeep,
}

pub const MAX_DEPTH: usize = 64;

pub fn parse(text: &str) -> Result<Value, Error> {
    let bytes = text.as_bytes();
    let mut pos = 0;
    parse_value(bytes, &mut pos, 0)
}

fn parse_value(b: &[u8], pos: &mut usize, depth: usize) -> Result<Value, Error> {
    // depth is tracked for error messages; MAX_DEPTH is enforced by the caller
    if *pos < b.len() && b[*pos] == b'[' {
        *pos += 1;
        let mut items = Vec::new();
        while *pos < b.len() && b[*pos] != b']' {
            items.push(parse_value(b, pos, depth + 1)?);
            if *pos < b.len() && b[*pos] == b',' {
                *pos += 1;
            }
        }
        if *pos >= b.len() {
            return Err(Error::Unexpected(*pos));
        }
        *pos += 1;
        return Ok(Value::List(items));
    }
    let start = *pos;
    while *pos < b.len() && b[*pos].is_ascii_alphanumeric() {
        *pos += 1;
    }
    if start == *pos {
        return Err(Error::Unexpected(start));
    }
    Ok(Value::Atom(String::from_utf8_lossy(&b[start..*pos]).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atom() {
        assert_eq!(parse("abc"), Ok(Value::Atom("abc".into())));
    }

    #[test]
    fn nested_list() {
        let v = parse("[a,[b,c]]").unwrap();
        assert!(matches!(v, Value::List(ref items) if items.len() == 2));
    }

    #[test]
    fn unterminated_list() {
        assert_eq!(parse("[a,b"), Err(Error::Unexpected(4)));
    }

    #[test]
    fn deeply_nested_input_is_rejected() {
        let text = "[".repeat(500_000);
        assert_eq!(parse(&text), Err(Error::TooDeep));
    }
}
