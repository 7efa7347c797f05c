; hello.ll: "Hello, world!" as clang-19 -O2 emits it for x86_64-unknown-linux-gnu,
; tidied by hand (named values, comments). The C source:
;
;   #include <stdio.h>
;   int main(int argc, char **argv) {
;     if (argc > 1)
;       printf("Hello, %s!\n", argv[1]);
;     else
;       puts("Hello, world!");
;     return 0;
;   }
;
; Try: rllc examples/hello.ll --emit-llvm -o -

source_filename = "hello.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [12 x i8] c"Hello, %s!\0A\00", align 1
@.world = private unnamed_addr constant [14 x i8] c"Hello, world!\00", align 1

define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %has_name = icmp sgt i32 %argc, 1
  br i1 %has_name, label %greet_name, label %greet_world

greet_name:
  %argv1 = getelementptr inbounds i8, ptr %argv, i64 8
  %name = load ptr, ptr %argv1, align 8, !tbaa !5
  %n1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.fmt, ptr noundef %name)
  br label %done

greet_world:
  %n2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.world)
  br label %done

done:
  ret i32 0
}

declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"clang version 19"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
