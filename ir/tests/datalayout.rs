//! Data layout sizes, alignments and struct offsets checked against LLVM: every number in
//! the tables below was printed by opt-19 (allocation size from a folded
//! `ptrtoint (getelementptr (T, ptr null, i32 1))`, ABI alignment from a `load` and
//! preferred alignment from an `alloca` written without `align`, field offsets from folded
//! `getelementptr (T, ptr null, i32 0, i32 k)`).

use rllc_ir::datalayout::DataLayout;
use rllc_ir::types::{FloatKind, TypeId, TypeTable};

fn layout(name: &str) -> DataLayout {
    let s = match name {
        "x86_64" => "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
        "aarch64" => "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32",
        "i686" => "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128",
        "default" => "",
        "odd" => "E-p:32:32:64-i64:32:64-v128:32:64-a:16:64-f80:16-i24:32:64",
        _ => unreachable!(),
    };
    DataLayout::parse(s).unwrap()
}

/// A tiny reader for the type spellings used in the tables (not the real parser, so these
/// tests do not depend on it).
struct TyReader<'a> {
    s: &'a [u8],
    pos: usize,
}

impl TyReader<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos] == b' ' {
            self.pos += 1;
        }
    }

    fn eat(&mut self, t: &str) -> bool {
        self.skip_ws();
        if self.s[self.pos..].starts_with(t.as_bytes()) {
            self.pos += t.len();
            true
        } else {
            false
        }
    }

    fn num(&mut self) -> u64 {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos]).unwrap().parse().unwrap()
    }

    fn fields(&mut self, tt: &mut TypeTable, close: &str) -> Vec<TypeId> {
        let mut f = Vec::new();
        while !self.eat(close) {
            f.push(self.ty(tt));
            self.eat(",");
        }
        f
    }

    fn ty(&mut self, tt: &mut TypeTable) -> TypeId {
        for (kw, k) in [
            ("half", FloatKind::Half),
            ("bfloat", FloatKind::BFloat),
            ("float", FloatKind::Float),
            ("double", FloatKind::Double),
            ("x86_fp80", FloatKind::X86Fp80),
            ("fp128", FloatKind::Fp128),
            ("ppc_fp128", FloatKind::PpcFp128),
        ] {
            if self.eat(kw) {
                return tt.float(k);
            }
        }
        if self.eat("ptr") {
            let space = if self.eat("addrspace(") {
                let n = self.num() as u32;
                self.eat(")");
                n
            } else {
                0
            };
            return tt.ptr(space);
        }
        if self.eat("i") {
            let n = self.num() as u32;
            return tt.int(n);
        }
        if self.eat("<{") {
            let f = self.fields(tt, "}>");
            return tt.struct_literal(&f, true);
        }
        if self.eat("{") {
            let f = self.fields(tt, "}");
            return tt.struct_literal(&f, false);
        }
        if self.eat("[") {
            let n = self.num();
            self.eat("x");
            let e = self.ty(tt);
            self.eat("]");
            return tt.array(e, n);
        }
        if self.eat("<") {
            let n = self.num() as u32;
            self.eat("x");
            let e = self.ty(tt);
            self.eat(">");
            return tt.vector(e, n, false);
        }
        panic!("cannot read type at {}", self.pos)
    }
}

fn ty(tt: &mut TypeTable, s: &str) -> TypeId {
    TyReader { s: s.as_bytes(), pos: 0 }.ty(tt)
}

/// (layout, type, alloc size, ABI align, preferred align)
const SIZES: &[(&str, &str, u64, u64, u64)] = &[
    ("x86_64", "i1", 1, 1, 1),
    ("x86_64", "i8", 1, 1, 1),
    ("x86_64", "i16", 2, 2, 2),
    ("x86_64", "i24", 4, 4, 4),
    ("x86_64", "i32", 4, 4, 4),
    ("x86_64", "i33", 8, 8, 8),
    ("x86_64", "i48", 8, 8, 8),
    ("x86_64", "i64", 8, 8, 8),
    ("x86_64", "i65", 16, 16, 16),
    ("x86_64", "i96", 16, 16, 16),
    ("x86_64", "i128", 16, 16, 16),
    ("x86_64", "i129", 32, 16, 16),
    ("x86_64", "i256", 32, 16, 16),
    ("x86_64", "i1000", 128, 16, 16),
    ("x86_64", "half", 2, 2, 2),
    ("x86_64", "bfloat", 2, 2, 2),
    ("x86_64", "float", 4, 4, 4),
    ("x86_64", "double", 8, 8, 8),
    ("x86_64", "x86_fp80", 16, 16, 16),
    ("x86_64", "fp128", 16, 16, 16),
    ("x86_64", "ppc_fp128", 16, 16, 16),
    ("x86_64", "ptr", 8, 8, 8),
    ("x86_64", "ptr addrspace(270)", 4, 4, 4),
    ("x86_64", "ptr addrspace(1)", 8, 8, 8),
    ("x86_64", "<2 x i32>", 8, 8, 8),
    ("x86_64", "<4 x float>", 16, 16, 16),
    ("x86_64", "<3 x i32>", 16, 16, 16),
    ("x86_64", "<3 x float>", 16, 16, 16),
    ("x86_64", "<8 x float>", 32, 32, 32),
    ("x86_64", "<3 x i1>", 1, 1, 1),
    ("x86_64", "<16 x i1>", 2, 2, 2),
    ("x86_64", "<1 x i128>", 16, 16, 16),
    ("x86_64", "<2 x ptr>", 16, 16, 16),
    ("x86_64", "<4 x double>", 32, 32, 32),
    ("x86_64", "<3 x i8>", 4, 4, 4),
    ("x86_64", "<5 x i16>", 16, 16, 16),
    ("x86_64", "<2 x x86_fp80>", 32, 32, 32),
    ("x86_64", "<1 x i64>", 8, 8, 8),
    ("x86_64", "[3 x i8]", 3, 1, 1),
    ("x86_64", "[4 x i64]", 32, 8, 8),
    ("x86_64", "[2 x x86_fp80]", 32, 16, 16),
    ("x86_64", "[0 x i32]", 0, 4, 4),
    ("x86_64", "[3 x <3 x i32>]", 48, 16, 16),
    ("x86_64", "{i8, i32}", 8, 4, 8),
    ("x86_64", "{i8, i64}", 16, 8, 8),
    ("x86_64", "{i32, i8}", 8, 4, 8),
    ("x86_64", "<{i8, i32}>", 5, 1, 8),
    ("x86_64", "<{i8, i64, i8}>", 10, 1, 8),
    ("x86_64", "{}", 0, 1, 8),
    ("x86_64", "{i8}", 1, 1, 8),
    ("x86_64", "{i8, {i8, i32}}", 12, 4, 8),
    ("x86_64", "{i8, <{i8, i32}>}", 6, 1, 8),
    ("x86_64", "{x86_fp80, i8}", 32, 16, 16),
    ("x86_64", "{i128, i8}", 32, 16, 16),
    ("x86_64", "{i8, double}", 16, 8, 8),
    ("x86_64", "{i16, [3 x i8], i64}", 16, 8, 8),
    ("x86_64", "{<4 x float>, i8}", 32, 16, 16),
    ("x86_64", "{i1, i1, i65}", 32, 16, 16),
    ("x86_64", "{ptr, i8}", 16, 8, 8),
    ("x86_64", "{[0 x i64], i8}", 8, 8, 8),
    ("aarch64", "i1", 1, 1, 1),
    ("aarch64", "i8", 1, 1, 4),
    ("aarch64", "i16", 2, 2, 4),
    ("aarch64", "i24", 4, 4, 4),
    ("aarch64", "i32", 4, 4, 4),
    ("aarch64", "i33", 8, 8, 8),
    ("aarch64", "i48", 8, 8, 8),
    ("aarch64", "i64", 8, 8, 8),
    ("aarch64", "i65", 16, 16, 16),
    ("aarch64", "i96", 16, 16, 16),
    ("aarch64", "i128", 16, 16, 16),
    ("aarch64", "i129", 32, 16, 16),
    ("aarch64", "i256", 32, 16, 16),
    ("aarch64", "i1000", 128, 16, 16),
    ("aarch64", "half", 2, 2, 2),
    ("aarch64", "bfloat", 2, 2, 2),
    ("aarch64", "float", 4, 4, 4),
    ("aarch64", "double", 8, 8, 8),
    ("aarch64", "x86_fp80", 16, 16, 16),
    ("aarch64", "fp128", 16, 16, 16),
    ("aarch64", "ppc_fp128", 16, 16, 16),
    ("aarch64", "ptr", 8, 8, 8),
    ("aarch64", "ptr addrspace(270)", 8, 8, 8),
    ("aarch64", "ptr addrspace(1)", 8, 8, 8),
    ("aarch64", "<2 x i32>", 8, 8, 8),
    ("aarch64", "<4 x float>", 16, 16, 16),
    ("aarch64", "<3 x i32>", 16, 16, 16),
    ("aarch64", "<3 x float>", 16, 16, 16),
    ("aarch64", "<8 x float>", 32, 32, 32),
    ("aarch64", "<3 x i1>", 1, 1, 1),
    ("aarch64", "<16 x i1>", 2, 2, 2),
    ("aarch64", "<1 x i128>", 16, 16, 16),
    ("aarch64", "<2 x ptr>", 16, 16, 16),
    ("aarch64", "<4 x double>", 32, 32, 32),
    ("aarch64", "<3 x i8>", 4, 4, 4),
    ("aarch64", "<5 x i16>", 16, 16, 16),
    ("aarch64", "<2 x x86_fp80>", 32, 32, 32),
    ("aarch64", "<1 x i64>", 8, 8, 8),
    ("aarch64", "[3 x i8]", 3, 1, 4),
    ("aarch64", "[4 x i64]", 32, 8, 8),
    ("aarch64", "[2 x x86_fp80]", 32, 16, 16),
    ("aarch64", "[0 x i32]", 0, 4, 4),
    ("aarch64", "[3 x <3 x i32>]", 48, 16, 16),
    ("aarch64", "{i8, i32}", 8, 4, 8),
    ("aarch64", "{i8, i64}", 16, 8, 8),
    ("aarch64", "{i32, i8}", 8, 4, 8),
    ("aarch64", "<{i8, i32}>", 5, 1, 8),
    ("aarch64", "<{i8, i64, i8}>", 10, 1, 8),
    ("aarch64", "{}", 0, 1, 8),
    ("aarch64", "{i8}", 1, 1, 8),
    ("aarch64", "{i8, {i8, i32}}", 12, 4, 8),
    ("aarch64", "{i8, <{i8, i32}>}", 6, 1, 8),
    ("aarch64", "{x86_fp80, i8}", 32, 16, 16),
    ("aarch64", "{i128, i8}", 32, 16, 16),
    ("aarch64", "{i8, double}", 16, 8, 8),
    ("aarch64", "{i16, [3 x i8], i64}", 16, 8, 8),
    ("aarch64", "{<4 x float>, i8}", 32, 16, 16),
    ("aarch64", "{i1, i1, i65}", 32, 16, 16),
    ("aarch64", "{ptr, i8}", 16, 8, 8),
    ("aarch64", "{[0 x i64], i8}", 8, 8, 8),
    ("i686", "i1", 1, 1, 1),
    ("i686", "i8", 1, 1, 1),
    ("i686", "i16", 2, 2, 2),
    ("i686", "i24", 4, 4, 4),
    ("i686", "i32", 4, 4, 4),
    ("i686", "i33", 8, 4, 8),
    ("i686", "i48", 8, 4, 8),
    ("i686", "i64", 8, 4, 8),
    ("i686", "i65", 16, 16, 16),
    ("i686", "i96", 16, 16, 16),
    ("i686", "i128", 16, 16, 16),
    ("i686", "i129", 32, 16, 16),
    ("i686", "i256", 32, 16, 16),
    ("i686", "i1000", 128, 16, 16),
    ("i686", "half", 2, 2, 2),
    ("i686", "bfloat", 2, 2, 2),
    ("i686", "float", 4, 4, 4),
    ("i686", "double", 8, 4, 8),
    ("i686", "x86_fp80", 12, 4, 4),
    ("i686", "fp128", 16, 16, 16),
    ("i686", "ppc_fp128", 16, 16, 16),
    ("i686", "ptr", 4, 4, 4),
    ("i686", "ptr addrspace(270)", 4, 4, 4),
    ("i686", "ptr addrspace(1)", 4, 4, 4),
    ("i686", "<2 x i32>", 8, 8, 8),
    ("i686", "<4 x float>", 16, 16, 16),
    ("i686", "<3 x i32>", 16, 16, 16),
    ("i686", "<3 x float>", 16, 16, 16),
    ("i686", "<8 x float>", 32, 32, 32),
    ("i686", "<3 x i1>", 1, 1, 1),
    ("i686", "<16 x i1>", 2, 2, 2),
    ("i686", "<1 x i128>", 16, 16, 16),
    ("i686", "<2 x ptr>", 8, 8, 8),
    ("i686", "<4 x double>", 32, 32, 32),
    ("i686", "<3 x i8>", 4, 4, 4),
    ("i686", "<5 x i16>", 16, 16, 16),
    ("i686", "<2 x x86_fp80>", 32, 32, 32),
    ("i686", "<1 x i64>", 8, 8, 8),
    ("i686", "[3 x i8]", 3, 1, 1),
    ("i686", "[4 x i64]", 32, 4, 8),
    ("i686", "[2 x x86_fp80]", 24, 4, 4),
    ("i686", "[0 x i32]", 0, 4, 4),
    ("i686", "[3 x <3 x i32>]", 48, 16, 16),
    ("i686", "{i8, i32}", 8, 4, 8),
    ("i686", "{i8, i64}", 12, 4, 8),
    ("i686", "{i32, i8}", 8, 4, 8),
    ("i686", "<{i8, i32}>", 5, 1, 8),
    ("i686", "<{i8, i64, i8}>", 10, 1, 8),
    ("i686", "{}", 0, 1, 8),
    ("i686", "{i8}", 1, 1, 8),
    ("i686", "{i8, {i8, i32}}", 12, 4, 8),
    ("i686", "{i8, <{i8, i32}>}", 6, 1, 8),
    ("i686", "{x86_fp80, i8}", 16, 4, 8),
    ("i686", "{i128, i8}", 32, 16, 16),
    ("i686", "{i8, double}", 12, 4, 8),
    ("i686", "{i16, [3 x i8], i64}", 16, 4, 8),
    ("i686", "{<4 x float>, i8}", 32, 16, 16),
    ("i686", "{i1, i1, i65}", 32, 16, 16),
    ("i686", "{ptr, i8}", 8, 4, 8),
    ("i686", "{[0 x i64], i8}", 4, 4, 8),
    ("default", "i1", 1, 1, 1),
    ("default", "i8", 1, 1, 1),
    ("default", "i16", 2, 2, 2),
    ("default", "i24", 4, 4, 4),
    ("default", "i32", 4, 4, 4),
    ("default", "i33", 8, 4, 8),
    ("default", "i48", 8, 4, 8),
    ("default", "i64", 8, 4, 8),
    ("default", "i65", 12, 4, 8),
    ("default", "i96", 12, 4, 8),
    ("default", "i128", 16, 4, 8),
    ("default", "i129", 20, 4, 8),
    ("default", "i256", 32, 4, 8),
    ("default", "i1000", 128, 4, 8),
    ("default", "half", 2, 2, 2),
    ("default", "bfloat", 2, 2, 2),
    ("default", "float", 4, 4, 4),
    ("default", "double", 8, 8, 8),
    ("default", "x86_fp80", 16, 16, 16),
    ("default", "fp128", 16, 16, 16),
    ("default", "ppc_fp128", 16, 16, 16),
    ("default", "ptr", 8, 8, 8),
    ("default", "ptr addrspace(270)", 8, 8, 8),
    ("default", "ptr addrspace(1)", 8, 8, 8),
    ("default", "<2 x i32>", 8, 8, 8),
    ("default", "<4 x float>", 16, 16, 16),
    ("default", "<3 x i32>", 16, 16, 16),
    ("default", "<3 x float>", 16, 16, 16),
    ("default", "<8 x float>", 32, 32, 32),
    ("default", "<3 x i1>", 1, 1, 1),
    ("default", "<16 x i1>", 2, 2, 2),
    ("default", "<1 x i128>", 16, 16, 16),
    ("default", "<2 x ptr>", 16, 16, 16),
    ("default", "<4 x double>", 32, 32, 32),
    ("default", "<3 x i8>", 4, 4, 4),
    ("default", "<5 x i16>", 16, 16, 16),
    ("default", "<2 x x86_fp80>", 32, 32, 32),
    ("default", "<1 x i64>", 8, 8, 8),
    ("default", "[3 x i8]", 3, 1, 1),
    ("default", "[4 x i64]", 32, 4, 8),
    ("default", "[2 x x86_fp80]", 32, 16, 16),
    ("default", "[0 x i32]", 0, 4, 4),
    ("default", "[3 x <3 x i32>]", 48, 16, 16),
    ("default", "{i8, i32}", 8, 4, 8),
    ("default", "{i8, i64}", 12, 4, 8),
    ("default", "{i32, i8}", 8, 4, 8),
    ("default", "<{i8, i32}>", 5, 1, 8),
    ("default", "<{i8, i64, i8}>", 10, 1, 8),
    ("default", "{}", 0, 1, 8),
    ("default", "{i8}", 1, 1, 8),
    ("default", "{i8, {i8, i32}}", 12, 4, 8),
    ("default", "{i8, <{i8, i32}>}", 6, 1, 8),
    ("default", "{x86_fp80, i8}", 32, 16, 16),
    ("default", "{i128, i8}", 20, 4, 8),
    ("default", "{i8, double}", 16, 8, 8),
    ("default", "{i16, [3 x i8], i64}", 16, 4, 8),
    ("default", "{<4 x float>, i8}", 32, 16, 16),
    ("default", "{i1, i1, i65}", 16, 4, 8),
    ("default", "{ptr, i8}", 16, 8, 8),
    ("default", "{[0 x i64], i8}", 4, 4, 8),
    ("odd", "i1", 1, 1, 1),
    ("odd", "i8", 1, 1, 1),
    ("odd", "i16", 2, 2, 2),
    ("odd", "i24", 4, 4, 8),
    ("odd", "i32", 4, 4, 4),
    ("odd", "i33", 8, 4, 8),
    ("odd", "i48", 8, 4, 8),
    ("odd", "i64", 8, 4, 8),
    ("odd", "i65", 12, 4, 8),
    ("odd", "i96", 12, 4, 8),
    ("odd", "i128", 16, 4, 8),
    ("odd", "i129", 20, 4, 8),
    ("odd", "i256", 32, 4, 8),
    ("odd", "i1000", 128, 4, 8),
    ("odd", "half", 2, 2, 2),
    ("odd", "bfloat", 2, 2, 2),
    ("odd", "float", 4, 4, 4),
    ("odd", "double", 8, 8, 8),
    ("odd", "x86_fp80", 10, 2, 2),
    ("odd", "fp128", 16, 16, 16),
    ("odd", "ppc_fp128", 16, 16, 16),
    ("odd", "ptr", 4, 4, 8),
    ("odd", "ptr addrspace(270)", 4, 4, 8),
    ("odd", "ptr addrspace(1)", 4, 4, 8),
    ("odd", "<2 x i32>", 8, 8, 8),
    ("odd", "<4 x float>", 16, 4, 8),
    ("odd", "<3 x i32>", 16, 16, 16),
    ("odd", "<3 x float>", 16, 16, 16),
    ("odd", "<8 x float>", 32, 32, 32),
    ("odd", "<3 x i1>", 1, 1, 1),
    ("odd", "<16 x i1>", 2, 2, 2),
    ("odd", "<1 x i128>", 16, 4, 8),
    ("odd", "<2 x ptr>", 8, 8, 8),
    ("odd", "<4 x double>", 32, 32, 32),
    ("odd", "<3 x i8>", 4, 4, 4),
    ("odd", "<5 x i16>", 16, 16, 16),
    ("odd", "<2 x x86_fp80>", 32, 32, 32),
    ("odd", "<1 x i64>", 8, 8, 8),
    ("odd", "[3 x i8]", 3, 1, 1),
    ("odd", "[4 x i64]", 32, 4, 8),
    ("odd", "[2 x x86_fp80]", 20, 2, 2),
    ("odd", "[0 x i32]", 0, 4, 4),
    ("odd", "[3 x <3 x i32>]", 48, 16, 16),
    ("odd", "{i8, i32}", 8, 4, 8),
    ("odd", "{i8, i64}", 12, 4, 8),
    ("odd", "{i32, i8}", 8, 4, 8),
    ("odd", "<{i8, i32}>", 5, 1, 8),
    ("odd", "<{i8, i64, i8}>", 10, 1, 8),
    ("odd", "{}", 0, 2, 8),
    ("odd", "{i8}", 2, 2, 8),
    ("odd", "{i8, {i8, i32}}", 12, 4, 8),
    ("odd", "{i8, <{i8, i32}>}", 6, 2, 8),
    ("odd", "{x86_fp80, i8}", 12, 2, 8),
    ("odd", "{i128, i8}", 20, 4, 8),
    ("odd", "{i8, double}", 16, 8, 8),
    ("odd", "{i16, [3 x i8], i64}", 16, 4, 8),
    ("odd", "{<4 x float>, i8}", 20, 4, 8),
    ("odd", "{i1, i1, i65}", 16, 4, 8),
    ("odd", "{ptr, i8}", 8, 4, 8),
    ("odd", "{[0 x i64], i8}", 4, 4, 8),
];

/// (layout, struct type, field offsets)
const OFFSETS: &[(&str, &str, &[u64])] = &[
    ("x86_64", "{i8, i32}", &[0, 4]),
    ("x86_64", "{i8, i64}", &[0, 8]),
    ("x86_64", "{i32, i8}", &[0, 4]),
    ("x86_64", "<{i8, i32}>", &[0, 1]),
    ("x86_64", "<{i8, i64, i8}>", &[0, 1, 9]),
    ("x86_64", "{}", &[]),
    ("x86_64", "{i8}", &[0]),
    ("x86_64", "{i8, {i8, i32}}", &[0, 4]),
    ("x86_64", "{i8, <{i8, i32}>}", &[0, 1]),
    ("x86_64", "{x86_fp80, i8}", &[0, 16]),
    ("x86_64", "{i128, i8}", &[0, 16]),
    ("x86_64", "{i8, double}", &[0, 8]),
    ("x86_64", "{i16, [3 x i8], i64}", &[0, 2, 8]),
    ("x86_64", "{<4 x float>, i8}", &[0, 16]),
    ("x86_64", "{i1, i1, i65}", &[0, 1, 16]),
    ("x86_64", "{ptr, i8}", &[0, 8]),
    ("x86_64", "{[0 x i64], i8}", &[0, 0]),
    ("aarch64", "{i8, i32}", &[0, 4]),
    ("aarch64", "{i8, i64}", &[0, 8]),
    ("aarch64", "{i32, i8}", &[0, 4]),
    ("aarch64", "<{i8, i32}>", &[0, 1]),
    ("aarch64", "<{i8, i64, i8}>", &[0, 1, 9]),
    ("aarch64", "{}", &[]),
    ("aarch64", "{i8}", &[0]),
    ("aarch64", "{i8, {i8, i32}}", &[0, 4]),
    ("aarch64", "{i8, <{i8, i32}>}", &[0, 1]),
    ("aarch64", "{x86_fp80, i8}", &[0, 16]),
    ("aarch64", "{i128, i8}", &[0, 16]),
    ("aarch64", "{i8, double}", &[0, 8]),
    ("aarch64", "{i16, [3 x i8], i64}", &[0, 2, 8]),
    ("aarch64", "{<4 x float>, i8}", &[0, 16]),
    ("aarch64", "{i1, i1, i65}", &[0, 1, 16]),
    ("aarch64", "{ptr, i8}", &[0, 8]),
    ("aarch64", "{[0 x i64], i8}", &[0, 0]),
    ("i686", "{i8, i32}", &[0, 4]),
    ("i686", "{i8, i64}", &[0, 4]),
    ("i686", "{i32, i8}", &[0, 4]),
    ("i686", "<{i8, i32}>", &[0, 1]),
    ("i686", "<{i8, i64, i8}>", &[0, 1, 9]),
    ("i686", "{}", &[]),
    ("i686", "{i8}", &[0]),
    ("i686", "{i8, {i8, i32}}", &[0, 4]),
    ("i686", "{i8, <{i8, i32}>}", &[0, 1]),
    ("i686", "{x86_fp80, i8}", &[0, 12]),
    ("i686", "{i128, i8}", &[0, 16]),
    ("i686", "{i8, double}", &[0, 4]),
    ("i686", "{i16, [3 x i8], i64}", &[0, 2, 8]),
    ("i686", "{<4 x float>, i8}", &[0, 16]),
    ("i686", "{i1, i1, i65}", &[0, 1, 16]),
    ("i686", "{ptr, i8}", &[0, 4]),
    ("i686", "{[0 x i64], i8}", &[0, 0]),
    ("default", "{i8, i32}", &[0, 4]),
    ("default", "{i8, i64}", &[0, 4]),
    ("default", "{i32, i8}", &[0, 4]),
    ("default", "<{i8, i32}>", &[0, 1]),
    ("default", "<{i8, i64, i8}>", &[0, 1, 9]),
    ("default", "{}", &[]),
    ("default", "{i8}", &[0]),
    ("default", "{i8, {i8, i32}}", &[0, 4]),
    ("default", "{i8, <{i8, i32}>}", &[0, 1]),
    ("default", "{x86_fp80, i8}", &[0, 16]),
    ("default", "{i128, i8}", &[0, 16]),
    ("default", "{i8, double}", &[0, 8]),
    ("default", "{i16, [3 x i8], i64}", &[0, 2, 8]),
    ("default", "{<4 x float>, i8}", &[0, 16]),
    ("default", "{i1, i1, i65}", &[0, 1, 4]),
    ("default", "{ptr, i8}", &[0, 8]),
    ("default", "{[0 x i64], i8}", &[0, 0]),
    ("odd", "{i8, i32}", &[0, 4]),
    ("odd", "{i8, i64}", &[0, 4]),
    ("odd", "{i32, i8}", &[0, 4]),
    ("odd", "<{i8, i32}>", &[0, 1]),
    ("odd", "<{i8, i64, i8}>", &[0, 1, 9]),
    ("odd", "{}", &[]),
    ("odd", "{i8}", &[0]),
    ("odd", "{i8, {i8, i32}}", &[0, 4]),
    ("odd", "{i8, <{i8, i32}>}", &[0, 1]),
    ("odd", "{x86_fp80, i8}", &[0, 10]),
    ("odd", "{i128, i8}", &[0, 16]),
    ("odd", "{i8, double}", &[0, 8]),
    ("odd", "{i16, [3 x i8], i64}", &[0, 2, 8]),
    ("odd", "{<4 x float>, i8}", &[0, 16]),
    ("odd", "{i1, i1, i65}", &[0, 1, 4]),
    ("odd", "{ptr, i8}", &[0, 4]),
    ("odd", "{[0 x i64], i8}", &[0, 0]),
];

#[test]
fn sizes_and_alignments_match_llvm() {
    let mut failures = Vec::new();
    for &(l, t, alloc, abi, pref) in SIZES {
        let dl = layout(l);
        let mut tt = TypeTable::new();
        let id = ty(&mut tt, t);
        let got = (dl.type_alloc_size(&tt, id), dl.abi_align(&tt, id), dl.pref_align(&tt, id));
        if got != (alloc, abi, pref) {
            failures.push(format!("{l} {t}: got {got:?}, llvm {:?}", (alloc, abi, pref)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn struct_offsets_match_llvm() {
    let mut failures = Vec::new();
    for &(l, t, offs) in OFFSETS {
        let dl = layout(l);
        let mut tt = TypeTable::new();
        let id = ty(&mut tt, t);
        let got = dl.struct_layout(&tt, id).unwrap().offsets;
        if got != offs {
            failures.push(format!("{l} {t}: got {got:?}, llvm {offs:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn store_sizes_and_bits() {
    let dl = layout("x86_64");
    let mut tt = TypeTable::new();
    let f80 = ty(&mut tt, "x86_fp80");
    assert_eq!(
        (dl.type_size_in_bits(&tt, f80), dl.type_store_size(&tt, f80), dl.type_alloc_size(&tt, f80)),
        (80, 10, 16)
    );
    let i36 = ty(&mut tt, "i36");
    assert_eq!(
        (dl.type_size_in_bits(&tt, i36), dl.type_store_size(&tt, i36), dl.type_alloc_size(&tt, i36)),
        (36, 5, 8)
    );
    let v = ty(&mut tt, "<3 x i1>");
    assert_eq!((dl.type_size_in_bits(&tt, v), dl.type_store_size(&tt, v)), (3, 1));
    let v = ty(&mut tt, "<3 x i32>");
    assert_eq!((dl.type_size_in_bits(&tt, v), dl.type_store_size(&tt, v), dl.type_alloc_size(&tt, v)), (96, 12, 16));
    let i686 = layout("i686");
    assert_eq!(i686.type_alloc_size(&tt, f80), 12);
    let s = ty(&mut tt, "{i8, {i8, i32}, [3 x i16]}");
    assert_eq!(dl.gep_offset(&tt, s, &[1, 1, 1]), Some(20 + 4 + 4));
    assert_eq!(dl.gep_offset(&tt, s, &[0, 2, 2]), Some(12 + 4));
    assert_eq!(dl.gep_offset(&tt, s, &[0, 3]), None);
    let l = dl.struct_layout(&tt, s).unwrap();
    assert_eq!((l.size, l.align, l.padded), (20, 4, true));
    assert_eq!(l.field_containing(5), Some(1));
    assert_eq!(l.field_containing(12), Some(2));
}

/// Sizes and alignments of C types as clang-19 reports them (`sizeof`, `_Alignof`) for
/// x86_64-linux-gnu, checked through the IR types clang lowers them to.
#[test]
fn c_types_on_x86_64() {
    let dl = DataLayout::default_for_triple("x86_64-unknown-linux-gnu");
    let mut tt = TypeTable::new();
    // (IR type, sizeof, _Alignof): long double, __int128, struct { char; long double },
    // struct { char c; int i; short s; } and a vector_size(16) float vector.
    for (t, size, align) in [
        ("x86_fp80", 16, 16),
        ("i128", 16, 16),
        ("{i8, x86_fp80}", 32, 16),
        ("{i8, i32, i16}", 12, 4),
        ("<4 x float>", 16, 16),
        ("double", 8, 8),
        ("ptr", 8, 8),
    ] {
        let id = ty(&mut tt, t);
        assert_eq!((dl.type_alloc_size(&tt, id), dl.abi_align(&tt, id)), (size, align), "{t}");
    }
}
