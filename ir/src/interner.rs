//! String interning: every name, section, string attribute and MDString of a module is
//! stored once and referred to by a `Sym`. Names in LLVM IR may hold arbitrary bytes
//! (`@"\01foo"`), so symbols are byte strings, not `str`.

use std::collections::HashMap;

/// An interned byte string, valid within the `Interner` (and so the `Module`) that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// Owns interned byte strings. Lookup is by hash of the bytes; each string is stored once.
#[derive(Default, Clone)]
pub struct Interner {
    strings: Vec<Box<[u8]>>,
    map: HashMap<Box<[u8]>, Sym>,
}

impl Interner {
    pub fn new() -> Self {
        Self::default()
    }

    /// Returns the symbol for `bytes`, adding it if it is new.
    pub fn intern(&mut self, bytes: &[u8]) -> Sym {
        if let Some(&s) = self.map.get(bytes) {
            return s;
        }
        let sym = Sym(self.strings.len() as u32);
        let owned: Box<[u8]> = bytes.into();
        self.strings.push(owned.clone());
        self.map.insert(owned, sym);
        sym
    }

    pub fn intern_str(&mut self, s: &str) -> Sym {
        self.intern(s.as_bytes())
    }

    /// The symbol for `bytes` if it has been interned.
    pub fn get(&self, bytes: &[u8]) -> Option<Sym> {
        self.map.get(bytes).copied()
    }

    pub fn bytes(&self, sym: Sym) -> &[u8] {
        &self.strings[sym.0 as usize]
    }

    /// The symbol's text, with invalid UTF-8 replaced (for messages and tools).
    pub fn text(&self, sym: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.bytes(sym))
    }

    pub fn len(&self) -> usize {
        self.strings.len()
    }

    pub fn is_empty(&self) -> bool {
        self.strings.is_empty()
    }
}
