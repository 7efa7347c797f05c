//! `Ops`: an instruction's operand list. Most instructions have one or two operands, so
//! those are stored inside the `Inst` itself; longer lists (calls, phis, switches,
//! conditional branches) get one exact-size heap slice. `Ops` dereferences to
//! `[Value]`, so it reads like the `Vec<Value>` it replaces (`ops[0]`, `ops.len()`,
//! `&ops[1..]`, `for v in &ops`).

use crate::value::{InstId, Value};
use std::ops::{Deref, DerefMut};

/// How many operands are kept inline.
const INLINE: usize = 2;

/// An operand list: 20 bytes, aligned to 4 (not 24 aligned to 8, as a `Box<[Value]>`
/// would make it), so that `Inst` packs into 48 bytes.
pub struct Ops {
    /// How many operands; also which of `slots` holds them (inline up to `INLINE`).
    len: u32,
    slots: Slots,
}

/// The operands themselves, or the address of their heap slice (`len` values, allocated
/// as a `Box<[Value]>`) as two 4-byte halves: the field is only 4-aligned.
#[derive(Clone, Copy)]
#[repr(C)]
union Slots {
    inline: [Value; INLINE],
    heap: [u32; 2],
}

// The heap slice is owned like a `Box<[Value]>`, which is `Send` and `Sync`.
// SAFETY: `Ops` owns its heap slice exclusively; nothing else points into it.
unsafe impl Send for Ops {}
// SAFETY: shared access only reads the slice.
unsafe impl Sync for Ops {}

/// Filler for unused inline slots (never visible: the length bounds every access).
const PAD: Value = Value::Inst(InstId(u32::MAX));

impl Ops {
    pub const fn new() -> Ops {
        Ops { len: 0, slots: Slots { inline: [PAD; INLINE] } }
    }

    pub fn from_slice(vals: &[Value]) -> Ops {
        if vals.len() <= INLINE {
            let mut a = [PAD; INLINE];
            a[..vals.len()].copy_from_slice(vals);
            Ops { len: vals.len() as u32, slots: Slots { inline: a } }
        } else {
            Ops::from_boxed(vals.into())
        }
    }

    /// A list longer than `INLINE`, kept in `b`.
    fn from_boxed(b: Box<[Value]>) -> Ops {
        debug_assert!(b.len() > INLINE);
        let len = u32::try_from(b.len()).expect("an operand list longer than u32::MAX");
        // The address goes through an integer: its provenance is exposed here and taken
        // back up in `heap_ptr`.
        let addr = (Box::into_raw(b) as *mut Value).expose_provenance() as u64;
        Ops { len, slots: Slots { heap: [addr as u32, (addr >> 32) as u32] } }
    }

    /// The heap slice's first operand (only when `len > INLINE`).
    #[inline]
    fn heap_ptr(&self) -> *mut Value {
        // SAFETY: `len > INLINE`, so `heap` is the field `from_boxed` wrote.
        let [lo, hi] = unsafe { self.slots.heap };
        std::ptr::with_exposed_provenance_mut((u64::from(lo) | u64::from(hi) << 32) as usize)
    }

    #[inline]
    pub fn as_slice(&self) -> &[Value] {
        let n = self.len as usize;
        if n <= INLINE {
            // SAFETY: up to `INLINE` operands, `inline` is the field in use.
            unsafe { &self.slots.inline[..n] }
        } else {
            // SAFETY: the heap slice of `len` values this `Ops` owns, alive as long as it.
            unsafe { std::slice::from_raw_parts(self.heap_ptr(), n) }
        }
    }

    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Value] {
        let n = self.len as usize;
        if n <= INLINE {
            // SAFETY: as in `as_slice`.
            unsafe { &mut self.slots.inline[..n] }
        } else {
            // SAFETY: as in `as_slice`; `&mut self` makes the access exclusive.
            unsafe { std::slice::from_raw_parts_mut(self.heap_ptr(), n) }
        }
    }

    /// Appends an operand (reallocating a heap list: building operand lists one by one
    /// is for tools, not hot paths).
    pub fn push(&mut self, v: Value) {
        let n = self.len as usize;
        if n < INLINE {
            // SAFETY: below `INLINE` operands, `inline` is the field in use.
            unsafe { self.slots.inline[n] = v };
            self.len += 1;
        } else {
            let mut all = self.to_vec();
            all.push(v);
            *self = Ops::from_boxed(all.into_boxed_slice());
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

impl Clone for Ops {
    fn clone(&self) -> Ops {
        Ops::from_slice(self.as_slice())
    }
}

impl Drop for Ops {
    fn drop(&mut self) {
        let n = self.len as usize;
        if n > INLINE {
            // SAFETY: the slice `from_boxed` let go of, with its length; dropped once.
            drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(self.heap_ptr(), n)) });
        }
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
            Ops::from_boxed(v.into_boxed_slice())
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
        assert_eq!((std::mem::size_of::<Ops>(), std::mem::align_of::<Ops>()), (20, 4));
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
