//! `SparseSet`: a set of small integers stored as sorted 64-bit chunks, so that live sets
//! of large functions (many blocks × many vregs, each set small) stay small, while dense
//! sets cost one bit per member.

#[derive(Clone, Default, Debug, PartialEq, Eq)]
pub(crate) struct SparseSet {
    /// (chunk index, bits), sorted by chunk index, no zero bits.
    chunks: Vec<(u32, u64)>,
}

impl SparseSet {
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// Builds a set from members in any order (duplicates allowed).
    pub(crate) fn from_unsorted(members: &mut [u32]) -> Self {
        members.sort_unstable();
        let mut chunks: Vec<(u32, u64)> = Vec::new();
        for &m in members.iter() {
            let (c, b) = (m >> 6, 1u64 << (m & 63));
            match chunks.last_mut() {
                Some(last) if last.0 == c => last.1 |= b,
                _ => chunks.push((c, b)),
            }
        }
        Self { chunks }
    }

    pub(crate) fn contains(&self, m: u32) -> bool {
        let c = m >> 6;
        match self.chunks.binary_search_by_key(&c, |e| e.0) {
            Ok(i) => self.chunks[i].1 & (1u64 << (m & 63)) != 0,
            Err(_) => false,
        }
    }

    /// `self |= other`; returns whether `self` changed.
    pub(crate) fn union_with(&mut self, other: &SparseSet) -> bool {
        if other.chunks.is_empty() {
            return false;
        }
        let mut out = Vec::with_capacity(self.chunks.len().max(other.chunks.len()));
        let mut changed = false;
        let (a, b) = (&self.chunks, &other.chunks);
        let (mut i, mut j) = (0, 0);
        while i < a.len() || j < b.len() {
            if j >= b.len() || (i < a.len() && a[i].0 < b[j].0) {
                out.push(a[i]);
                i += 1;
            } else if i >= a.len() || b[j].0 < a[i].0 {
                out.push(b[j]);
                changed = true;
                j += 1;
            } else {
                let bits = a[i].1 | b[j].1;
                changed |= bits != a[i].1;
                out.push((a[i].0, bits));
                i += 1;
                j += 1;
            }
        }
        if changed {
            self.chunks = out;
        }
        changed
    }

    /// `gen ∪ (out − kill)`, the live-in transfer function.
    pub(crate) fn gen_union_minus(gen: &SparseSet, out: &SparseSet, kill: &SparseSet) -> SparseSet {
        let mut rest = Vec::with_capacity(out.chunks.len());
        let mut k = 0;
        for &(c, bits) in &out.chunks {
            while k < kill.chunks.len() && kill.chunks[k].0 < c {
                k += 1;
            }
            let kb = if k < kill.chunks.len() && kill.chunks[k].0 == c { kill.chunks[k].1 } else { 0 };
            let b = bits & !kb;
            if b != 0 {
                rest.push((c, b));
            }
        }
        let mut s = SparseSet { chunks: rest };
        s.union_with(gen);
        s
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.chunks.iter().flat_map(|&(c, bits)| {
            let mut b = bits;
            std::iter::from_fn(move || {
                if b == 0 {
                    return None;
                }
                let t = b.trailing_zeros();
                b &= b - 1;
                Some(c * 64 + t)
            })
        })
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.chunks.iter().map(|c| c.1.count_ones() as usize).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_and_transfer() {
        let mut a = SparseSet::from_unsorted(&mut [1, 70, 3, 200]);
        let b = SparseSet::from_unsorted(&mut [3, 64, 500]);
        assert!(a.union_with(&b));
        assert!(!a.union_with(&b));
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![1, 3, 64, 70, 200, 500]);
        let kill = SparseSet::from_unsorted(&mut [64, 70, 1]);
        let gen = SparseSet::from_unsorted(&mut [1000]);
        let r = SparseSet::gen_union_minus(&gen, &a, &kill);
        assert_eq!(r.iter().collect::<Vec<_>>(), vec![3, 200, 500, 1000]);
        assert!(r.contains(500) && !r.contains(64));
        assert_eq!(r.len(), 4);
    }
}
