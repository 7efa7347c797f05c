; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
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
  %12 = phi i32 [ 0, %0 ], [ %53, %11 ]
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %54, %11 ]
  %14 = phi <4 x i1> [ zeroinitializer, %0 ], [ %49, %11 ]
  %15 = phi <4 x i1> [ zeroinitializer, %0 ], [ %50, %11 ]
  %16 = phi <4 x i1> [ zeroinitializer, %0 ], [ %51, %11 ]
  %17 = phi <4 x i1> [ zeroinitializer, %0 ], [ %52, %11 ]
  %18 = add <4 x i32> %13, <i32 4, i32 4, i32 4, i32 4>
  %19 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %20 = add <4 x i32> %13, <i32 12, i32 12, i32 12, i32 12>
  %21 = add nuw nsw <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %22 = add <4 x i32> %13, <i32 5, i32 5, i32 5, i32 5>
  %23 = add <4 x i32> %13, <i32 9, i32 9, i32 9, i32 9>
  %24 = add <4 x i32> %13, <i32 13, i32 13, i32 13, i32 13>
  %25 = xor <4 x i32> %21, %13
  %26 = xor <4 x i32> %22, %18
  %27 = xor <4 x i32> %23, %19
  %28 = xor <4 x i32> %24, %20
  %29 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %30 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %31 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %32 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %13, %29
  %34 = xor <4 x i32> %18, %30
  %35 = xor <4 x i32> %19, %31
  %36 = xor <4 x i32> %20, %32
  %37 = xor <4 x i32> %33, %21
  %38 = xor <4 x i32> %34, %22
  %39 = xor <4 x i32> %35, %23
  %40 = xor <4 x i32> %36, %24
  %41 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %37)
  %42 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %38)
  %43 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %39)
  %44 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %40)
  %45 = icmp ne <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %46 = icmp ne <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %47 = icmp ne <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  %48 = icmp ne <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %49 = or <4 x i1> %14, %45
  %50 = or <4 x i1> %15, %46
  %51 = or <4 x i1> %16, %47
  %52 = or <4 x i1> %17, %48
  %53 = add nuw i32 %12, 16
  %54 = add <4 x i32> %13, <i32 16, i32 16, i32 16, i32 16>
  %55 = icmp eq i32 %53, 4992
  br i1 %55, label %56, label %11, !llvm.loop !5

56:                                               ; preds = %11
  %57 = or <4 x i1> %50, %49
  %58 = or <4 x i1> %51, %57
  %59 = or <4 x i1> %52, %58
  %60 = freeze <4 x i1> %59
  %61 = bitcast <4 x i1> %60 to i4
  %62 = icmp eq i4 %61, 0
  %63 = zext i1 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2072185004, i32 noundef 67)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  br label %66

66:                                               ; preds = %56, %66
  %67 = phi i32 [ 0, %56 ], [ %76, %66 ]
  %68 = and i32 %67, 63
  %69 = zext nneg i32 %68 to i64
  %70 = shl nuw i64 1, %69
  %71 = lshr i32 %67, 6
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %72
  %74 = load i64, ptr %73, align 8, !tbaa !9
  %75 = or i64 %74, %70
  store i64 %75, ptr %73, align 8, !tbaa !9
  %76 = add nuw nsw i32 %67, 3
  %77 = icmp ult i32 %67, 253
  br i1 %77, label %66, label %78, !llvm.loop !13

78:                                               ; preds = %66, %78
  %79 = phi i32 [ %89, %78 ], [ 0, %66 ]
  %80 = and i32 %79, 63
  %81 = zext nneg i32 %80 to i64
  %82 = shl nuw i64 1, %81
  %83 = xor i64 %82, -1
  %84 = lshr i32 %79, 6
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %85
  %87 = load i64, ptr %86, align 8, !tbaa !9
  %88 = and i64 %87, %83
  store i64 %88, ptr %86, align 8, !tbaa !9
  %89 = add nuw nsw i32 %79, 5
  %90 = icmp ult i32 %79, 251
  br i1 %90, label %78, label %91, !llvm.loop !14

91:                                               ; preds = %78
  %92 = load <4 x i64>, ptr %1, align 8, !tbaa !9
  %93 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %92)
  %94 = trunc nuw nsw <4 x i64> %93 to <4 x i32>
  %95 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %94)
  %96 = extractelement <4 x i64> %92, i64 0
  %97 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %96, i1 false)
  %98 = trunc nuw nsw i64 %97 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %95, i32 noundef %98)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 9, i32 noundef 63)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 184, i32 noundef 510274632)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 52651)
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

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
