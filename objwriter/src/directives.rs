//! GNU assembler text for the object model (`-filetype=asm`): `.section` lines with flags,
//! types, entry sizes and comdat groups; symbol attributes (`.globl`, `.weak`, `.hidden`,
//! `.type`, `.size`, COFF `.def`/`.scl`/`.type`/`.endef`, Mach-O `.private_extern`...);
//! alignment; data with relocation expressions (`.quad sym+8`, `.long sym-.`, ELF
//! `.reloc`); common symbols; `.cfi_*` and `.seh_*` unwind directives; the DWARF
//! debug sections (as data, like any other section); and the file trailer
//! (`.note.GNU-stack`, `.subsections_via_symbols`).
//!
//! The code generator prints instructions itself and calls [`Directives`] for everything
//! else; [`write_asm`] prints a whole model (code as `.byte`) and is what the tests
//! assemble to check that text and object agree. Names and flags come from `names.rs`, the
//! same source the object writer uses.

use std::fmt::Write as _;

use object::{elf, macho, pe};

use crate::cfi::{CfiInst, FunctionCfi};
use crate::model::{
    Arch, Binding, ComdatSelection, Format, ObjectFile, SectionId, SectionKind, Symbol, SymbolDef, SymbolId,
    SymbolKind, Visibility,
};
use crate::names::{self, SectionSpec};
use crate::reloc::{elf as relf, Reloc, RelocKind};
use crate::win64::{Win64Op, Win64Unwind};
use crate::{Error, Result};

/// Directive printer for one (arch, format).
#[derive(Debug, Clone, Copy)]
pub struct Directives {
    pub arch: Arch,
    pub format: Format,
}

/// Appends one line to `out` (writing to a `String` cannot fail).
macro_rules! line {
    ($out:expr, $($arg:tt)*) => {{
        let _ = writeln!($out, $($arg)*);
    }};
}

impl Directives {
    pub fn new(arch: Arch, format: Format) -> Directives {
        Directives { arch, format }
    }

    pub fn for_object(obj: &ObjectFile) -> Directives {
        Directives::new(obj.arch, obj.format)
    }

    /// The symbol's name as the assembler should see it (prefix added, quoted if needed).
    pub fn symbol_name(&self, sym: &Symbol) -> String {
        let name = names::symbol_name(self.format, sym);
        if is_register_name(self.arch, &name) {
            // `bl h2` would name the register: the assembler takes a quoted name as a
            // symbol (llc leaves such names bare, and its text does not assemble).
            return format!("\"{name}\"");
        }
        quote_if_needed(&name)
    }

    /// The `.section` line (or Mach-O/COFF equivalent) for section `id`.
    pub fn section(&self, obj: &ObjectFile, id: SectionId) -> Result<String> {
        let spec = names::spec_of(obj, id)?;
        let sec = obj.section(id);
        let comdat = sec.comdat.map(|c| obj.comdat(c));
        Ok(match self.format {
            Format::Elf => {
                let mut flags = elf_flag_letters(spec.elf_flags);
                let mut tail = String::new();
                if spec.elf_entsize > 0 {
                    let _ = write!(tail, ",{}", spec.elf_entsize);
                }
                if let Some(linked) = sec.link_order {
                    // The `o` flag names a symbol of the section this one belongs with:
                    // the function whose code holds the address the section records (its
                    // first relocation's), else the first after it (a prefix before the
                    // symbol), so that each record names its function as llc's text does
                    // (assemblers keep such sections apart by symbol).
                    let from = sec.relocs.first().map_or(0, |r| r.addend.max(0) as u64);
                    let at = |s: &Symbol| match s.def {
                        SymbolDef::Section { section, offset, size } if section == linked => {
                            (s.kind != SymbolKind::Section).then_some((offset, size))
                        }
                        _ => None,
                    };
                    let covering = obj.symbols().find(|(_, s)| at(s).is_some_and(|(o, n)| o <= from && from < o + n));
                    let sym = covering
                        .or_else(|| {
                            let after = obj.symbols().filter(|(_, s)| at(s).is_some_and(|(o, _)| o >= from));
                            after.min_by_key(|(_, s)| at(s))
                        })
                        .or_else(|| obj.symbols().find(|(_, s)| at(s).is_some()));
                    let Some((_, s)) = sym else {
                        return Err(Error::Unsupported("a linked-order section of a section without symbols".into()));
                    };
                    flags.push('o');
                    let _ = write!(tail, ",{}", self.symbol_name(s));
                }
                if let Some(c) = comdat {
                    match c.selection {
                        ComdatSelection::Any => {
                            flags.push('G');
                            let _ = write!(tail, ",{},comdat", quote_if_needed(&c.name));
                        }
                        // LLVM emits `nodeduplicate` comdats on ELF as plain sections.
                        ComdatSelection::NoDeduplicate => {}
                        other => {
                            return Err(Error::Unsupported(format!(
                                "ELF comdat `{}` with selection {other:?}",
                                c.name
                            )))
                        }
                    }
                }
                if let Some(u) = sec.unique_id {
                    let _ = write!(tail, ",unique,{u}");
                }
                format!(
                    ".section {},\"{}\",@{}{}",
                    quote_if_needed(&spec.name),
                    flags,
                    elf_type_name(spec.elf_type),
                    tail
                )
            }
            Format::Coff => {
                let mut s = format!(
                    ".section {},\"{}\"",
                    spec.name,
                    coff_flag_letters(spec.coff_characteristics)
                );
                if let Some(c) = comdat {
                    let sel = match c.selection {
                        ComdatSelection::Any => "discard",
                        ComdatSelection::ExactMatch => "same_contents",
                        ComdatSelection::Largest => "largest",
                        ComdatSelection::NoDeduplicate => "one_only",
                        ComdatSelection::SameSize => "same_size",
                    };
                    let key = obj
                        .find_symbol(&c.name)
                        .map(|s| self.symbol_name(obj.symbol(s)))
                        .unwrap_or_else(|| quote_if_needed(&c.name));
                    let _ = write!(s, ",{sel},{key}");
                }
                s
            }
            Format::MachO => {
                if comdat.is_some() {
                    return Err(Error::Unsupported("Mach-O has no COMDATs".into()));
                }
                macho_section_line(&spec)
            }
        })
    }

    /// `.p2align` for `align` bytes.
    pub fn align(&self, align: u64) -> String {
        format!(".p2align {}", align.max(1).trailing_zeros())
    }

    /// Binding, visibility and type directives for a defined or undefined symbol, without
    /// its label.
    pub fn symbol_attributes(&self, sym: &Symbol) -> String {
        let mut out = String::new();
        if sym.private || sym.kind == SymbolKind::Section {
            return out;
        }
        let name = self.symbol_name(sym);
        let undefined = sym.is_undefined();
        match self.format {
            Format::Elf => {
                match sym.binding {
                    Binding::Global if !undefined => line!(out, "\t.globl\t{name}"),
                    Binding::Weak => line!(out, "\t.weak\t{name}"),
                    _ => {}
                }
                match sym.visibility {
                    Visibility::Hidden => line!(out, "\t.hidden\t{name}"),
                    Visibility::Protected => line!(out, "\t.protected\t{name}"),
                    Visibility::Internal => line!(out, "\t.internal\t{name}"),
                    Visibility::Default => {}
                }
                let ty = match sym.kind {
                    SymbolKind::Function if !undefined => Some("@function"),
                    SymbolKind::IFunc if !undefined => Some("@gnu_indirect_function"),
                    SymbolKind::Object if !undefined => Some("@object"),
                    SymbolKind::Tls => Some("@tls_object"),
                    _ => None,
                };
                if let Some(ty) = ty {
                    line!(out, "\t.type\t{name},{ty}");
                }
            }
            Format::Coff => {
                if sym.binding != Binding::Local && !undefined {
                    line!(out, "\t.globl\t{name}");
                }
                if sym.kind == SymbolKind::Function && !undefined {
                    let scl = if sym.binding == Binding::Local { 3 } else { 2 };
                    line!(out, "\t.def\t{name};\n\t.scl\t{scl};\n\t.type\t32;\n\t.endef");
                }
            }
            Format::MachO => {
                if sym.binding != Binding::Local && !undefined {
                    line!(out, "\t.globl\t{name}");
                    if sym.visibility != Visibility::Default {
                        line!(out, "\t.private_extern\t{name}");
                    }
                }
                if sym.binding == Binding::Weak {
                    if undefined {
                        line!(out, "\t.weak_reference\t{name}");
                    } else {
                        line!(out, "\t.weak_definition\t{name}");
                    }
                }
            }
        }
        out
    }

    /// The label line of a symbol.
    pub fn label(&self, sym: &Symbol) -> String {
        format!("{}:", self.symbol_name(sym))
    }

    /// `.size` for ELF symbols with a size.
    pub fn size(&self, sym: &Symbol) -> Option<String> {
        match (self.format, sym.def) {
            (Format::Elf, SymbolDef::Section { size, .. }) if !sym.private && sym.kind != SymbolKind::Section => {
                Some(format!("\t.size\t{}, {}", self.symbol_name(sym), size))
            }
            _ => None,
        }
    }

    /// `.comm` (or `.local` + `.comm` for local commons on ELF, `.lcomm` elsewhere).
    pub fn common(&self, sym: &Symbol) -> Option<String> {
        let SymbolDef::Common { size, align } = sym.def else {
            return None;
        };
        let name = self.symbol_name(sym);
        let local = sym.binding == Binding::Local;
        Some(match self.format {
            Format::Elf if local => format!("\t.local\t{name}\n\t.comm\t{name},{size},{align}"),
            Format::Elf => format!("\t.comm\t{name},{size},{align}"),
            _ if local => format!("\t.lcomm\t{name},{size},{}", align.trailing_zeros()),
            _ => format!("\t.comm\t{name},{size},{}", align.trailing_zeros()),
        })
    }

    /// A data directive for a relocated field, if the format can express `r` as an
    /// expression; `None` means the field needs a `.reloc` (ELF) or cannot be printed.
    pub fn reloc_data(
        &self,
        obj: &ObjectFile,
        r: &Reloc,
        section_label: &dyn Fn(SectionId) -> String,
    ) -> Option<String> {
        let target = self.reloc_target(obj, r.symbol, r.addend, section_label);
        let (dir, expr) = match (r.kind, self.format) {
            (RelocKind::Abs64, _) => (".quad", target),
            (RelocKind::Abs32, _) => (".long", target),
            // x86-64 ELF has a distinct sign-extended type that `.long` does not produce.
            (RelocKind::Abs32Signed, _) if !(self.format == Format::Elf && self.arch == Arch::X86_64) => {
                (".long", target)
            }
            (RelocKind::Abs16, Format::Elf) => (".short", target),
            (RelocKind::Abs8, Format::Elf) => (".byte", target),
            (RelocKind::PcRel32, Format::Elf | Format::Coff) => (".long", format!("{target}-.")),
            // Windows has no PLT: a call is a plain pc-relative field.
            (RelocKind::PltRel32, Format::Coff) => (".long", format!("{target}-.")),
            (RelocKind::PcRel32, Format::MachO) if self.arch == Arch::X86_64 => (".long", format!("{target}-.")),
            (RelocKind::PcRel64, Format::Elf) => (".quad", format!("{target}-.")),
            (RelocKind::ImageRel32, Format::Coff) => (".rva", target),
            (RelocKind::SecRel32, Format::Coff) => (".secrel32", target),
            (RelocKind::SectionIndex16, Format::Coff) => (".secidx", target),
            (RelocKind::DtpOff64, Format::Elf) if self.arch == Arch::X86_64 => {
                (".quad", self.reloc_target_suffixed(obj, r, "@DTPOFF"))
            }
            (RelocKind::DtpOff32, Format::Elf) if self.arch == Arch::X86_64 => {
                (".long", self.reloc_target_suffixed(obj, r, "@DTPOFF"))
            }
            (RelocKind::DtpOff64, Format::Elf) if self.arch == Arch::Riscv64 => (".dtpreldword", target),
            (RelocKind::DtpOff32, Format::Elf) if self.arch == Arch::Riscv64 => (".dtprelword", target),
            _ => return None,
        };
        Some(format!("\t{dir}\t{expr}"))
    }

    /// An ELF `.reloc` line for `r` at the current location (any kind the arch has).
    pub fn reloc_directive(
        &self,
        obj: &ObjectFile,
        r: &Reloc,
        section_label: &dyn Fn(SectionId) -> String,
    ) -> Result<String> {
        if self.format != Format::Elf {
            return Err(Error::Unsupported(format!(
                "relocation {:?} has no data-directive form in {:?} assembly",
                r.kind, self.format
            )));
        }
        let name = relf::elf_reloc(self.arch, r.kind)?.name;
        Ok(format!(
            "\t.reloc\t., {}, {}",
            name,
            self.reloc_target(obj, r.symbol, r.addend, section_label)
        ))
    }

    fn reloc_target(
        &self,
        obj: &ObjectFile,
        sym: SymbolId,
        addend: i64,
        section_label: &dyn Fn(SectionId) -> String,
    ) -> String {
        let s = obj.symbol(sym);
        let base = match (s.kind, s.def) {
            (SymbolKind::Section, SymbolDef::Section { section, .. }) => section_label(section),
            _ => self.symbol_name(s),
        };
        with_addend(&base, addend)
    }

    fn reloc_target_suffixed(&self, obj: &ObjectFile, r: &Reloc, suffix: &str) -> String {
        with_addend(
            &format!("{}{}", self.symbol_name(obj.symbol(r.symbol)), suffix),
            r.addend,
        )
    }

    /// `.cfi_*` for one rule.
    pub fn cfi(&self, inst: &CfiInst) -> String {
        match *inst {
            CfiInst::DefCfa { reg, offset } => format!("\t.cfi_def_cfa {reg}, {offset}"),
            CfiInst::DefCfaOffset(offset) => format!("\t.cfi_def_cfa_offset {offset}"),
            CfiInst::DefCfaRegister(reg) => format!("\t.cfi_def_cfa_register {reg}"),
            CfiInst::AdjustCfaOffset(delta) => format!("\t.cfi_adjust_cfa_offset {delta}"),
            CfiInst::Offset { reg, offset } => format!("\t.cfi_offset {reg}, {offset}"),
            CfiInst::Restore(reg) => format!("\t.cfi_restore {reg}"),
            CfiInst::SameValue(reg) => format!("\t.cfi_same_value {reg}"),
            CfiInst::Undefined(reg) => format!("\t.cfi_undefined {reg}"),
            CfiInst::Register { reg, from } => format!("\t.cfi_register {reg}, {from}"),
            CfiInst::RememberState => "\t.cfi_remember_state".to_string(),
            CfiInst::RestoreState => "\t.cfi_restore_state".to_string(),
            CfiInst::NegateRaState => "\t.cfi_negate_ra_state".to_string(),
            CfiInst::BKeyFrame => "\t.cfi_b_key_frame".to_string(),
        }
    }

    /// `.seh_*` for one Win64 prologue op (x64 register numbers, printed as names).
    pub fn seh(&self, op: &Win64Op, frame: Option<(u8, u8)>) -> String {
        match *op {
            Win64Op::PushNonVol(reg) => format!("\t.seh_pushreg %{}", x64_reg(reg)),
            Win64Op::Alloc(size) => format!("\t.seh_stackalloc {size}"),
            Win64Op::SetFrame => {
                let (reg, off) = frame.unwrap_or((5, 0));
                format!("\t.seh_setframe %{}, {off}", x64_reg(reg))
            }
            Win64Op::SaveNonVol { reg, offset } => format!("\t.seh_savereg %{}, {offset}", x64_reg(reg)),
            Win64Op::SaveXmm128 { reg, offset } => format!("\t.seh_savexmm %xmm{reg}, {offset}"),
            Win64Op::PushMachFrame { error_code } => {
                format!("\t.seh_pushframe{}", if error_code { " @code" } else { "" })
            }
        }
    }

    /// Lines at the top of a file.
    pub fn file_header(&self, obj: &ObjectFile) -> String {
        let mut out = String::new();
        if let (Some(file), false) = (&obj.source_file, self.format == Format::MachO) {
            line!(out, "\t.file\t\"{}\"", escape(file.as_bytes()));
        }
        if self.format == Format::Elf && self.arch == Arch::Riscv64 {
            // The object writer relaxes nothing; the assembler must not either, or label
            // differences (CFI advances) would turn into ADD/SUB relocation pairs.
            line!(out, "\t.option\tnorelax");
        }
        out
    }

    /// Lines at the end of a file.
    pub fn file_trailer(&self) -> String {
        match self.format {
            Format::Elf => "\t.section .note.GNU-stack,\"\",@progbits\n".to_string(),
            Format::MachO => "\t.subsections_via_symbols\n".to_string(),
            Format::Coff => String::new(),
        }
    }
}

/// `sym`, `sym+8` or `sym-4`.
fn with_addend(base: &str, addend: i64) -> String {
    match addend {
        0 => base.to_string(),
        a if a > 0 => format!("{base}+{a}"),
        a => format!("{base}-{}", a.unsigned_abs()),
    }
}

/// Whether `name` is also a register of `arch` in the assembler's syntax, where that
/// makes the assembler misread it (x86 registers carry `%`; only AArch64 names collide).
fn is_register_name(arch: Arch, name: &str) -> bool {
    let numbered = |prefixes: &[&str], max: u32| {
        prefixes.iter().any(|p| {
            name.strip_prefix(p).is_some_and(|n| {
                !n.is_empty() && (n == "0" || !n.starts_with('0')) && n.parse::<u32>().is_ok_and(|k| k <= max)
            })
        })
    };
    match arch {
        Arch::Aarch64 => {
            numbered(&["x", "w"], 30)
                || numbered(&["b", "h", "s", "d", "q", "v", "z", "p"], 31)
                || matches!(name, "sp" | "wsp" | "xzr" | "wzr" | "lr" | "fp" | "ip0" | "ip1")
        }
        // RISC-V: llvm-mc reads a register-like name as a symbol wherever a symbol may
        // stand (`call f1`, `%pcrel_hi(a0)`, `.quad s1`), and a quoted one is refused
        // by `call`; llc prints them bare.
        _ => false,
    }
}

fn quote_if_needed(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'));
    if plain {
        name.to_string()
    } else {
        format!("\"{}\"", escape(name.as_bytes()))
    }
}

fn escape(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:03o}");
            }
        }
    }
    s
}

fn x64_reg(reg: u8) -> &'static str {
    const NAMES: [&str; 16] = [
        "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
    ];
    NAMES[usize::from(reg & 15)]
}

fn elf_flag_letters(flags: u64) -> String {
    let mut s = String::new();
    let has = |f: u32| flags & u64::from(f) != 0;
    if has(elf::SHF_ALLOC) {
        s.push('a');
    }
    if has(elf::SHF_WRITE) {
        s.push('w');
    }
    if has(elf::SHF_EXECINSTR) {
        s.push('x');
    }
    if has(elf::SHF_MERGE) {
        s.push('M');
    }
    if has(elf::SHF_STRINGS) {
        s.push('S');
    }
    if has(elf::SHF_TLS) {
        s.push('T');
    }
    if has(elf::SHF_EXCLUDE) {
        s.push('e');
    }
    s
}

fn elf_type_name(ty: u32) -> &'static str {
    match ty {
        elf::SHT_NOBITS => "nobits",
        elf::SHT_INIT_ARRAY => "init_array",
        elf::SHT_FINI_ARRAY => "fini_array",
        elf::SHT_PREINIT_ARRAY => "preinit_array",
        elf::SHT_NOTE => "note",
        elf::SHT_X86_64_UNWIND => "unwind",
        elf::SHT_LLVM_DEPENDENT_LIBRARIES => "llvm_dependent_libraries",
        crate::names::SHT_LLVM_LINKER_OPTIONS => "llvm_linker_options",
        crate::names::SHT_LLVM_SYMPART => "llvm_sympart",
        crate::names::SHT_LLVM_ADDRSIG => "llvm_addrsig",
        crate::names::SHT_LLVM_CALL_GRAPH_PROFILE => "llvm_call_graph_profile",
        crate::names::SHT_LLVM_BB_ADDR_MAP => "llvm_bb_addr_map",
        _ => "progbits",
    }
}

fn coff_flag_letters(ch: u32) -> String {
    let mut s = String::new();
    if ch & pe::IMAGE_SCN_CNT_UNINITIALIZED_DATA != 0 {
        s.push('b');
    }
    if ch & pe::IMAGE_SCN_MEM_EXECUTE != 0 {
        s.push('x');
    }
    if ch & pe::IMAGE_SCN_CNT_INITIALIZED_DATA != 0 {
        s.push('d');
    }
    if ch & pe::IMAGE_SCN_MEM_WRITE != 0 {
        s.push('w');
    } else if ch & pe::IMAGE_SCN_MEM_READ != 0 {
        s.push('r');
    }
    if ch & pe::IMAGE_SCN_MEM_DISCARDABLE != 0 {
        s.push('D');
    }
    s
}

fn macho_section_line(spec: &SectionSpec) -> String {
    let ty = match spec.macho_flags & macho::SECTION_TYPE {
        macho::S_ZEROFILL => "zerofill",
        macho::S_CSTRING_LITERALS => "cstring_literals",
        macho::S_4BYTE_LITERALS => "4byte_literals",
        macho::S_8BYTE_LITERALS => "8byte_literals",
        macho::S_16BYTE_LITERALS => "16byte_literals",
        macho::S_MOD_INIT_FUNC_POINTERS => "mod_init_funcs",
        macho::S_MOD_TERM_FUNC_POINTERS => "mod_term_funcs",
        macho::S_THREAD_LOCAL_REGULAR => "thread_local_regular",
        macho::S_THREAD_LOCAL_ZEROFILL => "thread_local_zerofill",
        macho::S_THREAD_LOCAL_VARIABLES => "thread_local_variables",
        macho::S_COALESCED => "coalesced",
        _ => "regular",
    };
    let mut attrs = Vec::new();
    if spec.macho_flags & macho::S_ATTR_PURE_INSTRUCTIONS != 0 {
        attrs.push("pure_instructions");
    }
    if spec.macho_flags & macho::S_ATTR_DEBUG != 0 {
        attrs.push("debug");
    }
    let mut s = format!(".section {},{}", spec.segment, spec.name);
    if ty != "regular" || !attrs.is_empty() {
        let _ = write!(s, ",{ty}");
    }
    if !attrs.is_empty() {
        let _ = write!(s, ",{}", attrs.join("+"));
    }
    s
}

/// Assembler text that replaces `len` bytes of a section at `offset` (a code generator's
/// instructions, printed instead of `.byte` lines). The bytes' relocations are not
/// printed: the text spells its own symbol references.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeText {
    pub section: SectionId,
    pub offset: u64,
    pub len: u64,
    /// Complete lines (each ending in a newline).
    pub text: String,
}

/// What happens at one offset of a section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Event {
    CfiEnd(usize),
    SehEnd(usize),
    Label(SymbolId),
    CfiStart(usize),
    SehStart(usize),
    Cfi(usize, usize),
    Seh(usize, usize),
    SehEndPrologue(usize),
    Code(usize),
    Reloc(usize),
}

/// Print order of events at the same offset: rules that take effect at a function's end
/// and the end itself close the previous function before the next one's labels and
/// start; then rules inside the function; data last.
fn phase(ev: Event, at_end: bool, empty: bool) -> u8 {
    match ev {
        Event::Cfi(..) | Event::Seh(..) | Event::SehEndPrologue(_) if at_end && !empty => 0,
        Event::CfiEnd(_) | Event::SehEnd(_) if !empty => 1,
        Event::Label(_) => 2,
        Event::CfiStart(_) | Event::SehStart(_) => 3,
        Event::Cfi(..) | Event::Seh(..) | Event::SehEndPrologue(_) => 4,
        Event::CfiEnd(_) | Event::SehEnd(_) => 5,
        Event::Code(_) => 6,
        Event::Reloc(_) => 7,
    }
}

/// The whole model as assembler text: every section with its symbols, bytes (code as
/// `.byte`), relocations as expressions or `.reloc`, CFI and SEH directives.
pub fn write_asm(obj: &ObjectFile) -> Result<String> {
    write_asm_with_code(obj, &[])
}

/// `write_asm`, with `code` printed in place of the bytes it covers (instructions instead
/// of `.byte` lines); everything else (labels, CFI, data) as `write_asm` prints it.
pub fn write_asm_with_code(obj: &ObjectFile, code: &[CodeText]) -> Result<String> {
    obj.validate()?;
    // The DWARF sections are data with relocations, built as the object writer builds
    // them and appended after the model's sections (so `code`'s section ids still hold).
    // Their addresses are offsets from the functions' symbols, so they describe the code
    // as the model encoded it: the assembler must encode `code` to the same sizes.
    let with_debug;
    let obj = if obj.lines.is_some() {
        let mut copy = obj.clone();
        crate::dwarf::add_debug_sections(&mut copy)?;
        with_debug = copy;
        &with_debug
    } else {
        obj
    };
    let d = Directives::for_object(obj);
    let mut out = d.file_header(obj);
    out.push_str(&obj.verbatim_asm);
    let section_label = |id: SectionId| match obj.format {
        // `L` is the Mach-O assembler-temporary prefix (kept out of the symbol table).
        Format::MachO => format!("Lsec{}", id.0),
        _ => format!(".Lsec{}", id.0),
    };

    // Undefined symbols that need attributes (weak, TLS type).
    for (_, sym) in obj.symbols() {
        if sym.is_undefined() && !sym.private {
            out.push_str(&d.symbol_attributes(sym));
        }
    }
    let cfis: &[FunctionCfi] = if obj.format == Format::Coff { &[] } else { &obj.cfi };
    let sehs: &[Win64Unwind] = if obj.format == Format::Coff {
        &obj.win64_unwind
    } else {
        &[]
    };

    // Bucket labels, CFI and SEH by section once, so printing stays linear in the model.
    let mut labels: Vec<Vec<SymbolId>> = vec![Vec::new(); obj.section_count()];
    for (sid, sym) in obj.symbols() {
        match sym.section() {
            Some(sec) if sym.kind != SymbolKind::Section => labels[sec.0 as usize].push(sid),
            _ => {}
        }
    }
    let mut cfi_by_section: Vec<Vec<usize>> = vec![Vec::new(); obj.section_count()];
    for (i, cfi) in cfis.iter().enumerate() {
        let (sec, _) = defined_at(obj, cfi.start).ok_or_else(|| undefined_function(obj, cfi.start))?;
        cfi_by_section[sec.0 as usize].push(i);
    }
    let mut seh_by_section: Vec<Vec<usize>> = vec![Vec::new(); obj.section_count()];
    for (i, u) in sehs.iter().enumerate() {
        let (sec, _) = defined_at(obj, u.start).ok_or_else(|| undefined_function(obj, u.start))?;
        seh_by_section[sec.0 as usize].push(i);
    }

    for (id, sec) in obj.sections() {
        let mut events: Vec<(u64, u8, Event)> = Vec::new();
        let mut push = |at: u64, ev: Event, end: u64, empty: bool| events.push((at, phase(ev, at == end, empty), ev));
        for &sid in &labels[id.0 as usize] {
            if let SymbolDef::Section { offset, .. } = obj.symbol(sid).def {
                push(offset, Event::Label(sid), u64::MAX, false);
            }
        }
        for &i in &cfi_by_section[id.0 as usize] {
            let cfi = &cfis[i];
            let off = defined_at(obj, cfi.start).map_or(0, |(_, off)| off);
            let (end, empty) = (off + cfi.len, cfi.len == 0);
            push(off, Event::CfiStart(i), end, empty);
            for (j, (at, _)) in cfi.instructions.iter().enumerate() {
                push(off + u64::from(*at), Event::Cfi(i, j), end, empty);
            }
            push(end, Event::CfiEnd(i), end, empty);
        }
        for &i in &seh_by_section[id.0 as usize] {
            let u = &sehs[i];
            let off = defined_at(obj, u.start).map_or(0, |(_, off)| off);
            let (end, empty) = (off + u64::from(u.len), u.len == 0);
            push(off, Event::SehStart(i), end, empty);
            for (j, (at, _)) in u.ops.iter().enumerate() {
                push(off + u64::from(*at), Event::Seh(i, j), end, empty);
            }
            push(off + u64::from(u.prologue_size), Event::SehEndPrologue(i), end, empty);
            push(end, Event::SehEnd(i), end, empty);
        }
        for (i, c) in code.iter().enumerate() {
            if c.section == id {
                push(c.offset, Event::Code(i), u64::MAX, false);
            }
        }
        for (i, r) in sec.relocs.iter().enumerate() {
            push(r.offset, Event::Reloc(i), u64::MAX, false);
        }
        if let Some(&(at, _, _)) = events.iter().find(|e| e.0 > sec.size()) {
            return Err(Error::Invalid(format!(
                "unwind information at offset {at:#x} lies past the end of its section"
            )));
        }
        // Stable: events of one phase keep their insertion (rule) order.
        events.sort_by_key(|&(at, phase, _)| (at, phase));

        if obj.format == Format::MachO && sec.is_zero_fill() {
            print_macho_zerofill(obj, &d, id, &events, &mut out)?;
            continue;
        }
        line!(out, "\t{}", d.section(obj, id)?);
        line!(out, "\t{}", d.align(sec.align));
        line!(out, "{}:", section_label(id));

        let size = sec.size();
        let mut pos = 0u64;
        let mut k = 0;
        while k < events.len() {
            let (at, _, ev) = events[k];
            if at > pos {
                emit_bytes(sec, pos, at, &mut out);
                pos = at;
            }
            match ev {
                Event::Label(sid) if obj.format == Format::MachO && obj.symbol(sid).kind == SymbolKind::Tls => {
                    // The data is the initializer; the symbol itself names the descriptor
                    // in `__thread_vars`, printed after the sections.
                    line!(out, "{}$tlv$init:", d.symbol_name(obj.symbol(sid)));
                }
                Event::Label(sid) => {
                    let sym = obj.symbol(sid);
                    out.push_str(&d.symbol_attributes(sym));
                    if let Some(size) = d.size(sym) {
                        line!(out, "{size}");
                    }
                    line!(out, "{}", d.label(sym));
                }
                Event::CfiStart(i) => {
                    line!(out, "\t.cfi_startproc");
                    if let Some(eh) = cfis[i].eh {
                        let p = d.symbol_name(obj.symbol(eh.personality));
                        line!(out, "\t.cfi_personality {}, {p}", eh.personality_encoding);
                        let l = d.symbol_name(obj.symbol(eh.lsda));
                        line!(out, "\t.cfi_lsda {}, {l}", eh.lsda_encoding);
                    }
                }
                Event::Cfi(i, j) => line!(out, "{}", d.cfi(&cfis[i].instructions[j].1)),
                Event::CfiEnd(_) => line!(out, "\t.cfi_endproc"),
                Event::SehStart(i) => line!(out, "\t.seh_proc\t{}", d.symbol_name(obj.symbol(sehs[i].start))),
                Event::Seh(i, j) => line!(out, "{}", d.seh(&sehs[i].ops[j].1, sehs[i].frame)),
                Event::SehEndPrologue(_) => line!(out, "\t.seh_endprologue"),
                Event::SehEnd(_) => line!(out, "\t.seh_endproc"),
                Event::Code(i) => {
                    out.push_str(&code[i].text);
                    pos = pos.max(code[i].offset + code[i].len);
                }
                // A relocation inside printed code is spelled by the code's text.
                Event::Reloc(i) if sec.relocs[i].offset < pos => {}
                Event::Reloc(i) => {
                    let r = &sec.relocs[i];
                    // Fields relocated twice (RISC-V ADD/SUB pairs) take `.reloc` for both.
                    let shared = sec.relocs.iter().filter(|o| o.offset == r.offset).count() > 1;
                    let data = if shared {
                        None
                    } else {
                        d.reloc_data(obj, r, &section_label)
                    };
                    match data {
                        Some(line) if !sec.is_zero_fill() => {
                            line!(out, "{line}");
                            pos = r.offset + u64::from(r.kind.width_bytes());
                        }
                        _ => line!(out, "{}", d.reloc_directive(obj, r, &section_label)?),
                    }
                }
            }
            k += 1;
        }
        if size > pos {
            emit_bytes(sec, pos, size, &mut out);
        }
    }

    if obj.format == Format::MachO {
        print_macho_thread_vars(obj, &d, &mut out);
    }
    for (_, sym) in obj.symbols() {
        if let Some(c) = d.common(sym) {
            out.push_str(&d.symbol_attributes(&Symbol {
                kind: SymbolKind::NoType,
                ..sym.clone()
            }));
            if obj.format == Format::Elf {
                line!(out, "\t.type\t{},@object", d.symbol_name(sym));
            }
            line!(out, "{c}");
        }
    }
    // LLVM's tables that name symbols, where llc prints them: the call-graph profile
    // before the file trailer, the address-significance table after it.
    let name = |id: SymbolId| d.symbol_name(obj.symbol(id));
    for &(from, to, weight) in &obj.cg_profile {
        line!(out, "\t.cg_profile {}, {}, {weight}", name(from), name(to));
    }
    out.push_str(&d.file_trailer());
    if let Some(list) = &obj.addrsig {
        line!(out, "\t.addrsig");
        for &id in list {
            line!(out, "\t.addrsig_sym {}", name(id));
        }
    }
    Ok(out)
}

fn undefined_function(obj: &ObjectFile, sym: SymbolId) -> Error {
    let name = obj.get_symbol(sym).map_or("?", |s| s.name.as_str());
    Error::Invalid(format!(
        "unwind information names `{name}`, which is not defined in a section"
    ))
}

fn defined_at(obj: &ObjectFile, sym: SymbolId) -> Option<(SectionId, u64)> {
    match obj.get_symbol(sym)?.def {
        SymbolDef::Section { section, offset, .. } => Some((section, offset)),
        _ => None,
    }
}

/// Section bytes `[from, to)` as data directives (`.zero` for zero-fill sections).
fn emit_bytes(sec: &crate::model::Section, from: u64, to: u64, out: &mut String) {
    if sec.is_zero_fill() {
        line!(out, "\t.zero\t{}", to - from);
        return;
    }
    out.push_str(&data_directives(&sec.data[from as usize..to as usize]));
}

/// Bytes as `.zero` (runs of 8+ zeros), `.ascii` (printable runs of 4+) and `.byte` lines.
pub fn data_directives(bytes: &[u8]) -> String {
    let mut out = String::new();
    let printable = |b: u8| (0x20..=0x7e).contains(&b) || b == b'\n' || b == b'\t';
    let mut i = 0;
    let mut pending: Vec<u8> = Vec::new();
    let flush = |pending: &mut Vec<u8>, out: &mut String| {
        for chunk in pending.chunks(16) {
            let list: Vec<String> = chunk.iter().map(|b| b.to_string()).collect();
            line!(out, "\t.byte\t{}", list.join(","));
        }
        pending.clear();
    };
    while i < bytes.len() {
        let zeros = bytes[i..].iter().take_while(|&&b| b == 0).count();
        if zeros >= 8 {
            flush(&mut pending, &mut out);
            line!(out, "\t.zero\t{zeros}");
            i += zeros;
            continue;
        }
        let text = bytes[i..].iter().take_while(|&&b| printable(b)).count();
        if text >= 4 {
            flush(&mut pending, &mut out);
            for chunk in bytes[i..i + text].chunks(64) {
                line!(out, "\t.ascii\t\"{}\"", escape(chunk));
            }
            i += text;
            continue;
        }
        pending.push(bytes[i]);
        i += 1;
    }
    flush(&mut pending, &mut out);
    out
}

/// Mach-O zero-fill sections cannot hold data directives: each symbol becomes a
/// `.zerofill` (or `.tbss`) of the bytes up to the next symbol.
fn print_macho_zerofill(
    obj: &ObjectFile,
    d: &Directives,
    id: SectionId,
    events: &[(u64, u8, Event)],
    out: &mut String,
) -> Result<()> {
    let sec = obj.section(id);
    let spec = names::spec_of(obj, id)?;
    let labels: Vec<(u64, SymbolId)> = events
        .iter()
        .filter_map(|&(at, _, ev)| if let Event::Label(s) = ev { Some((at, s)) } else { None })
        .collect();
    for (i, &(at, sid)) in labels.iter().enumerate() {
        let end = labels.get(i + 1).map_or(sec.bss_size, |n| n.0);
        let sym = obj.symbol(sid);
        if sym.kind != SymbolKind::Tls {
            out.push_str(&d.symbol_attributes(sym));
        }
        let align = if i == 0 {
            sec.align
        } else {
            1u64 << at.trailing_zeros().min(sec.align.trailing_zeros())
        };
        if sec.kind == SectionKind::TlsBss {
            line!(
                out,
                "\t.tbss {}$tlv$init,{},{}",
                d.symbol_name(sym),
                end - at,
                align.trailing_zeros()
            );
            continue;
        }
        line!(
            out,
            "\t.zerofill {},{},{},{},{}",
            spec.segment,
            spec.name,
            d.symbol_name(sym),
            end - at,
            align.trailing_zeros()
        );
    }
    Ok(())
}

/// Mach-O thread-local variables: each defined TLS symbol names a three-pointer descriptor
/// (`__tlv_bootstrap`, a spare word, the initializer), as the object writer builds them.
fn print_macho_thread_vars(obj: &ObjectFile, d: &Directives, out: &mut String) {
    let tls: Vec<&Symbol> = obj
        .symbols()
        .map(|(_, s)| s)
        .filter(|s| s.kind == SymbolKind::Tls && s.section().is_some())
        .collect();
    if tls.is_empty() {
        return;
    }
    line!(out, "\t.section __DATA,__thread_vars,thread_local_variables");
    line!(out, "\t.p2align 3");
    for sym in tls {
        let name = d.symbol_name(sym);
        out.push_str(&d.symbol_attributes(sym));
        line!(
            out,
            "{name}:\n\t.quad\t__tlv_bootstrap\n\t.quad\t0\n\t.quad\t{name}$tlv$init"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn register_names_are_quoted_where_they_collide() {
        for reg in ["h2", "x0", "w30", "q31", "v7", "sp", "xzr", "lr"] {
            assert!(is_register_name(Arch::Aarch64, reg), "{reg}");
        }
        for name in ["x31", "h32", "x01", "main", "xa", "h", "s2x"] {
            assert!(!is_register_name(Arch::Aarch64, name), "{name}");
        }
        assert!(!is_register_name(Arch::Riscv64, "a0") && !is_register_name(Arch::Riscv64, "f1"));
        assert!(!is_register_name(Arch::X86_64, "rax"));
        let d = Directives::new(Arch::Aarch64, Format::Elf);
        assert_eq!(d.symbol_name(&Symbol::undefined("h2")), "\"h2\"");
        assert_eq!(d.symbol_name(&Symbol::undefined("h32")), "h32");
    }
}
