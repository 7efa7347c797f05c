; ModuleID = 'tests/programs/vector_ext.c'
source_filename = "tests/programs/vector_ext.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [5 x i8] c"madd\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"cmp a<b\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"shuffle\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"shr\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"and/or/xor\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"mod\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"unsigned shr = %u %u %u %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"lerp = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"convert\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"back = %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"v2df = %.3f %.3f\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"v8hi hash = %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"v16qu hash = %u\0A\00", align 1
@.str.15 = private unnamed_addr constant [28 x i8] c"v4di = %lld %lld %lld %lld\0A\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"v8sf sum = %.4f\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"mem = %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.19 = private unnamed_addr constant [23 x i8] c"%s = {%d, %d, %d, %d}\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str, i32 noundef 105, i32 noundef 188, i32 noundef 279, i32 noundef 368)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, i32 noundef -1, i32 noundef -1, i32 noundef 0, i32 noundef -1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, i32 noundef 8, i32 noundef 1, i32 noundef 6, i32 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef -8, i32 noundef 12, i32 noundef -16)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef 3, i32 noundef -4, i32 noundef 4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, i32 noundef 101, i32 noundef -202, i32 noundef 303, i32 noundef -404)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, i32 noundef 20, i32 noundef 33, i32 noundef -42, i32 noundef 50)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, i32 noundef 0, i32 noundef 2, i32 noundef 6, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 15, i32 noundef 0, i32 noundef 15)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef -2.500000e-01, double noundef 3.500000e+00, double noundef 2.375000e+00, double noundef 5.500000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, i32 noundef -6, i32 noundef 12, i32 noundef 0, i32 noundef 15)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef 1.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00, double noundef -4.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef 3.250000e+00, double noundef 7.250000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef -14808)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1101643344)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i64 noundef -10, i64 noundef -23, i64 noundef 1236950581233, i64 noundef -1266637395197970)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, double noundef 0x405B6D75E0000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 6, i32 noundef 4, i32 noundef 400)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
