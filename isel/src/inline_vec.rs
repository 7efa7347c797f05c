//! `InlineVec`: a small vector that keeps up to `N` elements inline and spills to the heap
//! beyond that. DAG nodes store their operands and result types in it, so building a node
//! with the usual one to three operands allocates nothing. (A tiny local type instead of
//! the `smallvec` crate: the workspace lock file is shared with five engineers, and the
//! DAG only needs `Copy` elements, which this handles without `unsafe`.)

use std::ops::{Deref, DerefMut};

#[derive(Clone)]
pub enum InlineVec<T: Copy + Default, const N: usize> {
    Inline { len: u8, items: [T; N] },
    Heap(Vec<T>),
}

impl<T: Copy + Default, const N: usize> Default for InlineVec<T, N> {
    fn default() -> Self {
        InlineVec::Inline { len: 0, items: [T::default(); N] }
    }
}

impl<T: Copy + Default, const N: usize> InlineVec<T, N> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn from_slice(s: &[T]) -> Self {
        if s.len() <= N {
            let mut items = [T::default(); N];
            items[..s.len()].copy_from_slice(s);
            InlineVec::Inline { len: s.len() as u8, items }
        } else {
            InlineVec::Heap(s.to_vec())
        }
    }

    pub fn push(&mut self, v: T) {
        match self {
            InlineVec::Inline { len, items } => {
                if (*len as usize) < N {
                    items[*len as usize] = v;
                    *len += 1;
                } else {
                    let mut h = Vec::with_capacity(N * 2);
                    h.extend_from_slice(&items[..]);
                    h.push(v);
                    *self = InlineVec::Heap(h);
                }
            }
            InlineVec::Heap(h) => h.push(v),
        }
    }

    pub fn truncate(&mut self, n: usize) {
        match self {
            InlineVec::Inline { len, .. } => *len = (*len).min(n as u8),
            InlineVec::Heap(h) => h.truncate(n),
        }
    }

    pub fn clear(&mut self) {
        self.truncate(0);
    }

    pub fn extend_from_slice(&mut self, s: &[T]) {
        for &v in s {
            self.push(v);
        }
    }
}

impl<T: Copy + Default, const N: usize> Deref for InlineVec<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match self {
            InlineVec::Inline { len, items } => &items[..*len as usize],
            InlineVec::Heap(h) => h,
        }
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for InlineVec<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        match self {
            InlineVec::Inline { len, items } => &mut items[..*len as usize],
            InlineVec::Heap(h) => h,
        }
    }
}

impl<T: Copy + Default + std::fmt::Debug, const N: usize> std::fmt::Debug for InlineVec<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for InlineVec<T, N> {
    fn eq(&self, o: &Self) -> bool {
        **self == **o
    }
}
impl<T: Copy + Default + Eq, const N: usize> Eq for InlineVec<T, N> {}

impl<T: Copy + Default + std::hash::Hash, const N: usize> std::hash::Hash for InlineVec<T, N> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (**self).hash(h)
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for InlineVec<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(it: I) -> Self {
        let mut v = Self::new();
        for x in it {
            v.push(x);
        }
        v
    }
}

/// By-value iteration (the elements are `Copy`).
pub struct IntoIter<T: Copy + Default, const N: usize> {
    v: InlineVec<T, N>,
    next: usize,
}

impl<T: Copy + Default, const N: usize> Iterator for IntoIter<T, N> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        let x = self.v.get(self.next).copied();
        self.next += 1;
        x
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.v.len().saturating_sub(self.next);
        (n, Some(n))
    }
}

impl<T: Copy + Default, const N: usize> ExactSizeIterator for IntoIter<T, N> {}

impl<T: Copy + Default, const N: usize> IntoIterator for InlineVec<T, N> {
    type Item = T;
    type IntoIter = IntoIter<T, N>;
    fn into_iter(self) -> IntoIter<T, N> {
        IntoIter { v: self, next: 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn spills_to_heap() {
        let mut v: InlineVec<u32, 2> = InlineVec::new();
        v.push(1);
        v.push(2);
        assert!(matches!(v, InlineVec::Inline { .. }));
        v.push(3);
        assert_eq!(&*v, &[1, 2, 3]);
        v.truncate(1);
        assert_eq!(&*v, &[1]);
    }
}
