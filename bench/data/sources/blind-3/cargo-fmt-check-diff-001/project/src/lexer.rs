#[derive(Debug, PartialEq)]
pub enum Token {
    Num(i64),
    Op(char),
    LParen,
    RParen,
}

pub fn lex(src: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = src.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut n = 0i64;
            while let Some(&d) = chars.peek() {
                if !d.is_ascii_digit() { break; }
                n = n * 10 + d.to_digit(10).unwrap() as i64;
                chars.next();
            }
            out.push(Token::Num(n));
            continue;
        }
        match c {
            '(' => out.push(Token::LParen),
            ')' => out.push(Token::RParen),
            '+' | '-' | '*' | '/' => out.push(Token::Op(c)),
            _ => {}
        }
        chars.next();
    }
    out
}
