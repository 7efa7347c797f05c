; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 31, i32 noundef 0, i32 noundef 1, i32 noundef 16777216)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef 2, i32 noundef 29, i32 noundef 1, i32 noundef 0, i32 noundef 100663296)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 31, i32 noundef 1, i32 noundef 128)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 305419896, i32 noundef 13, i32 noundef 3, i32 noundef 3, i32 noundef 1, i32 noundef 2018915346)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -252645136, i32 noundef 16, i32 noundef 0, i32 noundef 4, i32 noundef 0, i32 noundef -252645136)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 65535, i32 noundef 16, i32 noundef 16, i32 noundef 0, i32 noundef 0, i32 noundef -65536)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2147483647, i32 noundef 31, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef -129)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1607262117)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 32, i32 noundef 7, i32 noundef 0, i64 noundef -1167088121787636991, i64 noundef 3771334343958392850)
  br label %11

11:                                               ; preds = %11, %0
  %12 = phi i32 [ 0, %0 ], [ %33, %11 ]
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %34, %11 ]
  %14 = phi <4 x i1> [ zeroinitializer, %0 ], [ %31, %11 ]
  %15 = phi <4 x i1> [ zeroinitializer, %0 ], [ %32, %11 ]
  %16 = add <4 x i32> %13, <i32 4, i32 4, i32 4, i32 4>
  %17 = add nuw nsw <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %18 = add <4 x i32> %13, <i32 5, i32 5, i32 5, i32 5>
  %19 = xor <4 x i32> %17, %13
  %20 = xor <4 x i32> %18, %16
  %21 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %22 = lshr <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %23 = xor <4 x i32> %13, %21
  %24 = xor <4 x i32> %16, %22
  %25 = xor <4 x i32> %23, %17
  %26 = xor <4 x i32> %24, %18
  %27 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %25)
  %28 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %26)
  %29 = icmp ne <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %30 = icmp ne <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %31 = or <4 x i1> %14, %29
  %32 = or <4 x i1> %15, %30
  %33 = add nuw i32 %12, 8
  %34 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %35 = icmp eq i32 %33, 5000
  br i1 %35, label %36, label %11, !llvm.loop !6

36:                                               ; preds = %11
  %37 = or <4 x i1> %32, %31
  %38 = freeze <4 x i1> %37
  %39 = bitcast <4 x i1> %38 to i4
  %40 = icmp eq i4 %39, 0
  %41 = zext i1 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2072185004, i32 noundef 67)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  br label %44

44:                                               ; preds = %36, %44
  %45 = phi i32 [ 0, %36 ], [ %54, %44 ]
  %46 = and i32 %45, 63
  %47 = zext nneg i32 %46 to i64
  %48 = shl nuw i64 1, %47
  %49 = lshr i32 %45, 6
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8, !tbaa !10
  %53 = or i64 %52, %48
  store i64 %53, ptr %51, align 8, !tbaa !10
  %54 = add nuw nsw i32 %45, 3
  %55 = icmp ult i32 %45, 253
  br i1 %55, label %44, label %56, !llvm.loop !14

56:                                               ; preds = %44, %56
  %57 = phi i32 [ %67, %56 ], [ 0, %44 ]
  %58 = and i32 %57, 63
  %59 = zext nneg i32 %58 to i64
  %60 = shl nuw i64 1, %59
  %61 = xor i64 %60, -1
  %62 = lshr i32 %57, 6
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !10
  %66 = and i64 %65, %61
  store i64 %66, ptr %64, align 8, !tbaa !10
  %67 = add nuw nsw i32 %57, 5
  %68 = icmp ult i32 %57, 251
  br i1 %68, label %56, label %69, !llvm.loop !15

69:                                               ; preds = %56
  %70 = load <4 x i64>, ptr %1, align 8, !tbaa !10
  %71 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %70)
  %72 = trunc nuw nsw <4 x i64> %71 to <4 x i32>
  %73 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %72)
  %74 = extractelement <4 x i64> %70, i64 0
  %75 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %74, i1 false)
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %73, i32 noundef %76)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 9, i32 noundef 63)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 184, i32 noundef 510274632)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 52651)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
