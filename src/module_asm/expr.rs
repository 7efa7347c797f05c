//! GNU as expressions in module asm, read by recursive descent.

use super::*;

impl ExprParser<'_, '_, '_> {
    pub(super) fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    pub(super) fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    pub(super) fn bad(&self) -> String {
        format!("cannot read the expression `{}`", self.text.trim())
    }

    pub(super) fn sum(&mut self) -> Result<Expr, String> {
        let mut e = self.product()?;
        loop {
            match self.peek() {
                Some(b'+') => {
                    self.i += 1;
                    e = e.plus(self.product()?);
                }
                Some(b'-') => {
                    self.i += 1;
                    e = e.plus(self.product()?.scaled(-1));
                }
                _ => return Ok(e),
            }
        }
    }

    pub(super) fn product(&mut self) -> Result<Expr, String> {
        let mut e = self.unary()?;
        loop {
            let op: &[u8] = match self.peek() {
                Some(b'*') => b"*",
                Some(b'/') => b"/",
                Some(b'%') => b"%",
                Some(b'&') => b"&",
                Some(b'|') => b"|",
                Some(b'^') => b"^",
                Some(b'<') if self.s.get(self.i + 1) == Some(&b'<') => b"<<",
                Some(b'>') if self.s.get(self.i + 1) == Some(&b'>') => b">>",
                _ => return Ok(e),
            };
            self.i += op.len();
            let rhs = self.unary()?;
            e = match (op, e.as_constant(), rhs.as_constant()) {
                (b"*", Some(a), _) => rhs.scaled(a),
                (b"*", _, Some(b)) => e.scaled(b),
                (_, Some(a), Some(b)) => Expr::constant(match op {
                    b"/" if b != 0 => a.wrapping_div(b),
                    b"%" if b != 0 => a.wrapping_rem(b),
                    b"&" => a & b,
                    b"|" => a | b,
                    b"^" => a ^ b,
                    b"<<" => a.wrapping_shl(b as u32),
                    b">>" => a.wrapping_shr(b as u32),
                    _ => return Err(format!("division by zero in `{}`", self.text.trim())),
                }),
                _ => return Err(format!("`{}` is not a constant or a symbol plus a constant", self.text.trim())),
            };
        }
    }

    pub(super) fn unary(&mut self) -> Result<Expr, String> {
        match self.peek().ok_or_else(|| self.bad())? {
            b'-' => {
                self.i += 1;
                Ok(self.unary()?.scaled(-1))
            }
            b'+' => {
                self.i += 1;
                self.unary()
            }
            b'~' => {
                self.i += 1;
                let v = self.unary()?.as_constant().ok_or_else(|| self.bad())?;
                Ok(Expr::constant(!v))
            }
            b'(' => {
                self.i += 1;
                let e = self.sum()?;
                if self.peek() != Some(b')') {
                    return Err(self.bad());
                }
                self.i += 1;
                Ok(e)
            }
            b'\'' => {
                let c = *self.s.get(self.i + 1).ok_or_else(|| self.bad())?;
                self.i += 2;
                if self.s.get(self.i) == Some(&b'\'') {
                    self.i += 1;
                }
                Ok(Expr::constant(i64::from(c)))
            }
            b'"' => {
                let end = self.text[self.i + 1..].find('"').ok_or_else(|| self.bad())?;
                let name = self.text[self.i + 1..self.i + 1 + end].to_string();
                self.i += end + 2;
                self.asm.sym(&name);
                Ok(Expr { constant: 0, terms: vec![(1, Term::Sym(name))] })
            }
            c if is_name_char(c) => {
                let start = self.i;
                while self.i < self.s.len() && is_name_char(self.s[self.i]) {
                    self.i += 1;
                }
                let tok = &self.text[start..self.i];
                if tok == "." {
                    return Ok(Expr { constant: 0, terms: vec![(1, Term::Here(self.asm.here()?))] });
                }
                if c.is_ascii_digit() {
                    if let Some(name) = self.asm.numeric_ref(tok)? {
                        return Ok(Expr { constant: 0, terms: vec![(1, Term::Sym(name))] });
                    }
                    return number_literal(tok)
                        .map(|v| Expr::constant(v as i64))
                        .ok_or_else(|| format!("bad number `{tok}`"));
                }
                if self.s.get(self.i) == Some(&b'@') {
                    return Err(format!("symbol modifiers (`{tok}@...`) in data are not supported"));
                }
                self.asm.sym(tok);
                Ok(Expr { constant: 0, terms: vec![(1, Term::Sym(tok.to_string()))] })
            }
            _ => Err(self.bad()),
        }
    }
}
