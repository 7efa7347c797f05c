//! The toy language's syntax: tokens with their line and column, and a recursive-descent
//! parser to the syntax tree `codegen.rs` reads. The language is small on purpose:
//!
//! ```text
//! extern fn printf(fmt: str, ...) -> int;       // functions of libc
//! struct Point { x: int, y: int }
//! var calls: int = 0;                           // globals
//! fn add(a: int, b: int) -> int { return a + b; }
//! fn main() -> int {
//!     var p: Point; p.x = 3; p.y = 4;           // struct locals
//!     var i: int = 0;
//!     while (i < 3) { i = i + 1; }              // also if/else, switch/case/default
//!     printf("%d\n", add(p.x, p.y) * i);
//!     return 0;
//! }
//! ```
//!
//! Types are `int` (32-bit), `str` (a C string) and structs of those. Operators:
//! `* / %`, `+ -`, `< <= > >= == !=` (giving 0 or 1), unary `-`.

/// A place in the source: 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Int(i64),
    Str(Vec<u8>),
    Punct(&'static str),
    Eof,
}

/// A type of the language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    Int,
    Str,
    Struct(String),
    Void,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinKind {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

#[derive(Clone, Debug)]
pub enum Expr {
    Int(i64, Pos),
    Str(Vec<u8>, Pos),
    Var(String, Pos),
    /// `var.field`.
    Field(String, String, Pos),
    Bin(BinKind, Box<Expr>, Box<Expr>, Pos),
    Neg(Box<Expr>, Pos),
    Call(String, Vec<Expr>, Pos),
}

impl Expr {
    /// Where the expression starts.
    pub fn pos(&self) -> Pos {
        match self {
            Expr::Int(_, p) | Expr::Str(_, p) | Expr::Var(_, p) | Expr::Field(_, _, p) => *p,
            Expr::Bin(_, _, _, p) | Expr::Neg(_, p) | Expr::Call(_, _, p) => *p,
        }
    }
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Var {
        name: String,
        ty: Ty,
        init: Option<Expr>,
        pos: Pos,
    },
    /// `name = value` or, with a field, `name.field = value`.
    Assign {
        name: String,
        field: Option<String>,
        value: Expr,
        pos: Pos,
    },
    If {
        cond: Expr,
        then: Block,
        els: Option<Block>,
        pos: Pos,
    },
    While {
        cond: Expr,
        body: Block,
        pos: Pos,
    },
    Switch {
        value: Expr,
        cases: Vec<(i64, Block)>,
        default: Option<Block>,
        pos: Pos,
    },
    Return(Option<Expr>, Pos),
    Expr(Expr, Pos),
    Block(Block),
}

/// `{ ... }`: its statements and where it opens and closes.
#[derive(Clone, Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub open: Pos,
    pub close: Pos,
}

#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    pub params: Vec<(String, Ty)>,
    pub ret: Ty,
    pub variadic: bool,
    /// `None` for `extern fn`.
    pub body: Option<Block>,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<(String, Ty)>,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub ty: Ty,
    pub init: Option<Expr>,
    pub pos: Pos,
}

/// A whole source file.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub structs: Vec<StructDef>,
    pub globals: Vec<Global>,
    pub funcs: Vec<Func>,
}

const PUNCT: [&str; 22] = [
    "...", "->", "<=", ">=", "==", "!=", "(", ")", "{", "}", ",", ";", ":", ".", "=", "+", "-", "*", "/", "%", "<",
    ">",
];

fn lex(src: &str) -> Result<Vec<(Tok, Pos)>, String> {
    let b = src.as_bytes();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        let pos = Pos { line, col };
        let start = i;
        if c == b'\n' {
            (i, line, col) = (i + 1, line + 1, 1);
            continue;
        }
        if c.is_ascii_whitespace() {
            (i, col) = (i + 1, col + 1);
            continue;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Ident(src[start..i].to_string()), pos));
        } else if c.is_ascii_digit() {
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n = src[start..i].parse().map_err(|_| format!("{}:{}: number too large", line, col))?;
            out.push((Tok::Int(n), pos));
        } else if c == b'"' {
            i += 1;
            let mut s = Vec::new();
            loop {
                match b.get(i) {
                    None | Some(b'\n') => return Err(format!("{}:{}: unterminated string", pos.line, pos.col)),
                    Some(b'"') => break,
                    Some(b'\\') => {
                        s.push(match b.get(i + 1) {
                            Some(b'n') => b'\n',
                            Some(b't') => b'\t',
                            Some(&e @ (b'"' | b'\\')) => e,
                            _ => return Err(format!("{}:{}: unknown escape", line, col + (i - start) as u32)),
                        });
                        i += 2;
                    }
                    Some(&ch) => {
                        s.push(ch);
                        i += 1;
                    }
                }
            }
            i += 1;
            out.push((Tok::Str(s), pos));
        } else if let Some(p) = PUNCT.iter().find(|p| b[i..].starts_with(p.as_bytes())) {
            i += p.len();
            out.push((Tok::Punct(p), pos));
        } else {
            return Err(format!("{}:{}: unexpected character '{}'", line, col, c as char));
        }
        col += (i - start) as u32;
    }
    out.push((Tok::Eof, Pos { line, col }));
    Ok(out)
}

/// Parses a source file.
pub fn parse(src: &str) -> Result<Program, String> {
    let mut p = Parser { toks: lex(src)?, at: 0 };
    let mut prog = Program::default();
    while p.peek() != &Tok::Eof {
        let pos = p.pos();
        match p.ident()?.as_str() {
            "struct" => {
                let name = p.ident()?;
                p.expect("{")?;
                let mut fields = Vec::new();
                while !p.eat("}") {
                    let f = p.ident()?;
                    p.expect(":")?;
                    fields.push((f, p.ty()?));
                    if !p.eat(",") {
                        p.expect("}")?;
                        break;
                    }
                }
                prog.structs.push(StructDef { name, fields, pos });
            }
            "var" => {
                let (name, ty, init) = p.var_rest()?;
                prog.globals.push(Global { name, ty, init, pos });
            }
            "fn" => prog.funcs.push(p.func(pos, false)?),
            "extern" => {
                if p.ident()? != "fn" {
                    return Err(p.err("expected 'fn' after 'extern'"));
                }
                prog.funcs.push(p.func(pos, true)?);
            }
            other => return Err(format!("{}:{}: unexpected '{other}'", pos.line, pos.col)),
        }
    }
    Ok(prog)
}

struct Parser {
    toks: Vec<(Tok, Pos)>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.at].0
    }

    fn pos(&self) -> Pos {
        self.toks[self.at].1
    }

    fn bump(&mut self) -> Tok {
        let t = self.toks[self.at].0.clone();
        if self.at + 1 < self.toks.len() {
            self.at += 1;
        }
        t
    }

    fn err(&self, msg: &str) -> String {
        let p = self.pos();
        format!("{}:{}: {msg}", p.line, p.col)
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Tok::Punct(q) if *q == p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> Result<(), String> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.err(&format!("expected '{p}'")))
        }
    }

    fn ident(&mut self) -> Result<String, String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.bump();
                Ok(s)
            }
            _ => Err(self.err("expected a name")),
        }
    }

    fn ty(&mut self) -> Result<Ty, String> {
        Ok(match self.ident()?.as_str() {
            "int" => Ty::Int,
            "str" => Ty::Str,
            name => Ty::Struct(name.to_string()),
        })
    }

    /// `name: ty [= init];` after `var`.
    fn var_rest(&mut self) -> Result<(String, Ty, Option<Expr>), String> {
        let name = self.ident()?;
        self.expect(":")?;
        let ty = self.ty()?;
        let init = if self.eat("=") { Some(self.expr()?) } else { None };
        self.expect(";")?;
        Ok((name, ty, init))
    }

    fn func(&mut self, pos: Pos, is_extern: bool) -> Result<Func, String> {
        let name = self.ident()?;
        self.expect("(")?;
        let (mut params, mut variadic) = (Vec::new(), false);
        while !self.eat(")") {
            if self.eat("...") {
                variadic = true;
            } else {
                let p = self.ident()?;
                self.expect(":")?;
                params.push((p, self.ty()?));
            }
            if !self.eat(",") {
                self.expect(")")?;
                break;
            }
        }
        let ret = if self.eat("->") { self.ty()? } else { Ty::Void };
        let body = if is_extern {
            self.expect(";")?;
            None
        } else {
            Some(self.block()?)
        };
        Ok(Func { name, params, ret, variadic, body, pos })
    }

    fn block(&mut self) -> Result<Block, String> {
        let open = self.pos();
        self.expect("{")?;
        let mut stmts = Vec::new();
        loop {
            let close = self.pos();
            if self.eat("}") {
                return Ok(Block { stmts, open, close });
            }
            stmts.push(self.stmt()?);
        }
    }

    fn stmt(&mut self) -> Result<Stmt, String> {
        let pos = self.pos();
        if matches!(self.peek(), Tok::Punct("{")) {
            return Ok(Stmt::Block(self.block()?));
        }
        let word = match self.peek() {
            Tok::Ident(w) => w.clone(),
            _ => String::new(),
        };
        match word.as_str() {
            "var" => {
                self.bump();
                let (name, ty, init) = self.var_rest()?;
                Ok(Stmt::Var { name, ty, init, pos })
            }
            "if" => {
                self.bump();
                let cond = self.paren_expr()?;
                let then = self.block()?;
                let els = if matches!(self.peek(), Tok::Ident(w) if w == "else") {
                    self.bump();
                    Some(self.block()?)
                } else {
                    None
                };
                Ok(Stmt::If { cond, then, els, pos })
            }
            "while" => {
                self.bump();
                let cond = self.paren_expr()?;
                Ok(Stmt::While { cond, body: self.block()?, pos })
            }
            "switch" => {
                self.bump();
                let value = self.paren_expr()?;
                self.expect("{")?;
                let (mut cases, mut default) = (Vec::new(), None);
                while !self.eat("}") {
                    match self.ident()?.as_str() {
                        "case" => {
                            let neg = self.eat("-");
                            let n = match self.bump() {
                                Tok::Int(n) => {
                                    if neg {
                                        -n
                                    } else {
                                        n
                                    }
                                }
                                _ => return Err(self.err("expected a number after 'case'")),
                            };
                            self.expect(":")?;
                            cases.push((n, self.block()?));
                        }
                        "default" => {
                            self.expect(":")?;
                            default = Some(self.block()?);
                        }
                        _ => return Err(self.err("expected 'case' or 'default'")),
                    }
                }
                Ok(Stmt::Switch { value, cases, default, pos })
            }
            "return" => {
                self.bump();
                let value = if self.eat(";") {
                    None
                } else {
                    let e = self.expr()?;
                    self.expect(";")?;
                    Some(e)
                };
                Ok(Stmt::Return(value, pos))
            }
            _ => {
                let e = self.expr()?;
                if self.eat("=") {
                    let (name, field) = match e {
                        Expr::Var(n, _) => (n, None),
                        Expr::Field(n, f, _) => (n, Some(f)),
                        _ => return Err(format!("{}:{}: cannot assign to this", pos.line, pos.col)),
                    };
                    let value = self.expr()?;
                    self.expect(";")?;
                    return Ok(Stmt::Assign { name, field, value, pos });
                }
                self.expect(";")?;
                Ok(Stmt::Expr(e, pos))
            }
        }
    }

    fn paren_expr(&mut self) -> Result<Expr, String> {
        self.expect("(")?;
        let e = self.expr()?;
        self.expect(")")?;
        Ok(e)
    }

    fn expr(&mut self) -> Result<Expr, String> {
        self.binary(0)
    }

    /// Precedence climbing over three levels: comparisons, `+ -`, `* / %`.
    fn binary(&mut self, level: usize) -> Result<Expr, String> {
        const LEVELS: [&[(&str, BinKind)]; 3] = [
            &[
                ("<=", BinKind::Le),
                (">=", BinKind::Ge),
                ("==", BinKind::Eq),
                ("!=", BinKind::Ne),
                ("<", BinKind::Lt),
                (">", BinKind::Gt),
            ],
            &[("+", BinKind::Add), ("-", BinKind::Sub)],
            &[("*", BinKind::Mul), ("/", BinKind::Div), ("%", BinKind::Rem)],
        ];
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut lhs = self.binary(level + 1)?;
        loop {
            let pos = self.pos();
            let Some(&(_, op)) = LEVELS[level].iter().find(|(p, _)| matches!(self.peek(), Tok::Punct(q) if q == p))
            else {
                return Ok(lhs);
            };
            self.bump();
            let rhs = self.binary(level + 1)?;
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs), pos);
        }
    }

    fn unary(&mut self) -> Result<Expr, String> {
        let pos = self.pos();
        if self.eat("-") {
            return Ok(Expr::Neg(Box::new(self.unary()?), pos));
        }
        match self.bump() {
            Tok::Int(n) => Ok(Expr::Int(n, pos)),
            Tok::Str(s) => Ok(Expr::Str(s, pos)),
            Tok::Punct("(") => {
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Ident(name) => {
                if self.eat("(") {
                    let mut args = Vec::new();
                    while !self.eat(")") {
                        args.push(self.expr()?);
                        if !self.eat(",") {
                            self.expect(")")?;
                            break;
                        }
                    }
                    Ok(Expr::Call(name, args, pos))
                } else if self.eat(".") {
                    Ok(Expr::Field(name, self.ident()?, pos))
                } else {
                    Ok(Expr::Var(name, pos))
                }
            }
            _ => Err(format!("{}:{}: expected an expression", pos.line, pos.col)),
        }
    }
}
