; Symbol partitions (clang -fsymbol-partition=...): each defined global of default
; visibility with a `partition` gets a .llvm_sympart section of its own naming the
; partition and the global; hidden globals and declarations get none.
target triple = "x86_64-unknown-linux-gnu"

@counter = global i32 1, partition "part.one"
@hidden_counter = hidden global i32 2, partition "part.one"
@table = constant [2 x i64] [i64 1, i64 2], partition "part.two"

define void @entry() partition "part.two" {
  ret void
}

define internal void @local() partition "part.one" {
  ret void
}

declare void @elsewhere() partition "part.three"
