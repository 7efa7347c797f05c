//! `SideTable`: per-instruction lists that most instructions do not have (metadata
//! attachments other than `!dbg`, debug records), kept outside `Inst` so that every
//! instruction does not pay for an empty list. Entries are grouped by instruction in
//! `InstId` order; looking one up is a binary search. The parser appends in instruction
//! order, which is the cheap case; adding to an earlier instruction inserts.

use crate::value::InstId;

#[derive(Clone, Debug, PartialEq)]
pub struct SideTable<T> {
    /// `(instruction, start in items)`, sorted by instruction; an instruction's items
    /// run to the next entry's start.
    index: Vec<(InstId, u32)>,
    items: Vec<T>,
}

impl<T> Default for SideTable<T> {
    fn default() -> Self {
        SideTable { index: Vec::new(), items: Vec::new() }
    }
}

impl<T> SideTable<T> {
    pub fn new() -> Self {
        Self::default()
    }

    /// The items of instruction `id` (empty if it has none).
    pub fn get(&self, id: InstId) -> &[T] {
        match self.index.binary_search_by_key(&id, |e| e.0) {
            Ok(k) => &self.items[self.range(k)],
            Err(_) => &[],
        }
    }

    fn range(&self, k: usize) -> std::ops::Range<usize> {
        let start = self.index[k].1 as usize;
        let end = self.index.get(k + 1).map_or(self.items.len(), |e| e.1 as usize);
        start..end
    }

    /// Appends an item to instruction `id`'s list.
    pub fn push(&mut self, id: InstId, item: T) {
        match self.index.last() {
            Some(&(last, _)) if last == id => self.items.push(item),
            Some(&(last, _)) if last > id => self.insert(id, item),
            _ => {
                self.index.push((id, self.items.len() as u32));
                self.items.push(item);
            }
        }
    }

    /// `push` for an instruction before the last one: shifts the later entries.
    fn insert(&mut self, id: InstId, item: T) {
        let (k, at) = match self.index.binary_search_by_key(&id, |e| e.0) {
            Ok(k) => (k, self.range(k).end),
            Err(k) => {
                let at = self.index[k].1 as usize;
                self.index.insert(k, (id, at as u32));
                (k, at)
            }
        };
        self.items.insert(at, item);
        for e in &mut self.index[k + 1..] {
            e.1 += 1;
        }
    }

    /// A reader for lookups in (mostly) ascending instruction order, such as a walk over
    /// a parsed function's blocks: see `SideCursor`.
    pub fn cursor(&self) -> SideCursor<'_, T> {
        SideCursor { table: self, next: 0 }
    }

    /// Every `(instruction, item)`, in instruction order.
    pub fn iter(&self) -> impl Iterator<Item = (InstId, &T)> {
        (0..self.index.len()).flat_map(move |k| self.items[self.range(k)].iter().map(move |t| (self.index[k].0, t)))
    }

    /// Every item, in instruction order (without saying whose).
    pub fn items(&self) -> &[T] {
        &self.items
    }

    /// Every item, mutably (their instructions stay as they are).
    pub fn items_mut(&mut self) -> &mut [T] {
        &mut self.items
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Empties the table, keeping its capacity.
    pub fn clear(&mut self) {
        self.index.clear();
        self.items.clear();
    }

    /// Frees unused capacity.
    pub fn shrink_to_fit(&mut self) {
        self.index.shrink_to_fit();
        self.items.shrink_to_fit();
    }
}

/// Looks instructions up where the previous lookup ended: a walk in instruction order
/// costs a comparison or two per instruction instead of a binary search; any other order
/// falls back to the search and goes on from where it lands.
pub struct SideCursor<'a, T> {
    table: &'a SideTable<T>,
    /// The index entry the next lookup expects.
    next: usize,
}

impl<'a, T> SideCursor<'a, T> {
    /// The items of instruction `id` (empty if it has none), as `SideTable::get`.
    pub fn get(&mut self, id: InstId) -> &'a [T] {
        let t = self.table;
        let after_previous = self.next == 0 || t.index[self.next - 1].0 < id;
        match t.index.get(self.next) {
            Some(&(i, _)) if i == id => {
                let r = t.range(self.next);
                self.next += 1;
                &t.items[r]
            }
            // Between the previous entry and this one: not in the table.
            Some(&(i, _)) if i > id && after_previous => &[],
            None if after_previous => &[],
            _ => match t.index.binary_search_by_key(&id, |e| e.0) {
                Ok(k) => {
                    self.next = k + 1;
                    &t.items[t.range(k)]
                }
                Err(k) => {
                    self.next = k;
                    &[]
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_items_by_instruction_in_any_insertion_order() {
        let mut t = SideTable::new();
        t.push(InstId(3), 'a');
        t.push(InstId(3), 'b');
        t.push(InstId(7), 'c');
        t.push(InstId(1), 'd');
        t.push(InstId(3), 'e');
        t.push(InstId(5), 'f');
        assert_eq!(t.get(InstId(1)), &['d']);
        assert_eq!(t.get(InstId(3)), &['a', 'b', 'e']);
        assert_eq!(t.get(InstId(5)), &['f']);
        assert_eq!(t.get(InstId(7)), &['c']);
        assert_eq!(t.get(InstId(2)), &[] as &[char]);
        assert_eq!(t.get(InstId(9)), &[] as &[char]);
        let all: Vec<(u32, char)> = t.iter().map(|(i, c)| (i.0, *c)).collect();
        assert_eq!(all, vec![(1, 'd'), (3, 'a'), (3, 'b'), (3, 'e'), (5, 'f'), (7, 'c')]);
        assert_eq!(t.len(), 6);
    }

    #[test]
    fn cursor_answers_as_get_in_every_order() {
        let mut t = SideTable::new();
        for (i, c) in [(1, 'a'), (2, 'b'), (2, 'c'), (5, 'd'), (9, 'e')] {
            t.push(InstId(i), c);
        }
        let ascending: Vec<u32> = (0..12).collect();
        let scrambled = [7, 2, 2, 0, 9, 5, 11, 1, 3, 9, 4, 6];
        for order in [&ascending[..], &scrambled[..]] {
            let mut cur = t.cursor();
            for &i in order {
                assert_eq!(cur.get(InstId(i)), t.get(InstId(i)), "instruction {i}");
            }
        }
    }
}
