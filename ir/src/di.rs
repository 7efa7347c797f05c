//! Specialized debug-info metadata nodes (`!DILocation`, `!DISubprogram`, …) as typed
//! structures that DWARF emission reads directly. Every node kind of LLVM 19 is declared
//! once in the `di_nodes!` table below: field name, Rust type, default, its `.ll` label,
//! its kind (which fixes its syntax and limits) and policy (required / always printed /
//! printed when not the default). The parser (`parser/metadata.rs`) and the printer
//! (`printer/metadata.rs`) work from that table, so a node's syntax lives in one place.
//! Fields are listed in the order `llvm-dis` prints them; the parser accepts any order.
//!
//! Representation:
//! - metadata references are `Option<MdId>`; `None` is `null` or an absent field;
//! - string fields (`name: "x"`) are `Option<Sym>` symbols of the module's interner, not
//!   `Metadata::String` entries; `None` is an absent field or, for most fields, `""`
//!   (LLVM stores an empty name as no name); `DIFile.source` keeps `""` as `Some`;
//! - DWARF constants (`DW_TAG_*`, `DW_ATE_*`, `DW_LANG_*`, …), `emissionKind`,
//!   `nameTableKind` and `checksumkind` are their numbers (`u32`), named on printing via
//!   the tables in `di/dwarf.rs`; `flags` / `spFlags` are `u32` bit masks;
//! - `!DIExpression` has its own syntax and type (`di/expr.rs`); `!DIArgList` is not a node
//!   but `Metadata::ArgList`.

pub mod dwarf;
pub mod expr;
pub mod field;

pub use expr::{DIExprElem, DIExpression};
pub use field::{BigInt, Field, FieldKind, FieldSpec, Policy, SignedOrMd};

use crate::interner::Sym;
use crate::metadata::MdId;
use field::*;

/// Declares the node structs and the `DINode` enum with generic field access.
///
/// Each field line is `rust_name: Type = default => "llvmLabel", KIND, Policy;`.
macro_rules! di_nodes {
    ($(
        $(#[$doc:meta])*
        $variant:ident($ty:ident) {
            $(
                $(#[$fdoc:meta])*
                $field:ident: $fty:ty = $default:expr => $label:literal, $kind:expr, $policy:ident;
            )*
        }
    )*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, Debug, PartialEq)]
            pub struct $ty {
                $( $(#[$fdoc])* pub $field: $fty, )*
            }

            impl Default for $ty {
                fn default() -> Self {
                    $ty { $( $field: $default, )* }
                }
            }

            impl $ty {
                /// The node's name in `.ll` text, without the `!`.
                pub const NAME: &'static str = stringify!($ty);
                /// The node's fields in printing order.
                pub const FIELDS: &'static [FieldSpec] = &[ $( FieldSpec::new($label, $kind, Policy::$policy), )* ];

                fn visit_fields(&self, _f: &mut dyn FnMut(&'static FieldSpec, Field)) {
                    let mut _i = 0;
                    $(
                        _f(&Self::FIELDS[_i], FieldValue::to_field(&self.$field));
                        _i += 1;
                    )*
                }

                fn set_field(&mut self, label: &str, _v: Field) -> bool {
                    match label {
                        $( $label => { self.$field = FieldValue::from_field(_v); true } )*
                        _ => false,
                    }
                }
            }
        )*

        /// Every specialized node kind. Each node is boxed, so that a metadata entry is
        /// 24 bytes whatever its kind: the nodes differ in size from 24 bytes (a
        /// `DILocation`, three in four nodes of a `-g` module) to over 150.
        #[derive(Clone, Debug, PartialEq)]
        pub enum DINode {
            $( $variant(Box<$ty>), )*
            /// `!DIExpression(...)`, which has its own syntax (see `di/expr.rs`).
            Expression(Box<DIExpression>),
        }

        impl DINode {
            /// The names of the node kinds declared with fields (all but `DIExpression`).
            pub const NAMES: &'static [&'static str] = &[ $( $ty::NAME, )* ];

            /// The node's name in `.ll` text, without the `!` (`DILocation`).
            pub fn name(&self) -> &'static str {
                match self {
                    $( DINode::$variant(_) => $ty::NAME, )*
                    DINode::Expression(_) => "DIExpression",
                }
            }

            /// The node's fields in printing order (none for `DIExpression`).
            pub fn fields(&self) -> &'static [FieldSpec] {
                match self {
                    $( DINode::$variant(_) => $ty::FIELDS, )*
                    DINode::Expression(_) => &[],
                }
            }

            /// Calls `f` with every field and its value, in printing order.
            pub fn visit_fields(&self, f: &mut dyn FnMut(&'static FieldSpec, Field)) {
                match self {
                    $( DINode::$variant(n) => n.visit_fields(f), )*
                    DINode::Expression(_) => {}
                }
            }

            /// Sets the field with `.ll` label `label`; false if the node has no such field.
            /// `v` must be of the variant the field's kind produces.
            pub fn set_field(&mut self, label: &str, v: Field) -> bool {
                match self {
                    $( DINode::$variant(n) => n.set_field(label, v), )*
                    DINode::Expression(_) => false,
                }
            }

            /// A node of the kind named `name` (`DILocation`) with every field at its
            /// default; `None` for unknown names and for `DIExpression`.
            pub fn with_defaults(name: &str) -> Option<DINode> {
                $( if name == $ty::NAME { return Some(DINode::$variant(Box::default())); } )*
                None
            }
        }
    };
}

di_nodes! {
    /// `!DILocation(line: 3, column: 7, scope: !5, inlinedAt: !9)`: a source position.
    Location(DILocation) {
        line: u32 = 0 => "line", LINE, Always;
        column: u16 = 0 => "column", COLUMN, Opt;
        scope: Option<MdId> = None => "scope", MD_NONNULL, Req;
        inlined_at: Option<MdId> = None => "inlinedAt", MD, Opt;
        is_implicit_code: bool = false => "isImplicitCode", BOOL, Opt;
    }

    /// `!DISubrange(count: 4, lowerBound: 0)`: an array dimension.
    Subrange(DISubrange) {
        count: SignedOrMd = SignedOrMd::None => "count", FieldKind::SignedOrMd { min: -1, max: i64::MAX, allow_null: false }, Opt;
        lower_bound: SignedOrMd = SignedOrMd::None => "lowerBound", SIGNED_OR_MD, Opt;
        upper_bound: SignedOrMd = SignedOrMd::None => "upperBound", SIGNED_OR_MD, Opt;
        stride: SignedOrMd = SignedOrMd::None => "stride", SIGNED_OR_MD, Opt;
    }

    /// `!DIGenericSubrange(...)`: a Fortran assumed-rank dimension; constant bounds are
    /// `DW_OP_consts` expressions in LLVM, numbers here.
    GenericSubrange(DIGenericSubrange) {
        count: SignedOrMd = SignedOrMd::None => "count", SIGNED_OR_MD, Opt;
        lower_bound: SignedOrMd = SignedOrMd::None => "lowerBound", SIGNED_OR_MD, Opt;
        upper_bound: SignedOrMd = SignedOrMd::None => "upperBound", SIGNED_OR_MD, Opt;
        stride: SignedOrMd = SignedOrMd::None => "stride", SIGNED_OR_MD, Opt;
    }

    /// `!DIEnumerator(name: "A", value: 1, isUnsigned: true)`.
    Enumerator(DIEnumerator) {
        name: Option<Sym> = None => "name", STR, Req;
        value: BigInt = BigInt::default() => "value", BIGINT, Req;
        is_unsigned: bool = false => "isUnsigned", BOOL, Opt;
    }

    /// `!DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)`.
    BasicType(DIBasicType) {
        tag: u32 = dwarf::DW_TAG_BASE_TYPE => "tag", TAG, Opt;
        name: Option<Sym> = None => "name", STR, Opt;
        size: u64 = 0 => "size", U64, Opt;
        align: u32 = 0 => "align", U32, Opt;
        encoding: u32 = 0 => "encoding", ATE, Opt;
        flags: u32 = 0 => "flags", DI_FLAGS, Opt;
    }

    /// `!DIStringType(...)`: a Fortran character type.
    StringType(DIStringType) {
        tag: u32 = dwarf::DW_TAG_STRING_TYPE => "tag", TAG, Opt;
        name: Option<Sym> = None => "name", STR, Opt;
        string_length: Option<MdId> = None => "stringLength", MD, Opt;
        string_length_expression: Option<MdId> = None => "stringLengthExpression", MD, Opt;
        string_location_expression: Option<MdId> = None => "stringLocationExpression", MD, Opt;
        size: u64 = 0 => "size", U64, Opt;
        align: u32 = 0 => "align", U32, Opt;
        encoding: u32 = 0 => "encoding", ATE, Opt;
    }

    /// `!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)`: pointers,
    /// references, typedefs, qualifiers, members, inheritance, …
    DerivedType(DIDerivedType) {
        tag: u32 = 0 => "tag", TAG, Req;
        name: Option<Sym> = None => "name", STR, Opt;
        scope: Option<MdId> = None => "scope", MD, Opt;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        base_type: Option<MdId> = None => "baseType", MD, Req;
        size: u64 = 0 => "size", U64, Opt;
        align: u32 = 0 => "align", U32, Opt;
        offset: u64 = 0 => "offset", U64, Opt;
        flags: u32 = 0 => "flags", DI_FLAGS, Opt;
        extra_data: Option<MdId> = None => "extraData", MD, Opt;
        dwarf_address_space: Option<u32> = None => "dwarfAddressSpace", U32, Opt;
        annotations: Option<MdId> = None => "annotations", MD, Opt;
        ptr_auth_key: u32 = 0 => "ptrAuthKey", unsigned(7), Opt;
        ptr_auth_is_address_discriminated: bool = false => "ptrAuthIsAddressDiscriminated", BOOL, Opt;
        ptr_auth_extra_discriminator: u32 = 0 => "ptrAuthExtraDiscriminator", unsigned(0xffff), Opt;
        ptr_auth_isa_pointer: bool = false => "ptrAuthIsaPointer", BOOL, Opt;
        ptr_auth_authenticates_null_values: bool = false => "ptrAuthAuthenticatesNullValues", BOOL, Opt;
    }

    /// `!DICompositeType(tag: DW_TAG_structure_type, ...)`: structs, unions, classes,
    /// enums, arrays, variant parts.
    CompositeType(DICompositeType) {
        tag: u32 = 0 => "tag", TAG, Req;
        name: Option<Sym> = None => "name", STR, Opt;
        scope: Option<MdId> = None => "scope", MD, Opt;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        base_type: Option<MdId> = None => "baseType", MD, Opt;
        size: u64 = 0 => "size", U64, Opt;
        align: u32 = 0 => "align", U32, Opt;
        offset: u64 = 0 => "offset", U64, Opt;
        flags: u32 = 0 => "flags", DI_FLAGS, Opt;
        elements: Option<MdId> = None => "elements", MD, Opt;
        runtime_lang: u32 = 0 => "runtimeLang", LANG, Opt;
        vtable_holder: Option<MdId> = None => "vtableHolder", MD, Opt;
        template_params: Option<MdId> = None => "templateParams", MD, Opt;
        identifier: Option<Sym> = None => "identifier", STR, Opt;
        discriminator: Option<MdId> = None => "discriminator", MD, Opt;
        data_location: Option<MdId> = None => "dataLocation", MD, Opt;
        associated: Option<MdId> = None => "associated", MD, Opt;
        allocated: Option<MdId> = None => "allocated", MD, Opt;
        rank: SignedOrMd = SignedOrMd::None => "rank", SIGNED_OR_MD, Opt;
        annotations: Option<MdId> = None => "annotations", MD, Opt;
    }

    /// `!DISubroutineType(types: !{null, !5})`: return type then parameter types.
    SubroutineType(DISubroutineType) {
        flags: u32 = 0 => "flags", DI_FLAGS, Opt;
        cc: u32 = 0 => "cc", CC, Opt;
        types: Option<MdId> = None => "types", MD, Req;
    }

    /// `!DIFile(filename: "a.c", directory: "/src", checksumkind: CSK_MD5, checksum: "...")`.
    /// `checksum_kind` is 0 when there is no checksum.
    File(DIFile) {
        filename: Option<Sym> = None => "filename", STR, Req;
        directory: Option<Sym> = None => "directory", STR, Req;
        checksum_kind: u32 = 0 => "checksumkind", CHECKSUM_KIND, Opt;
        checksum: Option<Sym> = None => "checksum", STR, Opt;
        source: Option<Sym> = None => "source", STR_KEEP_EMPTY, Opt;
    }

    /// `distinct !DICompileUnit(language: DW_LANG_C11, file: !1, ...)`.
    CompileUnit(DICompileUnit) {
        language: u32 = 0 => "language", LANG, Req;
        file: Option<MdId> = None => "file", MD_NONNULL, Req;
        producer: Option<Sym> = None => "producer", STR, Opt;
        is_optimized: bool = false => "isOptimized", BOOL, Always;
        flags: Option<Sym> = None => "flags", STR, Opt;
        runtime_version: u32 = 0 => "runtimeVersion", U32, Always;
        split_debug_filename: Option<Sym> = None => "splitDebugFilename", STR, Opt;
        emission_kind: u32 = 0 => "emissionKind", EMISSION_KIND, Always;
        enums: Option<MdId> = None => "enums", MD, Opt;
        retained_types: Option<MdId> = None => "retainedTypes", MD, Opt;
        globals: Option<MdId> = None => "globals", MD, Opt;
        imports: Option<MdId> = None => "imports", MD, Opt;
        macros: Option<MdId> = None => "macros", MD, Opt;
        dwo_id: u64 = 0 => "dwoId", U64, Opt;
        split_debug_inlining: bool = true => "splitDebugInlining", BOOL, Opt;
        debug_info_for_profiling: bool = false => "debugInfoForProfiling", BOOL, Opt;
        name_table_kind: u32 = 0 => "nameTableKind", NAME_TABLE_KIND, Opt;
        ranges_base_address: bool = false => "rangesBaseAddress", BOOL, Opt;
        sysroot: Option<Sym> = None => "sysroot", STR, Opt;
        sdk: Option<Sym> = None => "sdk", STR, Opt;
    }

    /// `!DISubprogram(name: "f", ..., spFlags: DISPFlagDefinition, unit: !0)`. The old
    /// `isLocal` / `isDefinition` / `virtuality` / `isOptimized` fields are read into
    /// `sp_flags` by the parser.
    Subprogram(DISubprogram) {
        name: Option<Sym> = None => "name", STR, Opt;
        linkage_name: Option<Sym> = None => "linkageName", STR, Opt;
        scope: Option<MdId> = None => "scope", MD, Always;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        ty: Option<MdId> = None => "type", MD, Opt;
        scope_line: u32 = 0 => "scopeLine", LINE, Opt;
        containing_type: Option<MdId> = None => "containingType", MD, Opt;
        virtual_index: u32 = 0 => "virtualIndex", U32, Opt;
        this_adjustment: i32 = 0 => "thisAdjustment", signed(i32::MIN as i64, i32::MAX as i64), Opt;
        flags: u32 = 0 => "flags", DI_FLAGS, Opt;
        sp_flags: u32 = 0 => "spFlags", SP_FLAGS, Always;
        unit: Option<MdId> = None => "unit", MD, Opt;
        template_params: Option<MdId> = None => "templateParams", MD, Opt;
        declaration: Option<MdId> = None => "declaration", MD, Opt;
        retained_nodes: Option<MdId> = None => "retainedNodes", MD, Opt;
        thrown_types: Option<MdId> = None => "thrownTypes", MD, Opt;
        annotations: Option<MdId> = None => "annotations", MD, Opt;
        target_func_name: Option<Sym> = None => "targetFuncName", STR, Opt;
    }

    /// `!DILexicalBlock(scope: !5, file: !1, line: 3, column: 7)`.
    LexicalBlock(DILexicalBlock) {
        scope: Option<MdId> = None => "scope", MD_NONNULL, Req;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        column: u16 = 0 => "column", COLUMN, Opt;
    }

    /// `!DILexicalBlockFile(scope: !5, file: !1, discriminator: 2)`.
    LexicalBlockFile(DILexicalBlockFile) {
        scope: Option<MdId> = None => "scope", MD_NONNULL, Req;
        file: Option<MdId> = None => "file", MD, Opt;
        discriminator: u32 = 0 => "discriminator", U32, Req;
    }

    /// `!DINamespace(name: "std", scope: null)`.
    Namespace(DINamespace) {
        name: Option<Sym> = None => "name", STR, Opt;
        scope: Option<MdId> = None => "scope", MD, Req;
        export_symbols: bool = false => "exportSymbols", BOOL, Opt;
    }

    /// `!DIModule(scope: null, name: "M", ...)`: a Clang or Fortran module.
    Module(DIModule) {
        scope: Option<MdId> = None => "scope", MD, Req;
        name: Option<Sym> = None => "name", STR, Req;
        config_macros: Option<Sym> = None => "configMacros", STR, Opt;
        include_path: Option<Sym> = None => "includePath", STR, Opt;
        apinotes: Option<Sym> = None => "apinotes", STR, Opt;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        is_decl: bool = false => "isDecl", BOOL, Opt;
    }

    /// `!DICommonBlock(scope: !5, declaration: !6, name: "c", file: !1, line: 3)`.
    CommonBlock(DICommonBlock) {
        scope: Option<MdId> = None => "scope", MD, Req;
        declaration: Option<MdId> = None => "declaration", MD, Always;
        name: Option<Sym> = None => "name", STR, Opt;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
    }

    /// `!DITemplateTypeParameter(name: "T", type: !5)`.
    TemplateTypeParameter(DITemplateTypeParameter) {
        name: Option<Sym> = None => "name", STR, Opt;
        ty: Option<MdId> = None => "type", MD, Req;
        defaulted: bool = false => "defaulted", BOOL, Opt;
    }

    /// `!DITemplateValueParameter(name: "N", type: !5, value: i32 3)`; also template
    /// template parameters and parameter packs (by `tag`).
    TemplateValueParameter(DITemplateValueParameter) {
        tag: u32 = dwarf::DW_TAG_TEMPLATE_VALUE_PARAMETER => "tag", TAG, Opt;
        name: Option<Sym> = None => "name", STR, Opt;
        ty: Option<MdId> = None => "type", MD, Opt;
        defaulted: bool = false => "defaulted", BOOL, Opt;
        value: Option<MdId> = None => "value", MD, Req;
    }

    /// `!DIGlobalVariable(name: "g", scope: !0, file: !1, line: 3, type: !5, ...)`.
    GlobalVariable(DIGlobalVariable) {
        name: Option<Sym> = None => "name", STR_NONEMPTY, Opt;
        linkage_name: Option<Sym> = None => "linkageName", STR, Opt;
        scope: Option<MdId> = None => "scope", MD, Always;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        ty: Option<MdId> = None => "type", MD, Opt;
        is_local: bool = false => "isLocal", BOOL, Always;
        is_definition: bool = true => "isDefinition", BOOL, Always;
        declaration: Option<MdId> = None => "declaration", MD, Opt;
        template_params: Option<MdId> = None => "templateParams", MD, Opt;
        align: u32 = 0 => "align", U32, Opt;
        annotations: Option<MdId> = None => "annotations", MD, Opt;
    }

    /// `!DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 3, type: !7)`;
    /// `arg` is the 1-based parameter number, 0 for locals.
    LocalVariable(DILocalVariable) {
        name: Option<Sym> = None => "name", STR, Opt;
        arg: u16 = 0 => "arg", unsigned(u16::MAX as u64), Opt;
        scope: Option<MdId> = None => "scope", MD_NONNULL, Req;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        ty: Option<MdId> = None => "type", MD, Opt;
        flags: u32 = 0 => "flags", DI_FLAGS, Opt;
        align: u32 = 0 => "align", U32, Opt;
        annotations: Option<MdId> = None => "annotations", MD, Opt;
    }

    /// `!DILabel(scope: !5, name: "L", file: !1, line: 3)`.
    Label(DILabel) {
        scope: Option<MdId> = None => "scope", MD_NONNULL, Req;
        name: Option<Sym> = None => "name", STR, Req;
        file: Option<MdId> = None => "file", MD, Req;
        line: u32 = 0 => "line", LINE, Req;
    }

    /// `!DIGlobalVariableExpression(var: !5, expr: !DIExpression())`.
    GlobalVariableExpression(DIGlobalVariableExpression) {
        var: Option<MdId> = None => "var", MD, Req;
        expr: Option<MdId> = None => "expr", MD, Req;
    }

    /// `!DIObjCProperty(name: "p", file: !1, line: 3, setter: "setP:", getter: "p", ...)`.
    ObjCProperty(DIObjCProperty) {
        name: Option<Sym> = None => "name", STR, Opt;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        setter: Option<Sym> = None => "setter", STR, Opt;
        getter: Option<Sym> = None => "getter", STR, Opt;
        attributes: u32 = 0 => "attributes", U32, Opt;
        ty: Option<MdId> = None => "type", MD, Opt;
    }

    /// `!DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !7, ...)`:
    /// `using` declarations and directives.
    ImportedEntity(DIImportedEntity) {
        tag: u32 = 0 => "tag", TAG, Req;
        name: Option<Sym> = None => "name", STR, Opt;
        scope: Option<MdId> = None => "scope", MD, Req;
        entity: Option<MdId> = None => "entity", MD, Opt;
        file: Option<MdId> = None => "file", MD, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        elements: Option<MdId> = None => "elements", MD, Opt;
    }

    /// `!DIMacro(type: DW_MACINFO_define, line: 3, name: "N", value: "1")`.
    Macro(DIMacro) {
        ty: u32 = 0 => "type", MACINFO, Req;
        line: u32 = 0 => "line", LINE, Opt;
        name: Option<Sym> = None => "name", STR, Req;
        value: Option<Sym> = None => "value", STR, Opt;
    }

    /// `!DIMacroFile(line: 3, file: !1, nodes: !{...})`. (`llvm-dis` does not print
    /// `type`; it is kept here when not `DW_MACINFO_start_file`.)
    MacroFile(DIMacroFile) {
        ty: u32 = dwarf::DW_MACINFO_START_FILE => "type", MACINFO, Opt;
        line: u32 = 0 => "line", LINE, Opt;
        file: Option<MdId> = None => "file", MD, Req;
        nodes: Option<MdId> = None => "nodes", MD, Opt;
    }

    /// `distinct !DIAssignID()`: identifies a store and the `#dbg_assign` records that
    /// describe it. Always distinct; no fields.
    AssignID(DIAssignID) {}

    /// `!GenericDINode(tag: DW_TAG_..., header: "...", operands: {...})`.
    Generic(GenericDINode) {
        tag: u32 = 0 => "tag", TAG, Req;
        header: Option<Sym> = None => "header", STR, Opt;
        operands: Vec<Option<MdId>> = Vec::new() => "operands", MD_LIST, Opt;
    }
}

impl DINode {
    /// Whether the node is a scope (something a `DILocation` or variable can be in).
    pub fn is_scope(&self) -> bool {
        matches!(
            self,
            DINode::Subprogram(_)
                | DINode::LexicalBlock(_)
                | DINode::LexicalBlockFile(_)
                | DINode::Namespace(_)
                | DINode::Module(_)
                | DINode::CommonBlock(_)
                | DINode::CompileUnit(_)
                | DINode::File(_)
                | DINode::BasicType(_)
                | DINode::DerivedType(_)
                | DINode::CompositeType(_)
                | DINode::SubroutineType(_)
                | DINode::StringType(_)
        )
    }

    /// LLVM's checks on a node after its fields are read (the ones that do not belong to a
    /// single field): an error message, or `Ok`.
    pub fn check(&self, distinct: bool) -> Result<(), String> {
        match self {
            DINode::CompileUnit(_) if !distinct => Err("missing 'distinct', required for !DICompileUnit".into()),
            DINode::AssignID(_) if !distinct => Err("missing 'distinct', required for !DIAssignID()".into()),
            DINode::Subprogram(sp) if sp.sp_flags & dwarf::SPFLAG_DEFINITION != 0 && !distinct => {
                Err("missing 'distinct', required for !DISubprogram that is a Definition".into())
            }
            DINode::File(f) if (f.checksum_kind != 0) != f.checksum.is_some() => {
                Err("'checksumkind' and 'checksum' must be provided together".into())
            }
            DINode::Enumerator(e) if e.is_unsigned && e.value.negative => {
                Err("unsigned enumerator with negative value".into())
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node kind's fields convert to the `Field` variant their kind describes, so
    /// the generic parser and printer agree with the struct types.
    #[test]
    fn field_kinds_match_field_types() {
        // All of LLVM 19's specialized nodes except DIExpression, which has its own syntax.
        assert_eq!(DINode::NAMES.len(), 29);
        for &name in DINode::NAMES {
            let mut node = DINode::with_defaults(name).unwrap_or_else(|| panic!("{name} missing"));
            assert_eq!(node.name(), name);
            let mut seen = Vec::new();
            node.clone().visit_fields(&mut |spec, value| {
                let ok = matches!(
                    (spec.kind, &value),
                    (FieldKind::Unsigned { .. } | FieldKind::Dwarf(_) | FieldKind::Flags(_), Field::U(_))
                        | (FieldKind::Signed { .. }, Field::S(_))
                        | (FieldKind::Bool, Field::Bool(_))
                        | (FieldKind::Md { .. }, Field::Md(_))
                        | (FieldKind::Str(_), Field::Str(_))
                        | (FieldKind::SignedOrMd { .. }, Field::SignedOrMd(_))
                        | (FieldKind::BigInt, Field::Big(_))
                        | (FieldKind::MdList, Field::List(_))
                );
                assert!(ok, "{name}.{}: kind {:?} but value {:?}", spec.name, spec.kind, value);
                seen.push((spec.name, value));
            });
            assert_eq!(seen.len(), node.fields().len());
            for (label, value) in seen {
                assert!(node.set_field(label, value), "{name}.{label} not settable");
            }
            assert!(!node.set_field("noSuchField", Field::U(0)));
        }
        assert!(DINode::with_defaults("DIExpression").is_none());
    }

    /// A metadata entry is 24 bytes (a `-g` module has hundreds of thousands, three in
    /// four of them `DILocation`s, whose box is 24 bytes).
    #[test]
    fn metadata_entries_are_small() {
        assert_eq!(std::mem::size_of::<crate::metadata::Metadata>(), 24);
        assert_eq!(std::mem::size_of::<DILocation>(), 24);
    }
}
