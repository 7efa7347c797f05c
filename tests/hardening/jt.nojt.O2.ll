; ModuleID = input
source_filename = "jt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @jt(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %8 [
    i32 0, label %2
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
    i32 5, label %7
  ]

2:                                                ; preds = %1
  tail call void @f1() #2
  br label %8

3:                                                ; preds = %1
  tail call void @f2() #2
  br label %8

4:                                                ; preds = %1
  tail call void @f3() #2
  br label %8

5:                                                ; preds = %1
  tail call void @f4() #2
  br label %8

6:                                                ; preds = %1
  tail call void @f5() #2
  br label %8

7:                                                ; preds = %1
  tail call void @f1() #2
  tail call void @f2() #2
  br label %8

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  ret void
}

declare void @f1() local_unnamed_addr #1

declare void @f2() local_unnamed_addr #1

declare void @f3() local_unnamed_addr #1

declare void @f4() local_unnamed_addr #1

declare void @f5() local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @caller() local_unnamed_addr #0 {
  tail call void @f1() #2
  tail call void @f1() #2
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-jump-tables"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
