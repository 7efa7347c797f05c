//! Diagnostics: an error at a byte offset of the source text, rendered the way compilers
//! do — `file:line:col: error: message`, the offending line, and a caret under the column.

use std::fmt;

/// An error found while reading or verifying a module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Byte offset into the source, when the error has a place.
    pub offset: Option<usize>,
    /// LLVM's wording of the problem.
    pub message: String,
    /// For a module built in memory, which has no source text to point into: where the
    /// problem is, as "in function '@f', block '%entry', instruction '…'" (see
    /// `verify`). `None` when `offset` says it, or the problem is about the whole module.
    pub place: Option<String>,
}

impl Diagnostic {
    pub fn new(offset: Option<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic { offset, message: message.into(), place: None }
    }

    pub fn at(offset: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic { offset: Some(offset), message: message.into(), place: None }
    }

    /// 1-based line and column (in characters) of the offset within `src`.
    pub fn line_col(&self, src: &str) -> Option<(usize, usize)> {
        let off = self.offset?.min(src.len());
        let before = &src.as_bytes()[..off];
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let col = String::from_utf8_lossy(&before[line_start..]).chars().count() + 1;
        Some((line, col))
    }

    /// The full report: location, message, source line and caret.
    pub fn render(&self, file: &str, src: &str) -> String {
        let Some((line, col)) = self.line_col(src) else {
            return format!("{file}: error: {self}");
        };
        let off = self.offset.unwrap_or(0).min(src.len());
        let line_start = src.as_bytes()[..off].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let line_end = src.as_bytes()[off..].iter().position(|&b| b == b'\n').map_or(src.len(), |p| off + p);
        let text = String::from_utf8_lossy(&src.as_bytes()[line_start..line_end]);
        let text = text.trim_end_matches('\r');
        let caret: String = text.chars().take(col - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        format!("{file}:{line}:{col}: error: {}\n{text}\n{caret}^", self.message)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.offset, &self.place) {
            (Some(o), _) => write!(f, "at byte {o}: {}", self.message),
            (None, Some(place)) => write!(f, "{place}: {}", self.message),
            (None, None) => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_line_col_and_caret() {
        let src = "define void @f() {\n  ret i32\n}\n";
        let d = Diagnostic::at(src.find("i32").unwrap(), "expected void");
        assert_eq!(d.line_col(src), Some((2, 7)));
        assert_eq!(d.render("t.ll", src), "t.ll:2:7: error: expected void\n  ret i32\n      ^");
    }
}
