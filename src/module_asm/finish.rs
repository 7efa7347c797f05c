//! Completing module asm after the IR is placed: `.set` symbols, symbol directives on IR
//! symbols, fixups, `.symver`.

use super::*;

impl ModuleAsm {
    /// Completes the module asm once the IR's code and data are placed: `.set` symbols,
    /// symbol directives on IR symbols, fixups, `.symver`.
    pub(crate) fn finish(self, ob: &mut ObjectBuilder) -> Result<(), String> {
        self.define_sets(ob)?;
        self.apply_attributes(ob)?;
        for f in &self.fixups {
            self.apply_fixup(ob, f).map_err(|e| stmt_err(e, &f.stmt))?;
        }
        self.apply_symvers(ob)
    }

    pub(super) fn place_of(&self, ob: &mut ObjectBuilder, name: &str, depth: u32) -> Result<(Place, i64), String> {
        if let Some(s) = self.syms.get(name) {
            if let Some(p) = s.label {
                let at = Some((self.secs[p.sec].id, p.off));
                let local = matches!(s.binding, None | Some(Binding::Local));
                return Ok((Place { at, sym: s.id, local }, 0));
            }
            if let (Some(e), false) = (&s.set, depth > 16) {
                let (place, add) = self.single_place(ob, e, depth + 1)?;
                // A `.set` symbol of its own (defined by `define_sets`) is relocated against.
                let own =
                    ob.obj.find_symbol(name).filter(|&id| place.at.is_some() && !ob.obj.symbol(id).is_undefined());
                let local = matches!(s.binding, None | Some(Binding::Local));
                return Ok((Place { at: place.at, sym: own.or(place.sym), local: local && place.local }, add));
            }
        }
        match ob.obj.find_symbol(name) {
            Some(id) => {
                let s = ob.obj.symbol(id);
                let at = match s.def {
                    SymbolDef::Section { section, offset, .. } => Some((section, offset)),
                    _ => None,
                };
                Ok((Place { at, sym: Some(id), local: s.binding == Binding::Local }, 0))
            }
            None => {
                let id = ob.obj.symbol_ref(name);
                Ok((Place { at: None, sym: Some(id), local: false }, 0))
            }
        }
    }

    /// An expression that must be one symbol plus a constant (`.set` right-hand sides).
    pub(super) fn single_place(&self, ob: &mut ObjectBuilder, e: &Expr, depth: u32) -> Result<(Place, i64), String> {
        match e.terms.as_slice() {
            [] => Ok((Place { at: None, sym: None, local: true }, e.constant)),
            [(1, Term::Sym(n))] => {
                let (p, add) = self.place_of(ob, n, depth)?;
                Ok((p, add + e.constant))
            }
            _ => {
                let mut total = e.constant;
                let mut sec = None;
                let mut net = 0;
                for (k, t) in &e.terms {
                    let (p, add) = match t {
                        Term::Sym(n) => self.place_of(ob, n, depth)?,
                        Term::Here(p) => (Place { at: Some((self.secs[p.sec].id, p.off)), sym: None, local: true }, 0),
                    };
                    if p.at.is_none() && p.sym.is_none() {
                        // A constant (`.set` of a number).
                        total = total.wrapping_add(k.wrapping_mul(add));
                        continue;
                    }
                    let (s, off) = p.at.ok_or("an expression with an undefined symbol is not supported")?;
                    if sec.is_some_and(|x| x != s) {
                        return Err("an expression across sections is not supported".into());
                    }
                    sec = Some(s);
                    net += k;
                    total = total.wrapping_add(k.wrapping_mul(off as i64 + add));
                }
                match (net, sec) {
                    (0, _) => Ok((Place { at: None, sym: None, local: true }, total)),
                    (1, Some(s)) => {
                        let sym = ob.obj.section_symbol(s);
                        Ok((Place { at: Some((s, 0)), sym: Some(sym), local: true }, total))
                    }
                    _ => Err("the expression is not a symbol plus a constant".into()),
                }
            }
        }
    }

    /// Resolves an expression for a field in section `sec`: label differences within a
    /// section cancel, and what remains must be a constant, one symbol plus a constant, or
    /// that minus a place in `sec` (pc-relative).
    pub(super) fn resolve(&self, ob: &mut ObjectBuilder, e: &Expr, sec: SectionId) -> Result<Resolved, String> {
        let mut constant = e.constant;
        // Each term's place, coefficient and (for defined ones) section offset.
        let mut terms: Vec<(Place, i64)> = Vec::new();
        for (k, t) in &e.terms {
            let (place, add) = match t {
                Term::Sym(n) => self.place_of(ob, n, 0)?,
                Term::Here(p) => (Place { at: Some((self.secs[p.sec].id, p.off)), sym: None, local: true }, 0),
            };
            constant = constant.wrapping_add(k.wrapping_mul(add));
            terms.push((place, *k));
        }
        // Net coefficient and `Σ k·offset` per section.
        let mut per_sec: Vec<(SectionId, i64, i64)> = Vec::new();
        let mut undefined: Vec<(SymbolId, i64)> = Vec::new();
        for (p, k) in &terms {
            match (p.at, p.sym) {
                (Some((s, off)), _) => match per_sec.iter_mut().find(|x| x.0 == s) {
                    Some(x) => {
                        x.1 += k;
                        x.2 = x.2.wrapping_add(k.wrapping_mul(off as i64));
                    }
                    None => per_sec.push((s, *k, k.wrapping_mul(off as i64))),
                },
                (None, Some(id)) => undefined.push((id, *k)),
                (None, None) => {}
            }
        }
        for x in per_sec.iter().filter(|x| x.1 == 0) {
            constant = constant.wrapping_add(x.2);
        }
        let open: Vec<(SectionId, i64, i64)> = per_sec.iter().copied().filter(|x| x.1 != 0).collect();
        let not_symbolic = || "the expression is not a constant or a symbol plus a constant".to_string();
        // The symbol and addend for the terms of section `x` (net coefficient 1): a lone
        // global symbol by name, anything else through the section.
        let target = |ob: &mut ObjectBuilder, x: (SectionId, i64, i64)| -> (SymbolId, i64) {
            let in_sec: Vec<&(Place, i64)> =
                terms.iter().filter(|(p, _)| p.at.is_some_and(|(s, _)| s == x.0)).collect();
            if let [(Place { at: Some((_, off)), sym: Some(id), local: false }, 1)] = in_sec.as_slice() {
                return (*id, x.2 - *off as i64);
            }
            (ob.obj.section_symbol(x.0), x.2)
        };
        match (open.as_slice(), undefined.as_slice()) {
            ([], []) => Ok(Resolved::Constant(constant)),
            ([], [(id, 1)]) => Ok(Resolved::Symbol(*id, constant)),
            ([x], []) if x.1 == 1 => {
                let (id, extra) = target(ob, *x);
                Ok(Resolved::Symbol(id, constant + extra))
            }
            // `sym - .`, `sym - label` with the label in the field's section.
            ([a, b], []) if a.1 + b.1 == 0 && (a.1 == 1 || b.1 == 1) => {
                let (pos, neg) = if a.1 == 1 { (*a, *b) } else { (*b, *a) };
                if neg.0 != sec {
                    return Err(not_symbolic());
                }
                let (id, extra) = target(ob, pos);
                Ok(Resolved::PcRelative(id, constant + extra + neg.2))
            }
            ([x], [(id, 1)]) if x.1 == -1 && x.0 == sec => Ok(Resolved::PcRelative(*id, constant + x.2)),
            _ => Err(not_symbolic()),
        }
    }

    pub(super) fn apply_fixup(&self, ob: &mut ObjectBuilder, f: &Fixup) -> Result<(), String> {
        let sec = self.secs[f.at.sec].id;
        let at = f.at.off;
        let arch = ob.obj.arch;
        let r = self.resolve(ob, &f.expr, sec)?;
        let write = |ob: &mut ObjectBuilder, bytes: &[u8]| {
            let data = &mut ob.obj.section_mut(sec).data;
            data[at as usize..at as usize + bytes.len()].copy_from_slice(bytes);
        };
        match (f.kind, r) {
            (FixKind::Data(w), Resolved::Constant(v)) => write(ob, &field_bytes(v, w)?),
            (FixKind::Data(w), Resolved::Symbol(id, addend)) => {
                let kind = match w {
                    1 => RelocKind::Abs8,
                    2 => RelocKind::Abs16,
                    4 => RelocKind::Abs32,
                    _ => RelocKind::Abs64,
                };
                ob.obj.add_reloc(sec, Reloc::new(at, kind, id, addend));
            }
            (FixKind::Data(w), Resolved::PcRelative(id, addend)) => {
                let kind = match w {
                    4 => RelocKind::PcRel32,
                    8 => RelocKind::PcRel64,
                    _ => return Err(format!("a pc-relative value of {w} bytes is not supported")),
                };
                // The relocation's `P` is the field: the subtracted place was folded into
                // `addend` as `-offset`.
                ob.obj.add_reloc(sec, Reloc::new(at, kind, id, addend + at as i64));
            }
            (FixKind::Code(kind), Resolved::Symbol(id, addend)) => {
                // A pc-relative reference to a local place in the same section is
                // resolved here, as assemblers do.
                let s = ob.obj.symbol(id);
                if let (SymbolDef::Section { section, offset, .. }, true) = (s.def, s.binding == Binding::Local) {
                    if section == sec && kind.is_pc_relative() {
                        let v = offset as i64 + addend - at as i64;
                        let field = &mut ob.obj.section_mut(sec).data[at as usize..];
                        if rllc_objwriter::reloc::fixup::resolve_local(arch, kind, v, field)? {
                            return Ok(());
                        }
                    }
                }
                ob.obj.add_reloc(sec, Reloc::new(at, kind, id, addend));
            }
            (FixKind::Code(_), Resolved::Constant(_)) => {
                return Err("an instruction's symbol operand that is a constant is not supported".into())
            }
            (FixKind::Code(_), Resolved::PcRelative(..)) => {
                return Err("a symbol difference in an instruction is not supported".into())
            }
        }
        Ok(())
    }

    /// `.set`/`=` symbols: at their value's place (its type and size as the symbol they
    /// name, unless given), or absolute for constants.
    pub(super) fn define_sets(&self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for name in &self.order {
            let s = &self.syms[name];
            let Some(e) = &s.set else { continue };
            if name.starts_with(".L") && s.binding.is_none() {
                continue;
            }
            let err = |m: String| format!("module asm: `.set {name}`: {m}");
            let (place, add) = self.single_place(ob, e, 0).map_err(err)?;
            let (base_kind, base_size) = match place.sym.map(|id| ob.obj.symbol(id)) {
                Some(b) if b.kind != SymbolKind::Section => {
                    let size = match b.def {
                        SymbolDef::Section { size, .. } => size,
                        _ => 0,
                    };
                    (b.kind, size)
                }
                _ => (SymbolKind::NoType, 0),
            };
            let size = match &s.size {
                Some(e) => self
                    .single_place(ob, e, 0)
                    .ok()
                    .filter(|(p, _)| p.at.is_none() && p.sym.is_none())
                    .map(|(_, v)| v as u64),
                None => Some(base_size),
            }
            .ok_or_else(|| err("the size is not a constant".into()))?;
            let def = match place.at {
                Some((section, off)) => SymbolDef::Section { section, offset: (off as i64 + add) as u64, size },
                None if place.sym.is_none() => SymbolDef::Absolute(add as u64),
                None => return Err(err("an alias of an undefined symbol is not supported".into())),
            };
            let sym = Symbol {
                def,
                binding: s.binding.unwrap_or(Binding::Local),
                visibility: s.visibility.unwrap_or(Visibility::Default),
                kind: s.kind.unwrap_or(base_kind),
                ..Symbol::undefined(name.clone())
            };
            match ob.obj.find_symbol(name) {
                Some(id) if ob.obj.symbol(id).is_undefined() => *ob.obj.symbol_mut(id) = sym,
                Some(_) => return Err(err("the name is defined twice".into())),
                None => {
                    ob.obj.add_symbol(sym);
                }
            }
        }
        Ok(())
    }

    /// Binding, visibility, type and size directives on symbols module asm does not define.
    pub(super) fn apply_attributes(&self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for name in &self.order {
            let s = &self.syms[name];
            if s.label.is_some() || s.set.is_some() {
                continue;
            }
            let declared = s.binding.is_some() || s.visibility.is_some();
            let id = match ob.obj.find_symbol(name) {
                Some(id) => id,
                // `.globl x`, `.weak x` alone: an undefined symbol, as assemblers write it.
                None if declared => ob.obj.symbol_ref(name),
                None => continue,
            };
            let size = match &s.size {
                Some(e) => Some(
                    self.single_place(ob, e, 0)
                        .ok()
                        .filter(|(p, _)| p.at.is_none() && p.sym.is_none())
                        .map(|(_, v)| v as u64)
                        .ok_or_else(|| format!("module asm: the size of `{name}` is not a constant"))?,
                ),
                None => None,
            };
            let sym = ob.obj.symbol_mut(id);
            if let Some(b) = s.binding {
                sym.binding = b;
            }
            if let Some(v) = s.visibility {
                sym.visibility = v;
            }
            if let Some(k) = s.kind {
                sym.kind = k;
            }
            if let (Some(n), SymbolDef::Section { size, .. }) = (size, &mut sym.def) {
                *size = n;
            }
        }
        Ok(())
    }

    /// `.symver name, name@VER` as GNU as and llvm-mc apply it: a defined `name` gets an
    /// alias `name@VER` (`@@@` renames it to `name@@VER`); references to an undefined
    /// `name` go to `name@VER` (an undefined one cannot be the default version, `@@`).
    pub(super) fn apply_symvers(&self, ob: &mut ObjectBuilder) -> Result<(), String> {
        for (name, prefix, version) in &self.symvers {
            let full = format!("{prefix}{version}");
            let err = |m: &str| format!("module asm: `.symver {name}, {full}`: {m}");
            let Some(id) = ob.obj.find_symbol(name) else {
                if version.starts_with("@@") && !version.starts_with("@@@") {
                    return Err(err("the default version symbol must be defined"));
                }
                continue;
            };
            let sym = ob.obj.symbol(id).clone();
            if sym.is_undefined() {
                if version.starts_with("@@") && !version.starts_with("@@@") {
                    return Err(err("the default version symbol must be defined"));
                }
                let v = version.strip_prefix("@@").unwrap_or(version);
                ob.obj.rename_symbol(id, &format!("{prefix}@{}", v.trim_start_matches('@')));
            } else if let Some(v) = version.strip_prefix("@@@") {
                ob.obj.rename_symbol(id, &format!("{prefix}@@{v}"));
            } else {
                if ob.obj.find_symbol(&full).is_some() {
                    return Err(err("the versioned name is defined twice"));
                }
                ob.obj.add_symbol(Symbol { name: full.clone(), ..sym });
            }
        }
        Ok(())
    }
}
