; ModuleID = 'tests/run/vector_bits.c'
source_filename = "tests/run/vector_bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"packed greater: 0x%02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"bool4 from 0xa5: %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"bool16 true lanes: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"odd lanes: 0x%04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"float->short: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"float->ushort: %u %u %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [34 x i8] c"char->float: %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [36 x i8] c"ushort->float: %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"double->int: %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"int->double: %.1f %.1f\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"float->long: %ld %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca <8 x i32>, align 32
  %2 = alloca <8 x i32>, align 32
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  store <8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, ptr %1, align 32, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  store <8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, ptr %2, align 32, !tbaa !5
  %5 = call fastcc i8 @lanes_greater(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %6 = bitcast i8 %5 to <8 x i1>
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #8
  store i8 0, ptr %3, align 1, !tbaa !5
  call fastcc void @store_bools(ptr noundef nonnull %3, i8 noundef %5)
  %7 = load i8, ptr %3, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8)
  %10 = and i8 %5, 1
  %11 = zext nneg i8 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11)
  %13 = extractelement <8 x i1> %6, i64 1
  %14 = zext i1 %13 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14)
  %16 = extractelement <8 x i1> %6, i64 2
  %17 = zext i1 %16 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  %19 = extractelement <8 x i1> %6, i64 3
  %20 = zext i1 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  %22 = extractelement <8 x i1> %6, i64 4
  %23 = zext i1 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23)
  %25 = extractelement <8 x i1> %6, i64 5
  %26 = zext i1 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26)
  %28 = extractelement <8 x i1> %6, i64 6
  %29 = zext i1 %28 to i32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29)
  %31 = extractelement <8 x i1> %6, i64 7
  %32 = zext i1 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %32)
  %34 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #8
  store i8 -91, ptr %4, align 1, !tbaa !5
  %35 = call fastcc i8 @load_bools(ptr noundef nonnull %4)
  %36 = bitcast i8 %35 to <8 x i1>
  %37 = and i8 %35, 1
  %38 = zext nneg i8 %37 to i32
  %39 = extractelement <8 x i1> %36, i64 1
  %40 = zext i1 %39 to i32
  %41 = extractelement <8 x i1> %36, i64 2
  %42 = zext i1 %41 to i32
  %43 = extractelement <8 x i1> %36, i64 3
  %44 = zext i1 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44)
  %46 = tail call fastcc i32 @count_true()
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %46)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 43690)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef -2, i32 noundef 300, i32 noundef -32000)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 65535, i32 noundef 1234, i32 noundef 7)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef -1.280000e+02, double noundef -1.000000e+00, double noundef 0.000000e+00, double noundef 1.270000e+02)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 4.000000e+04, double noundef 6.553500e+04)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -7, i32 noundef 2147483000)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0xC1E0000000000000, double noundef 6.553700e+04)
  %55 = tail call fastcc <2 x i64> @float_pair_to_long()
  %56 = extractelement <2 x i64> %55, i64 0
  %57 = extractelement <2 x i64> %55, i64 1
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %56, i64 noundef %57)
  %59 = icmp ne i8 %7, -22
  %60 = zext i1 %59 to i32
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  ret i32 %60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i8 @lanes_greater(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !5
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !5
  %5 = icmp sgt <8 x i32> %3, %4
  %6 = bitcast <8 x i1> %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_bools(ptr nocapture noundef writeonly %0, i8 noundef %1) unnamed_addr #3 {
  store i8 %1, ptr %0, align 1, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i8 @load_bools(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = alloca <4 x i1>, align 1
  %3 = load <8 x i1>, ptr %0, align 1
  %4 = shufflevector <8 x i1> %3, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x i1> %4, ptr %2, align 1
  %5 = load i8, ptr %2, align 1
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @count_true() unnamed_addr #5 {
  ret i32 9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x i64> @float_pair_to_long() unnamed_addr #6 {
  ret <2 x i64> <i64 -2, i64 -32000>
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
