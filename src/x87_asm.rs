//! Inline assembly with x87 stack operands (x86-64): constraints `{st}`, `{st(N)}` (clang's
//! spelling of GCC's `t` and `u`), `f`, and inputs tied to such outputs. rllc keeps
//! `long double` values in memory, not on the x87 stack, so before selection each such
//! asm is rewritten into one that loads its inputs onto the stack itself and stores its
//! outputs, as GCC's rules for x87 asm operands (and llc's stackifier) place them:
//!
//! - inputs go to their stack positions (`{st}` is st(0), `{st(1)}` st(1), a tied input
//!   its output's position, `f` the positions after those), pushed deepest first with
//!   `fld` from a stack slot;
//! - the asm pops the inputs it clobbers or that are tied to outputs, and leaves its
//!   outputs at their positions: they are stored from st(0) upwards with `fstp`, and the
//!   inputs it did not pop are popped after them;
//! - template references to these operands print as `%st(N)`.
//!
//! The rewritten asm takes the slots as memory operands (`*m`, `=*m`); the call's value
//! becomes a load of the output slot. An asm that also has register outputs, or an `f`
//! output, is refused with an error naming it.

use rllc_ir::inst::InstKind;
use rllc_ir::types::{FloatKind, Type, TypeTable};
use rllc_ir::value::{InlineAsm, InstId, Value};
use rllc_ir::{GlobalId, Module, TypeId};

/// Where an operand sits on the x87 stack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    At(u32),
    Any,
}

/// One constraint of the list, as this rewrite needs it.
struct Entry {
    text: String,
    output: bool,
    /// Takes a call argument (inputs, indirect outputs).
    takes_arg: bool,
    x87: Option<Slot>,
}

fn x87_location(code: &str) -> Option<Slot> {
    match code {
        "{st}" | "{st(0)}" | "t" => Some(Slot::At(0)),
        "u" => Some(Slot::At(1)),
        "f" => Some(Slot::Any),
        _ => {
            let n = code.strip_prefix("{st(")?.strip_suffix(")}")?;
            n.parse().ok().filter(|&k: &u32| k < 8).map(Slot::At)
        }
    }
}

fn parse(constraints: &str) -> (Vec<Entry>, Vec<String>) {
    let mut entries = Vec::new();
    let mut clobbers = Vec::new();
    for raw in constraints
        .split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        if let Some(c) = raw.strip_prefix('~') {
            clobbers.push(c.to_string());
            continue;
        }
        let output = raw.starts_with('=');
        let code = raw.trim_start_matches(['=', '&', '%']);
        let indirect = code.starts_with('*');
        let code = code.trim_start_matches('*');
        entries.push(Entry {
            text: raw.to_string(),
            output,
            takes_arg: !output || indirect,
            x87: x87_location(code),
        });
    }
    // Inputs tied to an x87 output sit where it is.
    for k in 0..entries.len() {
        if entries[k].output || entries[k].x87.is_some() {
            continue;
        }
        if let Ok(tied) = entries[k].text.parse::<usize>() {
            entries[k].x87 = entries.get(tied).and_then(|e| e.x87);
        }
    }
    (entries, clobbers)
}

fn asm_of<'m>(m: &'m Module, i: &rllc_ir::Inst) -> Option<&'m InlineAsm> {
    match (&i.kind, i.ops.first()) {
        (InstKind::Call(_), Some(Value::Asm(a))) => m.inline_asms.get(a.0 as usize),
        _ => None,
    }
}

fn has_x87(m: &Module, i: &rllc_ir::Inst) -> bool {
    asm_of(m, i).is_some_and(|a| {
        parse(&m.sym_text(a.constraints))
            .0
            .iter()
            .any(|e| e.x87.is_some())
    })
}

/// Whether some inline asm of the module has x87 operands.
pub fn any_required(m: &Module) -> bool {
    m.functions()
        .any(|(_, f)| f.insts.iter().any(|i| has_x87(m, i)))
}

/// The `fld`/`fstp` size suffix of a type.
fn suffix(m: &Module, ty: TypeId) -> Result<&'static str, String> {
    match m.types.get(ty) {
        Type::Float(FloatKind::X86Fp80) => Ok("t"),
        Type::Float(FloatKind::Double) => Ok("l"),
        Type::Float(FloatKind::Float) => Ok("s"),
        _ => Err("an x87 operand that is not float, double or x86_fp80".into()),
    }
}

/// Rewrites every asm with x87 operands; an error names the function and what is not
/// supported.
pub fn insert(m: &mut Module) -> Result<(), (String, String)> {
    let sites: Vec<(GlobalId, InstId)> = m
        .functions()
        .flat_map(|(g, f)| {
            f.insts
                .iter()
                .enumerate()
                .filter(|(_, i)| has_x87(m, i))
                .map(move |(k, _)| (g, InstId(k as u32)))
        })
        .collect::<Vec<_>>();
    for (g, call) in sites {
        rewrite(m, g, call).map_err(|e| {
            let name = m
                .global(g)
                .name
                .map(|s| m.sym_text(s).into_owned())
                .unwrap_or_default();
            (name, format!("inline asm with x87 operands: {e}"))
        })?;
    }
    Ok(())
}

fn rewrite(m: &mut Module, g: GlobalId, call: InstId) -> Result<(), String> {
    let f = m.function(g).expect("a function");
    let inst = f.inst(call).clone();
    let asm = asm_of(m, &inst).expect("an asm call").clone();
    // The loads and stores added below are AT&T text.
    if asm.intel_dialect {
        return Err("x87 operands in an Intel-syntax (`inteldialect`) asm are not supported".into());
    }
    let (entries, clobbers) = parse(&m.sym_text(asm.constraints));
    let template = m.sym_text(asm.asm).into_owned();
    let ret_ty = inst.ty;
    let args: Vec<Value> = inst.ops[1..].to_vec();

    // The types of the operands: outputs from the return type, the rest from the args.
    let outputs: Vec<usize> = (0..entries.len())
        .filter(|&k| entries[k].output && !entries[k].takes_arg)
        .collect();
    if outputs.iter().any(|&k| entries[k].x87.is_none()) {
        return Err("register outputs beside x87 ones are not supported".into());
    }
    if outputs.len() > 1 {
        return Err("more than one x87 output is not supported".into());
    }
    if outputs.iter().any(|&k| entries[k].x87 != Some(Slot::At(0))) {
        return Err("an x87 output other than st(0) (`t`) is not supported".into());
    }
    let mut ty_of: Vec<TypeId> = vec![TypeTable::VOID; entries.len()];
    let mut arg_of: Vec<Option<Value>> = vec![None; entries.len()];
    let mut next = args.iter();
    for (k, e) in entries.iter().enumerate() {
        if e.takes_arg {
            let a = *next.next().ok_or("more constraints than arguments")?;
            ty_of[k] = value_type(m, g, a);
            arg_of[k] = Some(a);
        } else {
            ty_of[k] = ret_ty;
        }
    }

    // Stack positions: fixed ones, then `f` inputs after them.
    let mut pos: Vec<Option<u32>> = entries
        .iter()
        .map(|e| {
            if let Some(Slot::At(p)) = e.x87 {
                Some(p)
            } else {
                None
            }
        })
        .collect();
    let inputs: Vec<usize> = (0..entries.len())
        .filter(|&k| !entries[k].output && entries[k].x87.is_some())
        .collect();
    let mut free = inputs
        .iter()
        .filter_map(|&k| pos[k])
        .max()
        .map_or(0, |p| p + 1);
    for &k in &inputs {
        if pos[k].is_none() {
            pos[k] = Some(free);
            free += 1;
        }
    }
    if outputs.iter().any(|&k| pos[k].is_none()) {
        return Err("an `f` output is not supported (GCC wants `t` or `u`)".into());
    }
    let mut input_positions: Vec<u32> = inputs.iter().map(|&k| pos[k].expect("placed")).collect();
    input_positions.sort_unstable();
    if input_positions
        .iter()
        .enumerate()
        .any(|(i, &p)| p != i as u32)
    {
        return Err("x87 inputs must fill the stack from st(0) without gaps".into());
    }
    let clobbered = |p: u32| {
        clobbers
            .iter()
            .any(|c| c == &format!("{{st({p})}}") || (p == 0 && c == "{st}"))
    };
    let tied_to_output = |k: usize| {
        entries[k]
            .text
            .parse::<usize>()
            .is_ok_and(|t| outputs.contains(&t))
    };
    let kept = inputs
        .iter()
        .filter(|&&k| !tied_to_output(k) && !clobbered(pos[k].expect("placed")))
        .count();

    // The new template: loads, the body with %st(N) for the operands, stores, pops.
    let mut text = String::new();
    let mut by_depth: Vec<usize> = inputs.clone();
    by_depth.sort_by_key(|&k| std::cmp::Reverse(pos[k]));
    for &k in &by_depth {
        text.push_str(&format!("fld{} ${k}\n\t", suffix(m, ty_of[k])?));
    }
    text.push_str(&substitute(&template, &|k| pos.get(k).copied().flatten()));
    for &k in &outputs {
        text.push_str(&format!("\n\tfstp{} ${k}", suffix(m, ty_of[k])?));
    }
    for _ in 0..kept {
        text.push_str("\n\tfstp %st(0)");
    }

    // The new constraints and arguments: x87 operands become memory.
    let mut cons = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        cons.push(match (e.x87.is_some() || pos[k].is_some(), e.output) {
            (true, true) => "=*m".to_string(),
            (true, false) => "*m".to_string(),
            _ => e.text.clone(),
        });
    }
    cons.extend(
        clobbers
            .iter()
            .filter(|c| !c.starts_with("{st"))
            .map(|c| format!("~{c}")),
    );

    // Slots at the entry, stores before the call, the load of the output after it.
    let f = m.function(g).expect("a function");
    let block = inst.block;
    let loc = f.dbg_of(call);
    let mut slot_of: Vec<Option<Value>> = vec![None; entries.len()];
    let mut new_args = Vec::new();
    let mut before = Vec::new();
    let mut b = m.build(g);
    b.set_debug_loc(loc);
    for (k, e) in entries.iter().enumerate() {
        let is_x87 = pos[k].is_some();
        if is_x87 {
            let slot = b.entry_alloca(ty_of[k], None, "");
            slot_of[k] = Some(slot);
            new_args.push(slot);
            if !e.output {
                b.switch_to(block);
                let store = b.store(arg_of[k].expect("an input"), slot, None);
                before.push(store);
            }
        } else if e.takes_arg {
            new_args.push(arg_of[k].expect("an argument"));
        }
    }
    let arg_types: Vec<TypeId> = new_args.iter().map(|&a| b.type_of(a)).collect();
    let fn_ty = b.m.types.function(TypeTable::VOID, &arg_types, false);
    let new_asm = InlineAsm {
        fn_ty,
        asm: b.m.syms.intern_str(&text),
        constraints: b.m.syms.intern_str(&cons.join(",")),
        side_effect: asm.side_effect,
        align_stack: asm.align_stack,
        intel_dialect: asm.intel_dialect,
        can_unwind: asm.can_unwind,
    };
    let asm_id = b.m.add_inline_asm(new_asm);
    let result = match outputs.first() {
        Some(&k) => {
            b.switch_to(block);
            let v = b.load(ty_of[k], slot_of[k].expect("a slot"), None);
            Some(v)
        }
        None => None,
    };

    // Put the stores before the call and the load after it; rewrite the call itself.
    let func = b.func_mut();
    let list = &mut func.blocks[block.0 as usize].insts;
    let load_id = result.and_then(|v| v.as_inst());
    list.retain(|i| !before.contains(i) && Some(*i) != load_id);
    let at = list
        .iter()
        .position(|&i| i == call)
        .expect("the call is in its block");
    list.splice(at..at, before.iter().copied());
    if let Some(l) = load_id {
        let at = list
            .iter()
            .position(|&i| i == call)
            .expect("the call is in its block");
        list.insert(at + 1, l);
    }
    let ci = match &mut func.insts[call.0 as usize].kind {
        InstKind::Call(ci) => ci,
        _ => unreachable!("checked: a call"),
    };
    ci.fn_ty = fn_ty;
    ci.num_args = new_args.len() as u32;
    ci.arg_attrs = vec![rllc_ir::AttrSetId::EMPTY; new_args.len()].into_boxed_slice();
    let callee = Value::Asm(asm_id);
    let mut ops = vec![callee];
    ops.extend(new_args);
    func.insts[call.0 as usize].ops = ops.into();
    func.insts[call.0 as usize].ty = TypeTable::VOID;
    if let (Some(v), Some(l)) = (result, load_id) {
        for (k, i) in func.insts.iter_mut().enumerate() {
            if k as u32 == l.0 {
                continue;
            }
            for op in i.ops.iter_mut() {
                if *op == Value::Inst(call) {
                    *op = v;
                }
            }
        }
    }
    Ok(())
}

fn value_type(m: &Module, g: GlobalId, v: Value) -> TypeId {
    let f = m.function(g).expect("a function");
    match v {
        Value::Inst(i) => f.inst(i).ty,
        Value::Arg(a) => f.params[a as usize].ty,
        Value::Const(c) => m.const_type(c),
        _ => TypeTable::VOID,
    }
}

/// The template with references to the operands that `x87_pos` places (`$N`, `${N}`,
/// `${N:mod}`) spelled `%st(P)`; `$$` and the other references unchanged.
fn substitute(template: &str, x87_pos: &dyn Fn(usize) -> Option<u32>) -> String {
    let bytes = template.as_bytes();
    let mut out = String::with_capacity(template.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'$' {
            let ch = template[i..].chars().next().expect("in bounds");
            out.push(ch);
            i += ch.len_utf8();
            continue;
        }
        let rest = &template[i + 1..];
        let (digits, len) = if let Some(inner) = rest.strip_prefix('{') {
            let end = inner.find('}').unwrap_or(inner.len());
            let body = &inner[..end];
            (body.split(':').next().unwrap_or("").to_string(), end + 2)
        } else {
            let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let l = n.len();
            (n, l)
        };
        match digits.parse::<usize>().ok().and_then(x87_pos) {
            Some(p) if !digits.is_empty() => {
                out.push_str(&format!("%st({p})"));
                i += 1 + len;
            }
            _ => {
                // `$$`, a non-x87 operand or anything else: copied as it is.
                out.push('$');
                i += 1;
                if rest.starts_with('$') {
                    out.push('$');
                    i += 1;
                }
            }
        }
    }
    out
}
