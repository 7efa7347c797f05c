//! Function layout with branch relaxation by range, for every target. An encoder adds
//! the function piece by piece in block order — code whose bytes do not depend on where
//! it lands (every address-dependent field is a relocation), branches to blocks, and
//! alignment padding — and `FunctionLayout::finish` picks each branch's form: all start
//! in their shortest form and grow, form by form, while their target is out of that
//! form's reach, until nothing changes. Growing only, so it terminates.
//!
//! The target describes its branch forms through `BranchForms`: x86-64 has `jcc rel8` and
//! `jcc rel32`; AArch64 `b.cond` (±1 MiB) and an inverted `b.cond` over a `b` (±128 MiB),
//! `tbz` (±32 KiB) likewise; RISC-V a B-type branch (±4 KiB), an inverted one over a
//! `jal` (±1 MiB).

use crate::code::{CodeReloc, FunctionCode};
use rllc_isel::mir::{MBlockId, SymbolRef};
use rllc_objwriter::model::Arch;
use rllc_objwriter::reloc::fixup::resolve_local;

/// A target's branch forms. `B` is the target's description of one branch: its
/// condition (none for an unconditional jump) and whatever the encoding needs besides.
pub trait BranchForms<B: Copy> {
    /// The number of forms of `branch`, shortest first.
    fn form_count(&self, branch: B) -> u8;
    /// The size of `branch` in form `form`, in bytes.
    fn len(&self, branch: B, form: u8) -> u32;
    /// Whether `branch` at code offset `at` in form `form` reaches code offset `dest`.
    fn reaches(&self, branch: B, form: u8, at: u32, dest: u32) -> bool;
    /// Appends the bytes of `branch` at code offset `at` to block offset `dest`.
    fn encode(&mut self, branch: B, form: u8, at: u32, dest: u32, out: &mut Vec<u8>) -> Result<(), String>;
    /// Appends `n` bytes of padding that execute as nothing (alignment inside code).
    fn padding(&self, n: u32, out: &mut Vec<u8>);
    /// The architecture, whose assembler rules (`resolve_local`) say which references to
    /// the function's own blocks are resolved in place rather than left as relocations.
    fn arch(&self) -> Arch;
}

/// One piece of the function.
#[derive(Clone, Copy, Debug)]
enum Piece<B> {
    /// Position-independent bytes `start..start + len` of the scratch buffer, with the
    /// relocations `relocs.0..relocs.1` (offsets relative to the piece).
    Code {
        start: u32,
        len: u32,
        relocs: (u32, u32),
    },
    Branch {
        branch: B,
        target: MBlockId,
        form: u8,
    },
    /// Padding up to the next multiple of `1 << log2` from the function start.
    Align {
        log2: u8,
    },
}

/// The padding an `Align` piece at `off` needs.
fn align_padding(off: u32, log2: u8) -> u32 {
    let a = 1u32 << log2;
    (a - off % a) % a
}

/// A function being laid out: pieces in order, with block and instruction marks.
pub struct FunctionLayout<B> {
    scratch: Vec<u8>,
    relocs: Vec<CodeReloc>,
    pieces: Vec<Piece<B>>,
    /// The first piece of each block.
    block_piece: Vec<usize>,
    /// The first piece of each instruction (flat over the function).
    inst_piece: Vec<usize>,
    /// Where the current code piece started in `scratch` and `relocs`.
    open: (usize, usize),
}

impl<B: Copy> Default for FunctionLayout<B> {
    fn default() -> Self {
        FunctionLayout::new()
    }
}

impl<B: Copy> FunctionLayout<B> {
    pub fn new() -> FunctionLayout<B> {
        FunctionLayout {
            scratch: Vec::new(),
            relocs: Vec::new(),
            pieces: Vec::new(),
            block_piece: Vec::new(),
            inst_piece: Vec::new(),
            open: (0, 0),
        }
    }

    /// Marks the start of the next block.
    pub fn start_block(&mut self) {
        self.block_piece.push(self.pieces.len());
    }

    /// Marks the start of the next instruction.
    pub fn start_inst(&mut self) {
        self.inst_piece.push(self.pieces.len());
    }

    /// The buffer to encode position-independent code into, and its relocations (field
    /// offsets relative to the buffer, which `end_code` makes relative to the piece).
    /// Call `end_code` after writing.
    pub fn code(&mut self) -> (&mut Vec<u8>, &mut Vec<CodeReloc>) {
        self.open = (self.scratch.len(), self.relocs.len());
        (&mut self.scratch, &mut self.relocs)
    }

    /// Ends the code written since `code`, as one piece.
    /// Appends `bytes[from..to]` of code assembled apart (inline asm) as one piece, with
    /// those of `relocs` (offsets from the start of `bytes`) that fall in the range.
    pub fn code_range(&mut self, bytes: &[u8], relocs: &[CodeReloc], from: usize, to: usize) {
        let (scratch, scratch_relocs) = self.code();
        let base = scratch.len() as u32;
        scratch.extend_from_slice(&bytes[from..to]);
        let inside = relocs.iter().filter(|r| (from..to).contains(&(r.offset as usize)));
        scratch_relocs.extend(inside.map(|r| CodeReloc { offset: r.offset - from as u32 + base, ..*r }));
        self.end_code();
    }

    pub fn end_code(&mut self) {
        let (start, r0) = self.open;
        for r in &mut self.relocs[r0..] {
            r.offset -= start as u32;
        }
        let len = (self.scratch.len() - start) as u32;
        self.pieces.push(Piece::Code {
            start: start as u32,
            len,
            relocs: (r0 as u32, self.relocs.len() as u32),
        });
    }

    /// A branch to `target`, in the form relaxation chooses.
    pub fn branch(&mut self, branch: B, target: MBlockId) {
        self.pieces.push(Piece::Branch {
            branch,
            target,
            form: 0,
        });
    }

    /// Padding up to a multiple of `1 << log2` bytes from the function's start.
    pub fn align(&mut self, log2: u8) {
        self.pieces.push(Piece::Align { log2 });
    }

    /// Chooses the branch forms and writes the function.
    pub fn finish(mut self, forms: &mut dyn BranchForms<B>) -> Result<FunctionCode, String> {
        let npieces = self.pieces.len();
        self.block_piece.push(npieces);
        let nblocks = self.block_piece.len() - 1;
        let mut offsets = vec![0u32; npieces + 1];
        loop {
            let mut off = 0u32;
            for (i, p) in self.pieces.iter().enumerate() {
                offsets[i] = off;
                off += match *p {
                    Piece::Code { len, .. } => len,
                    Piece::Branch { branch, form, .. } => forms.len(branch, form),
                    Piece::Align { log2 } => align_padding(off, log2),
                };
            }
            offsets[npieces] = off;
            let mut changed = false;
            for i in 0..npieces {
                let Piece::Branch { branch, target, form } = self.pieces[i] else {
                    continue;
                };
                let Some(&tp) = self
                    .block_piece
                    .get(target.0 as usize)
                    .filter(|_| (target.0 as usize) < nblocks)
                else {
                    return Err(format!("branch to block {} of {nblocks}", target.0));
                };
                if !forms.reaches(branch, form, offsets[i], offsets[tp]) {
                    if form + 1 >= forms.form_count(branch) {
                        return Err(format!("branch to block {} is out of range", target.0));
                    }
                    self.pieces[i] = Piece::Branch {
                        branch,
                        target,
                        form: form + 1,
                    };
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }

        let block_offsets: Vec<u32> = self.block_piece[..nblocks].iter().map(|&p| offsets[p]).collect();
        let mut bytes = Vec::with_capacity(offsets[npieces] as usize);
        let mut relocs = Vec::new();
        for p in &self.pieces {
            match *p {
                Piece::Code {
                    start,
                    len,
                    relocs: (r0, r1),
                } => {
                    let base = bytes.len() as u32;
                    bytes.extend_from_slice(&self.scratch[start as usize..(start + len) as usize]);
                    for r in &self.relocs[r0 as usize..r1 as usize] {
                        let r = CodeReloc {
                            offset: r.offset + base,
                            ..*r
                        };
                        // A reference to one of the function's own blocks may be resolved
                        // here, as an assembler does.
                        if let SymbolRef::Block(b) = r.target {
                            let Some(&dest) = block_offsets.get(b.0 as usize) else {
                                return Err(format!("reference to block {} of {nblocks}", b.0));
                            };
                            let value = i64::from(dest) + r.addend - i64::from(r.offset);
                            let Some(field) = bytes.get_mut(r.offset as usize..) else {
                                return Err("relocation beyond the code".into());
                            };
                            if resolve_local(forms.arch(), r.kind, value, field)? {
                                continue;
                            }
                        }
                        relocs.push(r);
                    }
                }
                Piece::Branch { branch, target, form } => {
                    let at = bytes.len() as u32;
                    forms.encode(branch, form, at, block_offsets[target.0 as usize], &mut bytes)?;
                }
                Piece::Align { log2 } => forms.padding(align_padding(bytes.len() as u32, log2), &mut bytes),
            }
        }
        debug_assert_eq!(bytes.len() as u32, offsets[npieces]);
        let inst_offsets = self.inst_piece.iter().map(|&p| offsets[p]).collect();
        let align_log2 = self
            .pieces
            .iter()
            .map(|p| if let Piece::Align { log2 } = p { *log2 } else { 0 })
            .max()
            .unwrap_or(0);
        Ok(FunctionCode {
            bytes,
            relocs,
            block_offsets,
            inst_offsets,
            align_log2,
        })
    }
}
