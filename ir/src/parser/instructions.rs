//! Parsing function bodies: blocks (labelled or numbered), debug records, and every
//! instruction of the Language Reference with its flags and options, followed by metadata
//! attachments. Each instruction is checked the way LLParser checks it (operand types,
//! call arguments against the callee's function type, atomic orderings, …), gets its
//! result type, and is appended through the builder; its name or number is then defined
//! in the function state.

use super::attributes::AttrCtx;
use super::checks::{aggregate_indexed_type, cast_valid, gep_indexed_type, gep_result_type, select_error, shuffle_result, vector_shape};
use super::values::FnState;
use super::{AttrTarget, LocalKey, PResult, Parser, PendingAttrs, Kw};
use crate::attrs::AttrSetId;
use crate::constant::{Const, ConstId, IntValue};
use crate::function::NO_DBG;
use crate::inst::{
    flags, Align, Atomic, BinOp, Bundle, CallConv, CallInfo, CastOp, ClauseKind, FastMath, FloatPred, Inst, InstKind, IntPred, Ordering,
    RmwOp, SyncScope, TailKind,
};
use crate::lexer::{Tok, Token};
use crate::module::SrcLoc;
use crate::ops::Ops;
use crate::types::{Type, TypeId, TypeTable};
use crate::value::{InlineAsm, InstId, Value};

/// An instruction as parsed, before it is placed.
struct Parsed {
    kind: InstKind,
    ty: TypeId,
    ops: Ops,
}

impl Parsed {
    fn new(kind: InstKind, ty: TypeId, ops: impl Into<Ops>) -> Parsed {
        Parsed { kind, ty, ops: ops.into() }
    }
}

/// A fixed operand list, stored without a heap allocation when short.
macro_rules! ops {
    () => { Ops::new() };
    ($($v:expr),+ $(,)?) => { Ops::from_slice(&[$($v),+]) };
}

/// The callee of a call-like instruction, resolved once the function type is known.
enum Callee {
    Value(Value),
    Global(Token),
    Asm { asm: crate::interner::Sym, constraints: crate::interner::Sym, side_effect: bool, align_stack: bool, intel: bool, unwind: bool },
}

/// Everything `call`, `invoke` and `callbr` share.
struct CallParts {
    info: CallInfo,
    ret: TypeId,
    /// `[callee, args..., bundle inputs...]`.
    ops: Vec<Value>,
    groups: Vec<u32>,
}

/// One call argument.
pub(crate) struct Arg {
    ty: TypeId,
    v: Value,
    attrs: AttrSetId,
    loc: Token,
}

impl<'a> Parser<'a> {
    /// `{ block+ uselistorder* }`: the body of the function `fs` describes.
    pub(crate) fn parse_function_body(&mut self, fs: &mut FnState) -> PResult<()> {
        self.expect(Tok::LBrace, "'{' in function body")?;
        if self.at(Tok::RBrace) || self.at_kw(Kw::Uselistorder) {
            return self.err("function body requires at least one basic block");
        }
        // As many blocks as the largest function's so far, given back at the end.
        let capacity = self.block_capacity;
        let f = self.m.function_mut(fs.func).expect("function state names a function");
        f.blocks.reserve(capacity.saturating_sub(f.blocks.len()));
        while !self.at(Tok::RBrace) && !self.at_kw(Kw::Uselistorder) {
            self.parse_block(fs)?;
        }
        while self.at_kw(Kw::Uselistorder) {
            self.parse_uselistorder(Some(fs))?;
        }
        self.expect(Tok::RBrace, "'}' at end of function body")?;
        self.finish_function(fs)?;
        // The instructions were built in a list as large as the largest function's so far
        // (so it seldom grows); the function keeps that list with its unused tail given
        // back (shrinking in place: no copy), and the next function's list, as large
        // again, mostly takes the same memory. The block arena grew by doubling: give back
        // its unused tail too. The attachment tables are copied at their final size.
        let f = self.m.function_mut(fs.func).expect("function state names a function");
        let mut insts = std::mem::take(&mut fs.insts);
        self.inst_capacity = self.inst_capacity.max(insts.capacity());
        self.block_capacity = self.block_capacity.max(f.blocks.capacity());
        insts.shrink_to_fit();
        f.insts = insts;
        f.blocks.shrink_to_fit();
        f.inst_md = fs.inst_md.clone();
        f.inst_records = fs.inst_records.clone();
        f.dbg = fs.dbg.clone();
        f.names = fs.names_by_id.clone();
        Ok(())
    }

    /// A block: an optional label, then instructions up to and including a terminator.
    fn parse_block(&mut self, fs: &mut FnState) -> PResult<()> {
        let t = self.tok();
        let label = if self.at(Tok::Label) {
            self.bump();
            Some(self.label_key(t)?)
        } else {
            None
        };
        let b = self.define_block(fs, label, t.start)?;
        fs.block_insts.clear();
        loop {
            while self.at(Tok::DbgRecord) {
                let rec = self.parse_debug_record(fs)?;
                fs.pending_records.push(rec);
            }
            if self.parse_instruction(fs)? {
                // The block's list is allocated once, at its final size.
                let f = self.m.function_mut(fs.func).expect("function state names a function");
                f.blocks[b.0 as usize].insts = fs.block_insts.as_slice().to_vec();
                return Ok(());
            }
        }
    }

    /// One instruction with its name and attachments; returns whether it is a terminator.
    fn parse_instruction(&mut self, fs: &mut FnState) -> PResult<bool> {
        let start = self.tok();
        let name = match start.kind {
            Tok::LocalVar | Tok::LocalId => {
                self.bump();
                self.expect(Tok::Equal, "'=' after instruction name")?;
                Some(self.local_key(start)?)
            }
            _ => None,
        };
        let op = self.tok();
        match op.kind {
            Tok::Ident => {}
            Tok::Eof => return self.err("found end of file when expecting more instructions"),
            Tok::Label | Tok::RBrace if name.is_none() => {
                return self.err(format!("expected instruction opcode, found {} (the block has no terminator)", self.found()))
            }
            _ => return self.expected("instruction opcode"),
        }
        let p = self.parse_inst_body(fs, op)?;

        // Attachments go straight into the function's table under the id the instruction
        // is about to get (an error on the way ends the whole parse).
        let id = InstId(fs.insts.len() as u32);
        if self.eat(Tok::Comma) {
            loop {
                if !self.at(Tok::MetadataVar) {
                    return self.expected("metadata after comma");
                }
                let (kind, node) = self.parse_md_attachment()?;
                if kind == self.sym_dbg {
                    // Instructions before this one without a location get `NO_DBG`; a
                    // second `!dbg` replaces the first, as in LLVM.
                    let i = id.0 as usize;
                    match fs.dbg.len().cmp(&i) {
                        std::cmp::Ordering::Equal => fs.dbg.push(node),
                        std::cmp::Ordering::Less => {
                            fs.dbg.resize(i, NO_DBG);
                            fs.dbg.push(node);
                        }
                        std::cmp::Ordering::Greater => fs.dbg[i] = node,
                    }
                } else {
                    fs.inst_md.push(id, (kind, node));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }

        if p.ty == TypeTable::VOID && name.is_some() {
            return self.err_at(start, "instructions returning void cannot have a name");
        }
        let is_term = p.kind.is_terminator();
        if let Some(LocalKey::Name(s)) = name {
            // Unnamed instructions before this one get `None`.
            fs.names_by_id.resize(id.0 as usize, None);
            fs.names_by_id.push(Some(s));
        }
        fs.insts.push(Inst { kind: p.kind, ty: p.ty, ops: p.ops, block: fs.cur.expect("a block is open"), src: SrcLoc(start.start) });
        fs.block_insts.push(id);
        if !fs.pending_records.is_empty() {
            for r in fs.pending_records.drain(..) {
                fs.inst_records.push(id, r);
            }
        }
        if p.ty != TypeTable::VOID {
            self.define_value(fs, name, Value::Inst(id), p.ty, start.start, "instruction")?;
        }
        if !self.call_groups.is_empty() {
            let groups = std::mem::take(&mut self.call_groups);
            let base = fs.insts[id.0 as usize].kind.call_info().map(|c| c.fn_attrs).unwrap_or_default();
            self.pending_attrs.push(PendingAttrs { target: AttrTarget::Call(fs.func, id), base, groups });
        }
        Ok(is_term)
    }

    fn parse_inst_body(&mut self, fs: &mut FnState, op: Token) -> PResult<Parsed> {
        // The opcode's text is wanted only by the pads and for an error; slicing it is
        // not free (bounds and character-boundary checks), so it is taken where needed.
        let k = self.tok().kw;
        self.bump();
        match k {
            // ---- terminators ----
            Kw::Ret => self.parse_ret(fs),
            Kw::Br => self.parse_br(fs),
            Kw::Switch => self.parse_switch(fs),
            Kw::Indirectbr => self.parse_indirectbr(fs),
            Kw::Invoke => self.parse_invoke(fs),
            Kw::Callbr => self.parse_callbr(fs),
            Kw::Resume => {
                let (_, v) = self.typed(fs)?;
                Ok(Parsed::new(InstKind::Resume, TypeTable::VOID, ops![v]))
            }
            Kw::Unreachable => Ok(Parsed::new(InstKind::Unreachable, TypeTable::VOID, ops![])),
            Kw::Cleanupret => {
                self.expect_kw(Kw::From)?;
                let pad = self.parse_value(TypeTable::TOKEN, Some(fs))?;
                self.expect_kw(Kw::Unwind)?;
                let mut ops = vec![pad];
                if self.eat_kw(Kw::To) {
                    self.expect_kw(Kw::Caller)?;
                } else {
                    ops.push(Value::Block(self.typed_block(fs)?));
                }
                Ok(Parsed::new(InstKind::CleanupRet, TypeTable::VOID, ops))
            }
            Kw::Catchret => {
                self.expect_kw(Kw::From)?;
                let pad = self.parse_value(TypeTable::TOKEN, Some(fs))?;
                self.expect_kw(Kw::To)?;
                let bb = self.typed_block(fs)?;
                Ok(Parsed::new(InstKind::CatchRet, TypeTable::VOID, ops![pad, Value::Block(bb)]))
            }
            Kw::Catchswitch => {
                self.expect_kw(Kw::Within)?;
                let parent = self.parse_pad_parent(fs, true, "catchswitch")?;
                self.expect(Tok::LSquare, "'[' with catchswitch labels")?;
                let mut ops = vec![parent];
                loop {
                    ops.push(Value::Block(self.typed_block(fs)?));
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RSquare, "']' after catchswitch labels")?;
                self.expect_kw(Kw::Unwind)?;
                let has_unwind = if self.eat_kw(Kw::To) {
                    self.expect_kw(Kw::Caller)?;
                    false
                } else {
                    ops.push(Value::Block(self.typed_block(fs)?));
                    true
                };
                Ok(Parsed::new(InstKind::CatchSwitch { has_unwind }, TypeTable::TOKEN, ops))
            }
            Kw::Catchpad | Kw::Cleanuppad => {
                self.expect_kw(Kw::Within)?;
                let kw = self.text(op);
                let catch = kw == "catchpad";
                let parent = self.parse_pad_parent(fs, !catch, kw)?;
                let mut ops = vec![parent];
                self.expect(Tok::LSquare, "'[' in catchpad/cleanuppad")?;
                while !self.at(Tok::RSquare) {
                    if ops.len() > 1 {
                        self.expect(Tok::Comma, "',' in argument list")?;
                    }
                    let t = self.tok();
                    let ty = self.parse_type()?;
                    if ty == TypeTable::METADATA {
                        ops.push(Value::Meta(self.parse_md_operand(Some(fs))?));
                    } else {
                        if !self.valid_arg_type(ty) {
                            return self.err_at(t, "invalid type for function argument");
                        }
                        ops.push(self.parse_value(ty, Some(fs))?);
                    }
                }
                self.bump();
                let kind = if catch { InstKind::CatchPad } else { InstKind::CleanupPad };
                Ok(Parsed::new(kind, TypeTable::TOKEN, ops))
            }

            // ---- arithmetic ----
            Kw::Fneg => {
                let fmf = self.parse_fmf();
                let t = self.tok();
                let (ty, v) = self.typed(fs)?;
                if !self.m.types.is_float_or_float_vector(ty) {
                    return self.err_at(t, "invalid operand type for instruction");
                }
                Ok(Parsed::new(InstKind::FNeg { fmf }, ty, ops![v]))
            }
            Kw::Add | Kw::Sub | Kw::Mul | Kw::Shl | Kw::Fadd | Kw::Fsub | Kw::Fmul | Kw::Fdiv | Kw::Frem | Kw::Sdiv | Kw::Udiv | Kw::Lshr | Kw::Ashr | Kw::Urem | Kw::Srem | Kw::Or | Kw::And | Kw::Xor => {
                let bop = k.bin_op().expect("binary keyword");
                let mut fl = 0u16;
                let mut fmf = FastMath::default();
                match bop {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => fl = self.parse_wrap_flags(),
                    BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => {
                        fl = if self.eat_kw(Kw::Exact) { flags::EXACT } else { 0 };
                    }
                    BinOp::Or => fl = if self.eat_kw(Kw::Disjoint) { flags::DISJOINT } else { 0 },
                    _ if bop.is_float() => fmf = self.parse_fmf(),
                    _ => {}
                }
                let t = self.tok();
                let (ty, a) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' in arithmetic operation")?;
                let b = self.parse_value(ty, Some(fs))?;
                let ok = if bop.is_float() { self.m.types.is_float_or_float_vector(ty) } else { self.m.types.is_int_or_int_vector(ty) };
                if !ok {
                    let msg = if matches!(bop, BinOp::And | BinOp::Or | BinOp::Xor) {
                        "instruction requires integer or integer vector operands"
                    } else {
                        "invalid operand type for instruction"
                    };
                    return self.err_at(t, msg);
                }
                Ok(Parsed::new(InstKind::Binary { op: bop, flags: fl, fmf }, ty, ops![a, b]))
            }
            Kw::Icmp => {
                // No `samesign` (LLVM 20 syntax): llvm-as-19 wants the predicate there.
                let pred_tok = self.tok();
                let Some(pred) = (self.at(Tok::Ident)).then(|| IntPred::from_keyword(self.cur_text())).flatten() else {
                    return self.err_at(pred_tok, "expected icmp predicate (e.g. 'eq')");
                };
                self.bump();
                let t = self.tok();
                let (ty, a) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after compare value")?;
                let b = self.parse_value(ty, Some(fs))?;
                if !self.m.types.is_int_or_int_vector(ty) && !self.m.types.is_ptr_or_ptr_vector(ty) {
                    return self.err_at(t, "icmp requires integer operands");
                }
                let rty = self.m.types.with_scalar(ty, TypeTable::I1);
                Ok(Parsed::new(InstKind::ICmp { pred, flags: 0 }, rty, ops![a, b]))
            }
            Kw::Fcmp => {
                let fmf = self.parse_fmf();
                let pred_tok = self.tok();
                let Some(pred) = (self.at(Tok::Ident)).then(|| FloatPred::from_keyword(self.cur_text())).flatten() else {
                    return self.err_at(pred_tok, "expected fcmp predicate (e.g. 'oeq')");
                };
                self.bump();
                let t = self.tok();
                let (ty, a) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after compare value")?;
                let b = self.parse_value(ty, Some(fs))?;
                if !self.m.types.is_float_or_float_vector(ty) {
                    return self.err_at(t, "fcmp requires floating point operands");
                }
                let rty = self.m.types.with_scalar(ty, TypeTable::I1);
                Ok(Parsed::new(InstKind::FCmp { pred, fmf }, rty, ops![a, b]))
            }

            // ---- conversions ----
            Kw::Trunc | Kw::Zext | Kw::Sext | Kw::Fptrunc | Kw::Fpext | Kw::Fptoui | Kw::Fptosi | Kw::Uitofp | Kw::Sitofp | Kw::Ptrtoint | Kw::Inttoptr | Kw::Bitcast | Kw::Addrspacecast => {
                let cop = k.cast_op().expect("cast keyword");
                // Casts take no fast-math flags in LLVM 19 (they came in LLVM 20).
                let fl = match cop {
                    CastOp::Trunc => self.parse_wrap_flags(),
                    CastOp::ZExt | CastOp::UIToFP if self.eat_kw(Kw::Nneg) => flags::NNEG,
                    _ => 0,
                };
                let fmf = FastMath::default();
                let t = self.tok();
                let (src, v) = self.typed(fs)?;
                if !self.eat_kw(Kw::To) {
                    return self.expected("'to' after cast value");
                }
                let dst = self.parse_type()?;
                if !cast_valid(&self.m.types, cop, src, dst) {
                    return self.err_at(
                        t,
                        format!("invalid cast opcode for cast from '{}' to '{}'", self.type_name(src), self.type_name(dst)),
                    );
                }
                Ok(Parsed::new(InstKind::Cast { op: cop, flags: fl, fmf }, dst, ops![v]))
            }

            // ---- other ----
            Kw::Select => {
                let fmf = self.parse_fmf();
                let t = self.tok();
                let (cty, c) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after select condition")?;
                let (aty, a) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after select value")?;
                let (bty, b) = self.typed(fs)?;
                if let Some(msg) = select_error(&self.m.types, cty, aty, bty) {
                    return self.err_at(t, msg);
                }
                if !fmf.is_empty() && !self.fp_math_type(aty) {
                    return self.err_at(op, "fast-math-flags specified for select without floating-point scalar or vector return type");
                }
                Ok(Parsed::new(InstKind::Select { fmf }, aty, ops![c, a, b]))
            }
            Kw::VaArg => {
                let (_, v) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after vaarg operand")?;
                let t = self.tok();
                let ty = self.parse_type()?;
                if !self.m.types.is_first_class(ty) || ty == TypeTable::LABEL {
                    return self.err_at(t, "va_arg requires operand with first class type");
                }
                Ok(Parsed::new(InstKind::VaArg, ty, ops![v]))
            }
            Kw::Extractelement => {
                let t = self.tok();
                let (vty, v) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after extract value")?;
                let (ity, i) = self.typed(fs)?;
                if !self.m.types.is_vector(vty) || !self.m.types.is_int(ity) {
                    return self.err_at(t, "invalid extractelement operands");
                }
                let ety = self.m.types.scalar_type(vty);
                Ok(Parsed::new(InstKind::ExtractElement, ety, ops![v, i]))
            }
            Kw::Insertelement => {
                let t = self.tok();
                let (vty, v) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after insertelement value")?;
                let (ety, e) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after insertelement value")?;
                let (ity, i) = self.typed(fs)?;
                if !self.m.types.is_vector(vty) || self.m.types.scalar_type(vty) != ety || !self.m.types.is_int(ity) {
                    return self.err_at(t, "invalid insertelement operands");
                }
                Ok(Parsed::new(InstKind::InsertElement, vty, ops![v, e, i]))
            }
            Kw::Shufflevector => {
                let t = self.tok();
                let (aty, a) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after shuffle mask")?;
                let (bty, b) = self.typed(fs)?;
                self.expect(Tok::Comma, "',' after shuffle value")?;
                let (mty, m) = self.typed(fs)?;
                let Some(rty) = shuffle_result(&mut self.m.types, &self.m.consts, aty, bty, mty, m.as_const()) else {
                    return self.err_at(t, "invalid shufflevector operands");
                };
                Ok(Parsed::new(InstKind::ShuffleVector, rty, ops![a, b, m]))
            }
            Kw::Phi => {
                let fmf = self.parse_fmf();
                let t = self.tok();
                let ty = self.parse_type()?;
                if !self.m.types.is_first_class(ty) || ty == TypeTable::LABEL {
                    return self.err_at(t, "phi node must have first class type");
                }
                let mut ops = std::mem::take(&mut self.ops_scratch);
                ops.clear();
                if self.at(Tok::LSquare) {
                    loop {
                        self.expect(Tok::LSquare, "'[' in phi value list")?;
                        ops.push(self.parse_value(ty, Some(fs))?);
                        self.expect(Tok::Comma, "',' after phi value")?;
                        ops.push(self.parse_value(TypeTable::LABEL, Some(fs))?);
                        self.expect(Tok::RSquare, "']' in phi value list")?;
                        if !self.at(Tok::Comma) || self.at_comma_md() {
                            break;
                        }
                        self.bump();
                    }
                }
                if !fmf.is_empty() && !self.fp_math_type(ty) {
                    return self.err_at(op, "fast-math-flags specified for phi without floating-point scalar or vector return type");
                }
                let ops = self.finish_ops(ops);
                Ok(Parsed::new(InstKind::Phi { fmf }, ty, ops))
            }
            Kw::Landingpad => {
                let ty = self.parse_type()?;
                let cleanup = self.eat_kw(Kw::Cleanup);
                let mut clauses = Vec::new();
                let mut ops = Vec::new();
                loop {
                    let kind = if self.eat_kw(Kw::Catch) {
                        ClauseKind::Catch
                    } else if self.eat_kw(Kw::Filter) {
                        ClauseKind::Filter
                    } else {
                        break;
                    };
                    let t = self.tok();
                    let (cty, v) = self.typed(fs)?;
                    let is_array = matches!(self.m.types.get(cty), Type::Array { .. });
                    if kind == ClauseKind::Catch && is_array {
                        return self.err_at(t, "'catch' clause has an invalid type");
                    }
                    if kind == ClauseKind::Filter && !is_array {
                        return self.err_at(t, "'filter' clause has an invalid type");
                    }
                    if !matches!(v, Value::Const(_)) {
                        return self.err_at(t, "clause argument must be a constant");
                    }
                    clauses.push(kind);
                    ops.push(v);
                }
                Ok(Parsed::new(InstKind::LandingPad { cleanup, clauses: clauses.into() }, ty, ops))
            }
            Kw::Freeze => {
                let (ty, v) = self.typed(fs)?;
                Ok(Parsed::new(InstKind::Freeze, ty, ops![v]))
            }
            Kw::Call => self.parse_call(fs, TailKind::None),
            Kw::Tail | Kw::Musttail | Kw::Notail => {
                if !self.eat_kw(Kw::Call) {
                    return self.expected("'tail call', 'musttail call', or 'notail call'");
                }
                let tk = match k {
                    Kw::Tail => TailKind::Tail,
                    Kw::Musttail => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.parse_call(fs, tk)
            }

            // ---- memory ----
            Kw::Alloca => self.parse_alloca(fs),
            Kw::Load => self.parse_load(fs),
            Kw::Store => self.parse_store(fs),
            Kw::Cmpxchg => self.parse_cmpxchg(fs),
            Kw::Atomicrmw => self.parse_atomicrmw(fs),
            Kw::Fence => {
                let scope = self.parse_syncscope()?;
                let ord_tok = self.tok();
                let ordering = self.parse_ordering()?;
                if matches!(ordering, Ordering::Unordered | Ordering::Monotonic) {
                    return self.err_at(ord_tok, format!("fence cannot be {}", ordering.keyword()));
                }
                Ok(Parsed::new(InstKind::Fence(Atomic { ordering, scope }), TypeTable::VOID, ops![]))
            }
            Kw::Getelementptr => self.parse_gep(fs),
            Kw::Extractvalue => {
                let t = self.tok();
                let (aty, a) = self.typed(fs)?;
                let indices = self.parse_index_list()?;
                if !self.m.types.is_aggregate(aty) {
                    return self.err_at(t, "extractvalue operand must be aggregate type");
                }
                let Some(rty) = aggregate_indexed_type(&self.m.types, aty, &indices) else {
                    return self.err_at(t, "invalid indices for extractvalue");
                };
                Ok(Parsed::new(InstKind::ExtractValue { indices: indices.into() }, rty, ops![a]))
            }
            Kw::Insertvalue => {
                let t = self.tok();
                let (aty, a) = self.typed(fs)?;
                self.expect(Tok::Comma, "comma after insertvalue operand")?;
                let vt = self.tok();
                let (vty, v) = self.typed(fs)?;
                let indices = self.parse_index_list()?;
                if !self.m.types.is_aggregate(aty) {
                    return self.err_at(t, "insertvalue operand must be aggregate type");
                }
                let Some(fty) = aggregate_indexed_type(&self.m.types, aty, &indices) else {
                    return self.err_at(t, "invalid indices for insertvalue");
                };
                if fty != vty {
                    return self.err_at(
                        vt,
                        format!(
                            "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                            self.type_name(vty),
                            self.type_name(fty)
                        ),
                    );
                }
                Ok(Parsed::new(InstKind::InsertValue { indices: indices.into() }, aty, ops![a, v]))
            }
            _ => self.err_at(op, format!("expected instruction opcode, found '{}'", self.text(op))),
        }
    }

    // ---- small pieces ----

    /// `type value` (callers that report at its start take the current token first).
    fn typed(&mut self, fs: &mut FnState) -> PResult<(TypeId, Value)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty, Some(fs))?;
        Ok((ty, v))
    }

    /// `label %bb`.
    fn typed_block(&mut self, fs: &mut FnState) -> PResult<crate::value::BlockId> {
        let t = self.tok();
        // `label %N` naming a block seen before (defined or forward-referenced).
        // `label %N` naming a number not used yet: a forward reference to a block (most
        // branch targets are below the branch).
        if self.at_kw(Kw::Label) && self.peek().kind == Tok::LocalId {
            let n = self.peek().num;
            if let Some(b) = fs.known_block(n) {
                self.bump();
                self.bump();
                return Ok(b);
            }
            if n != crate::lexer::NO_NUM && fs.is_unused_num(n) {
                self.bump();
                let num_tok = self.bump();
                return Ok(self.reserve_block(fs, LocalKey::Num(n), num_tok.start));
            }
        }
        let ty = self.parse_type()?;
        if ty != TypeTable::LABEL {
            return self.err_at(t, "expected a basic block");
        }
        match self.parse_value(ty, Some(fs))? {
            Value::Block(b) => Ok(b),
            _ => self.err_at(t, "expected a basic block"),
        }
    }

    /// The parent of a funclet pad: a local token value, or `none` where allowed.
    fn parse_pad_parent(&mut self, fs: &mut FnState, allow_none: bool, what: &str) -> PResult<Value> {
        let ok = matches!(self.tok().kind, Tok::LocalVar | Tok::LocalId) || (allow_none && self.at_kw(Kw::None));
        if !ok {
            return self.expected(&format!("scope value for {what}"));
        }
        self.parse_value(TypeTable::TOKEN, Some(fs))
    }

    /// `nuw` and `nsw`, each at most once, in either order: LLParser reads
    /// `[nuw] [nsw [nuw]]`, so a repeated flag is left for the type parser to reject.
    pub(crate) fn parse_wrap_flags(&mut self) -> u16 {
        let mut fl = 0;
        if self.eat_kw(Kw::Nuw) {
            fl |= flags::NUW;
        }
        if self.eat_kw(Kw::Nsw) {
            fl |= flags::NSW;
            if self.eat_kw(Kw::Nuw) {
                fl |= flags::NUW;
            }
        }
        fl
    }

    /// Fast-math flags (`fast` is all of them).
    pub(crate) fn parse_fmf(&mut self) -> FastMath {
        let mut f = 0u8;
        loop {
            let bit = match self.tok().kw {
                Kw::Fast => FastMath::FAST,
                Kw::Nnan => FastMath::NNAN,
                Kw::Ninf => FastMath::NINF,
                Kw::Nsz => FastMath::NSZ,
                Kw::Arcp => FastMath::ARCP,
                Kw::Contract => FastMath::CONTRACT,
                Kw::Afn => FastMath::AFN,
                Kw::Reassoc => FastMath::REASSOC,
                _ => break,
            };
            f |= bit;
            self.bump();
        }
        FastMath(f)
    }

    /// Whether fast-math flags may apply to a call/phi/select of this type: floating point
    /// scalars or vectors, arrays of them, or literal structs of one such type.
    fn fp_math_type(&self, ty: TypeId) -> bool {
        let tt = &self.m.types;
        let mut t = ty;
        while let Type::Array { elem, .. } = tt.get(t) {
            t = *elem;
        }
        if let Type::Struct { fields, .. } = tt.get(t) {
            return !fields.is_empty() && fields.iter().all(|f| *f == fields[0] && tt.is_float_or_float_vector(*f));
        }
        tt.is_float_or_float_vector(t)
    }

    /// `, align N` if present (not when the comma starts metadata attachments).
    fn parse_opt_comma_align(&mut self) -> PResult<Option<Align>> {
        let mut align = None;
        while self.at(Tok::Comma) && !self.at_comma_md() {
            self.bump();
            if !self.at_kw(Kw::Align) {
                return self.expected("metadata or 'align'");
            }
            // A power of two, or `parse_align` said it is not.
            align = self.parse_align()?.and_then(Align::new);
        }
        Ok(align)
    }

    /// `align N` (the current token is `align`).
    pub(crate) fn parse_align(&mut self) -> PResult<Option<u64>> {
        self.expect_kw(Kw::Align)?;
        let t = self.tok();
        let v = self.parse_u64("alignment")?;
        if !v.is_power_of_two() {
            return self.err_at(t, "alignment is not a power of two");
        }
        if v > 1 << 32 {
            return self.err_at(t, "huge alignments are not supported yet");
        }
        Ok(Some(v))
    }

    /// `syncscope("name")` if present.
    fn parse_syncscope(&mut self) -> PResult<SyncScope> {
        if !self.eat_kw(Kw::Syncscope) {
            return Ok(SyncScope::System);
        }
        self.expect(Tok::LParen, "'(' in syncscope")?;
        let t = self.expect(Tok::String, "synchronization scope name")?;
        self.expect(Tok::RParen, "')' in syncscope")?;
        Ok(match self.text(t) {
            "\"\"" => SyncScope::System,
            "\"singlethread\"" => SyncScope::SingleThread,
            _ => SyncScope::Named(self.intern_quoted(t.start as usize, t.end as usize)),
        })
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        if self.at(Tok::Ident) {
            if let Some(o) = Ordering::from_keyword(self.cur_text()) {
                self.bump();
                return Ok(o);
            }
        }
        self.expected("ordering on atomic instruction")
    }

    /// `, idx (, idx)*` for extractvalue/insertvalue (stops before `, !md`).
    fn parse_index_list(&mut self) -> PResult<Vec<u32>> {
        if !self.at(Tok::Comma) {
            return self.expected("',' as start of index list");
        }
        let mut out = Vec::new();
        while self.at(Tok::Comma) && !self.at_comma_md() {
            self.bump();
            out.push(self.parse_u32("index")?);
        }
        if out.is_empty() {
            return self.expected("index");
        }
        Ok(out)
    }

    // ---- terminators ----

    fn parse_ret(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let t = self.tok();
        let ty = self.parse_type_or_void()?;
        if ty != fs.ret_ty {
            return self.err_at(t, format!("value doesn't match function result type '{}'", self.type_name(fs.ret_ty)));
        }
        if ty == TypeTable::VOID {
            return Ok(Parsed::new(InstKind::Ret, TypeTable::VOID, ops![]));
        }
        let v = self.parse_value(ty, Some(fs))?;
        Ok(Parsed::new(InstKind::Ret, TypeTable::VOID, ops![v]))
    }

    fn parse_br(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let t = self.tok();
        let (ty, v) = self.typed(fs)?;
        if let Value::Block(_) = v {
            return Ok(Parsed::new(InstKind::Br, TypeTable::VOID, ops![v]));
        }
        if ty != TypeTable::I1 {
            return self.err_at(t, "branch condition must have 'i1' type");
        }
        self.expect(Tok::Comma, "',' after branch condition")?;
        let a = self.typed_block(fs)?;
        self.expect(Tok::Comma, "',' after true destination")?;
        let b = self.typed_block(fs)?;
        Ok(Parsed::new(InstKind::Br, TypeTable::VOID, ops![v, Value::Block(a), Value::Block(b)]))
    }

    fn parse_switch(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let ct = self.tok();
        let (cty, cond) = self.typed(fs)?;
        self.expect(Tok::Comma, "',' after switch condition")?;
        let default = self.typed_block(fs)?;
        self.expect(Tok::LSquare, "'[' with switch table")?;
        if !self.m.types.is_int(cty) {
            return self.err_at(ct, "switch condition must have integer type");
        }
        let mut ops = vec![cond, Value::Block(default)];
        let mut seen: super::FxMap<ConstId, ()> = super::FxMap::default();
        while !self.at(Tok::RSquare) {
            let t = self.tok();
            let (vty, v) = self.typed(fs)?;
            self.expect(Tok::Comma, "',' after case value")?;
            let bb = self.typed_block(fs)?;
            let Value::Const(c) = v else {
                return self.err_at(t, "case value is not a constant integer");
            };
            if !matches!(self.m.consts.get(c), Const::Int(..)) {
                return self.err_at(t, "case value is not a constant integer");
            }
            if vty != cty {
                return self.err_at(t, format!("case value must have the switch condition's type '{}'", self.type_name(cty)));
            }
            if seen.insert(c, ()).is_some() {
                return self.err_at(t, "duplicate case value in switch");
            }
            ops.push(v);
            ops.push(Value::Block(bb));
        }
        self.bump();
        Ok(Parsed::new(InstKind::Switch, TypeTable::VOID, ops))
    }

    fn parse_indirectbr(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let t = self.tok();
        let (ty, addr) = self.typed(fs)?;
        self.expect(Tok::Comma, "',' after indirectbr address")?;
        self.expect(Tok::LSquare, "'[' with indirectbr")?;
        if !self.m.types.is_ptr(ty) {
            return self.err_at(t, "indirectbr address must have pointer type");
        }
        let mut ops = vec![addr];
        if !self.at(Tok::RSquare) {
            loop {
                ops.push(Value::Block(self.typed_block(fs)?));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "']' at end of block list")?;
        Ok(Parsed::new(InstKind::IndirectBr, TypeTable::VOID, ops))
    }

    // ---- calls ----

    /// `cc` keywords and `cc N`.
    pub(crate) fn parse_opt_cc(&mut self) -> PResult<CallConv> {
        if !self.at(Tok::Ident) {
            return Ok(CallConv::C);
        }
        let text = self.cur_text();
        if text == "cc" {
            self.bump();
            let n = self.parse_u32("calling convention number")?;
            return Ok(CallConv::from_number(n));
        }
        // `cc10` is `cc 10` (llvm-dis prints numbered conventions this way).
        if let Some(digits) = text.strip_prefix("cc").filter(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit())) {
            let Ok(n) = digits.parse::<u32>() else {
                return self.err("calling convention number out of range");
            };
            self.bump();
            return Ok(CallConv::from_number(n));
        }
        // Cheap filter before the table search: every keyword ends in "cc" or has a
        // target prefix.
        let maybe = text.ends_with("cc")
            || ["ptx_", "spir_", "amdgpu_", "aarch64_", "avr_", "m68k_", "riscv_", "hhvm"].iter().any(|p| text.starts_with(p));
        if maybe {
            if let Some(cc) = CallConv::from_keyword(text) {
                self.bump();
                return Ok(cc);
            }
        }
        Ok(CallConv::C)
    }

    /// The part of `call`/`invoke`/`callbr` from the calling convention through the
    /// operand bundles.
    fn parse_call_common(&mut self, fs: &mut FnState, tail: TailKind, fmf: FastMath, allow_addrspace: bool) -> PResult<CallParts> {
        let call_tok = self.tok();
        let cc = self.parse_opt_cc()?;
        let ret_attrs = self.parse_ret_attrs()?;
        let aspace = if allow_addrspace { self.parse_opt_addrspace()? } else { 0 };
        let ret_tok = self.tok();
        let rty = self.parse_type_or_void()?;
        let ptr_ty = self.m.types.ptr(aspace);

        let callee_tok = self.tok();
        let callee = match callee_tok.kind {
            Tok::GlobalVar | Tok::GlobalId => {
                self.bump();
                Callee::Global(callee_tok)
            }
            Tok::Ident if self.tok().kw == Kw::Asm => {
                self.bump();
                let side_effect = self.eat_kw(Kw::Sideeffect);
                let align_stack = self.eat_kw(Kw::Alignstack);
                let intel = self.eat_kw(Kw::Inteldialect);
                let unwind = self.eat_kw(Kw::Unwind);
                let asm = self.parse_string_sym("inline asm string")?;
                self.expect(Tok::Comma, "comma in inline asm expression")?;
                let constraints = self.parse_string_sym("constraint string")?;
                Callee::Asm { asm, constraints, side_effect, align_stack, intel, unwind }
            }
            _ => Callee::Value(self.parse_value(ptr_ty, Some(fs))?),
        };

        // Arguments.
        self.expect(Tok::LParen, "'(' in call")?;
        let mut args = std::mem::take(&mut self.arg_scratch);
        args.clear();
        let musttail = tail == TailKind::MustTail;
        let mut saw_ellipsis = false;
        while !self.at(Tok::RParen) {
            if !args.is_empty() || saw_ellipsis {
                self.expect(Tok::Comma, "',' in argument list")?;
            }
            if self.at(Tok::DotDotDot) {
                if !musttail {
                    return self.err("unexpected ellipsis in argument list for non-musttail call");
                }
                if !fs.varargs {
                    return self.err("unexpected ellipsis in argument list for musttail call in non-varargs function");
                }
                self.bump();
                saw_ellipsis = true;
                break;
            }
            let t = self.tok();
            let ty = self.parse_type()?;
            if !self.valid_arg_type(ty) {
                return self.err_at(t, "invalid type for function argument");
            }
            let (attrs, v) = if ty == TypeTable::METADATA {
                (AttrSetId::EMPTY, Value::Meta(self.parse_md_operand(Some(fs))?))
            } else {
                let a = self.parse_param_attrs()?;
                (a, self.parse_value(ty, Some(fs))?)
            };
            args.push(Arg { ty, v, attrs, loc: t });
        }
        if musttail && fs.varargs && !saw_ellipsis {
            return self.err("expected '...' at end of argument list for musttail call in varargs function");
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;

        let mut groups = Vec::new();
        let fn_attrs = self.parse_attrs(AttrCtx::Fn, &mut groups)?;
        let fn_attrs = self.intern_attrs(fn_attrs);

        // Operand bundles.
        let mut bundle_inputs: Vec<Value> = Vec::new();
        let mut bundles: Vec<Bundle> = Vec::new();
        if self.at(Tok::LSquare) {
            let open = self.bump();
            while !self.at(Tok::RSquare) {
                if !bundles.is_empty() {
                    self.expect(Tok::Comma, "',' in input list")?;
                }
                let tag = self.parse_string_sym("operand bundle tag")?;
                self.expect(Tok::LParen, "'(' in operand bundle")?;
                let start = bundle_inputs.len();
                while !self.at(Tok::RParen) {
                    if bundle_inputs.len() > start {
                        self.expect(Tok::Comma, "',' in input list")?;
                    }
                    let ty = self.parse_type()?;
                    let v = if ty == TypeTable::METADATA {
                        Value::Meta(self.parse_md_operand(Some(fs))?)
                    } else {
                        self.parse_value(ty, Some(fs))?
                    };
                    bundle_inputs.push(v);
                }
                self.bump();
                let base = (1 + args.len() + start) as u32;
                bundles.push(Bundle { tag, start: base, len: (bundle_inputs.len() - start) as u32 });
            }
            if bundles.is_empty() {
                return self.err_at(open, "operand bundle set must not be empty");
            }
            self.bump();
        }

        // The callee's function type: given, or built from the return type and arguments.
        let fn_ty = if self.m.types.is_function(rty) {
            rty
        } else {
            if matches!(self.m.types.get(rty), Type::Label | Type::Metadata) {
                return self.err_at(ret_tok, "Invalid result type for LLVM function");
            }
            let mut params = std::mem::take(&mut self.type_scratch);
            params.clear();
            params.extend(args.iter().map(|a| a.ty));
            let t = self.m.types.function(rty, &params, false);
            self.type_scratch = params;
            t
        };
        let (ret, nparams, varargs) = {
            let (r, p, v) = self.m.types.function_sig(fn_ty).expect("function type");
            (r, p.len(), v)
        };
        for (i, a) in args.iter().enumerate() {
            let expected = self.m.types.function_sig(fn_ty).and_then(|(_, p, _)| p.get(i).copied());
            match expected {
                Some(pt) if pt != a.ty => {
                    return self.err_at(a.loc, format!("argument is not of expected type '{}'", self.type_name(pt)));
                }
                Some(_) => {}
                None if !varargs => return self.err_at(a.loc, "too many arguments specified"),
                None => {}
            }
        }
        if args.len() < nparams {
            return self.err_at(call_tok, "not enough parameters specified for call");
        }
        if !fmf.is_empty() && !self.fp_math_type(ret) {
            return self.err_at(call_tok, "fast-math-flags specified for call without floating-point scalar or vector return type");
        }

        let callee = match callee {
            Callee::Value(v) => v,
            Callee::Global(t) => {
                let g = self.global_ref(t, ptr_ty, Some(fn_ty))?;
                Value::Const(self.global_const(g))
            }
            Callee::Asm { asm, constraints, side_effect, align_stack, intel, unwind } => {
                let ia = InlineAsm {
                    fn_ty,
                    asm,
                    constraints,
                    side_effect,
                    align_stack,
                    intel_dialect: intel,
                    can_unwind: unwind,
                };
                let id = match self.asm_ids.get(&ia) {
                    Some(&id) => id,
                    None => {
                        let id = crate::value::AsmId(self.m.inline_asms.len() as u32);
                        self.m.inline_asms.push(ia.clone());
                        self.asm_ids.insert(ia, id);
                        id
                    }
                };
                Value::Asm(id)
            }
        };

        let mut ops = std::mem::take(&mut self.ops_scratch);
        ops.clear();
        ops.push(callee);
        ops.extend(args.iter().map(|a| a.v));
        ops.extend(bundle_inputs);
        let info = CallInfo {
            fn_ty,
            cc,
            tail,
            fmf,
            ret_attrs,
            fn_attrs,
            arg_attrs: args.iter().map(|a| a.attrs).collect(),
            num_args: args.len() as u32,
            bundles: bundles.into_boxed_slice(),
            addrspace: (aspace != 0).then_some(aspace),
        };
        self.arg_scratch = args;
        Ok(CallParts { info, ret, ops, groups })
    }

    /// The operand list of a finished call-like instruction; the scratch list it was
    /// built in goes back for the next one.
    fn finish_ops(&mut self, ops: Vec<Value>) -> Ops {
        let o = Ops::from_slice(&ops);
        self.ops_scratch = ops;
        o
    }

    fn parse_call(&mut self, fs: &mut FnState, tail: TailKind) -> PResult<Parsed> {
        let fmf = self.parse_fmf();
        let c = self.parse_call_common(fs, tail, fmf, true)?;
        let ops = self.finish_ops(c.ops);
        self.call_groups = c.groups;
        Ok(Parsed { kind: InstKind::Call(Box::new(c.info)), ty: c.ret, ops })
    }

    fn parse_invoke(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let mut c = self.parse_call_common(fs, TailKind::None, FastMath::default(), true)?;
        self.expect_kw(Kw::To).map_err(|mut d| {
            d.message = format!("expected 'to' in invoke, found {}", self.found());
            d
        })?;
        let normal = self.typed_block(fs)?;
        if !self.eat_kw(Kw::Unwind) {
            return self.expected("'unwind' in invoke");
        }
        let unwind = self.typed_block(fs)?;
        c.ops.push(Value::Block(normal));
        c.ops.push(Value::Block(unwind));
        let ops = self.finish_ops(c.ops);
        self.call_groups = c.groups;
        Ok(Parsed { kind: InstKind::Invoke(Box::new(c.info)), ty: c.ret, ops })
    }

    fn parse_callbr(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let mut c = self.parse_call_common(fs, TailKind::None, FastMath::default(), false)?;
        if !self.eat_kw(Kw::To) {
            return self.expected("'to' in callbr");
        }
        let fallthrough = self.typed_block(fs)?;
        self.expect(Tok::LSquare, "'[' in callbr")?;
        c.ops.push(Value::Block(fallthrough));
        let mut n = 0u32;
        if !self.at(Tok::RSquare) {
            loop {
                c.ops.push(Value::Block(self.typed_block(fs)?));
                n += 1;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "']' at end of block list")?;
        let ops = self.finish_ops(c.ops);
        self.call_groups = c.groups;
        Ok(Parsed { kind: InstKind::CallBr { call: Box::new(c.info), num_indirect: n }, ty: c.ret, ops })
    }

    // ---- memory ----

    fn parse_alloca(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let inalloca = self.eat_kw(Kw::Inalloca);
        let swifterror = self.eat_kw(Kw::Swifterror);
        let t = self.tok();
        let ty = self.parse_type()?;
        if self.m.types.is_function(ty) || matches!(self.m.types.get(ty), Type::Label | Type::Metadata | Type::Token | Type::Void) {
            return self.err_at(t, "invalid type for alloca");
        }
        let mut align = None;
        let mut addrspace = 0;
        let mut count = None;
        // `, count` then `, align` then `, addrspace(N)`, each optional, in that order.
        let mut stage = 0;
        while self.at(Tok::Comma) && !self.at_comma_md() {
            self.bump();
            if self.at_kw(Kw::Align) && stage < 2 {
                align = self.parse_align()?.and_then(Align::new);
                stage = 2;
            } else if self.at_kw(Kw::Addrspace) && stage < 3 {
                addrspace = self.parse_opt_addrspace()?;
                stage = 3;
            } else if stage == 0 {
                let ct = self.tok();
                let (cty, c) = self.typed(fs)?;
                if !self.m.types.is_int(cty) {
                    return self.err_at(ct, "element count must have integer type");
                }
                count = Some(c);
                stage = 1;
            } else {
                return self.expected("'align', 'addrspace' or metadata");
            }
        }
        if align.is_none() && !self.is_sized_cached(ty) {
            return self.unsized_error(ty, t, "Cannot allocate unsized type");
        }
        let explicit_count = count.is_some();
        let count = match count {
            Some(c) => c,
            None => Value::Const(self.int_const(TypeTable::I32, IntValue::Small(1))),
        };
        let rty = self.m.types.ptr(addrspace);
        Ok(Parsed::new(InstKind::Alloca { allocated: ty, align, addrspace, inalloca, swifterror, explicit_count }, rty, ops![count]))
    }

    fn parse_load(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let atomic = self.eat_kw(Kw::Atomic);
        let volatile = self.eat_kw(Kw::Volatile);
        let ty_tok = self.tok();
        let ty = self.parse_type()?;
        self.expect(Tok::Comma, "comma after load's type")?;
        let pt = self.tok();
        let (pty, p) = self.typed(fs)?;
        let at = if atomic {
            let scope = self.parse_syncscope()?;
            Some(Atomic { ordering: self.parse_ordering()?, scope })
        } else {
            None
        };
        let align = self.parse_opt_comma_align()?;
        // LLVM counts opaque structs as first class; loading one fails as unsized below.
        let first_class = self.m.types.is_first_class(ty) || self.m.types.is_opaque_struct(ty);
        if !self.m.types.is_ptr(pty) || !first_class || ty == TypeTable::LABEL {
            return self.err_at(pt, "load operand must be a pointer to a first class type");
        }
        if let Some(a) = at {
            if align.is_none() {
                return self.err_at(pt, "atomic load must have explicit non-zero alignment");
            }
            if matches!(a.ordering, Ordering::Release | Ordering::AcqRel) {
                return self.err_at(pt, "atomic load cannot use Release ordering");
            }
        }
        if align.is_none() && !self.is_sized_cached(ty) {
            return self.unsized_error(ty, ty_tok, "loading unsized types is not allowed");
        }
        Ok(Parsed::new(InstKind::Load { align, volatile, atomic: at }, ty, ops![p]))
    }

    fn parse_store(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let atomic = self.eat_kw(Kw::Atomic);
        let volatile = self.eat_kw(Kw::Volatile);
        let vt = self.tok();
        let (vty, v) = self.typed(fs)?;
        self.expect(Tok::Comma, "',' after store operand")?;
        let pt = self.tok();
        let (pty, p) = self.typed(fs)?;
        let at = if atomic {
            let scope = self.parse_syncscope()?;
            Some(Atomic { ordering: self.parse_ordering()?, scope })
        } else {
            None
        };
        let align = self.parse_opt_comma_align()?;
        if !self.m.types.is_ptr(pty) {
            return self.err_at(pt, "store operand must be a pointer");
        }
        if !self.m.types.is_first_class(vty) || vty == TypeTable::LABEL {
            return self.err_at(vt, "store operand must be a first class value");
        }
        if let Some(a) = at {
            if align.is_none() {
                return self.err_at(vt, "atomic store must have explicit non-zero alignment");
            }
            if matches!(a.ordering, Ordering::Acquire | Ordering::AcqRel) {
                return self.err_at(vt, "atomic store cannot use Acquire ordering");
            }
        }
        if align.is_none() && !self.is_sized_cached(vty) {
            return self.unsized_error(vty, vt, "storing unsized types is not allowed");
        }
        Ok(Parsed::new(InstKind::Store { align, volatile, atomic: at }, TypeTable::VOID, ops![v, p]))
    }

    fn parse_cmpxchg(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let weak = self.eat_kw(Kw::Weak);
        let volatile = self.eat_kw(Kw::Volatile);
        let pt = self.tok();
        let (pty, p) = self.typed(fs)?;
        self.expect(Tok::Comma, "',' after cmpxchg address")?;
        let (cty, c) = self.typed(fs)?;
        self.expect(Tok::Comma, "',' after cmpxchg cmp operand")?;
        let nt = self.tok();
        let (nty, n) = self.typed(fs)?;
        let scope = self.parse_syncscope()?;
        let st = self.tok();
        let success = self.parse_ordering()?;
        let ft = self.tok();
        let failure = self.parse_ordering()?;
        let align = self.parse_opt_comma_align()?;
        if success == Ordering::Unordered {
            return self.err_at(st, "invalid cmpxchg success ordering");
        }
        if matches!(failure, Ordering::Unordered | Ordering::Release | Ordering::AcqRel) {
            return self.err_at(ft, "invalid cmpxchg failure ordering");
        }
        if !self.m.types.is_ptr(pty) {
            return self.err_at(pt, "cmpxchg operand must be a pointer");
        }
        if cty != nty {
            return self.err_at(nt, "compare value and new value type do not match");
        }
        if !self.m.types.is_first_class(nty) || nty == TypeTable::LABEL {
            return self.err_at(nt, "cmpxchg operand must be a first class value");
        }
        let rty = self.m.types.struct_literal(&[cty, TypeTable::I1], false);
        Ok(Parsed::new(InstKind::CmpXchg { weak, volatile, success, failure, scope, align }, rty, ops![p, c, n]))
    }

    fn parse_atomicrmw(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let volatile = self.eat_kw(Kw::Volatile);
        let Some(op) = self.at(Tok::Ident).then(|| RmwOp::from_keyword(self.cur_text())).flatten() else {
            return self.expected("binary operation in atomicrmw");
        };
        self.bump();
        let pt = self.tok();
        let (pty, p) = self.typed(fs)?;
        self.expect(Tok::Comma, "',' after atomicrmw address")?;
        let vt = self.tok();
        let (vty, v) = self.typed(fs)?;
        let scope = self.parse_syncscope()?;
        let ot = self.tok();
        let ordering = self.parse_ordering()?;
        let align = self.parse_opt_comma_align()?;
        if ordering == Ordering::Unordered {
            return self.err_at(ot, "atomicrmw cannot be unordered");
        }
        if !self.m.types.is_ptr(pty) {
            return self.err_at(pt, "atomicrmw operand must be a pointer");
        }
        if self.m.types.is_scalable(vty) {
            return self.err_at(vt, "atomicrmw operand may not be scalable");
        }
        let tt = &self.m.types;
        let name = op.keyword();
        if op == RmwOp::Xchg {
            if !(tt.is_int(vty) || tt.is_float(vty) || tt.is_ptr(vty)) {
                return self.err_at(vt, format!("atomicrmw {name} operand must be an integer, floating point, or pointer type"));
            }
        } else if op.is_float() {
            if !tt.is_float_or_float_vector(vty) {
                return self.err_at(vt, format!("atomicrmw {name} operand must be a floating point type"));
            }
        } else if !tt.is_int(vty) {
            return self.err_at(vt, format!("atomicrmw {name} operand must be an integer"));
        }
        let bits = self.m.datalayout.type_size_in_bits(&self.m.types, vty);
        if bits < 8 || !bits.is_power_of_two() {
            return self.err_at(vt, "atomicrmw operand must have a power-of-two byte size");
        }
        Ok(Parsed::new(InstKind::AtomicRmw { op, volatile, atomic: Atomic { ordering, scope }, align }, vty, ops![p, v]))
    }

    fn parse_gep(&mut self, fs: &mut FnState) -> PResult<Parsed> {
        let fl = self.parse_gep_flags();
        let source = self.parse_type()?;
        self.expect(Tok::Comma, "comma after getelementptr's type")?;
        let bt = self.tok();
        let (bty, base) = self.typed(fs)?;
        if !self.m.types.is_ptr_or_ptr_vector(bty) {
            return self.err_at(bt, "base of getelementptr must be a pointer");
        }
        let mut ops = std::mem::take(&mut self.ops_scratch);
        ops.clear();
        ops.push(base);
        let mut idx = std::mem::take(&mut self.index_scratch);
        idx.clear();
        let mut width = vector_shape(&self.m.types, bty);
        while self.at(Tok::Comma) && !self.at_comma_md() {
            self.bump();
            let it = self.tok();
            let (ity, i) = self.typed(fs)?;
            if !self.m.types.is_int_or_int_vector(ity) {
                return self.err_at(it, "getelementptr index must be an integer");
            }
            if let Some(s) = vector_shape(&self.m.types, ity) {
                if width.is_some_and(|w| w != s) {
                    return self.err_at(it, "getelementptr vector index has a wrong number of elements");
                }
                width = Some(s);
            }
            idx.push((ity, i.as_const()));
            ops.push(i);
        }
        if !idx.is_empty() && !self.is_sized_cached(source) {
            return self.unsized_error(source, bt, "base element of getelementptr must be sized");
        }
        if matches!(self.m.types.get(source), Type::Struct { .. } | Type::Named(_)) && self.m.types.is_scalable(source) {
            return self.err_at(bt, "getelementptr cannot target structure that contains scalable vector type");
        }
        if gep_indexed_type(&self.m.types, &self.m.consts, source, &idx).is_none() {
            return self.err_at(bt, "invalid getelementptr indices");
        }
        // Scalar indices on a scalar pointer (the usual case) give the base's type.
        let rty = if width.is_none() {
            bty
        } else {
            let idx_tys: Vec<TypeId> = idx.iter().map(|i| i.0).collect();
            match gep_result_type(&mut self.m.types, bty, &idx_tys) {
                Ok(t) => t,
                Err(msg) => return self.err_at(bt, msg),
            }
        };
        self.index_scratch = idx;
        let ops = self.finish_ops(ops);
        Ok(Parsed::new(InstKind::Gep { source, flags: fl }, rty, ops))
    }

    /// `TypeTable::is_sized`, remembering the types found sized (a type never becomes
    /// unsized; an opaque struct may become sized when its body is read later).
    pub(crate) fn is_sized_cached(&mut self, ty: TypeId) -> bool {
        if self.sized_types.get(ty.0 as usize) == Some(&true) {
            return true;
        }
        let sized = self.m.types.is_sized(ty);
        if sized {
            let i = ty.0 as usize;
            if self.sized_types.len() <= i {
                self.sized_types.resize(self.m.types.len().max(i + 1), false);
            }
            self.sized_types[i] = true;
        }
        sized
    }

    // ---- use-list order directives (read and dropped) ----

    /// `uselistorder T v, { i, j, ... }` (in a function or at top level) and
    /// `uselistorder_bb @f, %bb, { ... }` (top level).
    pub(crate) fn parse_uselistorder(&mut self, fs: Option<&mut FnState>) -> PResult<()> {
        if self.eat_kw(Kw::UselistorderBb) {
            self.expect(Tok::GlobalVar, "function name in uselistorder_bb")?;
            self.expect(Tok::Comma, "comma in uselistorder_bb directive")?;
            if !matches!(self.tok().kind, Tok::LocalVar | Tok::LocalId) {
                return self.expected("basic block name in uselistorder_bb");
            }
            self.bump();
        } else {
            self.expect_kw(Kw::Uselistorder)?;
            let ty = self.parse_type()?;
            self.parse_value(ty, fs)?;
        }
        self.expect(Tok::Comma, "comma in uselistorder directive")?;
        self.expect(Tok::LBrace, "'{' here")?;
        let mut n = 0;
        loop {
            self.parse_u32("uselistorder index")?;
            n += 1;
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}' here")?;
        if n < 2 {
            return self.err("expected >= 2 uselistorder indexes");
        }
        Ok(())
    }
}
