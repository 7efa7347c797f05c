//! Printing the module: header lines, type definitions, comdats, global variables,
//! aliases and ifuncs, functions (declarations and definitions with all their
//! properties), attribute groups, and finally metadata.

use super::values::global_print_pass;
use super::{LocalSlots, Printer};
use crate::inst::CallConv;
use crate::module::{
    sanitizer, AliasOrIFunc, DllStorage, GlobalId, GlobalKind, GlobalValue, GlobalVar, Linkage, ThreadLocal,
    UnnamedAddr, Visibility,
};
use crate::function::Function;

impl<'m> Printer<'m> {
    pub(crate) fn write_module(&mut self) {
        let m = self.m;
        self.write_header();
        self.write_type_definitions();
        if !m.comdats.is_empty() {
            self.out.push('\n');
            for c in &m.comdats {
                self.write_name(b'$', m.syms.bytes(c.name));
                self.out.push_str(" = comdat ");
                self.out.push_str(c.kind.keyword());
                self.out.push('\n');
            }
        }
        // Variables, then aliases, then ifuncs, then functions: the order LLVM keeps them
        // in and numbers unnamed ones in (see `number_globals`).
        for pass in 0..3 {
            let mut first = true;
            for (i, g) in m.globals.iter().enumerate() {
                if global_print_pass(&g.kind) != pass {
                    continue;
                }
                if first {
                    self.out.push('\n');
                    first = false;
                }
                let id = GlobalId(i as u32);
                match &g.kind {
                    GlobalKind::Var(v) => self.write_global_var(id, g, v),
                    GlobalKind::Alias(a) => self.write_alias_or_ifunc(id, g, a, "alias "),
                    GlobalKind::IFunc(a) => self.write_alias_or_ifunc(id, g, a, "ifunc "),
                    GlobalKind::Func(_) => {}
                }
            }
        }
        for (i, g) in m.globals.iter().enumerate() {
            if let GlobalKind::Func(f) = &g.kind {
                self.out.push('\n');
                self.write_function(GlobalId(i as u32), g, f);
            }
        }
        self.write_attr_groups();
        self.write_metadata_section();
        if !m.summary_entries.is_empty() {
            self.out.push('\n');
            for e in &m.summary_entries {
                self.out.push_str(e);
                self.out.push('\n');
            }
        }
    }

    /// `source_filename`, `target datalayout`, `target triple`, `module asm`.
    fn write_header(&mut self) {
        let m = self.m;
        if let Some(s) = m.source_filename {
            self.out.push_str("source_filename = ");
            self.write_quoted(m.syms.bytes(s));
            self.out.push('\n');
        }
        if let Some(dl) = &m.datalayout_str {
            self.out.push_str("target datalayout = ");
            self.write_quoted(dl.as_bytes());
            self.out.push('\n');
        }
        if let Some(t) = &m.target_triple {
            self.out.push_str("target triple = ");
            self.write_quoted(t.as_bytes());
            self.out.push('\n');
        }
        if !m.module_asm.is_empty() {
            self.out.push('\n');
            for &line in &m.module_asm {
                self.out.push_str("module asm ");
                self.write_quoted(m.syms.bytes(line));
                self.out.push('\n');
            }
        }
    }

    /// `linkage dso_local visibility dllstorage ` (each with a trailing space when present).
    fn write_linkage_etc(&mut self, g: &GlobalValue) {
        if g.linkage != Linkage::External {
            self.out.push_str(g.linkage.keyword());
            self.out.push(' ');
        }
        // LLVM leaves out `dso_local` where it is implied (local linkage, or non-default
        // visibility without extern_weak linkage).
        let implicit = g.linkage.is_local() || (g.visibility != Visibility::Default && g.linkage != Linkage::ExternWeak);
        if g.dso_local && !implicit {
            self.out.push_str("dso_local ");
        }
        match g.visibility {
            Visibility::Default => {}
            Visibility::Hidden => self.out.push_str("hidden "),
            Visibility::Protected => self.out.push_str("protected "),
        }
        match g.dll_storage {
            DllStorage::None => {}
            DllStorage::Import => self.out.push_str("dllimport "),
            DllStorage::Export => self.out.push_str("dllexport "),
        }
    }

    /// `thread_local(...) ` and `unnamed_addr ` / `local_unnamed_addr `.
    fn write_tls_and_unnamed_addr(&mut self, g: &GlobalValue) {
        match g.thread_local {
            ThreadLocal::NotThreadLocal => {}
            ThreadLocal::GeneralDynamic => self.out.push_str("thread_local "),
            ThreadLocal::LocalDynamic => self.out.push_str("thread_local(localdynamic) "),
            ThreadLocal::InitialExec => self.out.push_str("thread_local(initialexec) "),
            ThreadLocal::LocalExec => self.out.push_str("thread_local(localexec) "),
        }
        self.write_unnamed_addr(g.unnamed_addr, "", " ");
    }

    fn write_unnamed_addr(&mut self, ua: UnnamedAddr, before: &str, after: &str) {
        let kw = match ua {
            UnnamedAddr::None => return,
            UnnamedAddr::Local => "local_unnamed_addr",
            UnnamedAddr::Global => "unnamed_addr",
        };
        self.out.push_str(before);
        self.out.push_str(kw);
        self.out.push_str(after);
    }

    /// `comdat` when the comdat has the global's name, else `comdat($name)`.
    fn write_comdat(&mut self, g: &GlobalValue) {
        let m = self.m;
        let Some(c) = g.comdat.and_then(|c| m.comdats.get(c.0 as usize)) else { return };
        self.out.push_str(" comdat");
        if g.name != Some(c.name) {
            self.out.push('(');
            self.write_name(b'$', m.syms.bytes(c.name));
            self.out.push(')');
        }
    }

    fn write_string_prop(&mut self, kw: &str, s: Option<crate::interner::Sym>) {
        if let Some(s) = s {
            self.out.push_str(kw);
            self.write_quoted(self.m.syms.bytes(s));
        }
    }

    fn write_global_var(&mut self, id: GlobalId, g: &'m GlobalValue, v: &'m GlobalVar) {
        self.write_global_ref(id);
        self.out.push_str(" = ");
        if v.init.is_none() && g.linkage == Linkage::External {
            self.out.push_str("external ");
        }
        self.write_linkage_etc(g);
        self.write_tls_and_unnamed_addr(g);
        if g.addrspace != 0 {
            self.out.push_str("addrspace(");
            self.write_u64(g.addrspace as u64);
            self.out.push_str(") ");
        }
        if v.externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out.push_str(if v.is_constant { "constant " } else { "global " });
        self.write_type(v.value_ty);
        if let Some(init) = v.init {
            self.out.push(' ');
            self.write_const(init);
        }
        self.write_string_prop(", section ", g.section);
        self.write_string_prop(", partition ", g.partition);
        self.write_string_prop(", code_model ", v.code_model);
        for (bit, kw) in [
            (sanitizer::NO_SANITIZE_ADDRESS, ", no_sanitize_address"),
            (sanitizer::NO_SANITIZE_HWADDRESS, ", no_sanitize_hwaddress"),
            (sanitizer::SANITIZE_MEMTAG, ", sanitize_memtag"),
            (sanitizer::SANITIZE_ADDRESS_DYNINIT, ", sanitize_address_dyninit"),
        ] {
            if v.sanitizer & bit != 0 {
                self.out.push_str(kw);
            }
        }
        if g.comdat.is_some() {
            self.out.push(',');
            self.write_comdat(g);
        }
        if let Some(a) = g.align {
            self.out.push_str(", align ");
            self.write_u64(a);
        }
        self.write_attachments(None, &g.attachments, ", ", None);
        self.write_attr_group_ref(v.attrs);
        self.out.push('\n');
    }

    fn write_alias_or_ifunc(&mut self, id: GlobalId, g: &'m GlobalValue, a: &'m AliasOrIFunc, kw: &str) {
        self.write_global_ref(id);
        self.out.push_str(" = ");
        self.write_linkage_etc(g);
        self.write_tls_and_unnamed_addr(g);
        self.out.push_str(kw);
        self.write_type(a.value_ty);
        self.out.push_str(", ");
        self.write_typed_const(a.target);
        self.write_string_prop(", partition ", g.partition);
        self.out.push('\n');
    }

    /// A calling convention keyword (nothing for `ccc`).
    pub(crate) fn write_cc(&mut self, cc: CallConv, after: &str) {
        match cc {
            CallConv::C => return,
            CallConv::Fast => self.out.push_str("fastcc"),
            CallConv::Cold => self.out.push_str("coldcc"),
            CallConv::Named(k) => self.out.push_str(k),
            CallConv::Numbered(n) => {
                self.out.push_str("cc ");
                self.write_u64(n as u64);
            }
        }
        self.out.push_str(after);
    }

    fn write_function(&mut self, id: GlobalId, g: &'m GlobalValue, f: &'m Function) {
        let m = self.m;
        let decl = f.is_declaration();
        let locals = LocalSlots::new(m, id);
        if decl {
            self.out.push_str("declare");
            self.write_attachments(None, &g.attachments, " ", None);
            self.out.push(' ');
        } else {
            self.out.push_str("define ");
        }
        self.write_linkage_etc(g);
        self.write_cc(f.cc, " ");
        if !f.ret_attrs.is_empty() {
            self.write_attr_set(f.ret_attrs);
            self.out.push(' ');
        }
        let (ret, varargs) = match m.types.function_sig(f.ty) {
            Some((r, _, va)) => (r, va),
            None => (crate::types::TypeTable::VOID, false),
        };
        self.write_type(ret);
        self.out.push(' ');
        self.write_global_ref(id);
        self.out.push('(');
        for (i, p) in f.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_type(p.ty);
            if !p.attrs.is_empty() {
                self.out.push(' ');
                self.write_attr_set(p.attrs);
            }
            if !decl {
                self.out.push(' ');
                self.write_value(crate::value::Value::Arg(i as u32), Some(&locals));
            }
        }
        if varargs {
            if !f.params.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        self.write_unnamed_addr(g.unnamed_addr, " ", "");
        if g.addrspace != 0 || m.datalayout.program_addrspace() != 0 {
            self.out.push_str(" addrspace(");
            self.write_u64(g.addrspace as u64);
            self.out.push(')');
        }
        self.write_attr_group_ref(f.fn_attrs);
        self.write_string_prop(" section ", g.section);
        self.write_string_prop(" partition ", g.partition);
        self.write_comdat(g);
        if let Some(a) = g.align {
            self.out.push_str(" align ");
            self.write_u64(a);
        }
        self.write_string_prop(" gc ", f.gc);
        for (kw, c) in [(" prefix ", f.prefix), (" prologue ", f.prologue), (" personality ", f.personality)] {
            if let Some(c) = c {
                self.out.push_str(kw);
                self.write_typed_const(c);
            }
        }
        if decl {
            self.out.push('\n');
        } else {
            self.write_attachments(None, &g.attachments, " ", None);
            self.write_function_body(f, &locals);
        }
    }
}
