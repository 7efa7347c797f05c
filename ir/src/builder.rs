//! The builder API: how a language frontend (and the `.ll` parser) creates functions in
//! memory. A `FunctionBuilder` appends instructions at the end of a current block and
//! computes result types, so callers only say what they want.

use crate::attrs::AttrSetId;
use crate::constant::{Const, ConstId, IntValue};
use crate::function::{Function, Param};
use crate::inst::{Align, BinOp, CallInfo, CastOp, FloatPred, Inst, InstKind, IntPred};
use crate::interner::Sym;
use crate::module::{GlobalId, GlobalKind, GlobalValue, Linkage, Module};
use crate::types::{TypeId, TypeTable};
use crate::value::{BlockId, InstId, Value};

impl Module {
    /// Declares a function (no body yet) with the given type and parameter names.
    pub fn declare_function(&mut self, name: &str, fn_ty: TypeId, linkage: Linkage) -> GlobalId {
        let name = self.syms.intern_str(name);
        let params = self
            .types
            .function_sig(fn_ty)
            .map(|(_, p, _)| p.iter().map(|&ty| Param { ty, attrs: AttrSetId::EMPTY, name: None }).collect())
            .unwrap_or_default();
        let f = Function { ty: fn_ty, params, ..Function::default() };
        let mut g = GlobalValue::new(Some(name), GlobalKind::Func(f));
        g.linkage = linkage;
        match self.add_global(g) {
            Ok(id) | Err(id) => id,
        }
    }

    /// An integer constant of type `ty` (`iN`) holding `v` (sign-extended).
    pub fn const_int(&mut self, ty: TypeId, v: i64) -> ConstId {
        let bits = self.types.int_bits(ty).unwrap_or(64);
        self.consts.intern(Const::Int(ty, IntValue::from_i64(v, bits)))
    }

    /// An `f64` constant.
    pub fn const_f64(&mut self, v: f64) -> ConstId {
        self.consts.intern(Const::Float(TypeTable::DOUBLE, v.to_bits() as u128))
    }

    /// A null-terminated byte string constant `c"...\00"`.
    pub fn const_cstring(&mut self, s: &[u8]) -> ConstId {
        let mut bytes = s.to_vec();
        bytes.push(0);
        let ty = self.types.array(TypeTable::I8, bytes.len() as u64);
        self.consts.intern(Const::Bytes(ty, bytes.into_boxed_slice()))
    }

    /// Starts building the body of function `f`.
    pub fn build(&mut self, f: GlobalId) -> FunctionBuilder<'_> {
        FunctionBuilder { m: self, f, current: None }
    }
}

/// Appends instructions to a function's blocks.
pub struct FunctionBuilder<'m> {
    pub m: &'m mut Module,
    pub f: GlobalId,
    current: Option<BlockId>,
}

impl<'m> FunctionBuilder<'m> {
    pub fn func(&self) -> &Function {
        self.m.function(self.f).expect("builder target is a function")
    }

    pub fn func_mut(&mut self) -> &mut Function {
        self.m.function_mut(self.f).expect("builder target is a function")
    }

    /// Creates a block, appends it to the layout, and returns it.
    pub fn block(&mut self, name: Option<&str>) -> BlockId {
        let sym = name.map(|n| self.m.syms.intern_str(n));
        let f = self.func_mut();
        let b = f.new_block(sym);
        f.blocks[b.0 as usize].defined = true;
        f.layout.push(b);
        b
    }

    /// Places a block created earlier (e.g. reserved by a forward reference) at the end of
    /// the layout.
    pub fn place_block(&mut self, b: BlockId) {
        let f = self.func_mut();
        f.blocks[b.0 as usize].defined = true;
        f.layout.push(b);
    }

    /// Makes `b` the block new instructions go to.
    pub fn switch_to(&mut self, b: BlockId) {
        self.current = Some(b);
    }

    pub fn current_block(&self) -> Option<BlockId> {
        self.current
    }

    /// Appends a fully formed instruction to the current block.
    pub fn push(&mut self, inst: Inst) -> InstId {
        let b = self.current.expect("no current block: call switch_to first");
        self.func_mut().push_inst(b, inst)
    }

    fn push_value(&mut self, kind: InstKind, ty: TypeId, ops: Vec<Value>) -> Value {
        Value::Inst(self.push(Inst::new(kind, ty, ops)))
    }

    /// Names an instruction result (`%name`).
    pub fn name(&mut self, v: Value, name: &str) {
        let sym: Sym = self.m.syms.intern_str(name);
        if let Value::Inst(i) = v {
            self.func_mut().set_name(i, Some(sym));
        }
    }

    /// The type of an operand in this function.
    pub fn type_of(&self, v: Value) -> TypeId {
        match v {
            Value::Const(c) => self.m.const_type(c),
            Value::Arg(i) => self.func().params[i as usize].ty,
            Value::Inst(i) => self.func().inst(i).ty,
            Value::Block(_) => TypeTable::LABEL,
            Value::Meta(_) => TypeTable::METADATA,
            Value::Asm(a) => self.m.inline_asms[a.0 as usize].fn_ty,
        }
    }

    pub fn param(&self, index: u32) -> Value {
        Value::Arg(index)
    }

    pub fn binary(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        self.push_value(InstKind::Binary { op, flags: 0, fmf: Default::default() }, ty, vec![a, b])
    }

    pub fn add(&mut self, a: Value, b: Value) -> Value {
        self.binary(BinOp::Add, a, b)
    }

    pub fn sub(&mut self, a: Value, b: Value) -> Value {
        self.binary(BinOp::Sub, a, b)
    }

    pub fn mul(&mut self, a: Value, b: Value) -> Value {
        self.binary(BinOp::Mul, a, b)
    }

    pub fn icmp(&mut self, pred: IntPred, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        let ty = self.m.types.with_scalar(ty, TypeTable::I1);
        self.push_value(InstKind::ICmp { pred, flags: 0 }, ty, vec![a, b])
    }

    pub fn fcmp(&mut self, pred: FloatPred, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        let ty = self.m.types.with_scalar(ty, TypeTable::I1);
        self.push_value(InstKind::FCmp { pred, fmf: Default::default() }, ty, vec![a, b])
    }

    pub fn cast(&mut self, op: CastOp, v: Value, to: TypeId) -> Value {
        self.push_value(InstKind::Cast { op, flags: 0, fmf: Default::default() }, to, vec![v])
    }

    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        self.push_value(InstKind::Select { fmf: Default::default() }, ty, vec![c, a, b])
    }

    pub fn alloca(&mut self, ty: TypeId, align: Option<Align>) -> Value {
        let one = Value::Const(self.m.const_int(TypeTable::I32, 1));
        self.push_value(
            InstKind::Alloca { allocated: ty, align, addrspace: 0, inalloca: false, swifterror: false, explicit_count: false },
            TypeTable::PTR,
            vec![one],
        )
    }

    pub fn load(&mut self, ty: TypeId, ptr: Value, align: Option<Align>) -> Value {
        self.push_value(InstKind::Load { align, volatile: false, atomic: None }, ty, vec![ptr])
    }

    pub fn store(&mut self, v: Value, ptr: Value, align: Option<Align>) {
        self.push(Inst::new(InstKind::Store { align, volatile: false, atomic: None }, TypeTable::VOID, vec![v, ptr]));
    }

    /// `getelementptr inbounds source, ptr, indices...`.
    pub fn gep(&mut self, source: TypeId, ptr: Value, indices: &[Value]) -> Value {
        let mut ops = vec![ptr];
        ops.extend_from_slice(indices);
        self.push_value(InstKind::Gep { source, flags: crate::inst::flags::INBOUNDS }, TypeTable::PTR, ops)
    }

    /// Calls function `callee` (a global) with `args`.
    pub fn call(&mut self, callee: GlobalId, args: &[Value]) -> Value {
        let fn_ty = self.m.global(callee).value_type();
        let ret = self.m.types.function_sig(fn_ty).map(|(r, _, _)| r).unwrap_or(TypeTable::VOID);
        let callee_c = self.m.global_ref(callee);
        let mut ops = vec![Value::Const(callee_c)];
        ops.extend_from_slice(args);
        let info = CallInfo {
            fn_ty,
            num_args: args.len() as u32,
            arg_attrs: vec![AttrSetId::EMPTY; args.len()].into_boxed_slice(),
            ..CallInfo::default()
        };
        self.push_value(InstKind::Call(Box::new(info)), ret, ops)
    }

    /// `phi ty [v, %bb], ...`.
    pub fn phi(&mut self, ty: TypeId, incoming: &[(Value, BlockId)]) -> Value {
        let ops = incoming.iter().flat_map(|&(v, b)| [v, Value::Block(b)]).collect();
        self.push_value(InstKind::Phi { fmf: Default::default() }, ty, ops)
    }

    /// Adds the incoming value `v` from block `from` to `phi` (a loop's back edge is known
    /// only after the body is built).
    pub fn add_incoming(&mut self, phi: Value, v: Value, from: BlockId) {
        if let Value::Inst(i) = phi {
            let inst = self.func_mut().inst_mut(i);
            if matches!(inst.kind, InstKind::Phi { .. }) {
                inst.ops.push(v);
                inst.ops.push(Value::Block(from));
            }
        }
    }

    pub fn br(&mut self, dest: BlockId) {
        self.push(Inst::new(InstKind::Br, TypeTable::VOID, vec![Value::Block(dest)]));
    }

    pub fn cond_br(&mut self, cond: Value, then_b: BlockId, else_b: BlockId) {
        self.push(Inst::new(InstKind::Br, TypeTable::VOID, vec![cond, Value::Block(then_b), Value::Block(else_b)]));
    }

    pub fn ret(&mut self, v: Option<Value>) {
        self.push(Inst::new(InstKind::Ret, TypeTable::VOID, v.into_iter().collect()));
    }

    pub fn unreachable(&mut self) {
        self.push(Inst::new(InstKind::Unreachable, TypeTable::VOID, Vec::new()));
    }
}
