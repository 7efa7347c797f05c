; ModuleID = 'tests/programs/stdio_output.c'
source_filename = "tests/programs/stdio_output.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"puts line\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"fputs line\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@__const.main.data = private unnamed_addr constant [13 x i8] c"fwrite data\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fprintf %d %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %u %d %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"%d %u %ld %lu\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"%x %lX %o\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"[%8s][%-8s][%.3s][%*d][%-*d][%.*f]\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str.11 = private unnamed_addr constant [40 x i8] c"[%+5d][% d][%#x][%#o][%08.3f][%hd][%u]\0A\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"[%c%c%c][%%][%5.1f%%]\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [13 x i8], align 1
  %2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str)
  %3 = load ptr, ptr @stdout, align 8, !tbaa !6
  %4 = tail call i32 @putc(i32 noundef 112, ptr noundef %3)
  %5 = load ptr, ptr @stdout, align 8, !tbaa !6
  %6 = tail call i32 @putc(i32 noundef 99, ptr noundef %5)
  %7 = load ptr, ptr @stdout, align 8, !tbaa !6
  %8 = tail call i32 @putc(i32 noundef 10, ptr noundef %7)
  %9 = load ptr, ptr @stdout, align 8, !tbaa !6
  %10 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 11, i64 1, ptr %9)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %1) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.data, i64 13, i1 false)
  %11 = load ptr, ptr @stdout, align 8, !tbaa !6
  %12 = call i64 @fwrite(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 12, ptr noundef %11)
  %13 = load ptr, ptr @stdout, align 8, !tbaa !6
  %14 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %13, ptr noundef nonnull @.str.2, i32 noundef 7, ptr noundef nonnull @.str.3) #4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -8, i32 noundef 200, i32 noundef -1600, i32 noundef 60000)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2000000000, i32 noundef -294967296, i64 noundef -9000000000000000000, i64 noundef -446744073709551616)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -294967296, i64 noundef -446744073709551616, i32 noundef 511)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 3.141590e+00)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 12, i32 noundef 34, i32 noundef 255, i32 noundef 8, double noundef -3.500000e+00, i32 noundef -5, i32 noundef 44)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 97, i32 noundef 66, i32 noundef 67, double noundef 9.950000e+01)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, ptr noundef nonnull @.str.14)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, ptr noundef nonnull @.str.14)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, ptr noundef nonnull @.str.14)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, ptr noundef nonnull @.str.14)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, ptr noundef nonnull @.str.15)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
