//! String interning: every name, section, string attribute and MDString of a module is
//! stored once and referred to by a `Sym`. Names in LLVM IR may hold arbitrary bytes
//! (`@"\01foo"`), so symbols are byte strings, not `str`.
//!
//! All strings live end to end in one byte buffer (one allocation, no per-string
//! header), found again through an `IdTable` of their Fx hashes.

use crate::hashing::{fx_hash_bytes, IdTable};

/// An interned byte string, valid within the `Interner` (and so the `Module`) that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(std::num::NonZeroU32);

impl Sym {
    fn new(id: u32) -> Sym {
        Sym(std::num::NonZeroU32::MIN.saturating_add(id))
    }

    /// The symbol's number within its interner (0, 1, ...).
    pub fn index(self) -> u32 {
        self.0.get() - 1
    }
}

/// Owns interned byte strings. Lookup is by hash of the bytes; each string is stored once.
#[derive(Clone)]
pub struct Interner {
    /// Every string's bytes, end to end.
    bytes: Vec<u8>,
    /// `ends[i]` is where symbol `i` ends in `bytes` (it starts where `i - 1` ends).
    ends: Vec<u32>,
    table: IdTable,
}

impl Default for Interner {
    fn default() -> Self {
        Interner { bytes: Vec::new(), ends: Vec::new(), table: IdTable::new() }
    }
}

impl Interner {
    pub fn new() -> Self {
        Self::default()
    }

    /// Returns the symbol for `bytes`, adding it if it is new.
    pub fn intern(&mut self, bytes: &[u8]) -> Sym {
        let hash = fx_hash_bytes(bytes);
        if let Some(id) = self.table.find(hash, |id| self.slice(id) == bytes) {
            return Sym::new(id);
        }
        let id = self.ends.len() as u32;
        self.bytes.extend_from_slice(bytes);
        self.ends.push(self.bytes.len() as u32);
        let (all, ends) = (&self.bytes, &self.ends);
        self.table.insert(hash, id, |i| fx_hash_bytes(slice_of(all, ends, i)));
        Sym::new(id)
    }

    pub fn intern_str(&mut self, s: &str) -> Sym {
        self.intern(s.as_bytes())
    }

    /// The symbol for `bytes` if it has been interned.
    pub fn get(&self, bytes: &[u8]) -> Option<Sym> {
        self.table.find(fx_hash_bytes(bytes), |id| self.slice(id) == bytes).map(Sym::new)
    }

    #[inline]
    fn slice(&self, id: u32) -> &[u8] {
        slice_of(&self.bytes, &self.ends, id)
    }

    pub fn bytes(&self, sym: Sym) -> &[u8] {
        self.slice(sym.index())
    }

    /// The symbol's text, with invalid UTF-8 replaced (for messages and tools).
    pub fn text(&self, sym: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.bytes(sym))
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// What a replica holding the first `from` symbols lacks: their text and ends, for
    /// `extend_replica`.
    pub(crate) fn tail(&self, from: usize) -> (Vec<u8>, Vec<u32>) {
        let start = if from == 0 { 0 } else { self.ends[from - 1] as usize };
        (self.bytes[start..].to_vec(), self.ends[from..].to_vec())
    }

    /// Appends symbols copied by `tail` from the interner this one replicates, so that
    /// they keep their numbers. A replica is only read by symbol: it is not indexed for
    /// `intern` and `get`.
    pub(crate) fn extend_replica(&mut self, bytes: &[u8], ends: &[u32]) {
        self.bytes.extend_from_slice(bytes);
        self.ends.extend_from_slice(ends);
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

#[inline]
fn slice_of<'a>(bytes: &'a [u8], ends: &[u32], id: u32) -> &'a [u8] {
    let i = id as usize;
    let end = ends[i] as usize;
    let start = if i == 0 { 0 } else { ends[i - 1] as usize };
    &bytes[start..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interns_each_string_once() {
        let mut s = Interner::new();
        let a = s.intern(b"abc");
        let e = s.intern(b"");
        let b = s.intern(b"\x01foo bar");
        assert_eq!(s.intern(b"abc"), a);
        assert_eq!(s.intern(b""), e);
        assert_eq!(s.get(b"\x01foo bar"), Some(b));
        assert_eq!(s.get(b"ab"), None);
        assert_eq!(s.bytes(b), b"\x01foo bar");
        assert_eq!(s.bytes(e), b"");
        assert_eq!(s.len(), 3);
    }
}
