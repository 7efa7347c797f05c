@msg = private unnamed_addr constant [15 x i8] c"hello from .ll\00"
@counter = global i64 0, align 8

define ptr @greeting() {
entry:
  ret ptr @msg
}

define i64 @bump(i64 %by) {
entry:
  %old = load i64, ptr @counter, align 8
  %new = add i64 %old, %by
  store i64 %new, ptr @counter, align 8
  ret i64 %new
}
