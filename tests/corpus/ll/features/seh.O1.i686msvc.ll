; ModuleID = 'tests/programs/features/seh.c'
source_filename = "tests/programs/features/seh.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_04NBCHDMCG@fin?6?$AA@" = comdat any

@"??_C@_04NBCHDMCG@fin?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"fin\0A\00", comdat, align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local dllexport range(i32 -2147483647, -2147483648) i32 @exported(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @filter(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 5
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: nounwind
define dso_local i32 @seh(ptr nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2)
  %3 = load i32, ptr %0, align 4
  %4 = add nsw i32 %3, 1
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_04NBCHDMCG@fin?6?$AA@") #4
  %6 = call i32 @imported(i32 noundef 2) #4
  %7 = add nsw i32 %4, %6
  ret i32 %7
}

declare dso_local i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare dllimport i32 @imported(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
