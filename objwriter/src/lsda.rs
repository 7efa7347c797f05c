//! The language-specific data area of the Itanium C++ ABI (the `.gcc_except_table`
//! entry of a function with landing pads), from a neutral description: call sites at
//! code offsets, the landing pads' type ids and the type infos. Laid out as llc-19's
//! `EHStreamer::emitExceptionTable` does for DWARF unwinding: header (`@LPStart`
//! omitted, the type-table encoding and offset, call sites in uleb128), call-site
//! table, action table (`computeActionsTable`: pads sorted by type ids, shared action
//! chains), then the type table, 4-aligned, last type id first, and the exception
//! specifications after it. Every value is computed here, so the `.s` output carries
//! the same bytes as the object.

use crate::model::{ObjectFile, SectionId, SymbolId};
use crate::reloc::{Reloc, RelocKind};

/// `DW_EH_PE_*` pointer encodings the tables use.
pub mod encoding {
    pub const ABSPTR: u8 = 0x00;
    pub const UDATA4: u8 = 0x03;
    pub const SDATA4: u8 = 0x0b;
    pub const SDATA8: u8 = 0x0c;
    pub const PCREL: u8 = 0x10;
    pub const INDIRECT: u8 = 0x80;
    pub const OMIT: u8 = 0xff;
}

/// One entry of the call-site table: code offsets from the function's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallSite {
    pub start: u32,
    pub len: u32,
    /// The landing pad's code offset (`None`: unwinding continues to the caller).
    pub landing: Option<u32>,
    /// The landing pad (index into `Lsda::pads`) whose actions apply.
    pub pad: Option<u32>,
}

/// What one function's LSDA says.
pub struct Lsda<'a> {
    /// In code order.
    pub call_sites: &'a [CallSite],
    /// Per landing pad, LLVM's type ids: > 0 catch, < 0 filter, 0 cleanup.
    pub pads: &'a [Vec<i32>],
    /// The symbol each type id refers to (`type_refs[k - 1]` for id `k`); `None` is
    /// a null type info (`catch (...)`).
    pub type_refs: &'a [Option<SymbolId>],
    /// The filters' type ids, each filter ended by 0.
    pub filter_ids: &'a [u32],
    /// How type infos are written: `UDATA4` (absolute) or `INDIRECT | PCREL | SDATA4`
    /// or `SDATA8` (the reference is to a pointer-sized stub holding the type info's
    /// address).
    pub ttype_encoding: u8,
}

/// Appends `v` as a ULEB128 (the LSDA's, and LLVM's ELF tables').
pub fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if (v == 0 && b & 0x40 == 0) || (v == -1 && b & 0x40 != 0) {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn uleb_len(v: u64) -> usize {
    let mut n = Vec::new();
    uleb(&mut n, v);
    n.len()
}

fn sleb_len(v: i64) -> i64 {
    let mut n = Vec::new();
    sleb(&mut n, v);
    n.len() as i64
}

/// One action record: the type filter value and the self-relative offset of the next.
struct Action {
    value: i64,
    next: i64,
    previous: Option<usize>,
}

/// LLVM's `computeActionsTable`: the action records and, per pad (in `pads` order),
/// its first action (a 1-based byte offset into the table, 0 for none).
fn actions(pads: &[Vec<i32>], filter_ids: &[u32]) -> (Vec<Action>, Vec<u64>) {
    let mut filter_offsets = Vec::with_capacity(filter_ids.len());
    let mut offset = -1i64;
    for &id in filter_ids {
        filter_offsets.push(offset);
        offset -= uleb_len(u64::from(id)) as i64;
    }
    let mut order: Vec<usize> = (0..pads.len()).collect();
    order.sort_by(|&a, &b| pads[a].cmp(&pads[b]));
    let mut acts: Vec<Action> = Vec::new();
    let mut first = vec![0u64; pads.len()];
    let mut first_action = 0i64;
    let mut size_actions = 0i64;
    let mut prev: Option<&Vec<i32>> = None;
    for &p in &order {
        let ids = &pads[p];
        let shared = prev.map_or(0, |q| ids.iter().zip(q.iter()).take_while(|(a, b)| a == b).count());
        let mut size_site = 0i64;
        if shared < ids.len() {
            let mut size_entry = 0i64;
            let mut prev_action: Option<usize> = None;
            if shared > 0 {
                let q = prev.unwrap();
                let mut pa = acts.len() - 1;
                size_entry = sleb_len(acts[pa].next) + sleb_len(acts[pa].value);
                for _ in shared..q.len() {
                    size_entry -= sleb_len(acts[pa].value);
                    size_entry += -acts[pa].next;
                    pa = acts[pa].previous.unwrap_or(0);
                }
                prev_action = Some(pa);
            }
            for &id in &ids[shared..] {
                let value = if id < 0 { filter_offsets[(-1 - id) as usize] } else { i64::from(id) };
                let size_id = sleb_len(value);
                let next = if size_entry != 0 { -(size_entry + size_id) } else { 0 };
                size_entry = size_id + sleb_len(next);
                size_site += size_entry;
                acts.push(Action { value, next, previous: prev_action });
                prev_action = Some(acts.len() - 1);
            }
            first_action = size_actions + size_site - size_entry + 1;
        }
        first[p] = first_action as u64;
        size_actions += size_site;
        prev = Some(ids);
    }
    (acts, first)
}

/// Appends the LSDA to `section` (4-aligned) and returns its offset there.
pub fn append(obj: &mut ObjectFile, section: SectionId, lsda: &Lsda<'_>) -> u64 {
    let (acts, first) = actions(lsda.pads, lsda.filter_ids);
    let entry = if lsda.ttype_encoding & 0x0f == encoding::SDATA8 { 8 } else { 4 };
    let have_tt = !lsda.type_refs.is_empty() || !lsda.filter_ids.is_empty();
    // Everything after the type-table offset's uleb128, up to the type table.
    let mut body = vec![1u8]; // call sites in uleb128
    let mut cst = Vec::new();
    for s in lsda.call_sites {
        uleb(&mut cst, u64::from(s.start));
        uleb(&mut cst, u64::from(s.len));
        uleb(&mut cst, u64::from(s.landing.unwrap_or(0)));
        uleb(&mut cst, s.pad.map_or(0, |p| first[p as usize]));
    }
    uleb(&mut body, cst.len() as u64);
    body.extend_from_slice(&cst);
    for a in &acts {
        sleb(&mut body, a.value);
        sleb(&mut body, a.next);
    }
    let mut out = vec![encoding::OMIT];
    let start = obj.section_mut(section).append(&[], 4);
    let mut tt_at = 0usize;
    if have_tt {
        out.push(lsda.ttype_encoding);
        // The offset's own size moves the aligned type table: grow it until it holds
        // (an assembler relaxing the uleb128 does the same).
        let mut width = 1;
        loop {
            let refpos = out.len() + width;
            let tt = (refpos + body.len() + 3) & !3;
            let value = (tt - refpos + entry * lsda.type_refs.len()) as u64;
            if uleb_len(value) <= width {
                let mut v = Vec::new();
                uleb(&mut v, value);
                // Padded to `width` bytes when it needs fewer.
                while v.len() < width {
                    let last = v.len() - 1;
                    v[last] |= 0x80;
                    v.push(0);
                }
                out.extend_from_slice(&v);
                out.extend_from_slice(&body);
                out.resize(tt, 0);
                break;
            }
            width += 1;
        }
        tt_at = out.len();
        out.resize(tt_at + entry * lsda.type_refs.len(), 0);
        for &id in lsda.filter_ids {
            uleb(&mut out, u64::from(id));
        }
    } else {
        out.push(encoding::OMIT);
        out.extend_from_slice(&body);
    }
    out.resize((out.len() + 3) & !3, 0);
    let sec = obj.section_mut(section);
    sec.data.extend_from_slice(&out);
    // Type infos, the last type id first.
    for (k, r) in lsda.type_refs.iter().rev().enumerate() {
        let Some(sym) = *r else { continue };
        let at = start + (tt_at + entry * k) as u64;
        let kind = match (lsda.ttype_encoding & 0x70 == encoding::PCREL, entry) {
            (true, 8) => RelocKind::PcRel64,
            (true, _) => RelocKind::PcRel32,
            (false, _) => RelocKind::Abs32,
        };
        obj.add_reloc(section, Reloc::new(at, kind, sym, 0));
    }
    start
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_chains_share_tails() {
        // llc-19 for `try { … } catch (int) { } catch (std::exception &) { }` with a
        // cleanup, and a catch-all pad: records (0,0) (1,-3) (2,-3) and (3,0).
        let pads = vec![vec![0, 1, 2], vec![3]];
        let (acts, first) = actions(&pads, &[]);
        let flat: Vec<(i64, i64)> = acts.iter().map(|a| (a.value, a.next)).collect();
        assert_eq!(flat, [(0, 0), (1, -3), (2, -3), (3, 0)]);
        assert_eq!(first, [5, 7]);
    }

    #[test]
    fn cleanup_only_pads_have_no_action() {
        let (acts, first) = actions(&[vec![]], &[]);
        assert!(acts.is_empty());
        assert_eq!(first, [0]);
    }
}
