//! Printing metadata: assigns `!N` numbers to tuples and specialized nodes as they are
//! referenced, writes strings, values, arg lists and expressions inline, and writes every
//! numbered node's definition at the end of the module.
//!
//! Specialized nodes are written generically from their field tables (`di.rs`): a field is
//! written when its policy says so (required, always printed) or when it differs from its
//! default, which is exactly what the parser reads back as the same value.

use super::{LocalSlots, Printer, NO_SLOT};
use crate::debug_record::DebugRecord;
use crate::di::dwarf;
use crate::di::expr::op_name;
use crate::di::field::{Field, FieldKind, FieldSpec, FlagSet, Policy, SignedOrMd};
use crate::di::{DIExprElem, DIExpression, DINode};
use crate::metadata::{MdId, Metadata};

/// Metadata numbering for one print: `!N` of each arena entry, in first-reference order.
#[derive(Default)]
pub(crate) struct MdSlots {
    /// Indexed by `MdId`; `NO_SLOT` until the entry is first referenced.
    slots: Vec<u32>,
    /// Numbered entries in number order.
    order: Vec<MdId>,
}

impl<'m> Printer<'m> {
    /// The `!N` of a tuple or node, numbering it (and queueing its definition) on first use.
    fn md_slot(&mut self, id: MdId) -> u32 {
        let i = id.0 as usize;
        if self.md.slots.len() <= i {
            self.md.slots.resize(self.m.metadata.len().max(i + 1), NO_SLOT);
        }
        if self.md.slots[i] == NO_SLOT {
            self.md.slots[i] = self.md.order.len() as u32;
            self.md.order.push(id);
        }
        self.md.slots[i]
    }

    /// A metadata operand: `!5` for tuples and nodes; inline `!"str"`, `!DIExpression(...)`,
    /// `!DIArgList(...)`; a value as `i32 %x`. Used after the `metadata` keyword, in
    /// attachments, debug records, tuples and node fields.
    pub(crate) fn write_md_operand(&mut self, id: MdId, locals: Option<&LocalSlots>) {
        let m = self.m;
        match m.md(id) {
            Metadata::String(s) => {
                self.out.push('!');
                self.write_quoted(m.syms.bytes(*s));
            }
            Metadata::Value(ty, v) => {
                self.write_type(*ty);
                self.out.push(' ');
                self.write_value(*v, locals);
            }
            Metadata::ArgList(args) => {
                self.out.push_str("!DIArgList(");
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_md_operand(a, locals);
                }
                self.out.push(')');
            }
            // LLVM writes expressions inline wherever they are used.
            Metadata::Node { node: DINode::Expression(e), .. } => self.write_di_expression(e),
            Metadata::Tuple { .. } | Metadata::Node { .. } => {
                let n = self.md_slot(id);
                self.out.push('!');
                self.write_u64(n as u64);
            }
        }
    }

    /// `null` or an operand (tuple elements, node fields).
    fn write_md_or_null(&mut self, id: Option<MdId>) {
        match id {
            Some(id) => self.write_md_operand(id, None),
            None => self.out.push_str("null"),
        }
    }

    /// `#dbg_value(i32 %x, !12, !DIExpression(), !15)`, without indentation or newline.
    pub(crate) fn write_debug_record(&mut self, r: &DebugRecord, locals: Option<&LocalSlots>) {
        let (name, ops): (&str, &[(MdId, bool)]) = match r {
            DebugRecord::Value { location, var, expr, loc } => {
                ("#dbg_value", &[(*location, true), (*var, false), (*expr, false), (*loc, false)])
            }
            DebugRecord::Declare { location, var, expr, loc } => {
                ("#dbg_declare", &[(*location, true), (*var, false), (*expr, false), (*loc, false)])
            }
            DebugRecord::Assign { location, var, expr, assign_id, address, addr_expr, loc } => (
                "#dbg_assign",
                &[
                    (*location, true),
                    (*var, false),
                    (*expr, false),
                    (*assign_id, false),
                    (*address, true),
                    (*addr_expr, false),
                    (*loc, false),
                ],
            ),
            DebugRecord::Label { label, loc } => ("#dbg_label", &[(*label, false), (*loc, false)]),
        };
        self.out.push_str(name);
        self.out.push('(');
        for (i, &(id, local)) in ops.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            // Only the location operands may name function-local values.
            self.write_md_operand(id, if local { locals } else { None });
        }
        self.out.push(')');
    }

    /// Named metadata (`!llvm.dbg.cu = !{!0}`), then every numbered node `!N = ...` in
    /// number order; nodes first referenced while writing others are numbered and written
    /// as they come. Called once, at the end of the module.
    pub(crate) fn write_md_definitions(&mut self) {
        let m = self.m;
        for nm in &m.named_metadata {
            self.write_md_kind(m.syms.bytes(nm.name));
            self.out.push_str(" = !{");
            for (i, &op) in nm.ops.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_md_operand(op, None);
            }
            self.out.push_str("}\n");
        }
        let mut next = 0;
        if !m.named_metadata.is_empty() && next < self.md.order.len() {
            self.out.push('\n');
        }
        while next < self.md.order.len() {
            let id = self.md.order[next];
            self.out.push('!');
            self.write_u64(next as u64);
            self.out.push_str(" = ");
            self.write_md_body(id);
            self.out.push('\n');
            next += 1;
        }
    }

    /// The definition of a numbered entry: `[distinct] !{...}` or `[distinct] !DI...(...)`.
    fn write_md_body(&mut self, id: MdId) {
        let m = self.m;
        match m.md(id) {
            Metadata::Tuple { distinct, ops } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                self.out.push_str("!{");
                self.write_md_list(ops);
                self.out.push('}');
            }
            Metadata::Node { distinct, node } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                self.write_di_node(node);
            }
            // Never numbered (see `write_md_operand`).
            Metadata::String(_) | Metadata::Value(..) | Metadata::ArgList(_) => self.write_md_operand(id, None),
        }
    }

    fn write_md_list(&mut self, ops: &[Option<MdId>]) {
        for (i, &op) in ops.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_md_or_null(op);
        }
    }

    /// `!DIName(field: value, ...)`.
    fn write_di_node(&mut self, node: &DINode) {
        if let DINode::Expression(e) = node {
            self.write_di_expression(e);
            return;
        }
        let mut defaults = Vec::with_capacity(node.fields().len());
        if let Some(d) = DINode::with_defaults(node.name()) {
            d.visit_fields(&mut |_, v| defaults.push(v));
        }
        self.out.push('!');
        self.out.push_str(node.name());
        self.out.push('(');
        let mut i = 0;
        let mut first = true;
        node.visit_fields(&mut |spec, v| {
            let is_default = defaults.get(i) == Some(&v);
            i += 1;
            if spec.policy == Policy::Opt && is_default {
                return;
            }
            if !first {
                self.out.push_str(", ");
            }
            first = false;
            self.out.push_str(spec.name);
            self.out.push_str(": ");
            self.write_field_value(spec, v);
        });
        self.out.push(')');
    }

    fn write_field_value(&mut self, spec: &FieldSpec, v: Field) {
        match v {
            Field::U(n) => match spec.kind {
                FieldKind::Dwarf(e) => match u32::try_from(n).ok().and_then(|n| e.table().name(n)) {
                    Some(name) => self.out.push_str(name),
                    None => self.write_u64(n),
                },
                FieldKind::Flags(set) => self.write_flags(set, n as u32),
                _ => self.write_u64(n),
            },
            Field::S(n) => self.write_i64(n),
            Field::Bool(b) => self.out.push_str(if b { "true" } else { "false" }),
            Field::Md(id) => self.write_md_or_null(id),
            Field::Str(s) => {
                let m = self.m;
                self.write_quoted(s.map_or(&[][..], |s| m.syms.bytes(s)));
            }
            Field::SignedOrMd(SignedOrMd::Int(n)) => self.write_i64(n),
            Field::SignedOrMd(SignedOrMd::Md(id)) => self.write_md_operand(id, None),
            Field::SignedOrMd(SignedOrMd::None) => self.out.push_str("null"),
            Field::Big(b) => self.out.push_str(&b.to_decimal()),
            Field::List(ops) => {
                self.out.push('{');
                self.write_md_list(&ops);
                self.out.push('}');
            }
        }
    }

    /// `DIFlagA | DIFlagB | 12`, or `0`.
    fn write_flags(&mut self, set: FlagSet, flags: u32) {
        let (names, rest) = match set {
            FlagSet::DI => dwarf::split_di_flags(flags),
            FlagSet::SP => dwarf::split_disp_flags(flags),
        };
        for (i, name) in names.iter().enumerate() {
            if i > 0 {
                self.out.push_str(" | ");
            }
            self.out.push_str(name);
        }
        if rest != 0 || names.is_empty() {
            if !names.is_empty() {
                self.out.push_str(" | ");
            }
            self.write_u64(rest as u64);
        }
    }

    /// `!DIExpression(DW_OP_plus_uconst, 8, DW_OP_LLVM_convert, 32, DW_ATE_signed)`.
    fn write_di_expression(&mut self, e: &DIExpression) {
        self.out.push_str("!DIExpression(");
        // Arguments seen since the last `DW_OP_LLVM_convert`: its second one is an encoding.
        let mut convert_arg: Option<u32> = None;
        for (i, &el) in e.elements.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            match el {
                DIExprElem::Op(op) => {
                    convert_arg = (op == dwarf::DW_OP_LLVM_CONVERT).then_some(0);
                    match op_name(op) {
                        Some(name) => self.out.push_str(name),
                        None => self.write_u64(op),
                    }
                }
                DIExprElem::Int(v) => {
                    let ate = match convert_arg.as_mut() {
                        Some(n) => {
                            *n += 1;
                            *n == 2
                        }
                        None => false,
                    };
                    match u32::try_from(v).ok().filter(|_| ate).and_then(|v| dwarf::ATE.name(v)) {
                        Some(name) => self.out.push_str(name),
                        None => self.write_u64(v),
                    }
                }
            }
        }
        self.out.push(')');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::Tok;
    use crate::module::Module;
    use crate::parser::Parser;
    use std::process::Command;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// Parses a module made only of metadata definitions.
    fn parse_md(src: &str) -> Module {
        let mut p = Parser::new(src);
        while !p.at(Tok::Eof) {
            if let Err(d) = p.parse_metadata_entity() {
                panic!("{}", d.render("test.ll", src));
            }
        }
        if let Err(d) = p.finish_metadata() {
            panic!("{}", d.render("test.ll", src));
        }
        p.m
    }

    /// Parses and prints the metadata of `src`.
    fn round_trip(src: &str) -> String {
        let m = parse_md(src);
        let mut p = Printer::new(&m);
        p.write_md_definitions();
        p.out
    }

    /// What `llvm-dis-19` prints for `text` after `llvm-as-19` (without the verifier, since
    /// the snippets are not complete debug info).
    fn llvm_dis(text: &str) -> String {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("rllc-md-test-{}-{n}.ll", std::process::id()));
        std::fs::write(&path, text).expect("write temp file");
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("llvm-as-19 -disable-verify -o - {} | llvm-dis-19 -o -", path.display()))
            .output();
        let _ = std::fs::remove_file(&path);
        let out = out.expect("sh, llvm-as-19 and llvm-dis-19 must be installed to run the metadata tests");
        assert!(out.status.success(), "llvm-as-19 rejected:\n{text}\n{}", String::from_utf8_lossy(&out.stderr));
        let dis = String::from_utf8_lossy(&out.stdout).into_owned();
        // Drop the header lines that name the temporary file.
        dis.lines()
            .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Checks that printing is a fixed point of parse + print and that llvm-as/llvm-dis see
    /// the same metadata in the print as in the input.
    fn check(src: &str) -> String {
        let printed = round_trip(src);
        assert_eq!(round_trip(&printed), printed, "printing is not stable for:\n{src}");
        assert_eq!(llvm_dis(&printed), llvm_dis(src), "llvm-dis differs:\n{src}\nprinted:\n{printed}");
        printed
    }

    const FILE: &str = "!DIFile(filename: \"a.c\", directory: \"/src\")";
    const CU: &str = "distinct !DICompileUnit(language: DW_LANG_C11, file: !9, producer: \"clang\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)";
    const SP: &str = "distinct !DISubprogram(name: \"f\", scope: !9, file: !9, line: 2, type: null, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !8)";

    /// `!0 = node`, with a file `!9`, a compile unit `!8` and a subprogram `!7` to refer to.
    fn with_context(node: &str) -> String {
        format!("!named = !{{!0}}\n!0 = {node}\n!7 = {SP}\n!8 = {CU}\n!9 = {FILE}\n")
    }

    #[test]
    fn every_node_kind_round_trips() {
        let nodes = [
            "!DILocation(line: 3, column: 7, scope: !7)",
            "!DILocation(line: 0, scope: !7, inlinedAt: !DILocation(line: 9, scope: !7), isImplicitCode: true)",
            "!DISubrange(count: 4, lowerBound: 0)",
            "!DISubrange(count: !7, upperBound: -3, stride: 8)",
            "!DIGenericSubrange(count: 3, lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_deref), stride: 4)",
            "!DIEnumerator(name: \"A\", value: -5)",
            "!DIEnumerator(name: \"B\", value: 340282366920938463463374607431768211455, isUnsigned: true)",
            "!DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)",
            "!DIBasicType(tag: DW_TAG_unspecified_type, name: \"decltype(nullptr)\")",
            "!DIStringType(name: \"character(*)\", stringLength: !7, stringLengthExpression: !DIExpression(), size: 32, align: 8, encoding: DW_ATE_UTF)",
            "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 0)",
            "!DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !7, file: !9, line: 4, baseType: !7, size: 3, offset: 35, flags: DIFlagPublic | DIFlagBitField, extraData: !{})",
            "!DIDerivedType(tag: DW_TAG_LLVM_ptrauth_type, baseType: !7, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234)",
            "!DICompositeType(tag: DW_TAG_structure_type, name: \"S\", file: !9, line: 1, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !{}, identifier: \"_ZTS1S\")",
            "!DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 96, elements: !{!DISubrange(count: 3)}, rank: 2, annotations: !{})",
            "!DICompositeType(tag: DW_TAG_enumeration_type, name: \"E\", scope: !7, baseType: !7, size: 32, flags: DIFlagEnumClass, elements: !{}, runtimeLang: DW_LANG_Swift, vtableHolder: !7, templateParams: !{})",
            "!DISubroutineType(types: !{null, !7})",
            "!DISubroutineType(flags: DIFlagPrototyped, cc: DW_CC_LLVM_Win64, types: null)",
            "!DIFile(filename: \"b.c\", directory: \"\", checksumkind: CSK_MD5, checksum: \"000102030405060708090a0b0c0d0e0f\", source: \"int x;\\0A\")",
            "distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !9, producer: \"p\", isOptimized: false, flags: \"-g\", runtimeVersion: 2, splitDebugFilename: \"a.dwo\", emissionKind: LineTablesOnly, enums: !{}, retainedTypes: !{}, globals: !{}, imports: !{}, macros: !{}, dwoId: 12345, debugInfoForProfiling: true, nameTableKind: GNU, rangesBaseAddress: true, sysroot: \"/\", sdk: \"MacOSX.sdk\")",
            "distinct !DISubprogram(name: \"g\", linkageName: \"_Z1gv\", scope: !7, file: !9, line: 5, type: !DISubroutineType(types: !{}), scopeLine: 6, containingType: !7, virtualIndex: 3, thisAdjustment: -8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagVirtual | DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, templateParams: !{}, declaration: !7, retainedNodes: !{}, thrownTypes: !{}, annotations: !{}, targetFuncName: \"t\")",
            "!DISubprogram(name: \"decl\", scope: !7, spFlags: 0)",
            "distinct !DILexicalBlock(scope: !7, file: !9, line: 3, column: 5)",
            "!DILexicalBlockFile(scope: !7, file: !9, discriminator: 0)",
            "!DINamespace(name: \"std\", scope: null, exportSymbols: true)",
            "!DIModule(scope: null, name: \"M\", configMacros: \"-DX\", includePath: \"/i\", apinotes: \"M.apinotes\", file: !9, line: 2, isDecl: true)",
            "!DICommonBlock(scope: !7, declaration: null, name: \"c\", file: !9, line: 3)",
            "!DITemplateTypeParameter(name: \"T\", type: null, defaulted: true)",
            "!DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: \"TT\", value: !\"vector\")",
            "!DITemplateValueParameter(name: \"N\", type: !7, value: !{})",
            "distinct !DIGlobalVariable(name: \"g\", linkageName: \"_ZL1g\", scope: !8, file: !9, line: 1, type: !7, isLocal: true, isDefinition: true, align: 64, annotations: !{})",
            "!DIGlobalVariable(name: \"d\", scope: null, isLocal: false, isDefinition: false)",
            "!DILocalVariable(name: \"p\", arg: 2, scope: !7, file: !9, line: 3, type: !7, flags: DIFlagArtificial | DIFlagObjectPointer, align: 32)",
            "!DILabel(scope: !7, name: \"L\", file: !9, line: 3)",
            "!DIGlobalVariableExpression(var: !7, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))",
            "!DIObjCProperty(name: \"p\", file: !9, line: 3, setter: \"setP:\", getter: \"p\", attributes: 2316, type: !7)",
            "!DIImportedEntity(tag: DW_TAG_imported_declaration, name: \"n\", scope: !7, entity: !7, file: !9, line: 3, elements: !{})",
            "!DIMacro(type: DW_MACINFO_define, line: 3, name: \"X\", value: \"1\")",
            "!DIMacroFile(line: 1, file: !9, nodes: !{!DIMacro(type: DW_MACINFO_undef, name: \"Y\")})",
            "distinct !DIAssignID()",
            "!GenericDINode(tag: DW_TAG_entry_point, header: \"h\", operands: {null, !7, !\"s\"})",
            "!{!DIExpression(DW_OP_LLVM_fragment, 0, 32), !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_breg7, 8, DW_OP_deref)}",
            "distinct !{!0, null, !\"a\\22b\\\\c\\FF\", !{}}",
        ];
        for node in nodes {
            check(&with_context(node));
        }
    }

    #[test]
    fn prints_like_llvm_dis() {
        let printed = check(&with_context(
            "!DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !7, file: !9, line: 4, baseType: !7, size: 3, offset: 35, flags: DIFlagBitField | DIFlagPublic, extraData: !{})",
        ));
        // Numbers follow first reference in printing order (llvm-dis numbers depth-first).
        let expected = "!named = !{!0}\n\n\
            !0 = !DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !1, file: !2, line: 4, baseType: !1, size: 3, offset: 35, flags: DIFlagPublic | DIFlagBitField, extraData: !3)\n\
            !1 = distinct !DISubprogram(name: \"f\", scope: !2, file: !2, line: 2, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !4)\n\
            !2 = !DIFile(filename: \"a.c\", directory: \"/src\")\n\
            !3 = !{}\n\
            !4 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: \"clang\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)\n";
        assert_eq!(printed, expected);
        let printed = round_trip("!n = !{!0}\n!0 = !{!DIExpression(DW_OP_LLVM_convert, 32, 5, 16, 4), !DIExpression(4, 5), !\"q\\22\\0A\"}\n");
        assert!(printed.contains("!DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_constu, 4)"), "{printed}");
        assert!(printed.contains("!DIExpression(4, 5)"), "{printed}");
        assert!(printed.contains("!\"q\\22\\0A\""), "{printed}");
    }

    #[test]
    fn old_subprogram_fields_print_as_sp_flags() {
        let printed = check("!n = !{!0}\n!0 = distinct !DISubprogram(name: \"f\", isLocal: true, isDefinition: true, isOptimized: true)\n");
        assert!(printed.contains("spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized"), "{printed}");
    }
}
