pub mod lexer;
pub mod ops;
pub mod parser;
