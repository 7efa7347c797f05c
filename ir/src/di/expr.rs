//! `!DIExpression(...)`: a DWARF expression over a variable's location, as a list of
//! elements. Elements are classified the way LLVM walks them: an operation code followed by
//! its arguments (`DW_OP_LLVM_fragment, 0, 32`). The printer names operations
//! (`DW_OP_plus_uconst`) and writes arguments as numbers, except the encoding argument of
//! `DW_OP_LLVM_convert`, which it names (`DW_ATE_signed`), as `llvm-dis` does.

use crate::di::dwarf;

/// One element of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DIExprElem {
    /// A `DW_OP_*` / `DW_OP_LLVM_*` operation code.
    Op(u64),
    /// An argument of the preceding operation (or, in an expression LLVM cannot walk, any
    /// element).
    Int(u64),
}

impl DIExprElem {
    pub fn value(self) -> u64 {
        match self {
            DIExprElem::Op(v) | DIExprElem::Int(v) => v,
        }
    }
}

/// `!DIExpression(...)`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DIExpression {
    pub elements: Vec<DIExprElem>,
}

/// How many elements an operation takes, itself included (LLVM's
/// `DIExpression::ExprOperand::getSize`).
pub fn op_size(op: u64) -> usize {
    if (dwarf::DW_OP_BREG0..=dwarf::DW_OP_BREG31).contains(&op) {
        return 2;
    }
    match op {
        dwarf::DW_OP_LLVM_CONVERT
        | dwarf::DW_OP_LLVM_FRAGMENT
        | dwarf::DW_OP_LLVM_EXTRACT_BITS_SEXT
        | dwarf::DW_OP_LLVM_EXTRACT_BITS_ZEXT
        | dwarf::DW_OP_BREGX => 3,
        dwarf::DW_OP_CONSTU
        | dwarf::DW_OP_CONSTS
        | dwarf::DW_OP_DEREF_SIZE
        | dwarf::DW_OP_PLUS_UCONST
        | dwarf::DW_OP_LLVM_TAG_OFFSET
        | dwarf::DW_OP_LLVM_ENTRY_VALUE
        | dwarf::DW_OP_LLVM_ARG
        | dwarf::DW_OP_REGX => 2,
        _ => 1,
    }
}

/// The name of an operation code (`DW_OP_deref`), if it has one.
pub fn op_name(op: u64) -> Option<&'static str> {
    u32::try_from(op).ok().and_then(|v| dwarf::OP.name(v))
}

impl DIExpression {
    /// Classifies raw elements into operations and arguments. If the list cannot be walked
    /// (an unknown operation, or one missing arguments), every element is kept as `Int`,
    /// which LLVM prints as plain numbers too.
    pub fn from_raw(raw: &[u64]) -> DIExpression {
        let mut elements = Vec::with_capacity(raw.len());
        let mut i = 0;
        while i < raw.len() {
            let op = raw[i];
            let size = op_size(op);
            if op_name(op).is_none() || i + size > raw.len() {
                return DIExpression { elements: raw.iter().map(|&v| DIExprElem::Int(v)).collect() };
            }
            elements.push(DIExprElem::Op(op));
            elements.extend(raw[i + 1..i + size].iter().map(|&v| DIExprElem::Int(v)));
            i += size;
        }
        DIExpression { elements }
    }

    /// The elements as plain numbers.
    pub fn raw(&self) -> impl Iterator<Item = u64> + '_ {
        self.elements.iter().map(|e| e.value())
    }

    /// Operations with their arguments, in order. Elements before the first operation (only
    /// in an expression that could not be walked) are skipped.
    pub fn ops(&self) -> impl Iterator<Item = (u64, &[DIExprElem])> + '_ {
        let mut i = 0;
        std::iter::from_fn(move || {
            while i < self.elements.len() {
                let start = i;
                i += 1;
                if let DIExprElem::Op(op) = self.elements[start] {
                    while i < self.elements.len() && matches!(self.elements[i], DIExprElem::Int(_)) {
                        i += 1;
                    }
                    return Some((op, &self.elements[start + 1..i]));
                }
            }
            None
        })
    }

    /// `DW_OP_LLVM_fragment, offset, size` at the end, as (offset, size) in bits.
    pub fn fragment(&self) -> Option<(u64, u64)> {
        match self.elements.as_slice() {
            [.., DIExprElem::Op(dwarf::DW_OP_LLVM_FRAGMENT), DIExprElem::Int(off), DIExprElem::Int(size)] => {
                Some((*off, *size))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_ops_and_arguments() {
        let e = DIExpression::from_raw(&[0x23, 8, 0x06, 0x1000, 0, 32]);
        assert_eq!(
            e.elements,
            vec![
                DIExprElem::Op(0x23),
                DIExprElem::Int(8),
                DIExprElem::Op(0x06),
                DIExprElem::Op(0x1000),
                DIExprElem::Int(0),
                DIExprElem::Int(32)
            ]
        );
        assert_eq!(e.fragment(), Some((0, 32)));
        let ops: Vec<u64> = e.ops().map(|(op, _)| op).collect();
        assert_eq!(ops, vec![0x23, 0x06, 0x1000]);
        // An argument missing: not walkable, all plain numbers.
        let bad = DIExpression::from_raw(&[0x23]);
        assert_eq!(bad.elements, vec![DIExprElem::Int(0x23)]);
        assert_eq!(op_name(0x1001), Some("DW_OP_LLVM_convert"));
    }
}
