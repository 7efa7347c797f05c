//! Parsing operands and function-local names. `parse_value` reads a value of a known type:
//! a local (`%x`, `%3`), metadata (for type `metadata`), or a constant (`constants.rs`).
//!
//! Locals may be used before they are defined (phi operands, and anything in a block that
//! comes later in the text). Such a use gets a placeholder operand
//! `Value::Inst(InstId(FWD_BASE + k))` naming entry `k` of `FnState::fwd`, which records the
//! expected type and the first use; the definition checks the type, and `finish_function`
//! replaces every placeholder (in instruction operands and in metadata created while the
//! function was read) with the real value, or reports the first use of a name that was
//! never defined. Blocks need no placeholders: a forward reference reserves the block in
//! the function's arena and the label later places it.

use super::{FxMap, LocalKey, PResult, Parser};
use crate::debug_record::DebugRecord;
use crate::interner::Sym;
use crate::lexer::{Tok, Token};
use crate::metadata::{MdId, Metadata};
use crate::side_table::SideTable;
use crate::module::{GlobalId, SrcLoc};
use crate::types::{TypeId, TypeTable};
use crate::value::{BlockId, InstId, Value};

/// Placeholder instruction ids at or above this name forward references.
pub(crate) const FWD_BASE: u32 = 0x8000_0000;

/// What a local name or number stands for.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Local {
    /// A defined argument or instruction result, with its type.
    Val(Value, TypeId),
    /// A defined (placed) block.
    Block(BlockId),
    /// A block referenced but not yet defined: first use.
    FwdBlock(BlockId, u32),
    /// A value referenced but not yet defined: index into `FnState::fwd`.
    Fwd(u32),
}

/// A forward-referenced local value.
#[derive(Clone, Debug)]
pub(crate) struct FwdVal {
    pub(crate) key: LocalKey,
    pub(crate) ty: TypeId,
    /// First use.
    pub(crate) loc: u32,
    pub(crate) resolved: Option<Value>,
}

/// Per-function parser state.
pub(crate) struct FnState {
    pub(crate) func: GlobalId,
    pub(crate) ret_ty: TypeId,
    pub(crate) varargs: bool,
    /// The block instructions are appended to.
    pub(crate) cur: Option<BlockId>,
    pub(crate) names: FxMap<Sym, Local>,
    /// Numbered locals, indexed by number (they are dense: `%0`, `%1`, …); numbers far
    /// beyond the ones seen so far go to `far_nums` instead of growing this.
    pub(crate) nums: Vec<Option<Local>>,
    pub(crate) far_nums: FxMap<u32, Local>,
    /// The number the next unnamed value or block gets.
    pub(crate) next_num: u32,
    pub(crate) fwd: Vec<FwdVal>,
    /// Forward-referenced blocks not yet defined.
    pub(crate) fwd_blocks: u32,
    /// The function's instructions, moved into it when it ends (see
    /// `parse_function_body`).
    pub(crate) insts: Vec<crate::inst::Inst>,
    /// The instructions of the block being read (stored in the block when it ends).
    pub(crate) block_insts: Vec<InstId>,
    /// Debug records read since the last instruction; they belong to the next one.
    pub(crate) pending_records: Vec<DebugRecord>,
    /// The function's metadata attachments and debug records, built here (keeping their
    /// capacity from function to function) and copied into it at their final size when
    /// it ends, instead of growing the function's own tables by doubling and shrinking
    /// them again (sqlite3.ll: 15,000 reallocations).
    pub(crate) inst_md: SideTable<(Sym, MdId)>,
    pub(crate) inst_records: SideTable<DebugRecord>,
    /// `!dbg` locations by instruction id, as `Function::dbg` will hold them.
    pub(crate) dbg: Vec<MdId>,
    /// `%name`s by instruction id, as `Function::names` keeps them.
    pub(crate) names_by_id: Vec<Option<Sym>>,
    /// Metadata arena length when the function started (entries after it may hold
    /// placeholders).
    pub(crate) md_start: usize,
}

impl Default for FnState {
    fn default() -> Self {
        FnState::new(GlobalId(u32::MAX), TypeTable::VOID, false, 0)
    }
}

impl FnState {
    pub(crate) fn new(func: GlobalId, ret_ty: TypeId, varargs: bool, md_start: usize) -> FnState {
        FnState {
            func,
            ret_ty,
            varargs,
            cur: None,
            names: FxMap::default(),
            nums: Vec::new(),
            far_nums: FxMap::default(),
            next_num: 0,
            fwd: Vec::new(),
            fwd_blocks: 0,
            insts: Vec::new(),
            block_insts: Vec::new(),
            pending_records: Vec::new(),
            inst_md: SideTable::new(),
            inst_records: SideTable::new(),
            dbg: Vec::new(),
            names_by_id: Vec::new(),
            md_start,
        }
    }

    /// The state for the next function, keeping the capacity of every list and table
    /// (so that a module's functions do not grow them again one after the other).
    pub(crate) fn reset(&mut self, func: GlobalId, ret_ty: TypeId, varargs: bool, md_start: usize) {
        self.func = func;
        self.ret_ty = ret_ty;
        self.varargs = varargs;
        self.cur = None;
        self.names.clear();
        self.nums.clear();
        self.far_nums.clear();
        self.next_num = 0;
        self.fwd.clear();
        self.fwd_blocks = 0;
        self.insts.clear();
        self.block_insts.clear();
        self.pending_records.clear();
        self.inst_md.clear();
        self.inst_records.clear();
        self.dbg.clear();
        self.names_by_id.clear();
        self.md_start = md_start;
    }

    #[inline]
    fn get(&self, key: LocalKey) -> Option<Local> {
        match key {
            LocalKey::Name(s) => self.names.get(&s).copied(),
            LocalKey::Num(n) => match self.nums.get(n as usize) {
                Some(Some(l)) => Some(*l),
                _ => self.far_nums.get(&n).copied(),
            },
        }
    }

    #[inline]
    fn set(&mut self, key: LocalKey, l: Local) {
        match key {
            LocalKey::Name(s) => {
                self.names.insert(s, l);
            }
            LocalKey::Num(n) => {
                // Each number lives in exactly one of the two tables.
                let i = n as usize;
                // `far_nums` is almost always empty: ask it only when it is not.
                if let Some(slot) = (!self.far_nums.is_empty()).then(|| self.far_nums.get_mut(&n)).flatten() {
                    *slot = l;
                } else if i < self.nums.len() {
                    self.nums[i] = Some(l);
                } else if i <= self.nums.len() + 4096 {
                    self.nums.resize(i + 1, None);
                    self.nums[i] = Some(l);
                } else {
                    self.far_nums.insert(n, l);
                }
            }
        }
    }

    /// The block numbered `n`, if that number names a block (defined or only used).
    #[inline]
    pub(crate) fn known_block(&self, n: u32) -> Option<BlockId> {
        match self.nums.get(n as usize) {
            Some(Some(Local::Block(b) | Local::FwdBlock(b, _))) => Some(*b),
            _ => None,
        }
    }

    /// Whether the number `n` names nothing yet (neither a value nor a block).
    #[inline]
    pub(crate) fn is_unused_num(&self, n: u32) -> bool {
        matches!(self.nums.get(n as usize), None | Some(None)) && (self.far_nums.is_empty() || !self.far_nums.contains_key(&n))
    }

    /// Every numbered local with its number.
    fn numbered(&self) -> impl Iterator<Item = (u32, Local)> + '_ {
        let near = self.nums.iter().enumerate().filter_map(|(n, l)| l.map(|l| (n as u32, l)));
        near.chain(self.far_nums.iter().map(|(n, l)| (*n, *l)))
    }
}

impl<'a> Parser<'a> {
    /// Parses a value of the already-parsed type `ty`. Inside a function body `fs` resolves
    /// local names; at module level it is `None`.
    #[inline]
    pub(crate) fn parse_value(&mut self, ty: TypeId, fs: Option<&mut FnState>) -> PResult<Value> {
        // The common case: `%N`, defined earlier with this type.
        if self.tok().kind == Tok::LocalId {
            if let Some(fs) = fs {
                if let Ok(n) = self.sigil_number(self.tok()) {
                    if let Some(Some(Local::Val(v, vty))) = fs.nums.get(n as usize) {
                        if *vty == ty {
                            self.bump();
                            return Ok(*v);
                        }
                    }
                }
                return self.parse_value_general(ty, Some(fs));
            }
        }
        self.parse_value_general(ty, fs)
    }

    fn parse_value_general(&mut self, ty: TypeId, fs: Option<&mut FnState>) -> PResult<Value> {
        match self.tok().kind {
            Tok::LocalVar | Tok::LocalId => {
                let t = self.bump();
                let Some(fs) = fs else {
                    return self.err_at(t, "invalid use of function-local name");
                };
                if self.m.types.is_function(ty) {
                    return self.err_at(t, "functions are not values, refer to them as pointers");
                }
                let key = self.local_key(t)?;
                self.local_value(fs, key, ty, t.start)
            }
            _ if ty == TypeTable::METADATA => {
                let md = self.parse_md_operand(fs)?;
                Ok(Value::Meta(md))
            }
            _ => Ok(Value::Const(self.parse_const(ty, fs)?)),
        }
    }

    /// Parses `type value`.
    pub(crate) fn parse_typed_value(&mut self, fs: Option<&mut FnState>) -> PResult<(TypeId, Value)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty, fs)?;
        Ok((ty, v))
    }

    /// The key of a `%x` / `%3` token.
    pub(crate) fn local_key(&mut self, t: Token) -> PResult<LocalKey> {
        Ok(match t.kind {
            Tok::LocalId => LocalKey::Num(self.sigil_number(t)?),
            _ => LocalKey::Name(self.sigil_name(t)),
        })
    }

    /// The key of a label token (`name:`, `42:`, `"name":`).
    pub(crate) fn label_key(&mut self, t: Token) -> PResult<LocalKey> {
        let text = self.text(t);
        if text.starts_with('"') {
            return Ok(LocalKey::Name(self.intern_quoted(t.start as usize, t.end as usize)));
        }
        // Numbered labels (most of them) are read in the same pass that tells them from
        // names.
        let mut n: u64 = 0;
        for &c in text.as_bytes() {
            let d = c.wrapping_sub(b'0');
            if d >= 10 {
                return Ok(LocalKey::Name(self.m.syms.intern(text.as_bytes())));
            }
            n = n.saturating_mul(10).saturating_add(d as u64);
        }
        match u32::try_from(n) {
            Ok(n) if !text.is_empty() => Ok(LocalKey::Num(n)),
            _ => self.err_at(t, "label number out of range"),
        }
    }

    /// `%x` / `%3` for printing in messages.
    pub(crate) fn key_text(&self, key: LocalKey) -> String {
        match key {
            LocalKey::Name(s) => format!("%{}", self.m.syms.text(s)),
            LocalKey::Num(n) => format!("%{n}"),
        }
    }

    /// Looks up (or forward-references) the local `key` as a value of type `ty`.
    pub(crate) fn local_value(&mut self, fs: &mut FnState, key: LocalKey, ty: TypeId, loc: u32) -> PResult<Value> {
        match fs.get(key) {
            Some(Local::Val(v, vty)) => {
                if vty == ty {
                    Ok(v)
                } else {
                    self.type_mismatch(key, vty, ty, loc)
                }
            }
            Some(Local::Block(b)) | Some(Local::FwdBlock(b, _)) => {
                if ty == TypeTable::LABEL {
                    Ok(Value::Block(b))
                } else {
                    self.type_mismatch(key, TypeTable::LABEL, ty, loc)
                }
            }
            Some(Local::Fwd(i)) => {
                let fty = fs.fwd[i as usize].ty;
                if fty == ty {
                    Ok(Value::Inst(InstId(FWD_BASE + i)))
                } else {
                    self.type_mismatch(key, fty, ty, loc)
                }
            }
            None => {
                if ty == TypeTable::LABEL {
                    let b = self.reserve_block(fs, key, loc);
                    return Ok(Value::Block(b));
                }
                if !self.m.types.is_first_class(ty) {
                    return self.err_loc(loc, "invalid use of a non-first-class type");
                }
                let i = fs.fwd.len() as u32;
                if i >= FWD_BASE {
                    return self.err_loc(loc, "too many forward references");
                }
                fs.fwd.push(FwdVal { key, ty, loc, resolved: None });
                fs.set(key, Local::Fwd(i));
                Ok(Value::Inst(InstId(FWD_BASE + i)))
            }
        }
    }

    fn type_mismatch<T>(&self, key: LocalKey, have: TypeId, want: TypeId, loc: u32) -> PResult<T> {
        if want == TypeTable::LABEL {
            return self.err_loc(loc, format!("'{}' is not a basic block", self.key_text(key)));
        }
        self.err_loc(
            loc,
            format!("'{}' defined with type '{}' but expected '{}'", self.key_text(key), self.type_name(have), self.type_name(want)),
        )
    }

    /// Reserves a block for a forward reference.
    pub(crate) fn reserve_block(&mut self, fs: &mut FnState, key: LocalKey, loc: u32) -> BlockId {
        let name = match key {
            LocalKey::Name(s) => Some(s),
            LocalKey::Num(_) => None,
        };
        let f = self.m.function_mut(fs.func).expect("function state names a function");
        let b = f.new_block(name);
        fs.set(key, Local::FwdBlock(b, loc));
        fs.fwd_blocks += 1;
        b
    }

    /// Registers a block reserved by an earlier `blockaddress` (before the body was read).
    pub(crate) fn preset_fwd_block(&mut self, fs: &mut FnState, key: LocalKey, b: BlockId, loc: u32) {
        fs.set(key, Local::FwdBlock(b, loc));
        fs.fwd_blocks += 1;
    }

    /// The block `key` as a `blockaddress` target inside the function being read.
    pub(crate) fn block_ref(&mut self, fs: &mut FnState, key: LocalKey, loc: u32) -> PResult<BlockId> {
        match self.local_value(fs, key, TypeTable::LABEL, loc)? {
            Value::Block(b) => Ok(b),
            _ => self.err_loc(loc, "referenced value is not a basic block"),
        }
    }

    /// Checks an explicit number against the next expected one and advances it.
    fn take_number(&self, fs: &mut FnState, explicit: Option<u32>, what: &str, prefix: &str, loc: u32) -> PResult<u32> {
        let n = explicit.unwrap_or(fs.next_num);
        if n < fs.next_num {
            return self.err_loc(loc, format!("{what} expected to be numbered '{prefix}{}' or greater", fs.next_num));
        }
        match n.checked_add(1) {
            Some(next) => fs.next_num = next,
            None => return self.err_loc(loc, "value number out of range"),
        }
        Ok(n)
    }

    /// Defines an argument or instruction result. `name` is `None` for unnamed values
    /// (which take the next number), `Some(Num)` for explicitly numbered ones.
    pub(crate) fn define_value(&mut self, fs: &mut FnState, name: Option<LocalKey>, v: Value, ty: TypeId, loc: u32, what: &str) -> PResult<()> {
        // The usual definition: the next number (written or not), not used before. What
        // the general path below would do, without its lookups.
        let next = match name {
            None => Some(fs.next_num),
            Some(LocalKey::Num(n)) if n == fs.next_num => Some(n),
            Some(_) => None,
        };
        if let Some(n) = next.filter(|&n| n != u32::MAX && fs.far_nums.is_empty()) {
            let i = n as usize;
            if i == fs.nums.len() {
                fs.nums.push(Some(Local::Val(v, ty)));
                fs.next_num = n + 1;
                return Ok(());
            }
            if fs.nums.get(i).is_some_and(|l| l.is_none()) {
                fs.nums[i] = Some(Local::Val(v, ty));
                fs.next_num = n + 1;
                return Ok(());
            }
        }
        let key = match name {
            Some(LocalKey::Name(s)) => LocalKey::Name(s),
            Some(LocalKey::Num(n)) => LocalKey::Num(self.take_number(fs, Some(n), what, "%", loc)?),
            None => LocalKey::Num(self.take_number(fs, None, what, "%", loc)?),
        };
        match fs.get(key) {
            None => {}
            Some(Local::Fwd(i)) => {
                let f = &mut fs.fwd[i as usize];
                if f.ty != ty {
                    let fty = f.ty;
                    return self.err_loc(loc, format!("{what} forward referenced with type '{}'", self.type_name(fty)));
                }
                f.resolved = Some(v);
            }
            Some(Local::FwdBlock(..)) => {
                return self.err_loc(loc, format!("{what} forward referenced with type 'label'"));
            }
            Some(_) => {
                return match key {
                    LocalKey::Name(s) => self.err_loc(loc, format!("multiple definition of local value named '{}'", self.m.syms.text(s))),
                    LocalKey::Num(n) => self.err_loc(loc, format!("multiple definition of local value numbered '%{n}'")),
                };
            }
        }
        fs.set(key, Local::Val(v, ty));
        Ok(())
    }

    /// Defines a block at its label (or unnamed, with the next number) and appends it to
    /// the layout.
    pub(crate) fn define_block(&mut self, fs: &mut FnState, label: Option<LocalKey>, loc: u32) -> PResult<BlockId> {
        let key = match label {
            Some(LocalKey::Name(s)) => LocalKey::Name(s),
            Some(LocalKey::Num(n)) => LocalKey::Num(self.take_number(fs, Some(n), "label", "", loc)?),
            None => LocalKey::Num(self.take_number(fs, None, "label", "", loc)?),
        };
        let b = match fs.get(key) {
            Some(Local::FwdBlock(b, _)) => {
                fs.fwd_blocks -= 1;
                b
            }
            None => {
                let name = match key {
                    LocalKey::Name(s) => Some(s),
                    LocalKey::Num(_) => None,
                };
                let f = self.m.function_mut(fs.func).expect("function state names a function");
                f.new_block(name)
            }
            Some(Local::Fwd(_)) => return self.err_loc(loc, format!("'{}' is not a basic block", self.key_text(key))),
            Some(_) => return self.err_loc(loc, format!("redefinition of '{}'", self.key_text(key))),
        };
        fs.set(key, Local::Block(b));
        let mut builder = self.m.build(fs.func);
        builder.place_block(b);
        builder.func_mut().blocks[b.0 as usize].src = SrcLoc(loc);
        fs.cur = Some(b);
        Ok(b)
    }

    /// Ends a function body: reports undefined locals and replaces placeholders.
    pub(crate) fn finish_function(&mut self, fs: &mut FnState) -> PResult<()> {
        // The earliest use of anything still undefined.
        let vals = fs.fwd.iter().filter(|f| f.resolved.is_none()).map(|f| (f.loc, f.key));
        let blocks = (fs.fwd_blocks > 0).then(|| {
            let named = fs.names.iter().filter_map(|(s, l)| match l {
                Local::FwdBlock(_, loc) => Some((*loc, LocalKey::Name(*s))),
                _ => None,
            });
            let numbered = fs.numbered().filter_map(|(n, l)| match l {
                Local::FwdBlock(_, loc) => Some((loc, LocalKey::Num(n))),
                _ => None,
            });
            named.chain(numbered)
        });
        let first = vals.chain(blocks.into_iter().flatten()).min_by_key(|(loc, _)| *loc);
        if let Some((loc, key)) = first {
            return self.err_loc(loc, format!("use of undefined value '{}'", self.key_text(key)));
        }
        if fs.fwd.is_empty() {
            return Ok(());
        }
        let resolve = |v: &mut Value| {
            if let Value::Inst(InstId(i)) = *v {
                if i >= FWD_BASE {
                    if let Some(r) = fs.fwd.get((i - FWD_BASE) as usize).and_then(|f| f.resolved) {
                        *v = r;
                    }
                }
            }
        };
        for inst in &mut fs.insts {
            for op in &mut inst.ops {
                resolve(op);
            }
        }
        let start = fs.md_start.min(self.m.metadata.len());
        for md in &mut self.m.metadata[start..] {
            if let Metadata::Value(_, v) = md {
                resolve(v);
            }
        }
        Ok(())
    }
}
