//! Printing function bodies: block labels, debug records, and every instruction of
//! `InstKind` with its flags, fast-math flags, atomic orderings and sync scopes,
//! alignment, call markers, calling conventions, attributes, operand bundles and metadata
//! attachments, in the layout LLVM's `AssemblyWriter` uses.

use super::{LocalSlots, Printer};
use crate::function::Function;
use crate::inst::{Align, Atomic, CallInfo, FastMath, Inst, InstKind, Ordering, SyncScope, TailKind};
use crate::interner::Sym;
use crate::metadata::MdId;
use crate::types::TypeTable;
use crate::value::{InstId, Value};

/// The indentation LLVM uses for the continuation lines of `invoke`, `callbr` and
/// `landingpad`.
const CONT_INDENT: &str = "\n          ";

impl<'m> Printer<'m> {
    /// ` {`, the blocks, and `}` of a function definition.
    pub(crate) fn write_function_body(&mut self, f: &'m Function, locals: &LocalSlots) {
        self.out.push_str(" {");
        for (bi, &b) in f.layout.iter().enumerate() {
            let block = f.block(b);
            if let Some(name) = block.name {
                self.out.push('\n');
                self.write_name(0, self.m.syms.bytes(name));
                self.out.push(':');
            } else if bi > 0 {
                self.out.push('\n');
                let slot = locals.blocks.get(b.0 as usize).copied().unwrap_or(super::NO_SLOT);
                self.write_u64(slot as u64);
                self.out.push(':');
            }
            self.out.push('\n');
            for &i in &block.insts {
                for rec in f.records_of(i) {
                    self.out.push_str("    ");
                    self.write_record(rec, locals);
                    self.out.push('\n');
                }
                self.out.push_str("  ");
                self.write_inst(f, i, locals);
                self.out.push('\n');
            }
        }
        self.out.push_str("}\n");
    }

    /// `!kind` with LLVM's metadata-identifier escaping (`printMetadataIdentifier`).
    pub(crate) fn write_md_kind(&mut self, name: &[u8]) {
        self.out.push('!');
        for (i, &c) in name.iter().enumerate() {
            let ok = if i == 0 {
                c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_')
            } else {
                c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
            };
            if ok {
                self.out.push(c as char);
            } else {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                self.out.push('\\');
                self.out.push(HEX[(c >> 4) as usize] as char);
                self.out.push(HEX[(c & 15) as usize] as char);
            }
        }
    }

    /// Metadata attachments: `{sep}!dbg !5{sep}!tbaa !7` (`!dbg` first, as LLVM does).
    pub(crate) fn write_attachments(
        &mut self,
        dbg: Option<MdId>,
        md: &[(Sym, MdId)],
        sep: &str,
        locals: Option<&LocalSlots>,
    ) {
        if let Some(d) = dbg {
            self.out.push_str(sep);
            self.out.push_str("!dbg ");
            self.write_md_ref(d, locals);
        }
        let m = self.m;
        for &(kind, id) in md {
            self.out.push_str(sep);
            self.write_md_kind(m.syms.bytes(kind));
            self.out.push(' ');
            self.write_md_ref(id, locals);
        }
    }

    /// Fast-math flags: ` fast` or the individual keywords.
    fn write_fmf(&mut self, fmf: FastMath) {
        if fmf.0 & FastMath::FAST == FastMath::FAST {
            self.out.push_str(" fast");
            return;
        }
        for (kw, bit) in FastMath::NAMES {
            if fmf.0 & bit != 0 {
                self.out.push(' ');
                self.out.push_str(kw);
            }
        }
    }

    /// ` syncscope("...")` (nothing for the system scope).
    fn write_syncscope(&mut self, s: SyncScope) {
        match s {
            SyncScope::System => {}
            SyncScope::SingleThread => self.out.push_str(" syncscope(\"singlethread\")"),
            SyncScope::Named(name) => {
                self.out.push_str(" syncscope(");
                self.write_quoted(self.m.syms.bytes(name));
                self.out.push(')');
            }
        }
    }

    fn write_ordering(&mut self, o: Ordering) {
        self.out.push(' ');
        self.out.push_str(o.keyword());
    }

    fn write_atomic(&mut self, a: Option<Atomic>) {
        if let Some(a) = a {
            self.write_syncscope(a.scope);
            self.write_ordering(a.ordering);
        }
    }

    fn write_align(&mut self, align: Option<u64>) {
        if let Some(a) = align {
            self.out.push_str(", align ");
            self.write_u64(a);
        }
    }

    /// Comma-separated typed operands.
    fn write_typed_list(&mut self, ops: &[Value], locals: &LocalSlots) {
        for (i, &v) in ops.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_typed_value(v, Some(locals));
        }
    }

    /// LLVM's default operand layout: when all operands share one type, ` T a, b`;
    /// otherwise every operand with its type.
    fn write_operands_default(&mut self, ops: &[Value], locals: &LocalSlots) {
        let Some(&first) = ops.first() else { return };
        let ty = self.value_type(first, Some(locals));
        let same = ops[1..].iter().all(|&v| self.value_type(v, Some(locals)) == ty);
        self.out.push(' ');
        if same {
            self.write_type(ty);
            self.out.push(' ');
            for (i, &v) in ops.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_value(v, Some(locals));
            }
        } else {
            self.write_typed_list(ops, locals);
        }
    }

    /// One instruction (without indentation or newline).
    pub(crate) fn write_inst(&mut self, f: &'m Function, id: InstId, locals: &LocalSlots) {
        let inst: &'m Inst = f.inst(id);
        let ops = &inst.ops[..];
        if inst.ty != TypeTable::VOID {
            self.write_value(Value::Inst(id), Some(locals));
            self.out.push_str(" = ");
        }
        if let InstKind::Call(c) = &inst.kind {
            match c.tail {
                TailKind::None => {}
                TailKind::Tail => self.out.push_str("tail "),
                TailKind::MustTail => self.out.push_str("musttail "),
                TailKind::NoTail => self.out.push_str("notail "),
            }
        }
        self.out.push_str(inst.kind.opcode_name());
        let l = Some(locals);
        match &inst.kind {
            InstKind::Ret => {
                if ops.is_empty() {
                    self.out.push_str(" void");
                } else {
                    self.out.push(' ');
                    self.write_typed_list(ops, locals);
                }
            }
            InstKind::Br | InstKind::Resume | InstKind::Freeze => {
                self.out.push(' ');
                self.write_typed_list(ops, locals);
            }
            InstKind::Switch => {
                self.out.push(' ');
                self.write_typed_list(&ops[..ops.len().min(2)], locals);
                self.out.push_str(" [");
                for pair in ops.get(2..).unwrap_or(&[]).chunks(2) {
                    self.out.push_str("\n    ");
                    self.write_typed_list(pair, locals);
                }
                self.out.push_str("\n  ]");
            }
            InstKind::IndirectBr => {
                self.out.push(' ');
                self.write_typed_list(&ops[..ops.len().min(1)], locals);
                self.out.push_str(", [");
                self.write_typed_list(ops.get(1..).unwrap_or(&[]), locals);
                self.out.push(']');
            }
            InstKind::Call(c) => self.write_call_rest(f, inst, c, locals),
            InstKind::Invoke(c) => {
                self.write_call_rest(f, inst, c, locals);
                let n = ops.len();
                if n >= 2 {
                    self.out.push_str(CONT_INDENT);
                    self.out.push_str("to ");
                    self.write_typed_value(ops[n - 2], l);
                    self.out.push_str(" unwind ");
                    self.write_typed_value(ops[n - 1], l);
                }
            }
            InstKind::CallBr { call, num_indirect } => {
                self.write_call_rest(f, inst, call, locals);
                let n = ops.len();
                let k = *num_indirect as usize;
                if n > k {
                    self.out.push_str(CONT_INDENT);
                    self.out.push_str("to ");
                    self.write_typed_value(ops[n - k - 1], l);
                    self.out.push_str(" [");
                    self.write_typed_list(&ops[n - k..], locals);
                    self.out.push(']');
                }
            }
            InstKind::Unreachable => {}
            InstKind::CleanupRet => {
                self.out.push_str(" from ");
                if let Some(&pad) = ops.first() {
                    self.write_value(pad, l);
                }
                self.out.push_str(" unwind ");
                match ops.get(1) {
                    Some(&bb) => self.write_typed_value(bb, l),
                    None => self.out.push_str("to caller"),
                }
            }
            InstKind::CatchRet => {
                self.out.push_str(" from ");
                if let Some(&pad) = ops.first() {
                    self.write_value(pad, l);
                }
                self.out.push_str(" to ");
                if let Some(&bb) = ops.get(1) {
                    self.write_typed_value(bb, l);
                }
            }
            InstKind::CatchSwitch { has_unwind } => {
                self.out.push_str(" within ");
                if let Some(&parent) = ops.first() {
                    self.write_value(parent, l);
                }
                let end = if *has_unwind { ops.len().saturating_sub(1) } else { ops.len() };
                self.out.push_str(" [");
                self.write_typed_list(ops.get(1..end.max(1)).unwrap_or(&[]), locals);
                self.out.push_str("] unwind ");
                match (*has_unwind, ops.last()) {
                    (true, Some(&bb)) => self.write_typed_value(bb, l),
                    _ => self.out.push_str("to caller"),
                }
            }
            InstKind::CatchPad | InstKind::CleanupPad => {
                self.out.push_str(" within ");
                if let Some(&parent) = ops.first() {
                    self.write_value(parent, l);
                }
                self.out.push_str(" [");
                self.write_typed_list(ops.get(1..).unwrap_or(&[]), locals);
                self.out.push(']');
            }
            InstKind::FNeg { fmf } => {
                self.write_fmf(*fmf);
                self.write_operands_default(ops, locals);
            }
            InstKind::Binary { flags, fmf, .. } => {
                self.write_fmf(*fmf);
                self.write_wrap_flags(*flags);
                self.write_operands_default(ops, locals);
            }
            InstKind::ExtractElement | InstKind::InsertElement => self.write_operands_default(ops, locals),
            InstKind::ShuffleVector => {
                self.out.push(' ');
                self.write_typed_list(ops, locals);
            }
            InstKind::ExtractValue { indices } | InstKind::InsertValue { indices } => {
                self.out.push(' ');
                self.write_typed_list(ops, locals);
                for &i in indices.iter() {
                    self.out.push_str(", ");
                    self.write_u64(i as u64);
                }
            }
            InstKind::Alloca { allocated, align, addrspace, inalloca, swifterror, explicit_count } => {
                self.out.push(' ');
                if *inalloca {
                    self.out.push_str("inalloca ");
                }
                if *swifterror {
                    self.out.push_str("swifterror ");
                }
                self.write_type(*allocated);
                if let Some(&n) = ops.first() {
                    if *explicit_count || !self.is_i32_one(n) {
                        self.out.push_str(", ");
                        self.write_typed_value(n, l);
                    }
                }
                self.write_align(align.map(Align::bytes));
                if *addrspace != 0 {
                    self.out.push_str(", addrspace(");
                    self.write_u64(*addrspace as u64);
                    self.out.push(')');
                }
            }
            InstKind::Load { align, volatile, atomic } => {
                if atomic.is_some() {
                    self.out.push_str(" atomic");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.write_type(inst.ty);
                self.out.push_str(", ");
                self.write_typed_list(ops, locals);
                self.write_atomic(*atomic);
                self.write_align(align.map(Align::bytes));
            }
            InstKind::Store { align, volatile, atomic } => {
                if atomic.is_some() {
                    self.out.push_str(" atomic");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.write_typed_list(ops, locals);
                self.write_atomic(*atomic);
                self.write_align(align.map(Align::bytes));
            }
            InstKind::Fence(a) => self.write_atomic(Some(*a)),
            InstKind::CmpXchg { weak, volatile, success, failure, scope, align } => {
                if *weak {
                    self.out.push_str(" weak");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.write_typed_list(ops, locals);
                self.write_syncscope(*scope);
                self.write_ordering(*success);
                self.write_ordering(*failure);
                self.write_align(align.map(Align::bytes));
            }
            InstKind::AtomicRmw { op, volatile, atomic, align } => {
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.out.push_str(op.keyword());
                self.out.push(' ');
                self.write_typed_list(ops, locals);
                self.write_atomic(Some(*atomic));
                self.write_align(align.map(Align::bytes));
            }
            InstKind::Gep { source, flags } => {
                self.write_gep_flags(*flags);
                self.out.push(' ');
                self.write_type(*source);
                self.out.push(',');
                self.write_operands_default(ops, locals);
            }
            InstKind::Cast { flags, fmf, .. } => {
                self.write_fmf(*fmf);
                self.write_wrap_flags(*flags);
                self.out.push(' ');
                self.write_typed_list(ops, locals);
                self.out.push_str(" to ");
                self.write_type(inst.ty);
            }
            InstKind::ICmp { pred, flags } => {
                self.write_wrap_flags(*flags);
                self.out.push(' ');
                self.out.push_str(pred.keyword());
                self.write_operands_default(ops, locals);
            }
            InstKind::FCmp { pred, fmf } => {
                self.write_fmf(*fmf);
                self.out.push(' ');
                self.out.push_str(pred.keyword());
                self.write_operands_default(ops, locals);
            }
            InstKind::Phi { fmf } => {
                self.write_fmf(*fmf);
                self.out.push(' ');
                self.write_type(inst.ty);
                self.out.push(' ');
                for (i, pair) in ops.chunks(2).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("[ ");
                    self.write_value(pair[0], l);
                    if let Some(&bb) = pair.get(1) {
                        self.out.push_str(", ");
                        self.write_value(bb, l);
                    }
                    self.out.push_str(" ]");
                }
            }
            InstKind::Select { fmf } => {
                self.write_fmf(*fmf);
                self.out.push(' ');
                self.write_typed_list(ops, locals);
            }
            InstKind::VaArg => {
                self.out.push(' ');
                self.write_typed_list(ops, locals);
                self.out.push_str(", ");
                self.write_type(inst.ty);
            }
            InstKind::LandingPad { cleanup, clauses } => {
                self.out.push(' ');
                self.write_type(inst.ty);
                if *cleanup {
                    self.out.push_str(CONT_INDENT);
                    self.out.push_str("cleanup");
                }
                for (kind, &c) in clauses.iter().zip(ops) {
                    self.out.push_str(CONT_INDENT);
                    self.out.push_str(match kind {
                        crate::inst::ClauseKind::Catch => "catch ",
                        crate::inst::ClauseKind::Filter => "filter ",
                    });
                    self.write_typed_value(c, l);
                }
            }
        }
        self.write_attachments(f.dbg_of(id), f.md_of(id), ", ", l);
    }

    /// Whether an operand is the constant `i32 1` (an alloca's implicit count).
    fn is_i32_one(&self, v: Value) -> bool {
        match v {
            Value::Const(c) => matches!(self.m.consts.get(c), crate::constant::Const::Int(t, x)
                if *t == TypeTable::I32 && x.as_u64() == Some(1)),
            _ => false,
        }
    }

    /// The part of `call`/`invoke`/`callbr` after the opcode: fast-math flags, calling
    /// convention, return attributes, address space, type, callee, arguments with their
    /// attributes, the function-attribute group and operand bundles.
    fn write_call_rest(&mut self, f: &'m Function, inst: &'m Inst, c: &'m CallInfo, locals: &LocalSlots) {
        let m = self.m;
        let l = Some(locals);
        let ops = &inst.ops[..];
        self.write_fmf(c.fmf);
        if c.cc != crate::inst::CallConv::C {
            self.out.push(' ');
            self.write_cc(c.cc, "");
        }
        if !c.ret_attrs.is_empty() {
            self.out.push(' ');
            self.write_attr_set(c.ret_attrs);
        }
        if let Some(a) = c.addrspace {
            self.out.push_str(" addrspace(");
            self.write_u64(a as u64);
            self.out.push(')');
        }
        self.out.push(' ');
        match m.types.function_sig(c.fn_ty) {
            Some((ret, _, varargs)) => self.write_type(if varargs { c.fn_ty } else { ret }),
            None => self.write_type(c.fn_ty),
        }
        self.out.push(' ');
        if let Some(&callee) = ops.first() {
            self.write_value(callee, l);
        }
        self.out.push('(');
        let nargs = (c.num_args as usize).min(ops.len().saturating_sub(1));
        for i in 0..nargs {
            if i > 0 {
                self.out.push_str(", ");
            }
            let v = ops[1 + i];
            let ty = self.value_type(v, l);
            self.write_type(ty);
            let attrs = c.arg_attrs.get(i).copied().unwrap_or_default();
            if !attrs.is_empty() {
                self.out.push(' ');
                self.write_attr_set(attrs);
            }
            self.out.push(' ');
            self.write_value(v, l);
        }
        // LLVM marks a musttail call in a variadic function with `...` (it forwards the
        // variadic arguments).
        if c.tail == TailKind::MustTail
            && matches!(inst.kind, InstKind::Call(_))
            && m.types.function_sig(f.ty).is_some_and(|(_, _, va)| va)
        {
            if nargs > 0 {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        self.write_attr_group_ref(c.fn_attrs);
        if !c.bundles.is_empty() {
            self.out.push_str(" [ ");
            for (i, b) in c.bundles.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_quoted(m.syms.bytes(b.tag));
                self.out.push('(');
                let start = (b.start as usize).min(ops.len());
                let end = (b.start as usize + b.len as usize).min(ops.len());
                self.write_typed_list(&ops[start..end], locals);
                self.out.push(')');
            }
            self.out.push_str(" ]");
        }
    }
}
