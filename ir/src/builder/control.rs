//! Builder methods for control flow: the terminators (`ret`, `br`, `switch`,
//! `indirectbr`, `unreachable`, `invoke`, `callbr`, `resume` and the funclet returns),
//! `phi`, calls (direct, indirect, with attributes, calling conventions and tail
//! markers), and exception handling (`landingpad`, the funclet pads).

use super::FunctionBuilder;
use crate::attrs::AttrSetId;
use crate::constant::ConstId;
use crate::inst::{CallConv, CallInfo, ClauseKind, FastMath, InstKind, TailKind};
use crate::module::GlobalId;
use crate::types::{TypeId, TypeTable};
use crate::value::{BlockId, InstId, Value};

impl FunctionBuilder<'_> {
    // ---- terminators ----

    /// `ret ty v`, or `ret void` for `None`.
    pub fn ret(&mut self, v: Option<Value>) -> InstId {
        self.push_void(InstKind::Ret, v.into_iter().collect())
    }

    /// `br label %dest`.
    pub fn br(&mut self, dest: BlockId) -> InstId {
        self.push_void(InstKind::Br, vec![Value::Block(dest)])
    }

    /// `br i1 cond, label %then_b, label %else_b`.
    pub fn cond_br(&mut self, cond: Value, then_b: BlockId, else_b: BlockId) -> InstId {
        self.push_void(InstKind::Br, vec![cond, Value::Block(then_b), Value::Block(else_b)])
    }

    /// `switch ty v, label %default [ ty c, label %bb ... ]`; more cases can be added with
    /// `add_case`. Case values are integer constants of `v`'s type (`Module::const_int`).
    ///
    /// ```
    /// # use rllc_ir::{Module, TypeTable, verify, print_module, module::Linkage};
    /// let mut m = Module::for_target("riscv64-unknown-linux-gnu");
    /// let fty = m.types.function(TypeTable::I32, &[TypeTable::I32], false);
    /// let f = m.define_function("pick", fty, Linkage::External, &["n"]);
    /// let (one, ten, twenty) = (m.const_int(TypeTable::I32, 1), m.const_int(TypeTable::I32, 10),
    ///     m.const_int(TypeTable::I32, 20));
    /// let mut b = m.build(f);
    /// let [entry, case1, other] = ["entry", "one", "other"].map(|n| b.block(Some(n)));
    /// b.switch_to(entry);
    /// let n = b.param(0);
    /// let sw = b.switch(n, other, &[(one, case1)]);
    /// b.switch_to(case1);
    /// b.ret(Some(ten.into()));
    /// b.switch_to(other);
    /// b.ret(Some(twenty.into()));
    /// assert!(verify(&m).is_empty());
    /// assert!(print_module(&m).contains("switch i32 %n, label %other [\n    i32 1, label %one\n  ]"));
    /// ```
    pub fn switch(&mut self, v: Value, default: BlockId, cases: &[(ConstId, BlockId)]) -> InstId {
        let mut ops = vec![v, Value::Block(default)];
        for &(c, b) in cases {
            ops.extend([Value::Const(c), Value::Block(b)]);
        }
        self.push_void(InstKind::Switch, ops)
    }

    /// Adds a case to a `switch`. Returns false (changing nothing) for other
    /// instructions.
    pub fn add_case(&mut self, switch: InstId, value: ConstId, dest: BlockId) -> bool {
        let Some(inst) = self.func_mut().insts.get_mut(switch.0 as usize) else { return false };
        if !matches!(inst.kind, InstKind::Switch) {
            return false;
        }
        inst.ops.push(Value::Const(value));
        inst.ops.push(Value::Block(dest));
        true
    }

    /// `indirectbr ptr addr, [label %d, ...]`: jumps to the block whose
    /// `blockaddress` is `addr`, one of `dests`.
    pub fn indirect_br(&mut self, addr: Value, dests: &[BlockId]) -> InstId {
        let mut ops = vec![addr];
        ops.extend(dests.iter().map(|&b| Value::Block(b)));
        self.push_void(InstKind::IndirectBr, ops)
    }

    /// `unreachable`.
    pub fn unreachable(&mut self) -> InstId {
        self.push_void(InstKind::Unreachable, Vec::new())
    }

    // ---- phi ----

    /// `phi ty [v, %bb], ...`.
    pub fn phi(&mut self, ty: TypeId, incoming: &[(Value, BlockId)]) -> Value {
        let ops = incoming.iter().flat_map(|&(v, b)| [v, Value::Block(b)]).collect();
        self.push_value(InstKind::Phi { fmf: FastMath::default() }, ty, ops)
    }

    /// Adds the incoming value `v` from block `from` to `phi` (a loop's back edge is known
    /// only after the body is built). Returns false for a value that is not a phi.
    pub fn add_incoming(&mut self, phi: Value, v: Value, from: BlockId) -> bool {
        let Some(inst) = self.inst_of(phi) else { return false };
        if !matches!(inst.kind, InstKind::Phi { .. }) {
            return false;
        }
        inst.ops.push(v);
        inst.ops.push(Value::Block(from));
        true
    }

    // ---- calls ----

    /// Calls function `callee` (a global) with `args`. The result is the call's value
    /// (an instruction of type `void` for a function returning nothing).
    pub fn call(&mut self, callee: GlobalId, args: &[Value]) -> Value {
        let fn_ty = self.m.global(callee).value_type();
        let callee = Value::Const(self.m.global_ref(callee));
        self.call_indirect(fn_ty, callee, args)
    }

    /// Calls through a pointer (or any callee value) with function type `fn_ty`.
    pub fn call_indirect(&mut self, fn_ty: TypeId, callee: Value, args: &[Value]) -> Value {
        let (ret, info, ops) = self.call_parts(fn_ty, callee, args);
        self.push_value(InstKind::Call(Box::new(info)), ret, ops)
    }

    /// `invoke` of function `callee`: continues at `normal`, or at `unwind` (which must
    /// start with a `landingpad`) when the callee throws.
    pub fn invoke(&mut self, callee: GlobalId, args: &[Value], normal: BlockId, unwind: BlockId) -> Value {
        let fn_ty = self.m.global(callee).value_type();
        let callee = Value::Const(self.m.global_ref(callee));
        self.invoke_indirect(fn_ty, callee, args, normal, unwind)
    }

    /// `invoke` through a callee value of function type `fn_ty`.
    pub fn invoke_indirect(
        &mut self,
        fn_ty: TypeId,
        callee: Value,
        args: &[Value],
        normal: BlockId,
        unwind: BlockId,
    ) -> Value {
        let (ret, info, mut ops) = self.call_parts(fn_ty, callee, args);
        ops.extend([Value::Block(normal), Value::Block(unwind)]);
        self.push_value(InstKind::Invoke(Box::new(info)), ret, ops)
    }

    /// `callbr` (asm goto): calls `callee` (inline asm, see `Module::inline_asm`), then
    /// continues at `fallthrough` or at one of `indirect`.
    pub fn callbr(
        &mut self,
        fn_ty: TypeId,
        callee: Value,
        args: &[Value],
        fallthrough: BlockId,
        indirect: &[BlockId],
    ) -> Value {
        let (ret, info, mut ops) = self.call_parts(fn_ty, callee, args);
        ops.push(Value::Block(fallthrough));
        ops.extend(indirect.iter().map(|&b| Value::Block(b)));
        let kind = InstKind::CallBr { call: Box::new(info), num_indirect: indirect.len() as u32 };
        self.push_value(kind, ret, ops)
    }

    fn call_parts(&mut self, fn_ty: TypeId, callee: Value, args: &[Value]) -> (TypeId, CallInfo, Vec<Value>) {
        let ret = self.m.types.function_sig(fn_ty).map(|(r, _, _)| r).unwrap_or(TypeTable::VOID);
        let mut ops = vec![callee];
        ops.extend_from_slice(args);
        let info = CallInfo {
            fn_ty,
            num_args: args.len() as u32,
            arg_attrs: vec![AttrSetId::EMPTY; args.len()].into_boxed_slice(),
            ..CallInfo::default()
        };
        (ret, info, ops)
    }

    /// The call payload of a call, invoke or callbr made by this builder, to change what
    /// the methods below do not cover (operand bundles, the callee's address space).
    pub fn call_info_mut(&mut self, call: Value) -> Option<&mut CallInfo> {
        match &mut self.inst_of(call)?.kind {
            InstKind::Call(c) | InstKind::Invoke(c) => Some(c),
            InstKind::CallBr { call, .. } => Some(call),
            _ => None,
        }
    }

    /// Sets the function attributes of a call site (`Module::attr_set` makes the set).
    pub fn set_call_fn_attrs(&mut self, call: Value, attrs: AttrSetId) -> bool {
        self.call_info_mut(call).map(|c| c.fn_attrs = attrs).is_some()
    }

    /// Sets the return-value attributes of a call site.
    pub fn set_call_ret_attrs(&mut self, call: Value, attrs: AttrSetId) -> bool {
        self.call_info_mut(call).map(|c| c.ret_attrs = attrs).is_some()
    }

    /// Sets the attributes of argument `index` of a call site (e.g. `zeroext`, `byval`).
    pub fn set_call_arg_attrs(&mut self, call: Value, index: usize, attrs: AttrSetId) -> bool {
        match self.call_info_mut(call).and_then(|c| c.arg_attrs.get_mut(index)) {
            Some(slot) => {
                *slot = attrs;
                true
            }
            None => false,
        }
    }

    /// Sets the calling convention of a call site (it must match the callee's).
    pub fn set_call_conv(&mut self, call: Value, cc: CallConv) -> bool {
        self.call_info_mut(call).map(|c| c.cc = cc).is_some()
    }

    /// Marks a call `tail`, `musttail` or `notail`.
    pub fn set_tail(&mut self, call: Value, tail: TailKind) -> bool {
        self.call_info_mut(call).map(|c| c.tail = tail).is_some()
    }

    // ---- exception handling ----

    /// `landingpad ty [cleanup] (catch|filter ty c)...`: the first instruction of an
    /// `invoke`'s unwind block (the function needs a personality, see
    /// `Module::set_personality`). `ty` is usually `{ ptr, i32 }`.
    pub fn landingpad(&mut self, ty: TypeId, cleanup: bool, clauses: &[(ClauseKind, ConstId)]) -> Value {
        let kinds: Vec<ClauseKind> = clauses.iter().map(|&(k, _)| k).collect();
        let ops = clauses.iter().map(|&(_, c)| Value::Const(c)).collect();
        self.push_value(InstKind::LandingPad { cleanup, clauses: kinds.into() }, ty, ops)
    }

    /// `resume ty v`: continues unwinding with a landing pad's value.
    pub fn resume(&mut self, v: Value) -> InstId {
        self.push_void(InstKind::Resume, vec![v])
    }

    /// `catchswitch within parent [label %h...] unwind label %u|to caller` (Windows-style
    /// funclets); `parent` is `none` (`Module::const_none`) or an enclosing pad.
    pub fn catchswitch(&mut self, parent: Value, handlers: &[BlockId], unwind: Option<BlockId>) -> Value {
        let mut ops = vec![parent];
        ops.extend(handlers.iter().map(|&b| Value::Block(b)));
        ops.extend(unwind.map(Value::Block));
        self.push_value(InstKind::CatchSwitch { has_unwind: unwind.is_some() }, TypeTable::TOKEN, ops)
    }

    /// `catchpad within %cs [args...]`.
    pub fn catchpad(&mut self, catchswitch: Value, args: &[Value]) -> Value {
        let mut ops = vec![catchswitch];
        ops.extend_from_slice(args);
        self.push_value(InstKind::CatchPad, TypeTable::TOKEN, ops)
    }

    /// `cleanuppad within parent [args...]`.
    pub fn cleanuppad(&mut self, parent: Value, args: &[Value]) -> Value {
        let mut ops = vec![parent];
        ops.extend_from_slice(args);
        self.push_value(InstKind::CleanupPad, TypeTable::TOKEN, ops)
    }

    /// `catchret from %pad to label %dest`.
    pub fn catchret(&mut self, pad: Value, dest: BlockId) -> InstId {
        self.push_void(InstKind::CatchRet, vec![pad, Value::Block(dest)])
    }

    /// `cleanupret from %pad unwind label %u|to caller`.
    pub fn cleanupret(&mut self, pad: Value, unwind: Option<BlockId>) -> InstId {
        let mut ops = vec![pad];
        ops.extend(unwind.map(Value::Block));
        self.push_void(InstKind::CleanupRet, ops)
    }
}
