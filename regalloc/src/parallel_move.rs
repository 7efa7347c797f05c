//! Sequentializes a parallel move (all sources read, then all destinations written) into
//! plain moves. Moves whose destination no pending move still reads go first; what remains
//! are cycles, each broken by saving one destination in a temporary (the class's scratch
//! register for register-only cycles, else an emergency spill slot). A stack-to-stack
//! move goes through the scratch register, or, without one, through a borrowed allocatable
//! register that is saved to a second emergency slot and restored around it.

use crate::function::{PReg, RegClass};
use crate::output::{Allocation, SpillSlot};
use std::collections::HashMap;

/// One move of a parallel move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct PMove {
    pub(crate) from: Allocation,
    pub(crate) to: Allocation,
    pub(crate) class: RegClass,
}

/// Temporary locations the resolver may use, per class.
pub(crate) struct Temps<'a> {
    pub(crate) scratch: Vec<Option<PReg>>,
    /// A register to borrow for stack-to-stack moves when there is no scratch.
    pub(crate) borrow: Vec<Option<PReg>>,
    /// Emergency slots, created on first use (appended to `slot_classes`).
    pub(crate) emergency: Vec<[Option<SpillSlot>; 2]>,
    pub(crate) slot_classes: &'a mut Vec<RegClass>,
    /// Cycles broken so far.
    pub(crate) cycles: usize,
}

impl Temps<'_> {
    fn emergency(&mut self, class: RegClass, k: usize) -> SpillSlot {
        let c = class.index();
        if let Some(s) = self.emergency[c][k] {
            return s;
        }
        let s = SpillSlot(self.slot_classes.len() as u32);
        self.slot_classes.push(class);
        self.emergency[c][k] = Some(s);
        s
    }
}

/// Appends to `out` a sequence of moves with the effect of the parallel move `moves`.
/// Destinations must be distinct (identical duplicate moves are allowed and merged);
/// moves onto themselves are dropped. Errors if a destination has two different sources
/// or a stack-to-stack move has no register to go through.
pub(crate) fn sequentialize(moves: &[PMove], temps: &mut Temps<'_>, out: &mut Vec<(Allocation, Allocation)>) -> Result<(), String> {
    // Most parallel moves have one element, or a few independent ones: no hashing then.
    if moves.len() == 1 {
        let m = moves[0];
        return if m.from == m.to { Ok(()) } else { emit(m.from, m.to, m.class, temps, out) };
    }
    let independent = moves.iter().enumerate().all(|(i, m)| {
        moves.iter().enumerate().all(|(j, n)| i == j || (n.from != m.to && n.to != m.to))
    });
    if moves.len() <= 8 && independent {
        for m in moves.iter().filter(|m| m.from != m.to) {
            emit(m.from, m.to, m.class, temps, out)?;
        }
        return Ok(());
    }
    let mut pending: Vec<PMove> = Vec::with_capacity(moves.len());
    let mut by_dst: HashMap<Allocation, usize> = HashMap::with_capacity(moves.len());
    for m in moves {
        if m.from == m.to {
            continue;
        }
        match by_dst.get(&m.to) {
            Some(&i) if pending[i].from == m.from => continue,
            Some(_) => return Err(format!("two values moved into {:?}", m.to)),
            None => {
                by_dst.insert(m.to, pending.len());
                pending.push(*m);
            }
        }
    }
    let mut readers: HashMap<Allocation, u32> = HashMap::with_capacity(pending.len());
    for m in &pending {
        *readers.entry(m.from).or_insert(0) += 1;
    }
    let mut done = vec![false; pending.len()];
    let mut ready: Vec<usize> = (0..pending.len()).rev().filter(|&i| !readers.contains_key(&pending[i].to)).collect();
    let mut remaining = pending.len();
    loop {
        while let Some(i) = ready.pop() {
            let m = pending[i];
            emit(m.from, m.to, m.class, temps, out)?;
            done[i] = true;
            remaining -= 1;
            let r = readers.get_mut(&m.from).expect("source counted");
            *r -= 1;
            if *r == 0 {
                readers.remove(&m.from);
                if let Some(&j) = by_dst.get(&m.from) {
                    if !done[j] {
                        ready.push(j);
                    }
                }
            }
        }
        if remaining == 0 {
            return Ok(());
        }
        // Only cycles are left. Save the destination of one move so it can be written.
        temps.cycles += 1;
        let i = (0..pending.len()).find(|&i| !done[i]).expect("a pending move");
        let (d, class) = (pending[i].to, pending[i].class);
        let stack_involved = pending
            .iter()
            .zip(&done)
            .any(|(m, &dn)| !dn && m.class == class && (m.from.is_stack() || m.to.is_stack()));
        let tmp = match temps.scratch[class.index()] {
            Some(s) if !stack_involved => Allocation::Reg(s),
            _ => Allocation::Stack(temps.emergency(class, 0)),
        };
        emit(d, tmp, class, temps, out)?;
        let mut n = 0;
        for (m, &dn) in pending.iter_mut().zip(&done) {
            if !dn && m.from == d {
                m.from = tmp;
                n += 1;
            }
        }
        readers.remove(&d);
        *readers.entry(tmp).or_insert(0) += n;
        ready.push(by_dst[&d]);
    }
}

/// Emits one move, going through a register if both sides are stack slots.
fn emit(from: Allocation, to: Allocation, class: RegClass, temps: &mut Temps<'_>, out: &mut Vec<(Allocation, Allocation)>) -> Result<(), String> {
    if !(from.is_stack() && to.is_stack()) {
        out.push((from, to));
        return Ok(());
    }
    if let Some(s) = temps.scratch[class.index()] {
        out.push((from, Allocation::Reg(s)));
        out.push((Allocation::Reg(s), to));
        return Ok(());
    }
    let Some(r) = temps.borrow[class.index()] else {
        return Err(format!("stack-to-stack move {from:?} -> {to:?} in a class without registers"));
    };
    let save = Allocation::Stack(temps.emergency(class, 1));
    let r = Allocation::Reg(r);
    out.extend([(r, save), (from, r), (r, to), (save, r)]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg(i: u16) -> Allocation {
        Allocation::Reg(PReg(i))
    }
    fn slot(i: u32) -> Allocation {
        Allocation::Stack(SpillSlot(i))
    }

    /// Runs the parallel move and the sequence on a memory of distinct values and
    /// compares the destinations (and that nothing else but temporaries changed).
    fn check(moves: &[PMove], scratch: Option<PReg>) {
        let mut classes = vec![RegClass(0); 10];
        let mut temps = Temps {
            scratch: vec![scratch],
            borrow: vec![Some(PReg(1))],
            emergency: vec![[None, None]],
            slot_classes: &mut classes,
            cycles: 0,
        };
        let mut out = Vec::new();
        sequentialize(moves, &mut temps, &mut out).unwrap();
        let mut mem: HashMap<Allocation, u32> = HashMap::new();
        let val = |a: Allocation| match a {
            Allocation::Reg(r) => r.0 as u32,
            Allocation::Stack(s) => 1000 + s.0,
        };
        let get = |mem: &HashMap<Allocation, u32>, a: Allocation| *mem.get(&a).unwrap_or(&val(a));
        for &(f, t) in &out {
            assert!(!(f.is_stack() && t.is_stack()), "stack to stack emitted");
            let v = get(&mem, f);
            mem.insert(t, v);
        }
        for m in moves {
            assert_eq!(get(&mem, m.to), val(m.from), "{moves:?} -> {out:?}");
        }
        for (&a, &v) in &mem {
            let is_dst = moves.iter().any(|m| m.to == a);
            let is_temp = Some(a) == scratch.map(Allocation::Reg) || matches!(a, Allocation::Stack(s) if s.0 >= 10);
            if !is_dst && !is_temp {
                assert_eq!(v, val(a), "{a:?} clobbered by {out:?}");
            }
        }
    }

    fn mv(from: Allocation, to: Allocation) -> PMove {
        PMove { from, to, class: RegClass(0) }
    }

    #[test]
    fn chains_cycles_and_stack() {
        check(&[mv(reg(1), reg(2)), mv(reg(2), reg(3))], None);
        check(&[mv(reg(1), reg(2)), mv(reg(2), reg(1))], Some(PReg(9)));
        check(&[mv(reg(1), reg(2)), mv(reg(2), reg(1))], None);
        check(&[mv(reg(1), reg(2)), mv(reg(2), reg(3)), mv(reg(3), reg(1)), mv(reg(3), reg(4))], Some(PReg(9)));
        check(&[mv(slot(1), slot(2)), mv(slot(2), slot(1))], Some(PReg(9)));
        check(&[mv(slot(1), slot(2)), mv(slot(2), reg(1)), mv(reg(1), slot(1))], None);
        check(&[mv(reg(1), reg(1)), mv(reg(1), reg(2)), mv(reg(1), reg(2))], None);
    }

    #[test]
    fn random_permutations() {
        let mut seed = 12345u64;
        let mut rnd = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..2000 {
            let locs: Vec<Allocation> = (1..6).map(reg).chain((1..5).map(slot)).collect();
            let n = 1 + rnd(8) as usize;
            let mut moves = Vec::new();
            let mut dsts = Vec::new();
            for _ in 0..n {
                let to = locs[rnd(locs.len() as u64) as usize];
                if dsts.contains(&to) {
                    continue;
                }
                dsts.push(to);
                moves.push(mv(locs[rnd(locs.len() as u64) as usize], to));
            }
            let scratch = if rnd(2) == 0 { Some(PReg(9)) } else { None };
            check(&moves, scratch);
        }
    }
}
