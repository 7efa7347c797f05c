; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 1, i32 6, i32 -2147483648, i32 305419896, i32 -252645136, i32 65535, i32 2147483647], align 16
@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  br label %38

2:                                                ; preds = %38
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1607262117)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 32, i32 noundef 7, i32 noundef 0, i64 noundef -1167088121787636991, i64 noundef 3771334343958392850)
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i32 [ 0, %2 ], [ %27, %5 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %2 ], [ %28, %5 ]
  %8 = phi <4 x i1> [ zeroinitializer, %2 ], [ %25, %5 ]
  %9 = phi <4 x i1> [ zeroinitializer, %2 ], [ %26, %5 ]
  %10 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %11 = add nuw nsw <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>
  %12 = add <4 x i32> %7, <i32 5, i32 5, i32 5, i32 5>
  %13 = xor <4 x i32> %11, %7
  %14 = xor <4 x i32> %12, %10
  %15 = lshr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %16 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %17 = xor <4 x i32> %7, %15
  %18 = xor <4 x i32> %10, %16
  %19 = xor <4 x i32> %17, %11
  %20 = xor <4 x i32> %18, %12
  %21 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %19)
  %22 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %20)
  %23 = icmp ne <4 x i32> %21, <i32 1, i32 1, i32 1, i32 1>
  %24 = icmp ne <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %25 = or <4 x i1> %8, %23
  %26 = or <4 x i1> %9, %24
  %27 = add nuw i32 %6, 8
  %28 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %29 = icmp eq i32 %27, 5000
  br i1 %29, label %30, label %5, !llvm.loop !5

30:                                               ; preds = %5
  %31 = or <4 x i1> %26, %25
  %32 = freeze <4 x i1> %31
  %33 = bitcast <4 x i1> %32 to i4
  %34 = icmp eq i4 %33, 0
  %35 = zext i1 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2072185004, i32 noundef 67)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  br label %50

38:                                               ; preds = %0, %38
  %39 = phi i64 [ 0, %0 ], [ %48, %38 ]
  %40 = getelementptr inbounds [7 x i32], ptr @__const.main.vals, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !9
  %42 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %41)
  %43 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %41, i1 true)
  %44 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %41, i1 true)
  %45 = and i32 %42, 1
  %46 = tail call i32 @llvm.bswap.i32(i32 %41)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46)
  %48 = add nuw nsw i64 %39, 1
  %49 = icmp eq i64 %48, 7
  br i1 %49, label %2, label %38, !llvm.loop !13

50:                                               ; preds = %50, %30
  %51 = phi i32 [ 0, %30 ], [ %69, %50 ]
  %52 = and i32 %51, 62
  %53 = zext nneg i32 %52 to i64
  %54 = shl nuw nsw i64 1, %53
  %55 = lshr i32 %51, 6
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !14
  %59 = or i64 %58, %54
  store i64 %59, ptr %57, align 8, !tbaa !14
  %60 = add nuw nsw i32 %51, 3
  %61 = and i32 %60, 63
  %62 = zext nneg i32 %61 to i64
  %63 = shl nuw i64 1, %62
  %64 = lshr i32 %60, 6
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8, !tbaa !14
  %68 = or i64 %67, %63
  store i64 %68, ptr %66, align 8, !tbaa !14
  %69 = add nuw nsw i32 %51, 6
  %70 = icmp ult i32 %51, 250
  br i1 %70, label %50, label %71, !llvm.loop !16

71:                                               ; preds = %50, %71
  %72 = phi i32 [ %92, %71 ], [ 0, %50 ]
  %73 = and i32 %72, 62
  %74 = zext nneg i32 %73 to i64
  %75 = shl nuw nsw i64 1, %74
  %76 = xor i64 %75, -1
  %77 = lshr i32 %72, 6
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8, !tbaa !14
  %81 = and i64 %80, %76
  store i64 %81, ptr %79, align 8, !tbaa !14
  %82 = add nuw nsw i32 %72, 5
  %83 = and i32 %82, 63
  %84 = zext nneg i32 %83 to i64
  %85 = shl nuw i64 1, %84
  %86 = xor i64 %85, -1
  %87 = lshr i32 %82, 6
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8, !tbaa !14
  %91 = and i64 %90, %86
  store i64 %91, ptr %89, align 8, !tbaa !14
  %92 = add nuw nsw i32 %72, 10
  %93 = icmp ult i32 %72, 246
  br i1 %93, label %71, label %94, !llvm.loop !17

94:                                               ; preds = %71
  %95 = load <4 x i64>, ptr %1, align 16, !tbaa !14
  %96 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %95)
  %97 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %96)
  %98 = trunc i64 %97 to i32
  %99 = extractelement <4 x i64> %95, i64 0
  %100 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %99, i1 true)
  %101 = trunc nuw nsw i64 %100 to i32
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %98, i32 noundef %101)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 9, i32 noundef 63)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 184, i32 noundef 510274632)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 52651)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.ctpop.v4i64(<4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #5

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !6}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !11, i64 0}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
