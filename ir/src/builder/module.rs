//! Builder methods on `Module` for what a module holds besides function bodies:
//! functions (declared or defined, with parameter names, attributes and a personality),
//! global variables and string literals, aliases and ifuncs, named struct types,
//! constants of every kind (numbers, `null`, `undef`/`poison`, `zeroinitializer`,
//! arrays, structs, vectors, strings, addresses, `blockaddress`, constant expressions),
//! inline asm, and attribute sets.

use crate::attrs::{Attr, AttrKind, AttrSetId};
use crate::constant::{Const, ConstExpr, ConstId, ExprOp, IntValue};
use crate::function::{Function, Param};
use crate::inst::{flags, BinOp, CastOp};
use crate::interner::Sym;
use crate::module::Module;
use crate::module::{AliasOrIFunc, GlobalId, GlobalKind, GlobalValue, GlobalVar, Linkage, UnnamedAddr};
use crate::types::{Type, TypeId, TypeTable};
use crate::value::{BlockId, InlineAsm, Value};

impl Module {
    // ---- functions ----

    /// Declares a function (no body yet) with the given type. A function of that name
    /// already in the module is returned as it is (so declaring `printf` twice is
    /// harmless).
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

    /// Declares a function to define (build its body with `Module::build`), naming its
    /// parameters (`""` leaves one unnamed; names past the last parameter are ignored).
    pub fn define_function(&mut self, name: &str, fn_ty: TypeId, linkage: Linkage, params: &[&str]) -> GlobalId {
        let f = self.declare_function(name, fn_ty, linkage);
        let mut b = self.build(f);
        for (i, p) in params.iter().enumerate() {
            b.name_param(i as u32, p);
        }
        f
    }

    /// Sets the function attributes of function `f` (`attr_set` makes the set).
    pub fn set_fn_attrs(&mut self, f: GlobalId, attrs: AttrSetId) {
        if let Some(func) = self.function_mut(f) {
            func.fn_attrs = attrs;
        }
    }

    /// Sets the return-value attributes of function `f`.
    pub fn set_ret_attrs(&mut self, f: GlobalId, attrs: AttrSetId) {
        if let Some(func) = self.function_mut(f) {
            func.ret_attrs = attrs;
        }
    }

    /// Sets the attributes of parameter `index` of function `f`.
    pub fn set_param_attrs(&mut self, f: GlobalId, index: usize, attrs: AttrSetId) {
        if let Some(p) = self.function_mut(f).and_then(|func| func.params.get_mut(index)) {
            p.attrs = attrs;
        }
    }

    /// Sets the personality routine of function `f` (needed by `landingpad`), e.g.
    /// `__gxx_personality_v0`.
    pub fn set_personality(&mut self, f: GlobalId, personality: GlobalId) {
        let c = self.global_ref(personality);
        if let Some(func) = self.function_mut(f) {
            func.personality = Some(c);
        }
    }

    // ---- attribute sets ----

    /// The interned set of `attrs` (later attributes of one kind replace earlier ones).
    pub fn attr_set(&mut self, attrs: Vec<Attr>) -> AttrSetId {
        self.attrs.intern(attrs, &self.syms)
    }

    /// The set of keyword attributes without arguments (`nounwind`, `noundef`, …).
    pub fn attr_flags(&mut self, kinds: &[AttrKind]) -> AttrSetId {
        self.attr_set(kinds.iter().map(|&k| Attr::Flag(k)).collect())
    }

    /// A string attribute `"key"="value"` (or `"key"` without a value).
    pub fn string_attr(&mut self, key: &str, value: Option<&str>) -> Attr {
        let key = self.syms.intern_str(key);
        Attr::Str(key, value.map(|v| self.syms.intern_str(v)))
    }

    // ---- globals ----

    /// A global name not taken yet: `name`, else `name.1`, `name.2`, … (LLVM's rule for
    /// globals).
    fn unique_global_name(&mut self, name: &str) -> Sym {
        if self.global_by_name(name.as_bytes()).is_none() {
            return self.syms.intern_str(name);
        }
        (1u32..)
            .map(|n| format!("{name}.{n}"))
            .find(|n| self.global_by_name(n.as_bytes()).is_none())
            .map(|n| self.syms.intern_str(&n))
            .expect("some suffix is free")
    }

    /// Adds a global variable of type `ty`, defined with `init` or declared (external)
    /// with `None`; `constant` makes it read-only. A name already taken gets a suffix
    /// (`name.1`); set other properties through `global_mut`.
    pub fn add_global_var(
        &mut self,
        name: &str,
        ty: TypeId,
        init: Option<ConstId>,
        constant: bool,
        linkage: Linkage,
    ) -> GlobalId {
        let sym = self.unique_global_name(name);
        let var = GlobalVar { value_ty: ty, init, is_constant: constant, ..GlobalVar::default() };
        let mut g = GlobalValue::new(Some(sym), GlobalKind::Var(var));
        g.linkage = linkage;
        match self.add_global(g) {
            Ok(id) | Err(id) => id,
        }
    }

    /// A string literal: `@.str = private unnamed_addr constant [n x i8] c"...\00"`,
    /// as C compilers make one (`@.str.1`, … for the next ones). Use its address with
    /// `global_value` or `global_ref`.
    ///
    /// ```
    /// # use rllc_ir::{Module, print_module};
    /// let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    /// m.global_string(b"hi\n");
    /// m.global_string(b"again");
    /// let text = print_module(&m);
    /// assert!(text.contains(r#"@.str = private unnamed_addr constant [4 x i8] c"hi\0A\00", align 1"#));
    /// assert!(text.contains("@.str.1 = private unnamed_addr constant [6 x i8]"));
    /// ```
    pub fn global_string(&mut self, s: &[u8]) -> GlobalId {
        let init = self.const_cstring(s);
        let ty = self.const_type(init);
        let g = self.add_global_var(".str", ty, Some(init), true, Linkage::Private);
        let gv = self.global_mut(g);
        gv.unnamed_addr = UnnamedAddr::Global;
        gv.align = Some(1);
        g
    }

    /// `@name = [linkage] alias ty, ptr aliasee`.
    pub fn add_alias(&mut self, name: &str, ty: TypeId, aliasee: ConstId, linkage: Linkage) -> GlobalId {
        let sym = self.unique_global_name(name);
        let mut g = GlobalValue::new(Some(sym), GlobalKind::Alias(AliasOrIFunc { value_ty: ty, target: aliasee }));
        g.linkage = linkage;
        match self.add_global(g) {
            Ok(id) | Err(id) => id,
        }
    }

    /// `@name = ifunc fn_ty, ptr resolver`: a function whose address the resolver picks
    /// at load time.
    pub fn add_ifunc(&mut self, name: &str, fn_ty: TypeId, resolver: ConstId) -> GlobalId {
        let sym = self.unique_global_name(name);
        let g = GlobalValue::new(Some(sym), GlobalKind::IFunc(AliasOrIFunc { value_ty: fn_ty, target: resolver }));
        match self.add_global(g) {
            Ok(id) | Err(id) => id,
        }
    }

    /// An identified struct type `%name = type { fields }` (a second type of the same
    /// name is printed with a suffix).
    pub fn struct_type(&mut self, name: &str, fields: &[TypeId], packed: bool) -> TypeId {
        let sym = self.syms.intern_str(name);
        let ty = self.types.new_named_struct(Some(sym));
        self.types.set_struct_body(ty, fields, packed);
        ty
    }

    // ---- constants ----

    /// An integer constant of type `ty` (`iN`) holding `v` (sign-extended).
    pub fn const_int(&mut self, ty: TypeId, v: i64) -> ConstId {
        let bits = self.types.int_bits(ty).unwrap_or(64);
        self.consts.intern(Const::Int(ty, IntValue::from_i64(v, bits)))
    }

    /// An integer constant of type `ty` holding `v` (zero-extended).
    pub fn const_uint(&mut self, ty: TypeId, v: u64) -> ConstId {
        let bits = self.types.int_bits(ty).unwrap_or(64);
        self.consts.intern(Const::Int(ty, IntValue::from_u64(v, bits)))
    }

    /// `true` or `false` (`i1`).
    pub fn const_bool(&mut self, v: bool) -> ConstId {
        self.const_int(TypeTable::I1, v as i64)
    }

    /// An `f64` constant.
    pub fn const_f64(&mut self, v: f64) -> ConstId {
        self.consts.intern(Const::Float(TypeTable::DOUBLE, v.to_bits() as u128))
    }

    /// An `f32` constant.
    pub fn const_f32(&mut self, v: f32) -> ConstId {
        self.consts.intern(Const::Float(TypeTable::FLOAT, v.to_bits() as u128))
    }

    /// A floating-point constant of type `ty` given as its bit pattern (for `half`,
    /// `bfloat`, `x86_fp80`, `fp128`, `ppc_fp128`).
    pub fn const_float_bits(&mut self, ty: TypeId, bits: u128) -> ConstId {
        self.consts.intern(Const::Float(ty, bits))
    }

    /// `null` of a pointer type.
    pub fn const_null(&mut self, ty: TypeId) -> ConstId {
        self.consts.intern(Const::Null(ty))
    }

    /// `undef` of type `ty`.
    pub fn const_undef(&mut self, ty: TypeId) -> ConstId {
        self.consts.intern(Const::Undef(ty))
    }

    /// `poison` of type `ty`.
    pub fn const_poison(&mut self, ty: TypeId) -> ConstId {
        self.consts.intern(Const::Poison(ty))
    }

    /// The zero value of any type: `0`, `0.0`, `null`, or `zeroinitializer` for
    /// aggregates and vectors.
    pub fn const_zero(&mut self, ty: TypeId) -> ConstId {
        let c = match self.types.get(ty) {
            Type::Int(_) => return self.const_int(ty, 0),
            Type::Float(_) => Const::Float(ty, 0),
            Type::Ptr { .. } => Const::Null(ty),
            _ => Const::Zero(ty),
        };
        self.consts.intern(c)
    }

    /// All bits set: `-1` of an integer type, or a vector of them.
    pub fn const_all_ones(&mut self, ty: TypeId) -> ConstId {
        match self.types.get(ty).clone() {
            Type::Vector { elem, len, scalable: false } => {
                let e = self.const_int(elem, -1);
                self.const_vector_of(ty, vec![e; len as usize])
            }
            _ => self.const_int(ty, -1),
        }
    }

    /// `none` (type `token`), the parent of a top-level funclet pad.
    pub fn const_none(&mut self) -> ConstId {
        self.consts.intern(Const::NoneToken)
    }

    /// `[ elems ]` of type `[n x elem_ty]`.
    pub fn const_array(&mut self, elem_ty: TypeId, elems: &[ConstId]) -> ConstId {
        let ty = self.types.array(elem_ty, elems.len() as u64);
        self.consts.intern(Const::Array(ty, elems.into()))
    }

    /// `{ fields }` of the literal struct type of the fields' types.
    pub fn const_struct(&mut self, fields: &[ConstId], packed: bool) -> ConstId {
        let tys: Vec<TypeId> = fields.iter().map(|&c| self.const_type(c)).collect();
        let ty = self.types.struct_literal(&tys, packed);
        self.consts.intern(Const::Struct(ty, fields.into()))
    }

    /// `{ fields }` of struct type `ty` (an identified struct from `struct_type`).
    pub fn const_named_struct(&mut self, ty: TypeId, fields: &[ConstId]) -> ConstId {
        self.consts.intern(Const::Struct(ty, fields.into()))
    }

    /// `< elems >` of the fixed vector type of their type.
    pub fn const_vector(&mut self, elems: &[ConstId]) -> ConstId {
        let elem = elems.first().map_or(TypeTable::I32, |&c| self.const_type(c));
        let ty = self.types.vector(elem, elems.len() as u32, false);
        self.const_vector_of(ty, elems.to_vec())
    }

    fn const_vector_of(&mut self, ty: TypeId, elems: Vec<ConstId>) -> ConstId {
        self.consts.intern(Const::Vector(ty, elems.into_boxed_slice()))
    }

    /// `c"..."`: the bytes as they are, an `[n x i8]`.
    pub fn const_bytes(&mut self, s: &[u8]) -> ConstId {
        let ty = self.types.array(TypeTable::I8, s.len() as u64);
        self.consts.intern(Const::Bytes(ty, s.into()))
    }

    /// A null-terminated byte string constant `c"...\00"`.
    pub fn const_cstring(&mut self, s: &[u8]) -> ConstId {
        let mut bytes = s.to_vec();
        bytes.push(0);
        self.const_bytes(&bytes)
    }

    /// The address of global `g` as a value operand.
    pub fn global_value(&mut self, g: GlobalId) -> Value {
        Value::Const(self.global_ref(g))
    }

    /// `blockaddress(@f, %b)`: the address of a block, for `indirectbr`.
    pub fn block_address(&mut self, f: GlobalId, b: BlockId) -> ConstId {
        self.consts.intern(Const::BlockAddress { func: f, block: b })
    }

    /// The constant expression `getelementptr [inbounds] source, ptr base, indices...`.
    pub fn const_gep(&mut self, source: TypeId, base: ConstId, indices: &[ConstId], inbounds: bool) -> ConstId {
        let mut operands = vec![base];
        operands.extend_from_slice(indices);
        let ty = self.const_type(base);
        let flags = if inbounds { flags::INBOUNDS } else { 0 };
        let e = ConstExpr {
            op: ExprOp::Gep,
            ty,
            operands: operands.into(),
            flags,
            source_ty: Some(source),
            inrange: None,
        };
        self.consts.intern(Const::Expr(Box::new(e)))
    }

    /// The constant expression `op (ty c to T)` (`ptrtoint`, `inttoptr`, `bitcast`,
    /// `addrspacecast`, `trunc`: the casts LLVM 19 keeps as expressions).
    pub fn const_cast(&mut self, op: CastOp, c: ConstId, to: TypeId) -> ConstId {
        let e = ConstExpr {
            op: ExprOp::Cast(op),
            ty: to,
            operands: Box::new([c]),
            flags: 0,
            source_ty: None,
            inrange: None,
        };
        self.consts.intern(Const::Expr(Box::new(e)))
    }

    /// The constant expression `op (ty a, ty b)` (`add`, `sub`, `mul`, `xor`: the ones
    /// LLVM 19 keeps as expressions).
    pub fn const_binary(&mut self, op: BinOp, a: ConstId, b: ConstId) -> ConstId {
        let ty = self.const_type(a);
        let e = ConstExpr {
            op: ExprOp::Binary(op),
            ty,
            operands: Box::new([a, b]),
            flags: 0,
            source_ty: None,
            inrange: None,
        };
        self.consts.intern(Const::Expr(Box::new(e)))
    }

    /// Inline assembly to call (or `callbr`) with function type `fn_ty`: `text` in
    /// AT&T syntax, `constraints` as LLVM spells them (`"=r,r,~{memory}"`).
    pub fn inline_asm(&mut self, fn_ty: TypeId, text: &str, constraints: &str, side_effect: bool) -> Value {
        let asm = InlineAsm {
            fn_ty,
            asm: self.syms.intern_str(text),
            constraints: self.syms.intern_str(constraints),
            side_effect,
            align_stack: false,
            intel_dialect: false,
            can_unwind: false,
        };
        Value::Asm(self.add_inline_asm(asm))
    }
}
