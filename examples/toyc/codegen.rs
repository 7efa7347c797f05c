//! From the toy language's syntax tree to an rllc module, with the three helpers a front
//! end needs: the IR builder (`Module::build`), the SSA helper (`ssa::SsaBuilder`: `int`
//! and `str` locals and parameters are SSA values, no allocas), and the debug-info
//! builder (`DIBuilder`: a subprogram per function, a location per statement, lexical
//! blocks, struct types, local and global variables).
//!
//! With debug info on, each `int`/`str` variable also gets a home slot that every
//! assignment stores to and a `#dbg_declare` describes, so a debugger can print it at any
//! line (what `clang -O0` gives C locals); the code reads the SSA values, never the slot.

use crate::syntax::{BinKind, Block, Expr, Func, Pos, Program, Stmt, Ty};
use rllc::ir::dibuilder::{dw, DIBuilder};
use rllc::ir::inst::IntPred;
use rllc::ir::module::Linkage;
use rllc::ir::ssa::{SsaBuilder, Variable};
use rllc::ir::types::TypeTable;
use rllc::ir::{FunctionBuilder, GlobalId, MdId, Module, TypeId, Value};
use std::collections::HashMap;

/// Struct name → IR type, fields, where declared.
type Structs = HashMap<String, (TypeId, Vec<(String, Ty)>, Pos)>;

/// Compiles a parsed program for `triple`; `file` (a path) names the source in the
/// debug info when `debug` is set.
pub fn compile_program(prog: &Program, triple: &str, file: &str, debug: bool) -> Result<Module, String> {
    let mut m = Module::for_target(triple);
    let path = std::path::Path::new(file);
    let name = path.file_name().map_or(file.to_string(), |n| n.to_string_lossy().into_owned());
    let dir = path.parent().map_or(String::new(), |d| d.to_string_lossy().into_owned());
    let di = debug.then(|| DIBuilder::new(&mut m, dw::DW_LANG_C99, &name, &dir, "toyc (rllc example)"));
    let mut cx = Cx {
        m,
        di,
        structs: HashMap::new(),
        globals: HashMap::new(),
        funcs: HashMap::new(),
        di_types: HashMap::new(),
    };
    for s in &prog.structs {
        let fields: Vec<TypeId> = s.fields.iter().map(|(_, t)| cx.ir_type(t, s.pos)).collect::<Result<_, _>>()?;
        let ty = cx.m.struct_type(&s.name, &fields, false);
        cx.structs.insert(s.name.clone(), (ty, s.fields.clone(), s.pos));
    }
    for g in &prog.globals {
        let ty = cx.ir_type(&g.ty, g.pos)?;
        let init = match (&g.init, &g.ty) {
            (None, _) => cx.m.const_zero(ty),
            (Some(Expr::Int(n, _)), Ty::Int) => cx.m.const_int(ty, *n),
            (Some(Expr::Neg(e, _)), Ty::Int) if matches!(**e, Expr::Int(..)) => {
                let Expr::Int(n, _) = **e else { unreachable!() };
                cx.m.const_int(ty, -n)
            }
            (Some(Expr::Str(s, _)), Ty::Str) => {
                let sg = cx.m.global_string(s);
                cx.m.global_ref(sg)
            }
            _ => return Err(at(g.pos, "a global's initializer must be a constant of its type")),
        };
        let gid = cx.m.add_global_var(&g.name, ty, Some(init), false, Linkage::Internal);
        if cx.di.is_some() {
            let dty = cx.di_type(&g.ty)?;
            let di = cx.di.as_mut().expect("checked");
            let file = di.main_file();
            di.global_variable(&mut cx.m, gid, &g.name, file, g.pos.line, dty, true);
        }
        cx.globals.insert(g.name.clone(), (gid, g.ty.clone()));
    }
    // Declare every function first, so calls may come before definitions.
    for f in &prog.funcs {
        let ret = cx.ir_type(&f.ret, f.pos)?;
        let params: Vec<TypeId> = f.params.iter().map(|(_, t)| cx.ir_type(t, f.pos)).collect::<Result<_, _>>()?;
        let fty = cx.m.types.function(ret, &params, f.variadic);
        let names: Vec<&str> = f.params.iter().map(|(n, _)| n.as_str()).collect();
        let gid = cx.m.define_function(&f.name, fty, Linkage::External, &names);
        cx.funcs.insert(f.name.clone(), (gid, f.ret.clone(), f.params.iter().map(|(_, t)| t.clone()).collect()));
    }
    for f in prog.funcs.iter().filter(|f| f.body.is_some()) {
        cx.function(f)?;
    }
    if let Some(di) = cx.di.take() {
        di.finish(&mut cx.m);
    }
    Ok(cx.m)
}

fn at(pos: Pos, msg: &str) -> String {
    format!("{}:{}: {msg}", pos.line, pos.col)
}

/// Module-wide state.
struct Cx {
    m: Module,
    di: Option<DIBuilder>,
    structs: Structs,
    globals: HashMap<String, (GlobalId, Ty)>,
    /// Function name → id, return type, parameter types.
    funcs: HashMap<String, (GlobalId, Ty, Vec<Ty>)>,
    di_types: HashMap<String, MdId>,
}

impl Cx {
    fn ir_type(&self, t: &Ty, pos: Pos) -> Result<TypeId, String> {
        Ok(match t {
            Ty::Int => TypeTable::I32,
            Ty::Str => TypeTable::PTR,
            Ty::Void => TypeTable::VOID,
            Ty::Struct(n) => self.structs.get(n).ok_or_else(|| at(pos, &format!("unknown type '{n}'")))?.0,
        })
    }

    /// The debug-info type of a language type (made once).
    fn di_type(&mut self, t: &Ty) -> Result<MdId, String> {
        let di = self.di.as_mut().expect("only asked with debug info on");
        di_type(&mut self.m, di, &self.structs, &mut self.di_types, t)
    }

    fn function(&mut self, f: &Func) -> Result<(), String> {
        let (gid, _, _) = self.funcs[&f.name].clone();
        let body = f.body.as_ref().expect("only definitions");
        let mut scope = None;
        let mut param_dis = Vec::new();
        if self.di.is_some() {
            let ret = if f.ret == Ty::Void { None } else { Some(self.di_type(&f.ret)?) };
            let params: Vec<MdId> = f.params.iter().map(|(_, t)| self.di_type(t)).collect::<Result<_, _>>()?;
            param_dis.clone_from(&params);
            let di = self.di.as_mut().expect("checked");
            let sty = di.subroutine_type(&mut self.m, ret, &params);
            let file = di.main_file();
            scope = Some(di.subprogram(&mut self.m, gid, &f.name, file, f.pos.line, sty, false));
        }
        let Cx { m, di, structs, globals, funcs, di_types } = self;
        let b = m.build(gid);
        let mut g = FnGen {
            b,
            di: di.as_mut(),
            structs,
            globals,
            funcs,
            ssa: SsaBuilder::new(),
            scopes: vec![HashMap::new()],
            next_var: 0,
            di_scope: scope,
            ret: f.ret.clone(),
            di_types,
        };
        let entry = g.b.block(Some("entry"));
        g.b.switch_to(entry);
        g.ssa.seal_block(&mut g.b, entry);
        g.set_loc(f.pos);
        for (i, (name, ty)) in f.params.iter().enumerate() {
            let v = g.b.param(i as u32);
            let dty = param_dis.get(i).copied();
            g.declare_local(name, ty, Some(v), f.pos, i as u16 + 1, dty)?;
        }
        g.block(body, false)?;
        if !g.b.is_terminated() {
            g.set_loc(body.close);
            match f.ret {
                Ty::Void => g.b.ret(None),
                Ty::Int => {
                    let zero = g.b.m.const_int(TypeTable::I32, 0);
                    g.b.ret(Some(zero.into()))
                }
                _ => return Err(at(body.close, "missing return")),
            };
        }
        Ok(())
    }
}

/// A local variable.
#[derive(Clone)]
enum Local {
    /// An `int` or `str` held as SSA values, with its debug home slot if any.
    Ssa(Variable, Ty, Option<Value>),
    /// A struct in a stack slot.
    Slot(Value, String),
}

/// Per-function state.
struct FnGen<'a, 'm> {
    b: FunctionBuilder<'m>,
    di: Option<&'a mut DIBuilder>,
    structs: &'a Structs,
    globals: &'a HashMap<String, (GlobalId, Ty)>,
    funcs: &'a HashMap<String, (GlobalId, Ty, Vec<Ty>)>,
    ssa: SsaBuilder,
    scopes: Vec<HashMap<String, Local>>,
    next_var: u32,
    /// The innermost debug scope (subprogram or lexical block).
    di_scope: Option<MdId>,
    ret: Ty,
    /// Debug types by language type, shared with `Cx`.
    di_types: &'a mut HashMap<String, MdId>,
}

impl FnGen<'_, '_> {
    fn set_loc(&mut self, pos: Pos) {
        if let (Some(di), Some(scope)) = (self.di.as_deref_mut(), self.di_scope) {
            let loc = di.location(self.b.m, pos.line, pos.col as u16, scope);
            self.b.set_debug_loc(Some(loc));
        }
    }

    fn cur(&self) -> rllc::ir::BlockId {
        self.b.current_block().expect("always in a block")
    }

    /// Makes a local: an SSA variable for `int`/`str`, a stack slot for structs; with
    /// debug info, described for the debugger (`arg`: 1-based parameter number or 0).
    fn declare_local(
        &mut self,
        name: &str,
        ty: &Ty,
        init: Option<Value>,
        pos: Pos,
        arg: u16,
        dty: Option<MdId>,
    ) -> Result<(), String> {
        let dty = match (dty, self.di.is_some()) {
            (Some(d), _) => Some(d),
            (None, true) => Some(self.local_di_type(ty, pos)?),
            (None, false) => None,
        };
        let local = match ty {
            Ty::Int | Ty::Str => {
                let var = Variable(self.next_var);
                self.next_var += 1;
                let ir = if *ty == Ty::Int { TypeTable::I32 } else { TypeTable::PTR };
                self.ssa.declare_var(var, ir);
                let home = dty.map(|d| self.home(name, ir, d, pos, arg));
                let local = Local::Ssa(var, ty.clone(), home);
                self.scopes.last_mut().expect("a scope").insert(name.to_string(), local.clone());
                let value = match init {
                    Some(v) => v,
                    None if *ty == Ty::Int => self.b.m.const_int(TypeTable::I32, 0).into(),
                    None => self.b.m.const_null(TypeTable::PTR).into(),
                };
                self.assign(&local, value);
                return Ok(());
            }
            Ty::Struct(s) => {
                let (sty, _, _) = self.structs.get(s).ok_or_else(|| at(pos, &format!("unknown type '{s}'")))?;
                let slot = self.b.entry_alloca(*sty, None, name);
                if let Some(d) = dty {
                    self.describe(name, slot, d, pos, arg);
                }
                let zero = self.b.m.const_zero(*sty);
                self.b.store(zero.into(), slot, None);
                Local::Slot(slot, s.clone())
            }
            Ty::Void => return Err(at(pos, "a variable cannot be void")),
        };
        self.scopes.last_mut().expect("a scope").insert(name.to_string(), local);
        Ok(())
    }

    fn local_di_type(&mut self, ty: &Ty, pos: Pos) -> Result<MdId, String> {
        if *ty == Ty::Void {
            return Err(at(pos, "a variable cannot be void"));
        }
        let di = self.di.as_deref_mut().expect("only with debug info");
        di_type(self.b.m, di, self.structs, self.di_types, ty)
    }

    /// A debug home slot for an SSA variable, described by `#dbg_declare`.
    fn home(&mut self, name: &str, ir: TypeId, dty: MdId, pos: Pos, arg: u16) -> Value {
        let slot = self.b.entry_alloca(ir, None, &format!("{name}.home"));
        self.describe(name, slot, dty, pos, arg);
        slot
    }

    fn describe(&mut self, name: &str, slot: Value, dty: MdId, pos: Pos, arg: u16) {
        let (Some(di), Some(scope)) = (self.di.as_deref_mut(), self.di_scope) else { return };
        let file = di.main_file();
        let var = di.local_variable(self.b.m, scope, name, file, pos.line, dty, arg);
        let loc = di.location(self.b.m, pos.line, pos.col as u16, scope);
        di.declare(&mut self.b, slot, var, loc);
    }

    fn assign(&mut self, local: &Local, value: Value) {
        if let Local::Ssa(var, _, home) = local {
            let block = self.cur();
            self.ssa.def_var(*var, block, value);
            if let Some(h) = home {
                self.b.store(value, *h, None);
            }
        }
    }

    fn lookup(&self, name: &str) -> Option<Local> {
        self.scopes.iter().rev().find_map(|s| s.get(name).cloned())
    }

    /// Statements of a block; `scoped` opens a lexical block (for `{ }` inside bodies).
    fn block(&mut self, block: &Block, scoped: bool) -> Result<(), String> {
        self.scopes.push(HashMap::new());
        let outer = self.di_scope;
        if scoped {
            if let (Some(di), Some(scope)) = (self.di.as_deref_mut(), self.di_scope) {
                let file = di.main_file();
                self.di_scope = Some(di.lexical_block(self.b.m, scope, file, block.open.line, block.open.col as u16));
            }
        }
        for s in &block.stmts {
            if self.b.is_terminated() {
                // Code after a `return`: a block nothing branches to.
                let dead = self.b.block(Some("dead"));
                self.b.switch_to(dead);
                self.ssa.seal_block(&mut self.b, dead);
            }
            self.stmt(s)?;
        }
        self.di_scope = outer;
        self.scopes.pop();
        Ok(())
    }

    /// Branches to `to` unless the current block already ended (in a `return`).
    fn jump(&mut self, to: rllc::ir::BlockId) {
        if !self.b.is_terminated() {
            self.b.br(to);
        }
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), String> {
        match s {
            Stmt::Var { name, ty, init, pos } => {
                self.set_loc(*pos);
                let v = match init {
                    Some(e) => Some(self.expr_of(e, ty, *pos)?),
                    None => None,
                };
                self.declare_local(name, ty, v, *pos, 0, None)?;
            }
            Stmt::Assign { name, field, value, pos } => {
                self.set_loc(*pos);
                let (addr, ty) = match (self.lookup(name), field) {
                    (Some(Local::Ssa(var, ty, home)), None) => {
                        let v = self.expr_of(value, &ty, *pos)?;
                        self.assign(&Local::Ssa(var, ty, home), v);
                        return Ok(());
                    }
                    (Some(Local::Slot(slot, sname)), Some(f)) => self.field_addr(slot, &sname, f, *pos)?,
                    (None, None) => match self.globals.get(name) {
                        Some((g, ty)) => (self.b.m.global_value(*g), ty.clone()),
                        None => return Err(at(*pos, &format!("unknown variable '{name}'"))),
                    },
                    (None, Some(f)) => match self.globals.get(name) {
                        Some((g, Ty::Struct(sname))) => {
                            let gv = self.b.m.global_value(*g);
                            self.field_addr(gv, &sname.clone(), f, *pos)?
                        }
                        _ => return Err(at(*pos, &format!("'{name}' is not a struct variable"))),
                    },
                    _ => return Err(at(*pos, &format!("cannot assign to '{name}' this way"))),
                };
                let v = self.expr_of(value, &ty, *pos)?;
                self.b.store(v, addr, None);
            }
            Stmt::If { cond, then, els, pos } => {
                self.set_loc(*pos);
                let c = self.cond(cond, *pos)?;
                let then_b = self.b.block(Some("then"));
                let else_b = self.b.block(Some("else"));
                let join = self.b.block(Some("endif"));
                self.b.cond_br(c, then_b, else_b);
                for (blk, body) in [(then_b, Some(then)), (else_b, els.as_ref())] {
                    self.b.switch_to(blk);
                    self.ssa.seal_block(&mut self.b, blk);
                    if let Some(body) = body {
                        self.block(body, true)?;
                        self.set_loc(body.close);
                    }
                    self.jump(join);
                }
                self.b.switch_to(join);
                self.ssa.seal_block(&mut self.b, join);
            }
            Stmt::While { cond, body, pos } => {
                self.set_loc(*pos);
                let head = self.b.block(Some("while"));
                let body_b = self.b.block(Some("body"));
                let exit = self.b.block(Some("endwhile"));
                self.b.br(head);
                // The header is sealed after the back edge: variables read in it get phis.
                self.b.switch_to(head);
                let c = self.cond(cond, *pos)?;
                self.b.cond_br(c, body_b, exit);
                self.b.switch_to(body_b);
                self.ssa.seal_block(&mut self.b, body_b);
                self.block(body, true)?;
                self.set_loc(*pos);
                self.jump(head);
                self.ssa.seal_block(&mut self.b, head);
                self.b.switch_to(exit);
                self.ssa.seal_block(&mut self.b, exit);
            }
            Stmt::Switch { value, cases, default, pos } => {
                self.set_loc(*pos);
                let v = self.expr_of(value, &Ty::Int, *pos)?;
                let end = self.b.create_block(Some("endswitch"));
                let default_b = self.b.block(Some("default"));
                let mut targets = Vec::new();
                for (n, _) in cases {
                    let c = self.b.m.const_int(TypeTable::I32, *n);
                    let blk = self.b.block(Some(&format!("case{}", n.unsigned_abs())));
                    targets.push((c, blk));
                }
                self.b.switch(v, default_b, &targets);
                for ((_, blk), (_, body)) in targets.iter().zip(cases) {
                    self.b.switch_to(*blk);
                    self.ssa.seal_block(&mut self.b, *blk);
                    self.block(body, true)?;
                    self.jump(end);
                }
                self.b.switch_to(default_b);
                self.ssa.seal_block(&mut self.b, default_b);
                if let Some(d) = default {
                    self.block(d, true)?;
                }
                self.jump(end);
                self.b.place_block(end);
                self.b.switch_to(end);
                self.ssa.seal_block(&mut self.b, end);
            }
            Stmt::Return(value, pos) => {
                self.set_loc(*pos);
                match (value, self.ret.clone()) {
                    (None, Ty::Void) => self.b.ret(None),
                    (Some(e), ty) if ty != Ty::Void => {
                        let v = self.expr_of(e, &ty, *pos)?;
                        self.b.ret(Some(v))
                    }
                    _ => return Err(at(*pos, "return value does not match the function")),
                };
            }
            Stmt::Expr(e, pos) => {
                self.set_loc(*pos);
                self.expr(e)?;
            }
            Stmt::Block(b) => self.block(b, true)?,
        }
        Ok(())
    }

    fn field_addr(&mut self, base: Value, sname: &str, field: &str, pos: Pos) -> Result<(Value, Ty), String> {
        let (sty, fields, _) = &self.structs[sname];
        let Some(i) = fields.iter().position(|(f, _)| f == field) else {
            return Err(at(pos, &format!("struct {sname} has no field '{field}'")));
        };
        let ty = fields[i].1.clone();
        Ok((self.b.struct_gep(*sty, base, i as u32), ty))
    }

    /// An expression that must have type `ty` (`_pos`: the statement's place, for
    /// expressions without one of their own).
    fn expr_of(&mut self, e: &Expr, ty: &Ty, _pos: Pos) -> Result<Value, String> {
        let (v, t) = self.expr(e)?;
        if &t != ty {
            return Err(at(e.pos(), &format!("expected {ty:?}, found {t:?}")));
        }
        Ok(v)
    }

    /// A condition: an `int` compared with 0.
    fn cond(&mut self, e: &Expr, pos: Pos) -> Result<Value, String> {
        let v = self.expr_of(e, &Ty::Int, pos)?;
        let zero = self.b.m.const_int(TypeTable::I32, 0);
        Ok(self.b.icmp(IntPred::Ne, v, zero.into()))
    }

    fn expr(&mut self, e: &Expr) -> Result<(Value, Ty), String> {
        Ok(match e {
            Expr::Int(n, _) => (self.b.m.const_int(TypeTable::I32, *n).into(), Ty::Int),
            Expr::Str(s, _) => {
                let g = self.b.m.global_string(s);
                (self.b.m.global_value(g), Ty::Str)
            }
            Expr::Var(name, pos) => match self.lookup(name) {
                Some(Local::Ssa(var, ty, _)) => {
                    let block = self.cur();
                    (self.ssa.use_var(&mut self.b, var, block), ty)
                }
                Some(Local::Slot(..)) => return Err(at(*pos, "a struct is used by its fields")),
                None => match self.globals.get(name) {
                    Some((g, ty @ (Ty::Int | Ty::Str))) => {
                        let ir = if *ty == Ty::Int { TypeTable::I32 } else { TypeTable::PTR };
                        let addr = self.b.m.global_value(*g);
                        (self.b.load(ir, addr, None), ty.clone())
                    }
                    _ => return Err(at(*pos, &format!("unknown variable '{name}'"))),
                },
            },
            Expr::Field(name, field, pos) => {
                let (addr, ty) = match (self.lookup(name), self.globals.get(name)) {
                    (Some(Local::Slot(slot, sname)), _) => self.field_addr(slot, &sname, field, *pos)?,
                    (None, Some((g, Ty::Struct(sname)))) => {
                        let gv = self.b.m.global_value(*g);
                        self.field_addr(gv, &sname.clone(), field, *pos)?
                    }
                    _ => return Err(at(*pos, &format!("'{name}' is not a struct variable"))),
                };
                let ir = if ty == Ty::Int { TypeTable::I32 } else { TypeTable::PTR };
                (self.b.load(ir, addr, None), ty)
            }
            Expr::Neg(inner, pos) => {
                let v = self.expr_of(inner, &Ty::Int, *pos)?;
                (self.b.neg(v), Ty::Int)
            }
            Expr::Bin(op, l, r, pos) => {
                let a = self.expr_of(l, &Ty::Int, *pos)?;
                let c = self.expr_of(r, &Ty::Int, *pos)?;
                let v = match op {
                    BinKind::Add => self.b.add(a, c),
                    BinKind::Sub => self.b.sub(a, c),
                    BinKind::Mul => self.b.mul(a, c),
                    BinKind::Div => self.b.sdiv(a, c),
                    BinKind::Rem => self.b.srem(a, c),
                    cmp => {
                        let pred = match cmp {
                            BinKind::Lt => IntPred::Slt,
                            BinKind::Le => IntPred::Sle,
                            BinKind::Gt => IntPred::Sgt,
                            BinKind::Ge => IntPred::Sge,
                            BinKind::Eq => IntPred::Eq,
                            _ => IntPred::Ne,
                        };
                        let bit = self.b.icmp(pred, a, c);
                        self.b.zext(bit, TypeTable::I32)
                    }
                };
                (v, Ty::Int)
            }
            Expr::Call(name, args, pos) => {
                let (g, ret, params) =
                    self.funcs.get(name).cloned().ok_or_else(|| at(*pos, &format!("unknown function '{name}'")))?;
                let variadic = self.b.m.types.function_sig(self.b.m.global(g).value_type()).is_some_and(|s| s.2);
                if args.len() < params.len() || (args.len() > params.len() && !variadic) {
                    return Err(at(*pos, &format!("'{name}' takes {} arguments", params.len())));
                }
                let mut vals = Vec::new();
                for (i, a) in args.iter().enumerate() {
                    vals.push(match params.get(i) {
                        Some(t) => self.expr_of(a, t, *pos)?,
                        None => self.expr(a)?.0,
                    });
                }
                (self.b.call(g, &vals), ret)
            }
        })
    }
}

/// The debug-info type of a language type, made once per module (`cache`, by type).
fn di_type(
    m: &mut Module,
    di: &mut DIBuilder,
    structs: &Structs,
    cache: &mut HashMap<String, MdId>,
    t: &Ty,
) -> Result<MdId, String> {
    let key = format!("{t:?}");
    if let Some(&d) = cache.get(&key) {
        return Ok(d);
    }
    let d = match t {
        Ty::Int | Ty::Void => di.basic_type(m, "int", 32, dw::DW_ATE_SIGNED),
        Ty::Str => {
            let ch = di.basic_type(m, "char", 8, dw::DW_ATE_SIGNED_CHAR);
            di.pointer_type(m, Some(ch), 64)
        }
        Ty::Struct(n) => {
            let (ty, fields, pos) = structs.get(n).cloned().ok_or_else(|| format!("unknown type '{n}'"))?;
            let layout = m.datalayout.struct_layout(&m.types, ty).ok_or("struct without layout")?;
            let mut members = Vec::new();
            for (i, (fname, fty)) in fields.iter().enumerate() {
                let fd = di_type(m, di, structs, cache, fty)?;
                let bits = if *fty == Ty::Int { 32 } else { 64 };
                let file = di.main_file();
                members.push(di.member(m, fname, file, pos.line, bits, layout.offsets[i] * 8, fd));
            }
            let file = di.main_file();
            di.struct_type(m, n, file, pos.line, layout.size * 8, layout.align as u32 * 8, &members)
        }
    };
    cache.insert(key, d);
    Ok(d)
}
