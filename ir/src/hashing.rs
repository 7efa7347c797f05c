//! Hashing for the module's tables and the parser's maps: the Fx hash (a multiply-rotate
//! hash in the style of rustc's `FxHasher`), maps and sets using it, and `IdTable`, an
//! open-addressing index from hashed values to the `u32` ids of the arena that stores
//! them, so interning tables keep each value once (in their arena) and can be probed
//! with a borrowed key.
//!
//! The keys are the module's own names, types and constants, not adversarial input in
//! the sense SipHash defends against; the worst an unlucky input can do is make probing
//! slower, never wrong.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The low `n` bytes of a little-endian word, for `n` in 1..=8 (other entries 0; sixteen
/// of them so that an index masked with 15 needs no bounds check): what is left of the
/// eight bytes read at a word's start when the word is `n` bytes long.
pub(crate) const LOW_BYTES: [u64; 16] = {
    let mut m = [0u64; 16];
    let mut n = 1;
    while n <= 8 {
        m[n] = u64::MAX >> (64 - 8 * n);
        n += 1;
    }
    m
};

/// A small, fast hasher for interned ids, integers and short byte strings.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().unwrap_or([0; 8])));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            // The length keeps "a" and "a\0" apart.
            self.add(u64::from_le_bytes(last) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

pub type FxBuild = BuildHasherDefault<FxHasher>;
pub type FxMap<K, V> = HashMap<K, V, FxBuild>;
pub type FxSet<K> = HashSet<K, FxBuild>;

/// The Fx hash of a value.
#[inline]
pub fn fx_hash<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    h.finish()
}

/// The Fx hash of a byte string (the same as `fx_hash` of the bytes written raw).
#[inline]
pub fn fx_hash_bytes(b: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(b);
    h.finish()
}

/// An open-addressing hash index over the ids of an arena: each slot holds an id and
/// the high bits of its hash. The arena owns the values; lookups pass the hash of the
/// key and a closure saying whether the value with a given id equals it.
#[derive(Clone, Default)]
pub struct IdTable {
    /// `(hash tag, id + 1)`; id 0 marks an empty slot. The length is a power of two.
    slots: Vec<(u32, u32)>,
    len: usize,
}

impl IdTable {
    pub fn new() -> IdTable {
        IdTable::default()
    }

    /// A table sized for `n` ids without regrowing.
    pub fn with_capacity(n: usize) -> IdTable {
        let mut t = IdTable::default();
        if n > 0 {
            t.slots = vec![(0, 0); (n * 8 / 7 + 1).next_power_of_two().max(8)];
        }
        t
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Fibonacci hashing spreads the Fx hash (whose low bits are weak) over the index.
    #[inline]
    fn start(&self, hash: u64) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (hash.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits.max(1))) as usize & (self.slots.len() - 1)
    }

    #[inline]
    fn tag(hash: u64) -> u32 {
        hash as u32
    }

    /// The id whose value `eq` accepts, among those stored with this hash.
    #[inline]
    pub fn find(&self, hash: u64, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let tag = Self::tag(hash);
        let mut i = self.start(hash);
        loop {
            let (t, id1) = self.slots[i];
            if id1 == 0 {
                return None;
            }
            if t == tag && eq(id1 - 1) {
                return Some(id1 - 1);
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `id` under `hash` (the caller has checked it is not there). `rehash` gives
    /// the hash of any stored id, for growing.
    pub fn insert(&mut self, hash: u64, id: u32, rehash: impl Fn(u32) -> u64) {
        if (self.len + 1) * 8 > self.slots.len() * 7 {
            self.grow(rehash);
        }
        self.place(hash, id);
        self.len += 1;
    }

    fn place(&mut self, hash: u64, id: u32) {
        let mask = self.slots.len() - 1;
        let mut i = self.start(hash);
        while self.slots[i].1 != 0 {
            i = (i + 1) & mask;
        }
        self.slots[i] = (Self::tag(hash), id + 1);
    }

    fn grow(&mut self, rehash: impl Fn(u32) -> u64) {
        let n = (self.slots.len() * 2).max(8);
        let old = std::mem::replace(&mut self.slots, vec![(0, 0); n]);
        for (_, id1) in old {
            if id1 != 0 {
                self.place(rehash(id1 - 1), id1 - 1);
            }
        }
    }

    /// Removes every entry, keeping the memory.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = (0, 0));
        self.len = 0;
    }
}

/// The first eight bytes of a word (zero-padded), little-endian.
pub const fn first8(b: &[u8]) -> u64 {
    let mut w = 0u64;
    let mut i = 0;
    while i < b.len() && i < 8 {
        w |= (b[i] as u64) << (8 * i);
        i += 1;
    }
    w
}

/// `src[at..at + n]` as a little-endian word, zero-padded (`1 <= n <= 8`). One load when
/// `src` extends eight bytes from `at`, which is all but the last few bytes of a file.
#[inline(always)]
pub fn word_at(src: &[u8], at: usize, n: usize) -> u64 {
    debug_assert!((1..=8).contains(&n));
    match src.get(at..at + 8) {
        // `n` is 1..=8, so the shift is 0..=56.
        Some(c) => u64::from_le_bytes(c.try_into().unwrap_or([0; 8])) & (u64::MAX >> (64 - 8 * n as u32)),
        None => first8(src.get(at..at + n).unwrap_or(&[])),
    }
}

/// A fixed list of words (keywords) and a hash index over them, built at compile time
/// (`const fn new`), for finding which word, if any, a slice of source text spells in a
/// multiply, a table load and a compare or two. `SLOTS` must be a power of two larger
/// than `N` (about eight times is comfortable); at most 65535 words.
///
/// Each slot holds what the compare needs (the word's first eight bytes, its length) and
/// what a lookup wants (the word's index, and a value `V` of the caller's, e.g. the enum
/// the word stands for), so a lookup of a word of up to eight bytes reads one 16-byte
/// slot; longer words compare the rest with the word's text. Words are not empty and hold
/// no NUL byte (which keeps a zero first word free to mark an empty slot).
pub struct WordTable<const SLOTS: usize, const N: usize, V: Copy + 'static = u32> {
    slots: [WordSlot<V>; SLOTS],
    words: [&'static str; N],
    /// Each word's last eight bytes (`word_at`), for words of nine to sixteen bytes:
    /// with the first eight in the slot, two compares tell them.
    tails: [u64; N],
    /// Whether every word of at most eight bytes is in the slot its search starts at, so
    /// that a miss there is a miss.
    short_home: bool,
    /// The hash multiplier: one under which no two words start at the same slot, when
    /// `new` found one, so that every word is found at the first slot probed.
    mul: u64,
}

#[derive(Clone, Copy)]
struct WordSlot<V> {
    /// The first eight bytes, zero-padded; 0 for an empty slot.
    head: u64,
    len: u16,
    index: u16,
    value: V,
}

impl<const SLOTS: usize, const N: usize> WordTable<SLOTS, N, u32> {
    /// The table of `words`, each word's value its index.
    pub const fn new(words: [&'static str; N]) -> Self {
        let mut values = [0u32; N];
        let mut i = 0;
        while i < N {
            values[i] = i as u32;
            i += 1;
        }
        WordTable::with_values(words, values, u32::MAX)
    }
}

impl<const SLOTS: usize, const N: usize, V: Copy + 'static> WordTable<SLOTS, N, V> {
    /// The slot a word's search starts at. (The length is left out: a word of up to
    /// eight bytes is told by its first eight, and longer words sharing them only probe
    /// a little further.)
    #[inline(always)]
    const fn slot(head: u64, mul: u64) -> usize {
        (head.wrapping_mul(mul) >> (64 - SLOTS.trailing_zeros())) as usize
    }

    /// A multiplier under which the different `heads` all start at different slots (the
    /// first of a fixed sequence of odd numbers; a few dozen tries for a table twenty
    /// times larger than its words), or the golden ratio's if none of the first thousand
    /// is.
    const fn perfect_multiplier(heads: &[u64; N]) -> u64 {
        const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;
        // `seen[h] == try + 1`: slot `h` is taken in this try (no clearing between tries).
        let mut seen = [0u16; SLOTS];
        let mut mul = GOLDEN;
        let mut attempt = 0;
        while attempt < 1000 {
            let mut i = 0;
            while i < N {
                let h = Self::slot(heads[i], mul);
                if seen[h] == attempt + 1 && !Self::repeats(heads, i) {
                    break;
                }
                seen[h] = attempt + 1;
                i += 1;
            }
            if i == N {
                return mul;
            }
            // The next candidate: a splitmix64 step, made odd.
            mul = mul.wrapping_add(GOLDEN);
            let mut z = mul;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            mul = (z ^ (z >> 31)) | 1;
            attempt += 1;
        }
        GOLDEN
    }

    /// Whether `heads[i]` is also an earlier word's.
    const fn repeats(heads: &[u64; N], i: usize) -> bool {
        let mut k = 0;
        while k < i {
            if heads[k] == heads[i] {
                return true;
            }
            k += 1;
        }
        false
    }

    /// The table of `words` and their `values` (`empty` fills the unused slots).
    pub const fn with_values(words: [&'static str; N], values: [V; N], empty: V) -> Self {
        assert!(SLOTS.is_power_of_two() && SLOTS > N && N < 65535);
        let mut heads = [0u64; N];
        let mut i = 0;
        while i < N {
            let b = words[i].as_bytes();
            assert!(!b.is_empty() && b.len() < 65535);
            let mut k = 0;
            while k < b.len() {
                assert!(b[k] != 0);
                k += 1;
            }
            heads[i] = first8(b);
            i += 1;
        }
        // Words sharing their first eight bytes (`addrspace`, `addrspacecast`) still
        // share a starting slot; they, and everything else when no multiplier is
        // perfect, are found by probing.
        let mul = Self::perfect_multiplier(&heads);
        let mut slots = [WordSlot { head: 0, len: 0, index: 0, value: empty }; SLOTS];
        let mut tails = [0u64; N];
        let mut short_home = true;
        let mut i = 0;
        while i < N {
            let b = words[i].as_bytes();
            let mut h = Self::slot(heads[i], mul);
            while slots[h].head != 0 {
                h = (h + 1) & (SLOTS - 1);
            }
            if b.len() <= 8 && h != Self::slot(heads[i], mul) {
                short_home = false;
            }
            slots[h] = WordSlot { head: heads[i], len: b.len() as u16, index: i as u16, value: values[i] };
            if b.len() >= 8 {
                let mut k = 0;
                while k < 8 {
                    tails[i] |= (b[b.len() - 8 + k] as u64) << (8 * k);
                    k += 1;
                }
            }
            i += 1;
        }
        WordTable { slots, words, tails, short_home, mul }
    }

    /// The index of the word `b`.
    #[inline]
    pub fn find(&self, b: &[u8]) -> Option<usize> {
        self.find_at(b, 0, b.len())
    }

    /// The index of the word spelled by `src[start..end]`.
    #[inline(always)]
    pub fn find_at(&self, src: &[u8], start: usize, end: usize) -> Option<usize> {
        self.slot_at(src, start, end).map(|s| s.index as usize)
    }

    /// The value of the word spelled by `src[start..end]`.
    #[inline(always)]
    pub fn value_at(&self, src: &[u8], start: usize, end: usize) -> Option<V> {
        self.slot_at(src, start, end).map(|s| s.value)
    }

    /// The slot of the word spelled by `src[start..end]`. Its first eight bytes are read
    /// as one word straight from `src` when `src` extends that far.
    #[inline(always)]
    fn slot_at(&self, src: &[u8], start: usize, end: usize) -> Option<&WordSlot<V>> {
        match src.get(start..start + 8) {
            Some(c) => self.slot_at_head(src, start, end, u64::from_le_bytes(c.try_into().unwrap_or([0; 8]))),
            None => self.slot_other(src, start, end),
        }
    }

    /// `slot_at`, the eight bytes from `start` read (`head`).
    #[inline(always)]
    fn slot_at_head(&self, src: &[u8], start: usize, end: usize, head: u64) -> Option<&WordSlot<V>> {
        let len = end.wrapping_sub(start);
        // The common cases inline: a word of one to sixteen bytes, eight bytes readable
        // from `start`. A word of up to eight bytes is told by its first eight alone
        // (`src` extends eight bytes from `start`, so it holds the whole word); a longer
        // one by its first and its last eight.
        {
            if len.wrapping_sub(1) < 8 {
                let head = head & LOW_BYTES[len & 15];
                let s = &self.slots[Self::slot(head, self.mul)];
                if s.head == head && s.len as usize == len {
                    return Some(s);
                }
                // (Only the words that share their first eight bytes with an earlier one
                // can be elsewhere, and those are longer.)
                if self.short_home || s.head == 0 {
                    return None;
                }
            } else if len.wrapping_sub(9) < 8 {
                let s = &self.slots[Self::slot(head, self.mul)];
                if s.head == head
                    && s.len as usize == len
                    && src.get(end - 8..end).map(|t| u64::from_le_bytes(t.try_into().unwrap_or([0; 8])))
                        == self.tails.get(s.index as usize).copied()
                {
                    return Some(s);
                }
                if s.head == 0 {
                    return None;
                }
            }
        }
        self.slot_other(src, start, end)
    }

    /// `slot_at` for words longer than eight bytes, near the end of `src`, or empty, and
    /// after a first probe that missed.
    #[inline(never)]
    fn slot_other(&self, src: &[u8], start: usize, end: usize) -> Option<&WordSlot<V>> {
        let len = end.checked_sub(start)?;
        let text = src.get(start..end)?;
        if len == 0 {
            return None;
        }
        let head = word_at(src, start, len.min(8));
        let mut h = Self::slot(head, self.mul);
        loop {
            let s = &self.slots[h];
            if s.head == head
                && s.len as usize == len
                && (len <= 8 || self.words.get(s.index as usize).map(|w| w.as_bytes()) == Some(text))
            {
                return Some(s);
            }
            if s.head == 0 {
                return None;
            }
            h = (h + 1) & (SLOTS - 1);
        }
    }

    pub fn word(&self, i: usize) -> &'static str {
        self.words[i]
    }

    /// Whether every word is in the slot its search starts at, but for words sharing
    /// their first eight bytes with an earlier one (`new` found a perfect multiplier).
    #[cfg(test)]
    pub(crate) fn is_perfect(&self) -> bool {
        self.slots.iter().enumerate().all(|(h, s)| {
            s.head == 0
                || h == Self::slot(s.head, self.mul)
                || self.slots.iter().any(|t| t.head == s.head && t.index < s.index)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_table_finds_what_was_inserted_through_growth() {
        let words: Vec<String> = (0..10_000).map(|i| format!("w{i}")).collect();
        let mut t = IdTable::new();
        for (i, w) in words.iter().enumerate() {
            let h = fx_hash_bytes(w.as_bytes());
            assert_eq!(t.find(h, |id| words[id as usize] == *w), None);
            t.insert(h, i as u32, |id| fx_hash_bytes(words[id as usize].as_bytes()));
        }
        assert_eq!(t.len(), words.len());
        for (i, w) in words.iter().enumerate() {
            assert_eq!(t.find(fx_hash_bytes(w.as_bytes()), |id| words[id as usize] == *w), Some(i as u32));
        }
        assert_eq!(t.find(fx_hash_bytes(b"nope"), |id| words[id as usize] == "nope"), None);
    }

    #[test]
    fn word_table_finds_exactly_its_words() {
        static T: WordTable<64, 5> = WordTable::new(["a", "ab", "abcdefgh", "abcdefghi", "abcdefghij"]);
        assert!(T.is_perfect());
        for (i, w) in ["a", "ab", "abcdefgh", "abcdefghi", "abcdefghij"].iter().enumerate() {
            assert_eq!(T.find(w.as_bytes()), Some(i));
            let padded = format!("  {w}  xyzxyzxyz");
            assert_eq!(T.find_at(padded.as_bytes(), 2, 2 + w.len()), Some(i));
        }
        for w in ["", "b", "abc", "abcdefgi", "abcdefghk", "abcdefghijk"] {
            assert_eq!(T.find(w.as_bytes()), None, "{w}");
        }
    }

    #[test]
    fn byte_hash_tells_trailing_zeros_apart() {
        assert_ne!(fx_hash_bytes(b"a"), fx_hash_bytes(b"a\0"));
        assert_ne!(fx_hash_bytes(b""), fx_hash_bytes(b"\0"));
    }
}
