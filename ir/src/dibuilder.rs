//! The debug-info builder: makes the `!DI…` metadata of a module (compile unit, files,
//! subprograms, types, variables, lexical blocks, locations) with the fields LLVM
//! requires set and the module flags (`"Dwarf Version"`, `"Debug Info Version"`) added,
//! so a front end says what its source has and gets DWARF line tables, functions,
//! variables and types in the object. `dw` names the DWARF constants the calls take.
//!
//! Locations reach instructions through the function builder's current location
//! (`FunctionBuilder::set_debug_loc`), which every instruction made afterwards takes.
//! Variables are described by `#dbg_declare` records on their stack slot (`declare`),
//! which is what rllc's DWARF emission reads; `value` adds `#dbg_value` records.
//!
//! ```
//! use rllc_ir::dibuilder::{dw, DIBuilder};
//! use rllc_ir::{Module, TypeTable, verify, print_module};
//! use rllc_ir::module::Linkage;
//! let mut m = Module::for_target("x86_64-unknown-linux-gnu");
//! let mut di = DIBuilder::new(&mut m, dw::DW_LANG_C99, "prog.toy", "/src", "toyc 0.1");
//! let int = di.basic_type(&mut m, "int", 32, dw::DW_ATE_SIGNED);
//! let fty = m.types.function(TypeTable::I32, &[], false);
//! let f = m.define_function("main", fty, Linkage::External, &[]);
//! let sty = di.subroutine_type(&mut m, Some(int), &[]);
//! let file = di.main_file();
//! let sp = di.subprogram(&mut m, f, "main", file, 1, sty, false);
//! let seven = m.const_int(TypeTable::I32, 7);
//! let mut b = m.build(f);
//! let entry = b.block(Some("entry"));
//! b.switch_to(entry);
//! let loc = di.location(b.m, 2, 5, sp);
//! b.set_debug_loc(Some(loc));
//! let x = b.entry_alloca(TypeTable::I32, None, "x");
//! let var = di.local_variable(b.m, sp, "x", file, 2, int, 0);
//! di.declare(&mut b, x, var, loc);
//! b.store(seven.into(), x, None);
//! b.ret(Some(seven.into()));
//! di.finish(&mut m);
//! assert!(verify(&m).is_empty(), "{:?}", verify(&m));
//! assert!(print_module(&m).contains("#dbg_declare(ptr %x"));
//! ```

#![deny(missing_docs)]

use crate::builder::FunctionBuilder;
use crate::debug_record::DebugRecord;
use crate::di::*;
use crate::hashing::FxMap;
use crate::metadata::{MdId, Metadata, NamedMetadata};
use crate::module::{GlobalId, Module};
use crate::types::TypeTable;
use crate::value::Value;

/// DWARF constants for the builder's arguments (the values of the DWARF 5 standard and
/// LLVM's `DIFlag*`/`DISPFlag*` bits).
pub mod dw {
    /// `DW_LANG_C89`.
    pub const DW_LANG_C89: u32 = 0x01;
    /// `DW_LANG_C`.
    pub const DW_LANG_C: u32 = 0x02;
    /// `DW_LANG_C_plus_plus`.
    pub const DW_LANG_C_PLUS_PLUS: u32 = 0x04;
    /// `DW_LANG_C99`: a good choice for a C-like language, as debuggers then evaluate
    /// expressions in C.
    pub const DW_LANG_C99: u32 = 0x0c;
    /// `DW_LANG_Rust`.
    pub const DW_LANG_RUST: u32 = 0x1c;
    /// `DW_LANG_C11`.
    pub const DW_LANG_C11: u32 = 0x1d;

    /// `DW_ATE_address`.
    pub const DW_ATE_ADDRESS: u32 = 0x01;
    /// `DW_ATE_boolean`.
    pub const DW_ATE_BOOLEAN: u32 = 0x02;
    /// `DW_ATE_float`.
    pub const DW_ATE_FLOAT: u32 = 0x04;
    /// `DW_ATE_signed`.
    pub const DW_ATE_SIGNED: u32 = 0x05;
    /// `DW_ATE_signed_char`.
    pub const DW_ATE_SIGNED_CHAR: u32 = 0x06;
    /// `DW_ATE_unsigned`.
    pub const DW_ATE_UNSIGNED: u32 = 0x07;
    /// `DW_ATE_unsigned_char`.
    pub const DW_ATE_UNSIGNED_CHAR: u32 = 0x08;
    /// `DW_ATE_UTF`.
    pub const DW_ATE_UTF: u32 = 0x10;

    /// `DW_TAG_array_type`.
    pub const DW_TAG_ARRAY_TYPE: u32 = 0x01;
    /// `DW_TAG_enumeration_type`.
    pub const DW_TAG_ENUMERATION_TYPE: u32 = 0x04;
    /// `DW_TAG_member`.
    pub const DW_TAG_MEMBER: u32 = 0x0d;
    /// `DW_TAG_pointer_type`.
    pub const DW_TAG_POINTER_TYPE: u32 = 0x0f;
    /// `DW_TAG_structure_type`.
    pub const DW_TAG_STRUCTURE_TYPE: u32 = 0x13;
    /// `DW_TAG_typedef`.
    pub const DW_TAG_TYPEDEF: u32 = 0x16;
    /// `DW_TAG_union_type`.
    pub const DW_TAG_UNION_TYPE: u32 = 0x17;
    /// `DW_TAG_base_type`.
    pub const DW_TAG_BASE_TYPE: u32 = 0x24;
    /// `DW_TAG_const_type`.
    pub const DW_TAG_CONST_TYPE: u32 = 0x26;
    /// `DW_TAG_volatile_type`.
    pub const DW_TAG_VOLATILE_TYPE: u32 = 0x35;

    /// `DIFlagPrototyped`: a function type with a parameter list (C's `f(void)`).
    pub const FLAG_PROTOTYPED: u32 = 1 << 8;
    /// `DIFlagArtificial`: made by the compiler, not written in the source.
    pub const FLAG_ARTIFICIAL: u32 = 1 << 6;
    /// `DISPFlagLocalToUnit`: a function not visible outside the unit.
    pub const SPFLAG_LOCAL_TO_UNIT: u32 = crate::di::dwarf::SPFLAG_LOCAL_TO_UNIT;
    /// `DISPFlagDefinition`: a subprogram with a body.
    pub const SPFLAG_DEFINITION: u32 = crate::di::dwarf::SPFLAG_DEFINITION;
    /// `DISPFlagOptimized`.
    pub const SPFLAG_OPTIMIZED: u32 = crate::di::dwarf::SPFLAG_OPTIMIZED;

    /// The DWARF version the builder asks for (the `"Dwarf Version"` module flag).
    pub const DWARF_VERSION: i64 = 5;
    /// LLVM's debug-metadata version (the `"Debug Info Version"` module flag).
    pub const DEBUG_INFO_VERSION: i64 = 3;
}

/// Makes the debug-info metadata of one module (one compile unit).
pub struct DIBuilder {
    cu: MdId,
    file: MdId,
    files: FxMap<(String, String), MdId>,
    locations: FxMap<(u32, u16, MdId), MdId>,
    empty_expr: Option<MdId>,
    globals: Vec<MdId>,
}

impl DIBuilder {
    /// Starts the debug info of `m`: the compile unit for source file `file` in
    /// directory `dir`, written in language `lang` (`dw::DW_LANG_*`), by `producer`.
    /// Adds the compile unit to `!llvm.dbg.cu` and the `"Dwarf Version"` and
    /// `"Debug Info Version"` module flags.
    pub fn new(m: &mut Module, lang: u32, file: &str, dir: &str, producer: &str) -> DIBuilder {
        let mut files = FxMap::default();
        let file_md = new_file(m, file, dir);
        files.insert((file.to_string(), dir.to_string()), file_md);
        let cu = DICompileUnit {
            language: lang,
            file: Some(file_md),
            producer: Some(m.syms.intern_str(producer)),
            emission_kind: 1, // FullDebug
            name_table_kind: 0,
            ..DICompileUnit::default()
        };
        let cu = node(m, true, DINode::CompileUnit(Box::new(cu)));
        named_md_push(m, "llvm.dbg.cu", cu);
        add_module_flag(m, 7, "Dwarf Version", dw::DWARF_VERSION);
        add_module_flag(m, 2, "Debug Info Version", dw::DEBUG_INFO_VERSION);
        DIBuilder { cu, file: file_md, files, locations: FxMap::default(), empty_expr: None, globals: Vec::new() }
    }

    /// The compile unit.
    pub fn compile_unit(&self) -> MdId {
        self.cu
    }

    /// The compile unit's file.
    pub fn main_file(&self) -> MdId {
        self.file
    }

    /// A `DIFile` (one per name and directory).
    pub fn file(&mut self, m: &mut Module, name: &str, dir: &str) -> MdId {
        let key = (name.to_string(), dir.to_string());
        if let Some(&f) = self.files.get(&key) {
            return f;
        }
        let f = new_file(m, name, dir);
        self.files.insert(key, f);
        f
    }

    // ---- types ----

    /// A base type: `name`, `size_bits` wide, with encoding `dw::DW_ATE_*`.
    pub fn basic_type(&mut self, m: &mut Module, name: &str, size_bits: u64, encoding: u32) -> MdId {
        let t =
            DIBasicType { name: Some(m.syms.intern_str(name)), size: size_bits, encoding, ..DIBasicType::default() };
        node(m, false, DINode::BasicType(Box::new(t)))
    }

    /// A pointer to `pointee` (`None`: `void*`), `size_bits` wide.
    pub fn pointer_type(&mut self, m: &mut Module, pointee: Option<MdId>, size_bits: u64) -> MdId {
        let t =
            DIDerivedType { tag: dw::DW_TAG_POINTER_TYPE, base_type: pointee, size: size_bits, ..Default::default() };
        node(m, false, DINode::DerivedType(Box::new(t)))
    }

    /// A derived type of any tag (`dw::DW_TAG_const_type`, `DW_TAG_typedef`, …) of
    /// `base`, named `name` when not empty.
    pub fn derived_type(&mut self, m: &mut Module, tag: u32, name: &str, base: Option<MdId>) -> MdId {
        let name = (!name.is_empty()).then(|| m.syms.intern_str(name));
        let t = DIDerivedType { tag, name, base_type: base, ..Default::default() };
        node(m, false, DINode::DerivedType(Box::new(t)))
    }

    /// A `typedef name base` declared at `file:line`.
    pub fn typedef(&mut self, m: &mut Module, name: &str, base: MdId, file: MdId, line: u32) -> MdId {
        let t = DIDerivedType {
            tag: dw::DW_TAG_TYPEDEF,
            name: Some(m.syms.intern_str(name)),
            file: Some(file),
            line,
            base_type: Some(base),
            scope: Some(self.cu),
            ..Default::default()
        };
        node(m, false, DINode::DerivedType(Box::new(t)))
    }

    /// A struct member for `struct_type`: `name` of type `ty`, `size_bits` wide, at
    /// `offset_bits` from the start of the struct.
    #[allow(clippy::too_many_arguments)]
    pub fn member(
        &mut self,
        m: &mut Module,
        name: &str,
        file: MdId,
        line: u32,
        size_bits: u64,
        offset_bits: u64,
        ty: MdId,
    ) -> MdId {
        let t = DIDerivedType {
            tag: dw::DW_TAG_MEMBER,
            name: Some(m.syms.intern_str(name)),
            file: Some(file),
            line,
            base_type: Some(ty),
            size: size_bits,
            offset: offset_bits,
            ..Default::default()
        };
        node(m, false, DINode::DerivedType(Box::new(t)))
    }

    /// A struct type `name` of `size_bits` with `members` (from `member`), declared at
    /// `file:line`. (The data layout gives the sizes and offsets:
    /// `DataLayout::struct_layout`.)
    #[allow(clippy::too_many_arguments)]
    pub fn struct_type(
        &mut self,
        m: &mut Module,
        name: &str,
        file: MdId,
        line: u32,
        size_bits: u64,
        align_bits: u32,
        members: &[MdId],
    ) -> MdId {
        let elements = tuple(m, members.iter().map(|&e| Some(e)).collect());
        let t = DICompositeType {
            tag: dw::DW_TAG_STRUCTURE_TYPE,
            name: Some(m.syms.intern_str(name)),
            file: Some(file),
            line,
            size: size_bits,
            align: align_bits,
            elements: Some(elements),
            ..Default::default()
        };
        node(m, true, DINode::CompositeType(Box::new(t)))
    }

    /// An array of `count` elements of type `elem`, `size_bits` in all.
    pub fn array_type(&mut self, m: &mut Module, elem: MdId, count: i64, size_bits: u64) -> MdId {
        let range = DISubrange { count: SignedOrMd::Int(count), ..Default::default() };
        let range = node(m, false, DINode::Subrange(Box::new(range)));
        let elements = tuple(m, vec![Some(range)]);
        let t = DICompositeType {
            tag: dw::DW_TAG_ARRAY_TYPE,
            base_type: Some(elem),
            size: size_bits,
            elements: Some(elements),
            ..Default::default()
        };
        node(m, false, DINode::CompositeType(Box::new(t)))
    }

    /// A function type returning `ret` (`None`: `void`) and taking `params`.
    pub fn subroutine_type(&mut self, m: &mut Module, ret: Option<MdId>, params: &[MdId]) -> MdId {
        let mut types = vec![ret];
        types.extend(params.iter().map(|&p| Some(p)));
        let types = tuple(m, types);
        let t = DISubroutineType { types: Some(types), flags: dw::FLAG_PROTOTYPED, ..Default::default() };
        node(m, false, DINode::SubroutineType(Box::new(t)))
    }

    // ---- scopes ----

    /// The subprogram of function `f` (its definition), named `name`, declared at
    /// `file:line`, of function type `ty` (from `subroutine_type`); `local` for
    /// functions with internal linkage. Attached to `f` as its `!dbg`.
    #[allow(clippy::too_many_arguments)]
    pub fn subprogram(
        &mut self,
        m: &mut Module,
        f: GlobalId,
        name: &str,
        file: MdId,
        line: u32,
        ty: MdId,
        local: bool,
    ) -> MdId {
        let retained = tuple(m, Vec::new());
        let sp = DISubprogram {
            name: Some(m.syms.intern_str(name)),
            scope: Some(file),
            file: Some(file),
            line,
            ty: Some(ty),
            scope_line: line,
            flags: dw::FLAG_PROTOTYPED,
            sp_flags: dw::SPFLAG_DEFINITION | if local { dw::SPFLAG_LOCAL_TO_UNIT } else { 0 },
            unit: Some(self.cu),
            retained_nodes: Some(retained),
            ..Default::default()
        };
        let sp = node(m, true, DINode::Subprogram(Box::new(sp)));
        let dbg = m.syms.intern_str("dbg");
        let g = m.global_mut(f);
        g.attachments.retain(|&(k, _)| k != dbg);
        g.attachments.push((dbg, sp));
        sp
    }

    /// A lexical block (`{ … }`) in `scope` starting at `file:line:column`.
    pub fn lexical_block(&mut self, m: &mut Module, scope: MdId, file: MdId, line: u32, column: u16) -> MdId {
        let b = DILexicalBlock { scope: Some(scope), file: Some(file), line, column };
        node(m, true, DINode::LexicalBlock(Box::new(b)))
    }

    /// The source position `line:column` in `scope` (a subprogram or lexical block), for
    /// `FunctionBuilder::set_debug_loc`. Equal positions are one node.
    pub fn location(&mut self, m: &mut Module, line: u32, column: u16, scope: MdId) -> MdId {
        if let Some(&l) = self.locations.get(&(line, column, scope)) {
            return l;
        }
        let loc = DILocation { line, column, scope: Some(scope), ..Default::default() };
        let l = node(m, false, DINode::Location(Box::new(loc)));
        self.locations.insert((line, column, scope), l);
        l
    }

    // ---- variables ----

    /// A local variable `name` of type `ty` in `scope`, declared at `file:line`; `arg` is
    /// the 1-based parameter number for parameters, 0 for other locals.
    #[allow(clippy::too_many_arguments)]
    pub fn local_variable(
        &mut self,
        m: &mut Module,
        scope: MdId,
        name: &str,
        file: MdId,
        line: u32,
        ty: MdId,
        arg: u16,
    ) -> MdId {
        let v = DILocalVariable {
            name: Some(m.syms.intern_str(name)),
            arg,
            scope: Some(scope),
            file: Some(file),
            line,
            ty: Some(ty),
            ..Default::default()
        };
        node(m, false, DINode::LocalVariable(Box::new(v)))
    }

    /// Says that `var` lives at `storage` (an `alloca`) for the whole function:
    /// `#dbg_declare(ptr storage, var, !DIExpression(), loc)`, placed before the next
    /// instruction `b` builds. `loc`'s scope must be in the function being built.
    pub fn declare(&mut self, b: &mut FunctionBuilder, storage: Value, var: MdId, loc: MdId) {
        let location = b.m.add_metadata(Metadata::Value(TypeTable::PTR, storage));
        let expr = self.empty_expression(b.m);
        b.add_debug_record(DebugRecord::Declare { location, var, expr, loc });
    }

    /// Says that `var` has value `value` from here on: `#dbg_value(ty value, var,
    /// !DIExpression(), loc)` before the next instruction `b` builds.
    pub fn value(&mut self, b: &mut FunctionBuilder, value: Value, var: MdId, loc: MdId) {
        let ty = b.type_of(value);
        let location = b.m.add_metadata(Metadata::Value(ty, value));
        let expr = self.empty_expression(b.m);
        b.add_debug_record(DebugRecord::Value { location, var, expr, loc });
    }

    /// Describes global variable `g` as `name` of type `ty` declared at `file:line`
    /// (`local`: not visible outside the unit); attached to `g` and listed in the
    /// compile unit by `finish`.
    #[allow(clippy::too_many_arguments)]
    pub fn global_variable(
        &mut self,
        m: &mut Module,
        g: GlobalId,
        name: &str,
        file: MdId,
        line: u32,
        ty: MdId,
        local: bool,
    ) -> MdId {
        let var = DIGlobalVariable {
            name: Some(m.syms.intern_str(name)),
            scope: Some(self.cu),
            file: Some(file),
            line,
            ty: Some(ty),
            is_local: local,
            is_definition: true,
            ..Default::default()
        };
        let var = node(m, true, DINode::GlobalVariable(Box::new(var)));
        let expr = self.empty_expression(m);
        let gve = DIGlobalVariableExpression { var: Some(var), expr: Some(expr) };
        let gve = node(m, false, DINode::GlobalVariableExpression(Box::new(gve)));
        let dbg = m.syms.intern_str("dbg");
        m.global_mut(g).attachments.push((dbg, gve));
        self.globals.push(gve);
        gve
    }

    /// `!DIExpression()` (one node for the module).
    pub fn empty_expression(&mut self, m: &mut Module) -> MdId {
        *self.empty_expr.get_or_insert_with(|| {
            m.add_metadata(Metadata::Node { distinct: false, node: DINode::Expression(Box::default()) })
        })
    }

    /// Completes the compile unit (its list of global variables). Call once, after the
    /// last `global_variable`.
    pub fn finish(self, m: &mut Module) {
        if self.globals.is_empty() {
            return;
        }
        let globals = tuple(m, self.globals.iter().map(|&g| Some(g)).collect());
        if let Metadata::Node { node: DINode::CompileUnit(cu), .. } = &mut m.metadata[self.cu.0 as usize] {
            cu.globals = Some(globals);
        }
    }
}

fn node(m: &mut Module, distinct: bool, node: DINode) -> MdId {
    m.add_metadata(Metadata::Node { distinct, node })
}

fn tuple(m: &mut Module, ops: Vec<Option<MdId>>) -> MdId {
    m.add_metadata(Metadata::Tuple { distinct: false, ops: ops.into_boxed_slice() })
}

fn new_file(m: &mut Module, name: &str, dir: &str) -> MdId {
    let f = DIFile {
        filename: Some(m.syms.intern_str(name)),
        directory: Some(m.syms.intern_str(dir)),
        ..Default::default()
    };
    node(m, false, DINode::File(Box::new(f)))
}

/// Appends `op` to the named metadata `name`, creating it if needed.
fn named_md_push(m: &mut Module, name: &str, op: MdId) {
    let sym = m.syms.intern_str(name);
    match m.named_metadata.iter_mut().find(|n| n.name == sym) {
        Some(n) => n.ops.push(op),
        None => m.named_metadata.push(NamedMetadata { name: sym, ops: vec![op] }),
    }
}

/// `!{i32 behavior, !"name", i32 value}` in `!llvm.module.flags`, unless the flag is
/// there already.
fn add_module_flag(m: &mut Module, behavior: i64, name: &str, value: i64) {
    if m.module_flag(name).is_some() {
        return;
    }
    let b = m.const_int(TypeTable::I32, behavior);
    let v = m.const_int(TypeTable::I32, value);
    let b = m.add_metadata(Metadata::Value(TypeTable::I32, Value::Const(b)));
    let key = m.syms.intern_str(name);
    let key = m.add_metadata(Metadata::String(key));
    let v = m.add_metadata(Metadata::Value(TypeTable::I32, Value::Const(v)));
    let flag = tuple(m, vec![Some(b), Some(key), Some(v)]);
    named_md_push(m, "llvm.module.flags", flag);
}
