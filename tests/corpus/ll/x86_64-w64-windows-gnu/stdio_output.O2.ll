; ModuleID = 'tests/programs/stdio_output.c'
source_filename = "tests/programs/stdio_output.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [10 x i8] c"puts line\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"fputs line\0A\00", align 1
@__const.main.data = private unnamed_addr constant [13 x i8] c"fwrite data\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fprintf %d %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %u %d %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%d %u %lld %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"%x %llX %o\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"[%8s][%-8s][%.3s][%*d][%-*d][%.*f]\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str.11 = private unnamed_addr constant [40 x i8] c"[%+5d][% d][%#x][%#o][%08.3f][%hd][%u]\0A\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"[%c%c%c][%%][%5.1f%%]\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [13 x i8], align 1
  %2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str)
  %3 = tail call i32 @putchar(i32 noundef 112)
  %4 = tail call i32 @putchar(i32 noundef 99)
  %5 = tail call i32 @putchar(i32 noundef 10)
  %6 = tail call ptr @__acrt_iob_func(i32 noundef 1) #8
  %7 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 11, i64 1, ptr %6)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.data, i64 13, i1 false)
  %8 = tail call ptr @__acrt_iob_func(i32 noundef 1) #8
  %9 = call i64 @fwrite(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 12, ptr noundef %8)
  %10 = tail call ptr @__acrt_iob_func(i32 noundef 1) #8
  tail call void (ptr, ptr, ...) @fprintf(ptr noundef %10, ptr poison, i32 noundef 7, ptr noundef nonnull @.str.3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef -8, i32 noundef 200, i32 noundef -1600, i32 noundef 60000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef -2000000000, i32 noundef -294967296, i64 noundef -9000000000000000000, i64 noundef -446744073709551616)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef -294967296, i64 noundef -446744073709551616, i32 noundef 511)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 3.141590e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 12, i32 noundef 34, i32 noundef 255, i32 noundef 8, double noundef -3.500000e+00, i32 noundef -5, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 97, i32 noundef 66, i32 noundef 67, double noundef 9.950000e+01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 0, ptr noundef nonnull @.str.14)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 1, ptr noundef nonnull @.str.14)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 2, ptr noundef nonnull @.str.14)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 3, ptr noundef nonnull @.str.14)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 4, ptr noundef nonnull @.str.15)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare dso_local noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @fprintf(ptr noundef %0, ptr nocapture nonnull readnone %1, ...) unnamed_addr #5 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %0, ptr noundef nonnull @.str.2, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

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
