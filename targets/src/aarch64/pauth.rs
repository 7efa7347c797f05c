//! AArch64 branch protection (`-mbranch-protection`), as llc-19 does it. llc reads the
//! function attributes, not the module flags (those only make the GNU property note,
//! `property_note_bits`):
//!
//! - `"branch-target-enforcement"` (present, whatever its value): BTI landing pads
//!   (`AArch64BranchTargets`): `bti c` (`hint #34`) at every function's entry, local or
//!   not, unless the entry starts with `paciasp`/`pacibsp` (implicitly `bti c`); `bti j`
//!   (`hint #36`) at jump-table targets and blocks whose address is taken, and after
//!   every call to a `returns_twice` function (the `BLR_BTI` pseudo). Not at landing pads
//!   (llc-19 adds none: the unwinder reaches them with `ret`, which BTI does not check).
//! - `"sign-return-address"="non-leaf"|"all"` (`AArch64PointerAuth`): `paciasp` (`hint
//!   #25`) first in the prologue and `autiasp` (`hint #29`) last in each epilogue, before
//!   the return or tail-call jump; with `"sign-return-address-key"="b_key"` `pacibsp` and
//!   `autibsp` (`hint #27`, `#31`) and `.cfi_b_key_frame`. "non-leaf" signs functions that
//!   save x30, "all" every function (those without a frame too). The hint forms are what
//!   llc uses before Armv8.3-A; with PAuth it combines the return into `retaa`, which
//!   rllc does not do (refused).
//! - CFI: `.cfi_negate_ra_state` right after the signing instruction and after each
//!   authentication with asynchronous unwind tables (`uwtable`, the default kind);
//!   without, only once in the prologue, just before its first rule.

use super::frame::Frame;
use super::inst::{self as I, decode, Opcode};
use crate::branch_protection::{returns_twice, AddressTaken};
use rllc_ir::attrs::AttrKind;
use rllc_ir::{BlockId, Diagnostic, Function, GlobalId, Module};
use rllc_isel::mir::{MFunction, MInst, MOperand, SymbolRef};

/// `bti c`, `bti j`, and the signing and authentication hints (A key, B key).
const BTI_C: i64 = 34;
const BTI_J: i64 = 36;
const PACIASP: i64 = 25;
const PACIBSP: i64 = 27;
const AUTIASP: i64 = 29;
const AUTIBSP: i64 = 31;

/// How a function signs its return address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sign {
    /// "all": also leaf functions (those that do not save x30).
    pub all: bool,
    pub b_key: bool,
    /// Asynchronous unwind tables: the CFI is exact at every instruction, epilogues too.
    pub async_cfi: bool,
}

impl Sign {
    /// The instruction that signs x30 with sp as the modifier.
    pub fn sign(self) -> MInst {
        I::hint_i(if self.b_key { PACIBSP } else { PACIASP })
    }

    /// The instruction that authenticates x30.
    pub fn auth(self) -> MInst {
        I::hint_i(if self.b_key { AUTIBSP } else { AUTIASP })
    }
}

/// A function's branch protection.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Protection {
    pub bti: bool,
    pub sign: Option<Sign>,
}

fn diag(msg: String) -> Diagnostic {
    Diagnostic::new(None, msg)
}

impl Protection {
    /// From `f`'s attributes; `pauth`: the function's target has PAuth (Armv8.3-A).
    pub fn of(m: &Module, f: &Function, pauth: bool) -> Result<Protection, Diagnostic> {
        let string = |key: &str| {
            m.syms
                .get(key.as_bytes())
                .and_then(|k| m.attrs.string(f.fn_attrs, k))
        };
        let text = |key: &str| {
            string(key).map(|v| v.map(|s| m.sym_text(s).into_owned()).unwrap_or_default())
        };
        for key in ["branch-protection-pauth-lr", "ptrauth-returns"] {
            if string(key).is_some() {
                return Err(diag(format!(
                    "the function attribute \"{key}\" is not supported (llc signs with PAuthLR or the PAuth ABI)"
                )));
            }
        }
        let bti = string("branch-target-enforcement").is_some();
        let all = match text("sign-return-address").as_deref() {
            None | Some("none") => return Ok(Protection { bti, sign: None }),
            Some("non-leaf") => false,
            Some("all") => true,
            Some(v) => {
                return Err(diag(format!(
                    "the function attribute \"sign-return-address\"=\"{v}\" is invalid"
                )))
            }
        };
        if pauth {
            return Err(diag(
                "signing return addresses for Armv8.3-A (PAuth) is not supported \
                 (llc returns with retaa/retab)"
                    .into(),
            ));
        }
        let b_key = text("sign-return-address-key").as_deref() == Some("b_key");
        let async_cfi = m.attrs.has(f.fn_attrs, AttrKind::UwTable)
            && m.attrs.int(f.fn_attrs, AttrKind::UwTable) != Some(1);
        Ok(Protection {
            bti,
            sign: Some(Sign {
                all,
                b_key,
                async_cfi,
            }),
        })
    }
}

/// The feature bits of the module's `.note.gnu.property` (`GNU_PROPERTY_AARCH64_FEATURE_1_AND`):
/// BTI (1), PAC (2), GCS (4), from the module flags, as llc's `emitStartOfAsmFile`.
pub fn property_note_bits(m: &Module) -> u32 {
    let on = |name: &str| m.module_flag_int(name).is_some_and(|v| v != 0);
    u32::from(on("branch-target-enforcement"))
        | u32::from(on("sign-return-address")) << 1
        | u32::from(on("guarded-control-stack")) << 2
}

fn is_bti_j(i: &MInst) -> bool {
    matches!(decode(i), Some((Opcode::Hint, _)))
        && i.ops.first().is_some_and(|o| *o == MOperand::Imm(BTI_J))
}

/// The function a direct call calls.
fn direct_callee(i: &MInst) -> Option<GlobalId> {
    if !matches!(decode(i), Some((Opcode::Bl, _))) {
        return None;
    }
    i.ops.iter().find_map(|o| match o {
        MOperand::Sym {
            sym: SymbolRef::Global(g),
            ..
        } => Some(*g),
        _ => None,
    })
}

/// `bti j` at the blocks of function `g` an indirect jump may reach (jump-table targets,
/// blocks whose address is taken) and after `returns_twice` calls: before frame lowering,
/// which then counts them among the body's instructions.
pub fn mark_jump_targets(m: &Module, g: GlobalId, mf: &mut MFunction, taken: &AddressTaken) {
    let mut starts: Vec<usize> = mf
        .ir_blocks
        .iter()
        .enumerate()
        .filter(|(b, mb)| mb.is_some() && taken.block(g, BlockId(*b as u32)))
        .filter_map(|(_, mb)| mb.map(|mb| mb.0 as usize))
        .collect();
    starts.extend(mf.jump_tables.iter().flatten().map(|b| b.0 as usize));
    starts.sort_unstable();
    starts.dedup();
    for b in starts {
        let Some(block) = mf.blocks.get_mut(b) else {
            continue;
        };
        if !block.insts.first().is_some_and(is_bti_j) {
            block.insts.insert(0, I::hint_i(BTI_J));
        }
    }
    for block in &mut mf.blocks {
        let mut k = 0;
        while k < block.insts.len() {
            let twice = direct_callee(&block.insts[k]).is_some_and(|c| returns_twice(m, c));
            if twice && !block.insts.get(k + 1).is_some_and(is_bti_j) {
                block.insts.insert(k + 1, I::hint_i(BTI_J));
            }
            k += 1;
        }
    }
}

/// `bti c` first in the function, unless the prologue starts by signing (after frame
/// lowering); moves the CFI positions (flat instruction indices) along.
pub fn mark_entry(mf: &mut MFunction, frame: &mut Frame) {
    if frame.signs_return_address {
        return;
    }
    let Some(entry) = mf.blocks.first_mut() else {
        return;
    };
    entry.insts.insert(0, I::hint_i(BTI_C));
    for (at, _) in &mut frame.cfi {
        *at += 1;
    }
}
