use crate::lexer::Token;

pub fn precedence(op: char) -> u8 {
    match op {
        '+' | '-' => 1,
        '*' | '/' => 2,
        _ => 0,
    }
}

pub fn to_rpn(
    tokens: Vec<Token>,
) -> Vec<Token> {
    let mut out = Vec::new();
    let mut stack: Vec<Token> = Vec::new();
    for t in tokens {
        match t {
            Token::Num(_) => out.push(t),
            Token::Op(o) => {
                while let Some(Token::Op(top)) = stack.last() {
                    if precedence(*top) < precedence(o) {
                        break;
                    }
                    out.push(stack.pop().unwrap());
                }
                stack.push(Token::Op(o));
            }
            Token::LParen => stack.push(t),
            Token::RParen => {
                while let Some(top) = stack.pop() {
                    if top == Token::LParen {
                        break;
                    }
                    out.push(top);
                }
            }
        }
    }
    while let Some(top) = stack.pop() {
        out.push(top);
    }
    out
}
