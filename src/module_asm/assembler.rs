//! The statements of module asm, one by one: labels, directives, instructions (through
//! the backend), then the layout (relaxation), CFI and label symbols.

use super::*;

impl Assembler<'_> {
    pub(super) fn sym(&mut self, name: &str) -> &mut SymState {
        if !self.out.syms.contains_key(name) {
            self.out.order.push(name.to_string());
        }
        self.out.syms.entry(name.to_string()).or_default()
    }

    /// The name a numeric label reference (`1b`, `1f`) stands for, or the name itself.
    pub(super) fn numeric_ref(&self, name: &str) -> Result<Option<String>, String> {
        let Some(dir) = name.bytes().last().filter(|c| matches!(c, b'b' | b'f')) else { return Ok(None) };
        let digits = &name[..name.len() - 1];
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return Ok(None);
        }
        let n: u64 = digits.parse().map_err(|_| format!("bad label `{name}`"))?;
        let count = self.numeric.get(&n).copied().unwrap_or(0);
        let k = if dir == b'b' {
            if count == 0 {
                return Err(format!("`{name}` refers to no earlier label `{n}:`"));
            }
            count
        } else {
            count + 1
        };
        Ok(Some(numeric_label(n, k)))
    }

    /// Rewrites numeric label references in instruction text into their names.
    pub(super) fn rewrite_numeric(&self, text: &str) -> Result<String, String> {
        let b = text.as_bytes();
        let mut out = String::with_capacity(text.len());
        let mut i = 0;
        while i < b.len() {
            if is_name_char(b[i]) && b[i] != b'.' {
                let mut j = i;
                while j < b.len() && is_name_char(b[j]) {
                    j += 1;
                }
                let after_reg = i > 0 && b[i - 1] == b'%';
                match self.numeric_ref(&text[i..j])? {
                    Some(name) if !after_reg => out.push_str(&name),
                    _ => out.push_str(&text[i..j]),
                }
                i = j;
            } else {
                out.push(b[i] as char);
                i += 1;
            }
        }
        Ok(out)
    }

    pub(super) fn statement(&mut self, ob: &mut ObjectBuilder, stmt: &str) -> Result<(), String> {
        let mut rest = stmt.trim();
        // Labels: `name:`, `"name":`, `1:`.
        loop {
            let (name, after) = if let Some(q) = rest.strip_prefix('"') {
                match q.find('"') {
                    Some(e) if q[e + 1..].trim_start().starts_with(':') => {
                        (q[..e].to_string(), q[e + 1..].trim_start()[1..].trim_start())
                    }
                    _ => break,
                }
            } else {
                let n = rest.bytes().take_while(|&c| is_name_char(c)).count();
                if n == 0 || !rest[n..].starts_with(':') {
                    break;
                }
                (rest[..n].to_string(), rest[n + 1..].trim_start())
            };
            self.label(&name, stmt)?;
            rest = after;
        }
        if rest.is_empty() {
            return Ok(());
        }
        // `name = expr`.
        if let Some(p) = rest.find('=') {
            let (lhs, rhs) = (rest[..p].trim(), &rest[p + 1..]);
            if !rhs.starts_with('=') && !lhs.is_empty() && lhs.bytes().all(is_name_char) {
                return self.set(lhs, rhs);
            }
        }
        if !rest.starts_with('.') {
            return self.instruction(rest);
        }
        let n = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (directive, args) = (rest[..n].to_ascii_lowercase(), rest[n..].trim());
        self.directive(ob, &directive, args)
    }

    pub(super) fn here(&mut self) -> Result<Pos, String> {
        let sec = self.current_sec()?;
        let frags = &mut self.out.secs[sec].frags;
        if !matches!(frags.last(), Some(Frag::Data(_))) {
            frags.push(Frag::Data(Vec::new()));
        }
        let frag = frags.len() - 1;
        let Some(Frag::Data(d)) = frags.last() else { unreachable!() };
        Ok(Pos { sec, frag, off: d.len() as u64 })
    }

    pub(super) fn current_sec(&mut self) -> Result<usize, String> {
        let s = self.current.ok_or("no current section (after `.popsection` back to none)")?;
        if self.out.secs[s].marker_only {
            return Err("contents in `.note.GNU-stack` are not supported".into());
        }
        Ok(s)
    }

    pub(super) fn emit(&mut self, bytes: &[u8]) -> Result<Pos, String> {
        let at = self.here()?;
        let Some(Frag::Data(d)) = self.out.secs[at.sec].frags.last_mut() else { unreachable!() };
        d.extend_from_slice(bytes);
        Ok(at)
    }

    pub(super) fn label(&mut self, name: &str, stmt: &str) -> Result<(), String> {
        let name = match name.parse::<u64>() {
            Ok(n) => {
                let k = self.numeric.entry(n).or_insert(0);
                *k += 1;
                numeric_label(n, *k)
            }
            Err(_) => name.to_string(),
        };
        let at = self.here()?;
        let s = self.sym(&name);
        if s.label.is_some() || s.set.is_some() {
            return Err(stmt_err(format!("symbol `{name}` is already defined"), stmt));
        }
        s.label = Some(at);
        Ok(())
    }

    pub(super) fn set(&mut self, name: &str, expr: &str) -> Result<(), String> {
        let e = self.expr(expr)?;
        let s = self.sym(name);
        if s.label.is_some() || s.set.is_some() {
            return Err(format!("symbol `{name}` is already defined"));
        }
        s.set = Some(e);
        Ok(())
    }

    pub(super) fn instruction(&mut self, text: &str) -> Result<(), String> {
        let text = self.rewrite_numeric(text)?;
        let stmt = self.backend.assemble_module_statement(&text)?;
        let sec = self.current_sec()?;
        if stmt.short.is_some() {
            let frags = &mut self.out.secs[sec].frags;
            frags.push(Frag::Branch { stmt, short: false });
            return Ok(());
        }
        let at = self.emit(&stmt.bytes)?;
        for f in stmt.fixups {
            let pos = Pos { off: at.off + u64::from(f.offset), ..at };
            let expr = Expr { constant: f.addend, terms: vec![(1, Term::Sym(f.symbol))] };
            self.out.fixups.push(Fixup { at: pos, kind: FixKind::Code(f.kind), expr, stmt: text.clone() });
        }
        Ok(())
    }

    pub(super) fn directive(&mut self, ob: &mut ObjectBuilder, d: &str, args: &str) -> Result<(), String> {
        let list = split_args(args);
        let arg = |i: usize| list.get(i).map(String::as_str).ok_or_else(|| format!("`{d}` needs more arguments"));
        match d {
            ".text" | ".data" | ".bss" => {
                if !args.is_empty() {
                    return Err(format!("`{d}` with a subsection is not supported"));
                }
                let s = self.section(ob, d, None)?;
                self.switch(s);
            }
            ".section" | ".pushsection" => {
                let name = match arg(0)? {
                    q if q.starts_with('"') => string_arg(q).map(|b| String::from_utf8_lossy(&b).into_owned())?,
                    n => n.to_string(),
                };
                let spec = section_spec(&name, &list[1..])?;
                if d == ".pushsection" {
                    self.stack.push((self.current, self.previous));
                }
                let s = self.section(ob, &name, Some(spec))?;
                self.switch(s);
            }
            ".popsection" => {
                let (c, p) = self.stack.pop().ok_or("`.popsection` without `.pushsection`")?;
                self.current = c;
                self.previous = p;
            }
            ".previous" => std::mem::swap(&mut self.current, &mut self.previous),
            ".globl" | ".global" | ".weak" | ".local" | ".hidden" | ".protected" | ".internal" => {
                for n in &list {
                    let name = name_arg(n)?;
                    let s = self.sym(&name);
                    match d {
                        ".globl" | ".global" => s.binding = Some(Binding::Global),
                        ".weak" => s.binding = Some(Binding::Weak),
                        ".local" => s.binding = Some(Binding::Local),
                        ".hidden" => s.visibility = Some(Visibility::Hidden),
                        ".internal" => s.visibility = Some(Visibility::Internal),
                        _ => s.visibility = Some(Visibility::Protected),
                    }
                }
            }
            ".type" => {
                let name = name_arg(arg(0)?)?;
                let t = arg(1)?.trim_start_matches(['@', '%']).to_ascii_lowercase();
                let kind = match t.as_str() {
                    "function" | "stt_func" => SymbolKind::Function,
                    "object" | "stt_object" => SymbolKind::Object,
                    "tls_object" | "stt_tls" => SymbolKind::Tls,
                    "gnu_indirect_function" | "stt_gnu_ifunc" => SymbolKind::IFunc,
                    "notype" | "stt_notype" => SymbolKind::NoType,
                    _ => return Err(format!("symbol type `{}` is not supported", arg(1)?)),
                };
                self.sym(&name).kind = Some(kind);
            }
            ".size" => {
                let name = name_arg(arg(0)?)?;
                let e = self.expr(arg(1)?)?;
                self.sym(&name).size = Some(e);
            }
            ".set" | ".equ" => {
                let name = name_arg(arg(0)?)?;
                let rhs = list.get(1..).map(|r| r.join(",")).unwrap_or_default();
                self.set(&name, &rhs)?;
            }
            ".symver" => {
                let name = name_arg(arg(0)?)?;
                let alias = arg(1)?.trim().to_string();
                let Some(p) = alias.find('@') else { return Err(format!("`{alias}` has no version (`@`)")) };
                if list.len() > 2 {
                    return Err("`.symver` with a visibility argument is not supported".into());
                }
                let (prefix, version) = (alias[..p].to_string(), alias[p..].to_string());
                self.out.symvers.push((name, prefix, version));
            }
            ".p2align" | ".balign" | ".align" => {
                let n = self.constant(arg(0)?)?;
                let log2 = d == ".p2align" || (d == ".align" && self.syntax.align_is_log2);
                let align = if log2 {
                    1u64.checked_shl(n as u32).filter(|_| (0..64).contains(&n))
                } else {
                    u64::try_from(n).ok().filter(|v| v.is_power_of_two())
                };
                let align = align.filter(|&a| a <= 1 << 32);
                let align = align.ok_or_else(|| format!("bad alignment `{}`", arg(0).unwrap_or("")))?;
                let fill = match list.get(1).map(|s| s.trim()).filter(|s| !s.is_empty()) {
                    Some(f) => Some(self.constant(f)? as u8),
                    None => None,
                };
                let max = match list.get(2) {
                    Some(m) => self.constant(m)? as u64,
                    None => u64::MAX,
                };
                let sec = self.current_sec()?;
                self.out.secs[sec].frags.push(Frag::Align { align, fill, max });
            }
            ".byte" | ".short" | ".value" | ".2byte" | ".hword" | ".word" | ".long" | ".int" | ".4byte" | ".quad"
            | ".8byte" | ".xword" => {
                let width = match d {
                    ".byte" => 1,
                    ".short" | ".value" | ".2byte" | ".hword" => 2,
                    ".word" => self.syntax.word_size,
                    ".long" | ".int" | ".4byte" => 4,
                    _ => 8,
                };
                for v in &list {
                    self.data_value(v, width)?;
                }
            }
            ".ascii" | ".asciz" | ".string" => {
                for s in &list {
                    let mut bytes = string_arg(s)?;
                    if d != ".ascii" {
                        bytes.push(0);
                    }
                    self.emit(&bytes)?;
                }
            }
            ".zero" | ".skip" | ".space" => {
                let n = self.constant(arg(0)?)?;
                // (a limit, so that a typo cannot exhaust memory)
                let n = usize::try_from(n).ok().filter(|&n| n <= 1 << 30);
                let n = n.ok_or_else(|| format!("bad size `{}` (at most 1 GiB)", arg(0).unwrap_or("")))?;
                let fill = match list.get(1) {
                    Some(f) if d != ".zero" => self.constant(f)? as u8,
                    _ => 0,
                };
                self.emit(&vec![fill; n])?;
            }
            d if d.starts_with(".cfi_") => self.cfi(d, &list)?,
            _ => return Err(format!("the directive `{d}` is not supported")),
        }
        Ok(())
    }

    /// `.cfi_*`: the rule at the current place of the open frame description.
    pub(super) fn cfi(&mut self, d: &str, list: &[String]) -> Result<(), String> {
        let at = self.here()?;
        if d == ".cfi_startproc" {
            if !list.is_empty() {
                return Err("`.cfi_startproc simple` is not supported".into());
            }
            if self.cfi_open.is_some() {
                return Err("`.cfi_startproc` inside another".into());
            }
            self.cfi_open = Some((at, Vec::new()));
            return Ok(());
        }
        if d == ".cfi_endproc" {
            let (start, rules) = self.cfi_open.take().ok_or("`.cfi_endproc` without `.cfi_startproc`")?;
            self.cfis.push(CfiProc { start, end: at, rules });
            return Ok(());
        }
        let reg = |asm: &mut Self, i: usize| -> Result<u16, String> {
            let t = list.get(i).map(|s| s.trim()).ok_or_else(|| format!("`{d}` needs more arguments"))?;
            match number_literal(t) {
                Some(n) => u16::try_from(n).map_err(|_| format!("bad register `{t}`")),
                None => {
                    asm.backend.dwarf_register(t).ok_or_else(|| format!("`{t}` is no register with a DWARF number"))
                }
            }
        };
        let int = |asm: &mut Self, i: usize| -> Result<i32, String> {
            let t = list.get(i).ok_or_else(|| format!("`{d}` needs more arguments"))?;
            i32::try_from(asm.constant(t)?).map_err(|_| format!("`{t}` is out of range"))
        };
        let want = match d {
            ".cfi_def_cfa" | ".cfi_offset" | ".cfi_register" => 2,
            ".cfi_remember_state" | ".cfi_restore_state" => 0,
            _ => 1,
        };
        if list.len() != want {
            return Err(format!("`{d}` takes {want} arguments"));
        }
        let rule = match d {
            ".cfi_def_cfa" => CfiInst::DefCfa { reg: reg(self, 0)?, offset: int(self, 1)? },
            ".cfi_def_cfa_offset" => CfiInst::DefCfaOffset(int(self, 0)?),
            ".cfi_def_cfa_register" => CfiInst::DefCfaRegister(reg(self, 0)?),
            ".cfi_adjust_cfa_offset" => CfiInst::AdjustCfaOffset(int(self, 0)?),
            ".cfi_offset" => CfiInst::Offset { reg: reg(self, 0)?, offset: int(self, 1)? },
            ".cfi_restore" => CfiInst::Restore(reg(self, 0)?),
            ".cfi_same_value" => CfiInst::SameValue(reg(self, 0)?),
            ".cfi_undefined" => CfiInst::Undefined(reg(self, 0)?),
            ".cfi_register" => CfiInst::Register { reg: reg(self, 0)?, from: reg(self, 1)? },
            ".cfi_remember_state" => CfiInst::RememberState,
            ".cfi_restore_state" => CfiInst::RestoreState,
            _ => return Err(format!("the directive `{d}` is not supported")),
        };
        let (start, rules) = self.cfi_open.as_mut().ok_or_else(|| format!("`{d}` outside `.cfi_startproc`"))?;
        if start.sec != at.sec {
            return Err(format!("`{d}` in another section than its `.cfi_startproc`"));
        }
        rules.push((at, rule));
        Ok(())
    }

    /// The frame descriptions, once laid out: before the IR's functions' (llc writes
    /// module asm's FDEs first), each starting at a private label.
    pub(super) fn add_cfi(&mut self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for (n, c) in self.cfis.iter().enumerate() {
            let (start, end) = (self.offset(c.start), self.offset(c.end));
            if c.end.sec != c.start.sec || end < start {
                return Err("module asm: `.cfi_endproc` in another section than its `.cfi_startproc`".into());
            }
            let section = self.out.secs[c.start.sec].id;
            let label = Symbol {
                def: SymbolDef::Section { section, offset: start, size: 0 },
                kind: SymbolKind::NoType,
                ..Symbol::undefined(format!(".Lrllc.cfi{n}"))
            };
            let sym = ob.obj.add_symbol(label.local().private());
            let instructions = c.rules.iter().map(|(p, r)| ((self.offset(*p) - start) as u32, r.clone())).collect();
            ob.obj.cfi.push(FunctionCfi { start: sym, len: end - start, instructions, eh: None });
        }
        Ok(())
    }

    pub(super) fn switch(&mut self, s: usize) {
        if self.current != Some(s) {
            self.previous = self.current;
        }
        self.current = Some(s);
    }

    /// A data directive's value: written now when constant, else a fixup.
    pub(super) fn data_value(&mut self, text: &str, width: u8) -> Result<(), String> {
        let e = self.expr(text)?;
        if let Some(v) = e.as_constant() {
            let bytes = field_bytes(v, width)?;
            self.emit(&bytes)?;
            return Ok(());
        }
        let at = self.emit(&vec![0; width as usize])?;
        self.out.fixups.push(Fixup { at, kind: FixKind::Data(width), expr: e, stmt: text.to_string() });
        Ok(())
    }

    pub(super) fn constant(&mut self, text: &str) -> Result<i64, String> {
        self.expr(text)?.as_constant().ok_or_else(|| format!("`{}` is not a constant", text.trim()))
    }

    pub(super) fn expr(&mut self, text: &str) -> Result<Expr, String> {
        let mut p = ExprParser { s: text.as_bytes(), text, i: 0, asm: self };
        let e = p.sum()?;
        p.skip_ws();
        if p.i != p.s.len() {
            return Err(format!("cannot read the expression `{}`", text.trim()));
        }
        Ok(e)
    }

    /// The section called `name`, created on first use; the usual names share the
    /// sections the module's own code and data go to.
    pub(super) fn section(
        &mut self,
        ob: &mut ObjectBuilder,
        name: &str,
        spec: Option<SectionSpec>,
    ) -> Result<usize, String> {
        let key_name = match spec.as_ref().and_then(|s| s.group.as_ref()) {
            Some(g) => format!("{name}\0{g}"),
            None => name.to_string(),
        };
        if let Some(&s) = self.sec_by_name.get(&key_name) {
            return Ok(s);
        }
        if name == ".note.GNU-stack" {
            let text = self.out.secs.first().map(|s| s.id).ok_or("no `.text`")?;
            let s = self.out.secs.len();
            self.out.secs.push(Sec { id: text, exec: false, marker_only: true, frags: Vec::new(), starts: Vec::new() });
            self.sec_by_name.insert(key_name, s);
            return Ok(s);
        }
        let standard = match name {
            ".text" => Some((SecKey::Text, SectionKind::Text)),
            ".data" => Some((SecKey::Kind(DataKindKey::Data), SectionKind::Data)),
            ".bss" => Some((SecKey::Kind(DataKindKey::Bss), SectionKind::Bss)),
            ".rodata" => Some((SecKey::Kind(DataKindKey::ReadOnly), SectionKind::ReadOnlyData)),
            ".data.rel.ro" => Some((SecKey::Kind(DataKindKey::RelRo), SectionKind::ReadOnlyDataWithRel)),
            ".tdata" => Some((SecKey::Kind(DataKindKey::TData), SectionKind::TlsData)),
            ".tbss" => Some((SecKey::Kind(DataKindKey::TBss), SectionKind::TlsBss)),
            _ => None,
        };
        let spec = match spec {
            Some(s) => s,
            None => section_spec(name, &[])?,
        };
        let (id, exec) = match standard {
            Some((key, kind)) if spec.group.is_none() && spec.merge.is_none() => {
                let exec = kind == SectionKind::Text;
                // An assembler's `.text` starts 4-aligned (llvm-mc's ELF text section).
                let align = if exec { 4 } else { 1 };
                (ob.shared_section(key, || Section::new(kind).with_align(align)), exec)
            }
            _ => {
                let comdat = spec.group.as_ref().map(|g| {
                    let c = Comdat { name: g.clone(), selection: ComdatSelection::Any };
                    ob.obj.add_comdat(c)
                });
                let make = || {
                    let mut s = Section::new(SectionKind::Custom { name: name.to_string(), flags: spec.flags });
                    s.merge = spec.merge;
                    s.comdat = comdat;
                    s
                };
                let id = if comdat.is_some() {
                    ob.obj.add_section(make())
                } else {
                    ob.shared_section(SecKey::Named(name.to_string()), make)
                };
                (id, spec.flags.exec)
            }
        };
        let s = self.out.secs.len();
        self.out.secs.push(Sec { id, exec, marker_only: false, frags: Vec::new(), starts: Vec::new() });
        self.sec_by_name.insert(key_name, s);
        Ok(s)
    }

    /// Places every section's fragments (jumps short where their target is in reach,
    /// until nothing changes, as llvm-mc relaxes) and writes the bytes into `ob`.
    pub(super) fn layout(&mut self, ob: &mut ObjectBuilder) -> Result<(), String> {
        // Which jumps may be short: to a label of their own section that stays local.
        for si in 0..self.out.secs.len() {
            for fi in 0..self.out.secs[si].frags.len() {
                let Frag::Branch { stmt, .. } = &self.out.secs[si].frags[fi] else { continue };
                let target = &stmt.fixups[0].symbol;
                let local = self.out.syms.get(target).is_some_and(|s| {
                    s.label.is_some_and(|p| p.sec == si) && matches!(s.binding, None | Some(Binding::Local))
                });
                if let Frag::Branch { short, .. } = &mut self.out.secs[si].frags[fi] {
                    *short = local;
                }
            }
        }
        for si in 0..self.out.secs.len() {
            if self.out.secs[si].marker_only {
                continue;
            }
            let base = ob.obj.section(self.out.secs[si].id).size();
            loop {
                self.place(si, base);
                let mut changed = false;
                for fi in 0..self.out.secs[si].frags.len() {
                    let Frag::Branch { stmt, short: true } = &self.out.secs[si].frags[fi] else { continue };
                    let end = self.out.secs[si].starts[fi] + stmt.short.as_ref().map_or(0, |s| s.len() as u64);
                    let target = self.label_offset(&stmt.fixups[0].symbol).unwrap_or(0);
                    let disp = target as i64 + stmt.fixups[0].addend + 4 - end as i64;
                    if i8::try_from(disp).is_err() {
                        if let Frag::Branch { short, .. } = &mut self.out.secs[si].frags[fi] {
                            *short = false;
                        }
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            self.write(ob, si, base)?;
        }
        Ok(())
    }

    /// Computes the fragments' offsets of section `si`, starting at `base`.
    pub(super) fn place(&mut self, si: usize, base: u64) {
        let sec = &mut self.out.secs[si];
        sec.starts.clear();
        let mut off = base;
        for f in &sec.frags {
            sec.starts.push(off);
            off += frag_size(f, off);
        }
    }

    pub(super) fn offset(&self, p: Pos) -> u64 {
        self.out.secs[p.sec].starts[p.frag] + p.off
    }

    pub(super) fn label_offset(&self, name: &str) -> Option<u64> {
        self.out.syms.get(name).and_then(|s| s.label).map(|p| self.offset(p))
    }

    pub(super) fn write(&mut self, ob: &mut ObjectBuilder, si: usize, base: u64) -> Result<(), String> {
        let mut bytes = Vec::new();
        let mut max_align = 1;
        let mut new_fixups = Vec::new();
        for (fi, f) in self.out.secs[si].frags.iter().enumerate() {
            let off = base + bytes.len() as u64;
            let n = frag_size(f, off) as usize;
            match f {
                Frag::Data(d) => bytes.extend_from_slice(d),
                Frag::Align { align, fill, .. } => {
                    max_align = max_align.max(*align);
                    match fill {
                        None if self.out.secs[si].exec => match self.backend.code_padding(n) {
                            Some(p) => bytes.extend_from_slice(&p),
                            None => {
                                return Err(format!(
                                    "module asm: alignment padding in code is not supported for this target"
                                ))
                            }
                        },
                        _ => bytes.extend(std::iter::repeat_n(fill.unwrap_or(0), n)),
                    }
                }
                Frag::Branch { stmt, short: true } => {
                    let mut b = stmt.short.clone().unwrap_or_default();
                    let end = off + b.len() as u64;
                    let target = self.label_offset(&stmt.fixups[0].symbol).unwrap_or(0);
                    let disp = target as i64 + stmt.fixups[0].addend + 4 - end as i64;
                    if let Some(last) = b.last_mut() {
                        *last = disp as i8 as u8;
                    }
                    bytes.extend_from_slice(&b);
                }
                Frag::Branch { stmt, short: false } => {
                    bytes.extend_from_slice(&stmt.bytes);
                    for fx in &stmt.fixups {
                        let at = Pos { sec: si, frag: fi, off: u64::from(fx.offset) };
                        let expr = Expr { constant: fx.addend, terms: vec![(1, Term::Sym(fx.symbol.clone()))] };
                        let text = format!("a jump to `{}`", fx.symbol);
                        new_fixups.push(Fixup { at, kind: FixKind::Code(fx.kind), expr, stmt: text });
                    }
                }
            }
        }
        self.out.fixups.extend(new_fixups);
        let id = self.out.secs[si].id;
        let sec = ob.obj.section_mut(id);
        if sec.is_zero_fill() {
            if bytes.iter().any(|&b| b != 0) {
                return Err("module asm: a zero-fill section (`@nobits`, `.bss`) holds non-zero bytes".into());
            }
            sec.append_zero_fill(bytes.len() as u64, 1);
        } else {
            sec.append(&bytes, 1);
        }
        sec.align = sec.align.max(max_align);
        Ok(())
    }

    /// Defines the symbols of module asm's labels (`.L` ones stay out of the object, as
    /// assembler temporaries do), refusing names the IR defines too.
    pub(super) fn define_labels(&mut self, m: &Module, ob: &mut ObjectBuilder) -> Result<(), String> {
        for name in self.out.order.clone() {
            let s = &self.out.syms[&name];
            let Some(at) = s.label else { continue };
            if name.starts_with(".L") {
                continue;
            }
            if m.global_by_name(name.as_bytes()).is_some_and(|g| !m.global(g).is_declaration()) {
                return Err(format!("module asm: symbol `{name}` is defined in module asm and in the IR"));
            }
            let size = match &s.size {
                Some(e) => {
                    self.constant_of(e).ok_or_else(|| format!("module asm: the size of `{name}` is not a constant"))?
                }
                None => 0,
            };
            let sym = Symbol {
                def: SymbolDef::Section {
                    section: self.out.secs[at.sec].id,
                    offset: self.offset(at),
                    size: size as u64,
                },
                binding: s.binding.unwrap_or(Binding::Local),
                visibility: s.visibility.unwrap_or(Visibility::Default),
                kind: s.kind.unwrap_or(SymbolKind::NoType),
                ..Symbol::undefined(name.clone())
            };
            let id = ob.obj.add_symbol(sym);
            self.out.syms.get_mut(&name).expect("known name").id = Some(id);
        }
        self.finalize_positions();
        Ok(())
    }

    /// Turns every position into its section offset (fragment 0 of a section that starts
    /// at 0), which is all `finish` reads.
    pub(super) fn finalize_positions(&mut self) {
        let flat = |secs: &[Sec], p: Pos| Pos { sec: p.sec, frag: 0, off: secs[p.sec].starts[p.frag] + p.off };
        let flat_expr = |secs: &[Sec], e: &mut Expr| {
            for (_, t) in &mut e.terms {
                if let Term::Here(p) = t {
                    *p = flat(secs, *p);
                }
            }
        };
        let secs = &self.out.secs;
        for s in self.out.syms.values_mut() {
            s.label = s.label.map(|p| flat(secs, p));
            if let Some(e) = &mut s.set {
                flat_expr(secs, e);
            }
            if let Some(e) = &mut s.size {
                flat_expr(secs, e);
            }
        }
        for f in &mut self.out.fixups {
            f.at = flat(secs, f.at);
            flat_expr(secs, &mut f.expr);
        }
        for s in &mut self.out.secs {
            s.starts = vec![0];
        }
    }

    /// The value of an expression of module-asm labels and `.` alone, when constant
    /// (label differences within a section).
    pub(super) fn constant_of(&self, e: &Expr) -> Option<i64> {
        let mut per_sec: HashMap<usize, (i64, i64)> = HashMap::new();
        for (k, t) in &e.terms {
            let p = match t {
                Term::Here(p) => *p,
                Term::Sym(n) => self.out.syms.get(n)?.label?,
            };
            let off = self.offset(p);
            let entry = per_sec.entry(p.sec).or_default();
            entry.0 += k;
            entry.1 = entry.1.wrapping_add(k.wrapping_mul(off as i64));
        }
        if per_sec.values().any(|(k, _)| *k != 0) {
            return None;
        }
        Some(per_sec.values().fold(e.constant, |acc, (_, v)| acc.wrapping_add(*v)))
    }
}
