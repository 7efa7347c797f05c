; The `CG Profile` module flag (from PGO builds: clang -fprofile-use): call-graph edges
; with counts, which llc writes as .llvm.call-graph-profile for the linker's function
; ordering. Edges to a declaration, from a local function, and one whose end was
; dead-stripped (null: left out).
target triple = "x86_64-unknown-linux-gnu"

declare void @callee()

define void @hot() {
  call void @callee()
  call void @warm()
  ret void
}

define void @warm() {
  call void @cold()
  ret void
}

define internal void @cold() {
  call void @callee()
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 5, !"CG Profile", !1}
!1 = !{!2, !3, !4, !5}
!2 = !{ptr @hot, ptr @callee, i64 1000}
!3 = !{ptr @hot, ptr @warm, i64 250}
!4 = !{ptr @warm, ptr @cold, i64 4294967296}
!5 = !{ptr @cold, null, i64 7}
