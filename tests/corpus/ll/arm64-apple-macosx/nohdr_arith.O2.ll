; ModuleID = 'tests/programs/nohdr_arith.c'
source_filename = "tests/programs/nohdr_arith.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [19 x i8] c"lcm(1..40) = %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"gcd = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"powmod = %llu %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"reverse = %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"palindromes below 100000 = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"isqrt = %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"lcg acc = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mixed = %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"i64 = %lld %lld %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned wrap = %u\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %51
  %2 = phi i64 [ 1, %0 ], [ %53, %51 ]
  %3 = phi i64 [ 1, %0 ], [ %54, %51 ]
  br label %46

4:                                                ; preds = %51
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %53)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %8, %6 ], [ 2305843009213693951, %4 ]
  %8 = phi i64 [ %9, %6 ], [ 1152921504606846975, %4 ]
  %9 = urem i64 %7, %8
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %6, !llvm.loop !5

11:                                               ; preds = %6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8)
  br label %13

13:                                               ; preds = %23, %11
  %14 = phi i64 [ %25, %23 ], [ 2, %11 ]
  %15 = phi i64 [ %24, %23 ], [ 1, %11 ]
  %16 = phi i64 [ %26, %23 ], [ 1000000, %11 ]
  %17 = urem i64 %14, 1000000007
  %18 = and i64 %16, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %13
  %21 = mul nuw nsw i64 %17, %15
  %22 = urem i64 %21, 1000000007
  br label %23

23:                                               ; preds = %20, %13
  %24 = phi i64 [ %22, %20 ], [ %15, %13 ]
  %25 = mul nuw nsw i64 %17, %17
  %26 = lshr i64 %16, 1
  %27 = icmp ult i64 %16, 2
  br i1 %27, label %28, label %13, !llvm.loop !7

28:                                               ; preds = %23, %38
  %29 = phi i64 [ %40, %38 ], [ 12345, %23 ]
  %30 = phi i64 [ %39, %38 ], [ 1, %23 ]
  %31 = phi i64 [ %41, %38 ], [ 6789, %23 ]
  %32 = urem i64 %29, 99991
  %33 = and i64 %31, 1
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %28
  %36 = mul nuw nsw i64 %32, %30
  %37 = urem i64 %36, 99991
  br label %38

38:                                               ; preds = %35, %28
  %39 = phi i64 [ %37, %35 ], [ %30, %28 ]
  %40 = mul nuw nsw i64 %32, %32
  %41 = lshr i64 %31, 1
  %42 = icmp ult i64 %31, 2
  br i1 %42, label %43, label %28, !llvm.loop !7

43:                                               ; preds = %38
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %24, i64 noundef %39)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 987654321, i32 noundef -21, i32 noundef 7)
  br label %56

46:                                               ; preds = %1, %46
  %47 = phi i64 [ %48, %46 ], [ %2, %1 ]
  %48 = phi i64 [ %49, %46 ], [ %3, %1 ]
  %49 = urem i64 %47, %48
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %51, label %46, !llvm.loop !5

51:                                               ; preds = %46
  %52 = udiv i64 %2, %48
  %53 = mul i64 %52, %3
  %54 = add nuw nsw i64 %3, 1
  %55 = icmp eq i64 %54, 41
  br i1 %55, label %4, label %1, !llvm.loop !8

56:                                               ; preds = %43, %72
  %57 = phi i32 [ 0, %43 ], [ %75, %72 ]
  %58 = phi i32 [ 1, %43 ], [ %76, %72 ]
  br label %62

59:                                               ; preds = %72
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %75)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef 1000, i32 noundef -1)
  br label %83

62:                                               ; preds = %56, %62
  %63 = phi i32 [ %67, %62 ], [ %58, %56 ]
  %64 = phi i32 [ %70, %62 ], [ 0, %56 ]
  %65 = mul i32 %64, 10
  %66 = freeze i32 %63
  %67 = udiv i32 %66, 10
  %68 = mul i32 %67, 10
  %69 = sub i32 %66, %68
  %70 = add i32 %65, %69
  %71 = icmp ult i32 %63, 10
  br i1 %71, label %72, label %62, !llvm.loop !9

72:                                               ; preds = %62
  %73 = icmp eq i32 %70, %58
  %74 = zext i1 %73 to i32
  %75 = add nuw nsw i32 %57, %74
  %76 = add nuw nsw i32 %58, 1
  %77 = icmp eq i32 %76, 100000
  br i1 %77, label %59, label %56, !llvm.loop !10

78:                                               ; preds = %83
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %102)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -18000000, i32 noundef -1250, i32 noundef -6)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1285714285714285714, i64 noundef 2, i64 noundef -8999999937)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1)
  ret i32 0

83:                                               ; preds = %59, %83
  %84 = phi i32 [ 1, %59 ], [ %88, %83 ]
  %85 = phi i64 [ 0, %59 ], [ %102, %83 ]
  %86 = phi i32 [ 0, %59 ], [ %103, %83 ]
  %87 = mul i32 %84, 1103515245
  %88 = add i32 %87, 12345
  %89 = lshr i32 %88, 16
  %90 = and i32 %89, 32767
  %91 = and i32 %86, 1
  %92 = icmp eq i32 %91, 0
  %93 = sub nsw i32 0, %90
  %94 = select i1 %92, i32 %93, i32 %90
  %95 = sext i32 %94 to i64
  %96 = add nsw i64 %85, %95
  %97 = zext nneg i32 %90 to i64
  %98 = trunc nuw i32 %86 to i16
  %99 = urem i16 %98, 20
  %100 = zext nneg i16 %99 to i64
  %101 = shl nuw nsw i64 %97, %100
  %102 = xor i64 %96, %101
  %103 = add nuw nsw i32 %86, 1
  %104 = icmp eq i32 %103, 10000
  br i1 %104, label %78, label %83, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
