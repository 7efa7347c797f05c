//! `Ops`: an instruction's operand list. Most instructions have one or two operands, so
//! those are stored inside the `Inst` itself; longer lists (calls, phis, switches,
//! conditional branches) get one exact-size heap slice. `Ops` dereferences to
//! `[Value]`, so it reads like the `Vec<Value>` it replaces (`ops[0]`, `ops.len()`,
//! `&ops[1..]`, `for v in &ops`).

use crate::value::{InstId, Value};
use std::ops::{Deref, DerefMut};

/// How many operands are kept inline.
const INLINE: usize = 2;

/// An operand list.
#[derive(Clone)]
pub struct Ops(Repr);

#[derive(Clone)]
enum Repr {
    Inline(u8, [Value; INLINE]),
    Heap(Box<[Value]>),
}

/// Filler for unused inline slots (never visible: the length bounds every access).
const PAD: Value = Value::Inst(InstId(u32::MAX));

impl Ops {
    pub const fn new() -> Ops {
        Ops(Repr::Inline(0, [PAD; INLINE]))
    }

    pub fn from_slice(vals: &[Value]) -> Ops {
        if vals.len() <= INLINE {
            let mut a = [PAD; INLINE];
            a[..vals.len()].copy_from_slice(vals);
            Ops(Repr::Inline(vals.len() as u8, a))
        } else {
            Ops(Repr::Heap(vals.into()))
        }
    }

    pub fn as_slice(&self) -> &[Value] {
        match &self.0 {
            Repr::Inline(n, a) => &a[..*n as usize],
            Repr::Heap(b) => b,
        }
    }

    pub fn as_mut_slice(&mut self) -> &mut [Value] {
        match &mut self.0 {
            Repr::Inline(n, a) => &mut a[..*n as usize],
            Repr::Heap(b) => b,
        }
    }

    /// Appends an operand (reallocating a heap list: building operand lists one by one
    /// is for tools, not hot paths).
    pub fn push(&mut self, v: Value) {
        match &mut self.0 {
            Repr::Inline(n, a) if (*n as usize) < INLINE => {
                a[*n as usize] = v;
                *n += 1;
            }
            _ => {
                let mut all = self.to_vec();
                all.push(v);
                *self = Ops(Repr::Heap(all.into_boxed_slice()));
            }
        }
    }

    /// Keeps the first `n` operands.
    pub fn truncate(&mut self, n: usize) {
        if n < self.len() {
            *self = Ops::from_slice(&self.as_slice()[..n]);
        }
    }

    /// Removes every operand.
    pub fn clear(&mut self) {
        *self = Ops::new();
    }
}

impl Default for Ops {
    fn default() -> Ops {
        Ops::new()
    }
}

impl Deref for Ops {
    type Target = [Value];
    fn deref(&self) -> &[Value] {
        self.as_slice()
    }
}

impl DerefMut for Ops {
    fn deref_mut(&mut self) -> &mut [Value] {
        self.as_mut_slice()
    }
}

impl From<Vec<Value>> for Ops {
    fn from(v: Vec<Value>) -> Ops {
        if v.len() <= INLINE {
            Ops::from_slice(&v)
        } else {
            Ops(Repr::Heap(v.into_boxed_slice()))
        }
    }
}

impl From<&[Value]> for Ops {
    fn from(v: &[Value]) -> Ops {
        Ops::from_slice(v)
    }
}

impl FromIterator<Value> for Ops {
    fn from_iter<I: IntoIterator<Item = Value>>(iter: I) -> Ops {
        let v: Vec<Value> = iter.into_iter().collect();
        Ops::from(v)
    }
}

impl<'a> IntoIterator for &'a Ops {
    type Item = &'a Value;
    type IntoIter = std::slice::Iter<'a, Value>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a mut Ops {
    type Item = &'a mut Value;
    type IntoIter = std::slice::IterMut<'a, Value>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl std::fmt::Debug for Ops {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialEq for Ops {
    fn eq(&self, other: &Ops) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Ops {}

impl PartialEq<Vec<Value>> for Ops {
    fn eq(&self, other: &Vec<Value>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialEq<[Value]> for Ops {
    fn eq(&self, other: &[Value]) -> bool {
        self.as_slice() == other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lists_inline_long_ones_on_the_heap() {
        assert!(std::mem::size_of::<Ops>() <= 24);
        let mut o = Ops::new();
        assert!(o.is_empty());
        for i in 0..5 {
            o.push(Value::Arg(i));
            assert_eq!(o.len(), i as usize + 1);
            assert_eq!(o[i as usize], Value::Arg(i));
        }
        assert_eq!(o, (0..5).map(Value::Arg).collect::<Vec<_>>());
        let from: Ops = vec![Value::Arg(7)].into();
        assert_eq!(&from[..], &[Value::Arg(7)]);
        for (i, v) in (&mut o).into_iter().enumerate() {
            *v = Value::Arg(10 + i as u32);
        }
        assert_eq!(o[4], Value::Arg(14));
    }
}
