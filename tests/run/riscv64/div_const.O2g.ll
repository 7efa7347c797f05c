; ModuleID = 'tests/run/riscv64/div_const.c'
source_filename = "tests/run/riscv64/div_const.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"samples %u %d %llu %lld\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !50 {
    #dbg_value(i64 0, !54, !DIExpression(), !61)
    #dbg_value(i64 -7046029254386353131, !55, !DIExpression(), !61)
    #dbg_value(i32 0, !56, !DIExpression(), !62)
  br label %4, !dbg !63

1:                                                ; preds = %40
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %63), !dbg !64
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 571428571, i32 noundef signext -153846153, i64 noundef 1844674407370955161, i64 noundef -9223372036854775), !dbg !65
  ret i32 0, !dbg !66

4:                                                ; preds = %0, %40
  %5 = phi i64 [ 0, %0 ], [ %64, %40 ]
  %6 = phi i64 [ -7046029254386353131, %0 ], [ %41, %40 ]
  %7 = phi i64 [ 0, %0 ], [ %63, %40 ]
    #dbg_value(i64 %5, !56, !DIExpression(), !62)
    #dbg_value(i64 %6, !55, !DIExpression(), !61)
    #dbg_value(i64 %7, !54, !DIExpression(), !61)
  %8 = icmp ult i64 %5, 64, !dbg !67
  br i1 %8, label %9, label %11, !dbg !69

9:                                                ; preds = %4
  %10 = add nsw i64 %5, -32, !dbg !70
    #dbg_value(i64 %10, !58, !DIExpression(), !71)
  br label %40, !dbg !72

11:                                               ; preds = %4
  %12 = icmp ult i64 %5, 128, !dbg !73
  br i1 %12, label %13, label %16, !dbg !75

13:                                               ; preds = %11
  %14 = add nsw i64 %5, -64, !dbg !76
  %15 = xor i64 %14, 9223372036854775807, !dbg !77
    #dbg_value(i64 %15, !58, !DIExpression(), !71)
  br label %40, !dbg !78

16:                                               ; preds = %11
  %17 = icmp ult i64 %5, 192, !dbg !79
  br i1 %17, label %18, label %21, !dbg !81

18:                                               ; preds = %16
  %19 = add nuw i64 %5, 9223372036854775680, !dbg !82
  %20 = or i64 %19, -9223372036854775808, !dbg !83
    #dbg_value(i64 %20, !58, !DIExpression(), !71)
  br label %40, !dbg !84

21:                                               ; preds = %16
  %22 = icmp ult i64 %5, 256, !dbg !85
  br i1 %22, label %23, label %25, !dbg !87

23:                                               ; preds = %21
  %24 = add nuw nsw i64 %5, 2147483423, !dbg !88
    #dbg_value(i64 %24, !58, !DIExpression(), !71)
  br label %40, !dbg !89

25:                                               ; preds = %21
  %26 = shl i64 %6, 13, !dbg !90
  %27 = xor i64 %26, %6, !dbg !92
    #dbg_value(i64 %27, !55, !DIExpression(), !61)
  %28 = lshr i64 %27, 7, !dbg !93
  %29 = xor i64 %28, %27, !dbg !94
    #dbg_value(i64 %29, !55, !DIExpression(), !61)
  %30 = shl i64 %29, 17, !dbg !95
  %31 = xor i64 %30, %29, !dbg !96
    #dbg_value(i64 %31, !55, !DIExpression(), !61)
  %32 = trunc i64 %5 to i16, !dbg !97
  %33 = urem i16 %32, 40, !dbg !97
  %34 = zext nneg i16 %33 to i64, !dbg !98
  %35 = lshr i64 %31, %34, !dbg !98
    #dbg_value(i64 %35, !58, !DIExpression(), !71)
  %36 = and i64 %5, 1, !dbg !99
  %37 = icmp eq i64 %36, 0, !dbg !99
  %38 = sub nsw i64 0, %35
  %39 = select i1 %37, i64 %35, i64 %38, !dbg !101
  br label %40, !dbg !101

40:                                               ; preds = %25, %13, %23, %18, %9
  %41 = phi i64 [ %6, %9 ], [ %6, %13 ], [ %6, %18 ], [ %6, %23 ], [ %31, %25 ], !dbg !61
  %42 = phi i64 [ %10, %9 ], [ %15, %13 ], [ %20, %18 ], [ %24, %23 ], [ %39, %25 ], !dbg !102
    #dbg_value(i64 %42, !58, !DIExpression(), !71)
    #dbg_value(i64 %41, !55, !DIExpression(), !61)
  %43 = trunc i64 %42 to i32, !dbg !103
  %44 = tail call fastcc i64 @u32(i32 noundef signext %43), !dbg !104
  %45 = tail call fastcc i64 @s32(i32 noundef signext %43), !dbg !105
  %46 = mul i64 %45, 3, !dbg !106
  %47 = add i64 %46, %44, !dbg !107
  %48 = tail call fastcc i64 @u64(i64 noundef %42), !dbg !108
  %49 = mul i64 %48, 5, !dbg !109
  %50 = add i64 %47, %49, !dbg !110
  %51 = tail call fastcc i64 @s64(i64 noundef %42), !dbg !111
  %52 = mul i64 %51, 7, !dbg !112
  %53 = add i64 %50, %52, !dbg !113
  %54 = trunc i64 %42 to i8, !dbg !114
  %55 = tail call fastcc i64 @u8(i8 noundef zeroext %54), !dbg !115
  %56 = mul i64 %55, 11, !dbg !116
  %57 = add i64 %53, %56, !dbg !117
  %58 = trunc i64 %42 to i16, !dbg !118
  %59 = tail call fastcc i64 @s16(i16 noundef signext %58), !dbg !119
  %60 = mul i64 %59, 13, !dbg !120
  %61 = add i64 %57, %60, !dbg !121
  %62 = xor i64 %61, %7, !dbg !122
    #dbg_value(i64 %62, !54, !DIExpression(), !61)
  %63 = mul i64 %62, 31, !dbg !123
    #dbg_value(i64 %63, !54, !DIExpression(), !61)
  %64 = add nuw nsw i64 %5, 1, !dbg !124
    #dbg_value(i64 %64, !56, !DIExpression(), !62)
  %65 = icmp eq i64 %64, 4000, !dbg !125
  br i1 %65, label %1, label %4, !dbg !63, !llvm.loop !126
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u32(i32 noundef signext %0) unnamed_addr #1 !dbg !129 {
    #dbg_value(i32 %0, !133, !DIExpression(), !135)
    #dbg_value(i64 1469598103934665603, !134, !DIExpression(), !135)
  %2 = lshr i32 %0, 1, !dbg !136
  %3 = zext nneg i32 %2 to i64, !dbg !136
  %4 = xor i64 %3, 1469598103934665603, !dbg !136
  %5 = mul i64 %4, 1099511628211, !dbg !136
    #dbg_value(i64 %5, !134, !DIExpression(), !135)
  %6 = and i32 %0, 1, !dbg !136
  %7 = zext nneg i32 %6 to i64, !dbg !136
  %8 = xor i64 %5, %7, !dbg !136
  %9 = mul i64 %8, 1099511628211, !dbg !136
    #dbg_value(i64 %9, !134, !DIExpression(), !135)
  %10 = udiv i32 %0, 3, !dbg !136
  %11 = zext nneg i32 %10 to i64, !dbg !136
  %12 = xor i64 %9, %11, !dbg !136
  %13 = mul i64 %12, 1099511628211, !dbg !136
    #dbg_value(i64 %13, !134, !DIExpression(), !135)
  %14 = mul i32 %10, 3, !dbg !136
  %15 = sub i32 %0, %14, !dbg !136
  %16 = zext nneg i32 %15 to i64, !dbg !136
  %17 = xor i64 %13, %16, !dbg !136
  %18 = mul i64 %17, 1099511628211, !dbg !136
    #dbg_value(i64 %18, !134, !DIExpression(), !135)
  %19 = udiv i32 %0, 5, !dbg !136
  %20 = zext nneg i32 %19 to i64, !dbg !136
  %21 = xor i64 %18, %20, !dbg !136
  %22 = mul i64 %21, 1099511628211, !dbg !136
    #dbg_value(i64 %22, !134, !DIExpression(), !135)
  %23 = mul i32 %19, 5, !dbg !136
  %24 = sub i32 %0, %23, !dbg !136
  %25 = zext nneg i32 %24 to i64, !dbg !136
  %26 = xor i64 %22, %25, !dbg !136
  %27 = mul i64 %26, 1099511628211, !dbg !136
    #dbg_value(i64 %27, !134, !DIExpression(), !135)
  %28 = udiv i32 %0, 6, !dbg !136
  %29 = zext nneg i32 %28 to i64, !dbg !136
  %30 = xor i64 %27, %29, !dbg !136
  %31 = mul i64 %30, 1099511628211, !dbg !136
    #dbg_value(i64 %31, !134, !DIExpression(), !135)
  %32 = mul i32 %28, 6, !dbg !136
  %33 = sub i32 %0, %32, !dbg !136
  %34 = zext nneg i32 %33 to i64, !dbg !136
  %35 = xor i64 %31, %34, !dbg !136
  %36 = mul i64 %35, 1099511628211, !dbg !136
    #dbg_value(i64 %36, !134, !DIExpression(), !135)
  %37 = udiv i32 %0, 7, !dbg !136
  %38 = zext nneg i32 %37 to i64, !dbg !136
  %39 = xor i64 %36, %38, !dbg !136
  %40 = mul i64 %39, 1099511628211, !dbg !136
    #dbg_value(i64 %40, !134, !DIExpression(), !135)
  %41 = mul i32 %37, 7, !dbg !136
  %42 = sub i32 %0, %41, !dbg !136
  %43 = zext nneg i32 %42 to i64, !dbg !136
  %44 = xor i64 %40, %43, !dbg !136
  %45 = mul i64 %44, 1099511628211, !dbg !136
    #dbg_value(i64 %45, !134, !DIExpression(), !135)
  %46 = udiv i32 %0, 10, !dbg !136
  %47 = zext nneg i32 %46 to i64, !dbg !136
  %48 = xor i64 %45, %47, !dbg !136
  %49 = mul i64 %48, 1099511628211, !dbg !136
    #dbg_value(i64 %49, !134, !DIExpression(), !135)
  %50 = mul i32 %46, 10, !dbg !136
  %51 = sub i32 %0, %50, !dbg !136
  %52 = zext nneg i32 %51 to i64, !dbg !136
  %53 = xor i64 %49, %52, !dbg !136
  %54 = mul i64 %53, 1099511628211, !dbg !136
    #dbg_value(i64 %54, !134, !DIExpression(), !135)
  %55 = lshr i32 %0, 4, !dbg !136
  %56 = zext nneg i32 %55 to i64, !dbg !136
  %57 = xor i64 %54, %56, !dbg !136
  %58 = mul i64 %57, 1099511628211, !dbg !136
    #dbg_value(i64 %58, !134, !DIExpression(), !135)
  %59 = and i32 %0, 15, !dbg !136
  %60 = zext nneg i32 %59 to i64, !dbg !136
  %61 = xor i64 %58, %60, !dbg !136
  %62 = mul i64 %61, 1099511628211, !dbg !136
    #dbg_value(i64 %62, !134, !DIExpression(), !135)
  %63 = udiv i32 %0, 25, !dbg !136
  %64 = zext nneg i32 %63 to i64, !dbg !136
  %65 = xor i64 %62, %64, !dbg !136
  %66 = mul i64 %65, 1099511628211, !dbg !136
    #dbg_value(i64 %66, !134, !DIExpression(), !135)
  %67 = mul i32 %63, 25, !dbg !136
  %68 = sub i32 %0, %67, !dbg !136
  %69 = zext nneg i32 %68 to i64, !dbg !136
  %70 = xor i64 %66, %69, !dbg !136
  %71 = mul i64 %70, 1099511628211, !dbg !136
    #dbg_value(i64 %71, !134, !DIExpression(), !135)
  %72 = udiv i32 %0, 641, !dbg !136
  %73 = zext nneg i32 %72 to i64, !dbg !136
  %74 = xor i64 %71, %73, !dbg !136
  %75 = mul i64 %74, 1099511628211, !dbg !136
    #dbg_value(i64 %75, !134, !DIExpression(), !135)
  %76 = mul i32 %72, 641, !dbg !136
  %77 = sub i32 %0, %76, !dbg !136
  %78 = zext nneg i32 %77 to i64, !dbg !136
  %79 = xor i64 %75, %78, !dbg !136
  %80 = mul i64 %79, 1099511628211, !dbg !136
    #dbg_value(i64 %80, !134, !DIExpression(), !135)
  %81 = udiv i32 %0, 1000, !dbg !136
  %82 = zext nneg i32 %81 to i64, !dbg !136
  %83 = xor i64 %80, %82, !dbg !136
  %84 = mul i64 %83, 1099511628211, !dbg !136
    #dbg_value(i64 %84, !134, !DIExpression(), !135)
  %85 = mul i32 %81, 1000, !dbg !136
  %86 = sub i32 %0, %85, !dbg !136
  %87 = zext nneg i32 %86 to i64, !dbg !136
  %88 = xor i64 %84, %87, !dbg !136
  %89 = mul i64 %88, 1099511628211, !dbg !136
    #dbg_value(i64 %89, !134, !DIExpression(), !135)
  %90 = udiv i32 %0, 65537, !dbg !136
  %91 = zext nneg i32 %90 to i64, !dbg !136
  %92 = xor i64 %89, %91, !dbg !136
  %93 = mul i64 %92, 1099511628211, !dbg !136
    #dbg_value(i64 %93, !134, !DIExpression(), !135)
  %94 = mul i32 %90, 65537, !dbg !136
  %95 = sub i32 %0, %94, !dbg !136
  %96 = zext nneg i32 %95 to i64, !dbg !136
  %97 = xor i64 %93, %96, !dbg !136
  %98 = mul i64 %97, 1099511628211, !dbg !136
    #dbg_value(i64 %98, !134, !DIExpression(), !135)
  %99 = udiv i32 %0, 2147483647, !dbg !136
  %100 = zext nneg i32 %99 to i64, !dbg !136
  %101 = xor i64 %98, %100, !dbg !136
  %102 = mul i64 %101, 1099511628211, !dbg !136
    #dbg_value(i64 %102, !134, !DIExpression(), !135)
  %103 = mul i32 %99, 2147483647, !dbg !136
  %104 = sub i32 %0, %103, !dbg !136
  %105 = zext nneg i32 %104 to i64, !dbg !136
  %106 = xor i64 %102, %105, !dbg !136
  %107 = mul i64 %106, 1099511628211, !dbg !136
    #dbg_value(i64 %107, !134, !DIExpression(), !135)
  %108 = lshr i32 %0, 31, !dbg !136
  %109 = zext nneg i32 %108 to i64, !dbg !136
  %110 = xor i64 %107, %109, !dbg !136
  %111 = mul i64 %110, 1099511628211, !dbg !136
    #dbg_value(i64 %111, !134, !DIExpression(), !135)
  %112 = and i32 %0, 2147483647, !dbg !136
  %113 = zext nneg i32 %112 to i64, !dbg !136
  %114 = xor i64 %111, %113, !dbg !136
  %115 = mul i64 %114, 1099511628211, !dbg !136
    #dbg_value(i64 %115, !134, !DIExpression(), !135)
  %116 = icmp ugt i32 %0, -3, !dbg !136
  %117 = zext i1 %116 to i64, !dbg !136
  %118 = xor i64 %115, %117, !dbg !136
  %119 = mul i64 %118, 1099511628211, !dbg !136
    #dbg_value(i64 %119, !134, !DIExpression(), !135)
  %120 = icmp ult i32 %0, -2, !dbg !136
  %121 = add nsw i32 %0, 2, !dbg !136
  %122 = select i1 %120, i32 %0, i32 %121, !dbg !136
  %123 = zext i32 %122 to i64, !dbg !136
  %124 = xor i64 %119, %123, !dbg !136
  %125 = mul i64 %124, 1099511628211, !dbg !136
    #dbg_value(i64 %125, !134, !DIExpression(), !135)
  %126 = icmp eq i32 %0, -1, !dbg !136
  %127 = zext i1 %126 to i64, !dbg !136
  %128 = xor i64 %125, %127, !dbg !136
  %129 = mul i64 %128, 1099511628211, !dbg !136
    #dbg_value(i64 %129, !134, !DIExpression(), !135)
  %130 = select i1 %126, i32 0, i32 %0, !dbg !136
  %131 = zext i32 %130 to i64, !dbg !136
  %132 = xor i64 %129, %131, !dbg !136
  %133 = mul i64 %132, 1099511628211, !dbg !136
    #dbg_value(i64 %133, !134, !DIExpression(), !135)
  %134 = udiv i32 %0, 19, !dbg !136
  %135 = zext nneg i32 %134 to i64, !dbg !136
  %136 = xor i64 %133, %135, !dbg !136
  %137 = mul i64 %136, 1099511628211, !dbg !136
    #dbg_value(i64 %137, !134, !DIExpression(), !135)
  %138 = mul i32 %134, 19, !dbg !136
  %139 = sub i32 %0, %138, !dbg !136
  %140 = zext nneg i32 %139 to i64, !dbg !136
  %141 = xor i64 %137, %140, !dbg !136
  %142 = mul i64 %141, 1099511628211, !dbg !136
    #dbg_value(i64 %142, !134, !DIExpression(), !135)
  ret i64 %142, !dbg !136
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s32(i32 noundef signext %0) unnamed_addr #1 !dbg !137 {
    #dbg_value(i32 %0, !141, !DIExpression(), !143)
    #dbg_value(i64 1469598103934665603, !142, !DIExpression(), !143)
  %2 = sdiv i32 %0, 2, !dbg !144
  %3 = sext i32 %2 to i64, !dbg !144
  %4 = xor i64 %3, 1469598103934665603, !dbg !144
  %5 = mul i64 %4, 1099511628211, !dbg !144
    #dbg_value(i64 %5, !142, !DIExpression(), !143)
  %6 = mul i32 %2, 2, !dbg !144
  %7 = sub i32 %0, %6, !dbg !144
  %8 = sext i32 %7 to i64, !dbg !144
  %9 = xor i64 %5, %8, !dbg !144
  %10 = mul i64 %9, 1099511628211, !dbg !144
    #dbg_value(i64 %10, !142, !DIExpression(), !143)
  %11 = sdiv i32 %0, 3, !dbg !144
  %12 = sext i32 %11 to i64, !dbg !144
  %13 = xor i64 %10, %12, !dbg !144
  %14 = mul i64 %13, 1099511628211, !dbg !144
    #dbg_value(i64 %14, !142, !DIExpression(), !143)
  %15 = mul i32 %11, 3, !dbg !144
  %16 = sub i32 %0, %15, !dbg !144
  %17 = sext i32 %16 to i64, !dbg !144
  %18 = xor i64 %14, %17, !dbg !144
  %19 = mul i64 %18, 1099511628211, !dbg !144
    #dbg_value(i64 %19, !142, !DIExpression(), !143)
  %20 = sdiv i32 %0, 5, !dbg !144
  %21 = sext i32 %20 to i64, !dbg !144
  %22 = xor i64 %19, %21, !dbg !144
  %23 = mul i64 %22, 1099511628211, !dbg !144
    #dbg_value(i64 %23, !142, !DIExpression(), !143)
  %24 = mul i32 %20, 5, !dbg !144
  %25 = sub i32 %0, %24, !dbg !144
  %26 = sext i32 %25 to i64, !dbg !144
  %27 = xor i64 %23, %26, !dbg !144
  %28 = mul i64 %27, 1099511628211, !dbg !144
    #dbg_value(i64 %28, !142, !DIExpression(), !143)
  %29 = sub nsw i32 0, %0, !dbg !144
  %30 = sext i32 %29 to i64, !dbg !144
  %31 = xor i64 %28, %30, !dbg !144
    #dbg_value(i64 %31, !142, !DIExpression(DW_OP_constu, 1099511628211, DW_OP_mul, DW_OP_stack_value), !143)
  %32 = mul i64 %31, 956575116354345, !dbg !144
    #dbg_value(i64 %32, !142, !DIExpression(), !143)
  %33 = sdiv i32 %0, -2, !dbg !144
  %34 = sext i32 %33 to i64, !dbg !144
  %35 = xor i64 %32, %34, !dbg !144
  %36 = mul i64 %35, 1099511628211, !dbg !144
    #dbg_value(i64 %36, !142, !DIExpression(), !143)
  %37 = xor i64 %36, %8, !dbg !144
  %38 = mul i64 %37, 1099511628211, !dbg !144
    #dbg_value(i64 %38, !142, !DIExpression(), !143)
  %39 = sdiv i32 %0, -3, !dbg !144
  %40 = sext i32 %39 to i64, !dbg !144
  %41 = xor i64 %38, %40, !dbg !144
  %42 = mul i64 %41, 1099511628211, !dbg !144
    #dbg_value(i64 %42, !142, !DIExpression(), !143)
  %43 = xor i64 %42, %17, !dbg !144
  %44 = mul i64 %43, 1099511628211, !dbg !144
    #dbg_value(i64 %44, !142, !DIExpression(), !143)
  %45 = sdiv i32 %0, -7, !dbg !144
  %46 = sext i32 %45 to i64, !dbg !144
  %47 = xor i64 %44, %46, !dbg !144
  %48 = mul i64 %47, 1099511628211, !dbg !144
    #dbg_value(i64 %48, !142, !DIExpression(), !143)
  %49 = srem i32 %0, 7, !dbg !144
  %50 = sext i32 %49 to i64, !dbg !144
  %51 = xor i64 %48, %50, !dbg !144
  %52 = mul i64 %51, 1099511628211, !dbg !144
    #dbg_value(i64 %52, !142, !DIExpression(), !143)
  %53 = sdiv i32 %0, 10, !dbg !144
  %54 = sext i32 %53 to i64, !dbg !144
  %55 = xor i64 %52, %54, !dbg !144
  %56 = mul i64 %55, 1099511628211, !dbg !144
    #dbg_value(i64 %56, !142, !DIExpression(), !143)
  %57 = mul i32 %53, 10, !dbg !144
  %58 = sub i32 %0, %57, !dbg !144
  %59 = sext i32 %58 to i64, !dbg !144
  %60 = xor i64 %56, %59, !dbg !144
  %61 = mul i64 %60, 1099511628211, !dbg !144
    #dbg_value(i64 %61, !142, !DIExpression(), !143)
  %62 = sdiv i32 %0, -16, !dbg !144
  %63 = sext i32 %62 to i64, !dbg !144
  %64 = xor i64 %61, %63, !dbg !144
  %65 = mul i64 %64, 1099511628211, !dbg !144
    #dbg_value(i64 %65, !142, !DIExpression(), !143)
  %66 = srem i32 %0, 16, !dbg !144
  %67 = sext i32 %66 to i64, !dbg !144
  %68 = xor i64 %65, %67, !dbg !144
  %69 = mul i64 %68, 1099511628211, !dbg !144
    #dbg_value(i64 %69, !142, !DIExpression(), !143)
  %70 = sdiv i32 %0, 1073741824, !dbg !144
  %71 = sext i32 %70 to i64, !dbg !144
  %72 = xor i64 %69, %71, !dbg !144
  %73 = mul i64 %72, 1099511628211, !dbg !144
    #dbg_value(i64 %73, !142, !DIExpression(), !143)
  %74 = mul i32 %70, 1073741824, !dbg !144
  %75 = sub i32 %0, %74, !dbg !144
  %76 = sext i32 %75 to i64, !dbg !144
  %77 = xor i64 %73, %76, !dbg !144
  %78 = mul i64 %77, 1099511628211, !dbg !144
    #dbg_value(i64 %78, !142, !DIExpression(), !143)
  %79 = sdiv i32 %0, -1073741824, !dbg !144
  %80 = sext i32 %79 to i64, !dbg !144
  %81 = xor i64 %78, %80, !dbg !144
  %82 = mul i64 %81, 1099511628211, !dbg !144
    #dbg_value(i64 %82, !142, !DIExpression(), !143)
  %83 = xor i64 %82, %76, !dbg !144
  %84 = mul i64 %83, 1099511628211, !dbg !144
    #dbg_value(i64 %84, !142, !DIExpression(), !143)
  %85 = sdiv i32 %0, 2147483647, !dbg !144
  %86 = sext i32 %85 to i64, !dbg !144
  %87 = xor i64 %84, %86, !dbg !144
  %88 = mul i64 %87, 1099511628211, !dbg !144
    #dbg_value(i64 %88, !142, !DIExpression(), !143)
  %89 = mul i32 %85, 2147483647, !dbg !144
  %90 = sub i32 %0, %89, !dbg !144
  %91 = sext i32 %90 to i64, !dbg !144
  %92 = xor i64 %88, %91, !dbg !144
  %93 = mul i64 %92, 1099511628211, !dbg !144
    #dbg_value(i64 %93, !142, !DIExpression(), !143)
  %94 = sdiv i32 %0, 641, !dbg !144
  %95 = sext i32 %94 to i64, !dbg !144
  %96 = xor i64 %93, %95, !dbg !144
  %97 = mul i64 %96, 1099511628211, !dbg !144
    #dbg_value(i64 %97, !142, !DIExpression(), !143)
  %98 = mul i32 %94, 641, !dbg !144
  %99 = sub i32 %0, %98, !dbg !144
  %100 = sext i32 %99 to i64, !dbg !144
  %101 = xor i64 %97, %100, !dbg !144
  %102 = mul i64 %101, 1099511628211, !dbg !144
    #dbg_value(i64 %102, !142, !DIExpression(), !143)
  %103 = sdiv i32 %0, 1000, !dbg !144
  %104 = sext i32 %103 to i64, !dbg !144
  %105 = xor i64 %102, %104, !dbg !144
  %106 = mul i64 %105, 1099511628211, !dbg !144
    #dbg_value(i64 %106, !142, !DIExpression(), !143)
  %107 = mul i32 %103, 1000, !dbg !144
  %108 = sub i32 %0, %107, !dbg !144
  %109 = sext i32 %108 to i64, !dbg !144
  %110 = xor i64 %106, %109, !dbg !144
  %111 = mul i64 %110, 1099511628211, !dbg !144
    #dbg_value(i64 %111, !142, !DIExpression(), !143)
  %112 = sdiv i32 %0, -1000, !dbg !144
  %113 = sext i32 %112 to i64, !dbg !144
  %114 = xor i64 %111, %113, !dbg !144
  %115 = mul i64 %114, 1099511628211, !dbg !144
    #dbg_value(i64 %115, !142, !DIExpression(), !143)
  %116 = xor i64 %115, %109, !dbg !144
  %117 = mul i64 %116, 1099511628211, !dbg !144
    #dbg_value(i64 %117, !142, !DIExpression(), !143)
  %118 = sdiv i32 %0, 6, !dbg !144
  %119 = sext i32 %118 to i64, !dbg !144
  %120 = xor i64 %117, %119, !dbg !144
  %121 = mul i64 %120, 1099511628211, !dbg !144
    #dbg_value(i64 %121, !142, !DIExpression(), !143)
  %122 = mul i32 %118, 6, !dbg !144
  %123 = sub i32 %0, %122, !dbg !144
  %124 = sext i32 %123 to i64, !dbg !144
  %125 = xor i64 %121, %124, !dbg !144
  %126 = mul i64 %125, 1099511628211, !dbg !144
    #dbg_value(i64 %126, !142, !DIExpression(), !143)
  ret i64 %126, !dbg !144
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u64(i64 noundef %0) unnamed_addr #1 !dbg !145 {
    #dbg_value(i64 %0, !149, !DIExpression(), !151)
    #dbg_value(i64 1469598103934665603, !150, !DIExpression(), !151)
  %2 = lshr i64 %0, 1, !dbg !152
  %3 = xor i64 %2, 1469598103934665603, !dbg !152
  %4 = mul i64 %3, 1099511628211, !dbg !152
    #dbg_value(i64 %4, !150, !DIExpression(), !151)
  %5 = and i64 %0, 1, !dbg !152
  %6 = xor i64 %4, %5, !dbg !152
  %7 = mul i64 %6, 1099511628211, !dbg !152
    #dbg_value(i64 %7, !150, !DIExpression(), !151)
  %8 = udiv i64 %0, 3, !dbg !152
  %9 = xor i64 %7, %8, !dbg !152
  %10 = mul i64 %9, 1099511628211, !dbg !152
    #dbg_value(i64 %10, !150, !DIExpression(), !151)
  %11 = mul i64 %8, 3, !dbg !152
  %12 = sub i64 %0, %11, !dbg !152
  %13 = xor i64 %10, %12, !dbg !152
  %14 = mul i64 %13, 1099511628211, !dbg !152
    #dbg_value(i64 %14, !150, !DIExpression(), !151)
  %15 = udiv i64 %0, 7, !dbg !152
  %16 = xor i64 %14, %15, !dbg !152
  %17 = mul i64 %16, 1099511628211, !dbg !152
    #dbg_value(i64 %17, !150, !DIExpression(), !151)
  %18 = mul i64 %15, 7, !dbg !152
  %19 = sub i64 %0, %18, !dbg !152
  %20 = xor i64 %17, %19, !dbg !152
  %21 = mul i64 %20, 1099511628211, !dbg !152
    #dbg_value(i64 %21, !150, !DIExpression(), !151)
  %22 = udiv i64 %0, 10, !dbg !152
  %23 = xor i64 %21, %22, !dbg !152
  %24 = mul i64 %23, 1099511628211, !dbg !152
    #dbg_value(i64 %24, !150, !DIExpression(), !151)
  %25 = mul i64 %22, 10, !dbg !152
  %26 = sub i64 %0, %25, !dbg !152
  %27 = xor i64 %24, %26, !dbg !152
  %28 = mul i64 %27, 1099511628211, !dbg !152
    #dbg_value(i64 %28, !150, !DIExpression(), !151)
  %29 = lshr i64 %0, 6, !dbg !152
  %30 = xor i64 %28, %29, !dbg !152
  %31 = mul i64 %30, 1099511628211, !dbg !152
    #dbg_value(i64 %31, !150, !DIExpression(), !151)
  %32 = and i64 %0, 63, !dbg !152
  %33 = xor i64 %31, %32, !dbg !152
  %34 = mul i64 %33, 1099511628211, !dbg !152
    #dbg_value(i64 %34, !150, !DIExpression(), !151)
  %35 = udiv i64 %0, 641, !dbg !152
  %36 = xor i64 %34, %35, !dbg !152
  %37 = mul i64 %36, 1099511628211, !dbg !152
    #dbg_value(i64 %37, !150, !DIExpression(), !151)
  %38 = mul i64 %35, 641, !dbg !152
  %39 = sub i64 %0, %38, !dbg !152
  %40 = xor i64 %37, %39, !dbg !152
  %41 = mul i64 %40, 1099511628211, !dbg !152
    #dbg_value(i64 %41, !150, !DIExpression(), !151)
  %42 = udiv i64 %0, 1000000007, !dbg !152
  %43 = xor i64 %41, %42, !dbg !152
  %44 = mul i64 %43, 1099511628211, !dbg !152
    #dbg_value(i64 %44, !150, !DIExpression(), !151)
  %45 = mul i64 %42, 1000000007, !dbg !152
  %46 = sub i64 %0, %45, !dbg !152
  %47 = xor i64 %44, %46, !dbg !152
  %48 = mul i64 %47, 1099511628211, !dbg !152
    #dbg_value(i64 %48, !150, !DIExpression(), !151)
  %49 = udiv i64 %0, 4294967297, !dbg !152
  %50 = xor i64 %48, %49, !dbg !152
  %51 = mul i64 %50, 1099511628211, !dbg !152
    #dbg_value(i64 %51, !150, !DIExpression(), !151)
  %52 = mul i64 %49, 4294967297, !dbg !152
  %53 = sub i64 %0, %52, !dbg !152
  %54 = xor i64 %51, %53, !dbg !152
  %55 = mul i64 %54, 1099511628211, !dbg !152
    #dbg_value(i64 %55, !150, !DIExpression(), !151)
  %56 = udiv i64 %0, 9223372036854775807, !dbg !152
  %57 = xor i64 %55, %56, !dbg !152
  %58 = mul i64 %57, 1099511628211, !dbg !152
    #dbg_value(i64 %58, !150, !DIExpression(), !151)
  %59 = mul i64 %56, 9223372036854775807, !dbg !152
  %60 = sub i64 %0, %59, !dbg !152
  %61 = xor i64 %58, %60, !dbg !152
  %62 = mul i64 %61, 1099511628211, !dbg !152
    #dbg_value(i64 %62, !150, !DIExpression(), !151)
  %63 = lshr i64 %0, 63, !dbg !152
  %64 = xor i64 %62, %63, !dbg !152
  %65 = mul i64 %64, 1099511628211, !dbg !152
    #dbg_value(i64 %65, !150, !DIExpression(), !151)
  %66 = and i64 %0, 9223372036854775807, !dbg !152
  %67 = xor i64 %65, %66, !dbg !152
  %68 = mul i64 %67, 1099511628211, !dbg !152
    #dbg_value(i64 %68, !150, !DIExpression(), !151)
  %69 = icmp ugt i64 %0, -3, !dbg !152
  %70 = zext i1 %69 to i64, !dbg !152
  %71 = xor i64 %68, %70, !dbg !152
  %72 = mul i64 %71, 1099511628211, !dbg !152
    #dbg_value(i64 %72, !150, !DIExpression(), !151)
  %73 = icmp ult i64 %0, -2, !dbg !152
  %74 = add nsw i64 %0, 2, !dbg !152
  %75 = select i1 %73, i64 %0, i64 %74, !dbg !152
  %76 = xor i64 %72, %75, !dbg !152
  %77 = mul i64 %76, 1099511628211, !dbg !152
    #dbg_value(i64 %77, !150, !DIExpression(), !151)
  %78 = icmp eq i64 %0, -1, !dbg !152
  %79 = zext i1 %78 to i64, !dbg !152
  %80 = xor i64 %77, %79, !dbg !152
  %81 = mul i64 %80, 1099511628211, !dbg !152
    #dbg_value(i64 %81, !150, !DIExpression(), !151)
  %82 = select i1 %78, i64 0, i64 %0, !dbg !152
  %83 = xor i64 %81, %82, !dbg !152
  %84 = mul i64 %83, 1099511628211, !dbg !152
    #dbg_value(i64 %84, !150, !DIExpression(), !151)
  %85 = udiv i64 %0, 6700417, !dbg !152
  %86 = xor i64 %84, %85, !dbg !152
  %87 = mul i64 %86, 1099511628211, !dbg !152
    #dbg_value(i64 %87, !150, !DIExpression(), !151)
  %88 = mul i64 %85, 6700417, !dbg !152
  %89 = sub i64 %0, %88, !dbg !152
  %90 = xor i64 %87, %89, !dbg !152
  %91 = mul i64 %90, 1099511628211, !dbg !152
    #dbg_value(i64 %91, !150, !DIExpression(), !151)
  %92 = udiv i64 %0, 12, !dbg !152
  %93 = xor i64 %91, %92, !dbg !152
  %94 = mul i64 %93, 1099511628211, !dbg !152
    #dbg_value(i64 %94, !150, !DIExpression(), !151)
  %95 = mul i64 %92, 12, !dbg !152
  %96 = sub i64 %0, %95, !dbg !152
  %97 = xor i64 %94, %96, !dbg !152
  %98 = mul i64 %97, 1099511628211, !dbg !152
    #dbg_value(i64 %98, !150, !DIExpression(), !151)
  %99 = udiv i64 %0, 5, !dbg !152
  %100 = xor i64 %98, %99, !dbg !152
  %101 = mul i64 %100, 1099511628211, !dbg !152
    #dbg_value(i64 %101, !150, !DIExpression(), !151)
  %102 = mul i64 %99, 5, !dbg !152
  %103 = sub i64 %0, %102, !dbg !152
  %104 = xor i64 %101, %103, !dbg !152
  %105 = mul i64 %104, 1099511628211, !dbg !152
    #dbg_value(i64 %105, !150, !DIExpression(), !151)
  %106 = udiv i64 %0, 9, !dbg !152
  %107 = xor i64 %105, %106, !dbg !152
  %108 = mul i64 %107, 1099511628211, !dbg !152
    #dbg_value(i64 %108, !150, !DIExpression(), !151)
  %109 = mul i64 %106, 9, !dbg !152
  %110 = sub i64 %0, %109, !dbg !152
  %111 = xor i64 %108, %110, !dbg !152
  %112 = mul i64 %111, 1099511628211, !dbg !152
    #dbg_value(i64 %112, !150, !DIExpression(), !151)
  ret i64 %112, !dbg !152
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s64(i64 noundef %0) unnamed_addr #1 !dbg !153 {
    #dbg_value(i64 %0, !157, !DIExpression(), !159)
    #dbg_value(i64 1469598103934665603, !158, !DIExpression(), !159)
  %2 = sdiv i64 %0, 2, !dbg !160
  %3 = xor i64 %2, 1469598103934665603, !dbg !160
  %4 = mul i64 %3, 1099511628211, !dbg !160
    #dbg_value(i64 %4, !158, !DIExpression(), !159)
  %5 = mul i64 %2, 2, !dbg !160
  %6 = sub i64 %0, %5, !dbg !160
  %7 = xor i64 %4, %6, !dbg !160
  %8 = mul i64 %7, 1099511628211, !dbg !160
    #dbg_value(i64 %8, !158, !DIExpression(), !159)
  %9 = sdiv i64 %0, 3, !dbg !160
  %10 = xor i64 %8, %9, !dbg !160
  %11 = mul i64 %10, 1099511628211, !dbg !160
    #dbg_value(i64 %11, !158, !DIExpression(), !159)
  %12 = mul i64 %9, 3, !dbg !160
  %13 = sub i64 %0, %12, !dbg !160
  %14 = xor i64 %11, %13, !dbg !160
  %15 = mul i64 %14, 1099511628211, !dbg !160
    #dbg_value(i64 %15, !158, !DIExpression(), !159)
  %16 = sdiv i64 %0, -3, !dbg !160
  %17 = xor i64 %15, %16, !dbg !160
  %18 = mul i64 %17, 1099511628211, !dbg !160
    #dbg_value(i64 %18, !158, !DIExpression(), !159)
  %19 = xor i64 %18, %13, !dbg !160
  %20 = mul i64 %19, 1099511628211, !dbg !160
    #dbg_value(i64 %20, !158, !DIExpression(), !159)
  %21 = sdiv i64 %0, 7, !dbg !160
  %22 = xor i64 %20, %21, !dbg !160
  %23 = mul i64 %22, 1099511628211, !dbg !160
    #dbg_value(i64 %23, !158, !DIExpression(), !159)
  %24 = mul i64 %21, 7, !dbg !160
  %25 = sub i64 %0, %24, !dbg !160
  %26 = xor i64 %23, %25, !dbg !160
  %27 = mul i64 %26, 1099511628211, !dbg !160
    #dbg_value(i64 %27, !158, !DIExpression(), !159)
  %28 = sdiv i64 %0, -7, !dbg !160
  %29 = xor i64 %27, %28, !dbg !160
  %30 = mul i64 %29, 1099511628211, !dbg !160
    #dbg_value(i64 %30, !158, !DIExpression(), !159)
  %31 = xor i64 %30, %25, !dbg !160
  %32 = mul i64 %31, 1099511628211, !dbg !160
    #dbg_value(i64 %32, !158, !DIExpression(), !159)
  %33 = sdiv i64 %0, 10, !dbg !160
  %34 = xor i64 %32, %33, !dbg !160
  %35 = mul i64 %34, 1099511628211, !dbg !160
    #dbg_value(i64 %35, !158, !DIExpression(), !159)
  %36 = mul i64 %33, 10, !dbg !160
  %37 = sub i64 %0, %36, !dbg !160
  %38 = xor i64 %35, %37, !dbg !160
  %39 = mul i64 %38, 1099511628211, !dbg !160
    #dbg_value(i64 %39, !158, !DIExpression(), !159)
  %40 = sdiv i64 %0, -10, !dbg !160
  %41 = xor i64 %39, %40, !dbg !160
  %42 = mul i64 %41, 1099511628211, !dbg !160
    #dbg_value(i64 %42, !158, !DIExpression(), !159)
  %43 = xor i64 %42, %37, !dbg !160
  %44 = mul i64 %43, 1099511628211, !dbg !160
    #dbg_value(i64 %44, !158, !DIExpression(), !159)
  %45 = sdiv i64 %0, 1024, !dbg !160
  %46 = xor i64 %44, %45, !dbg !160
  %47 = mul i64 %46, 1099511628211, !dbg !160
    #dbg_value(i64 %47, !158, !DIExpression(), !159)
  %48 = mul i64 %45, 1024, !dbg !160
  %49 = sub i64 %0, %48, !dbg !160
  %50 = xor i64 %47, %49, !dbg !160
  %51 = mul i64 %50, 1099511628211, !dbg !160
    #dbg_value(i64 %51, !158, !DIExpression(), !159)
  %52 = sdiv i64 %0, -1024, !dbg !160
  %53 = xor i64 %51, %52, !dbg !160
  %54 = mul i64 %53, 1099511628211, !dbg !160
    #dbg_value(i64 %54, !158, !DIExpression(), !159)
  %55 = xor i64 %54, %49, !dbg !160
  %56 = mul i64 %55, 1099511628211, !dbg !160
    #dbg_value(i64 %56, !158, !DIExpression(), !159)
  %57 = sdiv i64 %0, 1000000007, !dbg !160
  %58 = xor i64 %56, %57, !dbg !160
  %59 = mul i64 %58, 1099511628211, !dbg !160
    #dbg_value(i64 %59, !158, !DIExpression(), !159)
  %60 = mul i64 %57, 1000000007, !dbg !160
  %61 = sub i64 %0, %60, !dbg !160
  %62 = xor i64 %59, %61, !dbg !160
  %63 = mul i64 %62, 1099511628211, !dbg !160
    #dbg_value(i64 %63, !158, !DIExpression(), !159)
  %64 = sdiv i64 %0, 4611686018427387904, !dbg !160
  %65 = xor i64 %63, %64, !dbg !160
  %66 = mul i64 %65, 1099511628211, !dbg !160
    #dbg_value(i64 %66, !158, !DIExpression(), !159)
  %67 = mul i64 %64, 4611686018427387904, !dbg !160
  %68 = sub i64 %0, %67, !dbg !160
  %69 = xor i64 %66, %68, !dbg !160
  %70 = mul i64 %69, 1099511628211, !dbg !160
    #dbg_value(i64 %70, !158, !DIExpression(), !159)
  %71 = sdiv i64 %0, -4611686018427387904, !dbg !160
  %72 = xor i64 %70, %71, !dbg !160
  %73 = mul i64 %72, 1099511628211, !dbg !160
    #dbg_value(i64 %73, !158, !DIExpression(), !159)
  %74 = xor i64 %73, %68, !dbg !160
  %75 = mul i64 %74, 1099511628211, !dbg !160
    #dbg_value(i64 %75, !158, !DIExpression(), !159)
  %76 = sdiv i64 %0, 9223372036854775807, !dbg !160
  %77 = xor i64 %75, %76, !dbg !160
  %78 = mul i64 %77, 1099511628211, !dbg !160
    #dbg_value(i64 %78, !158, !DIExpression(), !159)
  %79 = mul i64 %76, 9223372036854775807, !dbg !160
  %80 = sub i64 %0, %79, !dbg !160
  %81 = xor i64 %78, %80, !dbg !160
  %82 = mul i64 %81, 1099511628211, !dbg !160
    #dbg_value(i64 %82, !158, !DIExpression(), !159)
  %83 = sdiv i64 %0, -9223372036854775807, !dbg !160
  %84 = xor i64 %82, %83, !dbg !160
  %85 = mul i64 %84, 1099511628211, !dbg !160
    #dbg_value(i64 %85, !158, !DIExpression(), !159)
  %86 = xor i64 %85, %80, !dbg !160
  %87 = mul i64 %86, 1099511628211, !dbg !160
    #dbg_value(i64 %87, !158, !DIExpression(), !159)
  %88 = sdiv i64 %0, 641, !dbg !160
  %89 = xor i64 %87, %88, !dbg !160
  %90 = mul i64 %89, 1099511628211, !dbg !160
    #dbg_value(i64 %90, !158, !DIExpression(), !159)
  %91 = mul i64 %88, 641, !dbg !160
  %92 = sub i64 %0, %91, !dbg !160
  %93 = xor i64 %90, %92, !dbg !160
  %94 = mul i64 %93, 1099511628211, !dbg !160
    #dbg_value(i64 %94, !158, !DIExpression(), !159)
  %95 = sdiv i64 %0, 6, !dbg !160
  %96 = xor i64 %94, %95, !dbg !160
  %97 = mul i64 %96, 1099511628211, !dbg !160
    #dbg_value(i64 %97, !158, !DIExpression(), !159)
  %98 = mul i64 %95, 6, !dbg !160
  %99 = sub i64 %0, %98, !dbg !160
  %100 = xor i64 %97, %99, !dbg !160
  %101 = mul i64 %100, 1099511628211, !dbg !160
    #dbg_value(i64 %101, !158, !DIExpression(), !159)
  ret i64 %101, !dbg !160
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u8(i8 noundef zeroext %0) unnamed_addr #1 !dbg !161 {
    #dbg_value(i8 %0, !165, !DIExpression(), !167)
    #dbg_value(i64 1469598103934665603, !166, !DIExpression(), !167)
  %2 = lshr i8 %0, 1, !dbg !168
  %3 = zext nneg i8 %2 to i64, !dbg !168
  %4 = xor i64 %3, 1469598103934665603, !dbg !168
  %5 = mul i64 %4, 1099511628211, !dbg !168
    #dbg_value(i64 %5, !166, !DIExpression(), !167)
  %6 = and i8 %0, 1, !dbg !168
  %7 = zext nneg i8 %6 to i64, !dbg !168
  %8 = xor i64 %5, %7, !dbg !168
  %9 = mul i64 %8, 1099511628211, !dbg !168
    #dbg_value(i64 %9, !166, !DIExpression(), !167)
  %10 = udiv i8 %0, 3, !dbg !168
  %11 = zext nneg i8 %10 to i64, !dbg !168
  %12 = xor i64 %9, %11, !dbg !168
  %13 = mul i64 %12, 1099511628211, !dbg !168
    #dbg_value(i64 %13, !166, !DIExpression(), !167)
  %14 = mul i8 %10, 3, !dbg !168
  %15 = sub i8 %0, %14, !dbg !168
  %16 = zext nneg i8 %15 to i64, !dbg !168
  %17 = xor i64 %13, %16, !dbg !168
  %18 = mul i64 %17, 1099511628211, !dbg !168
    #dbg_value(i64 %18, !166, !DIExpression(), !167)
  %19 = udiv i8 %0, 5, !dbg !168
  %20 = zext nneg i8 %19 to i64, !dbg !168
  %21 = xor i64 %18, %20, !dbg !168
  %22 = mul i64 %21, 1099511628211, !dbg !168
    #dbg_value(i64 %22, !166, !DIExpression(), !167)
  %23 = mul i8 %19, 5, !dbg !168
  %24 = sub i8 %0, %23, !dbg !168
  %25 = zext nneg i8 %24 to i64, !dbg !168
  %26 = xor i64 %22, %25, !dbg !168
  %27 = mul i64 %26, 1099511628211, !dbg !168
    #dbg_value(i64 %27, !166, !DIExpression(), !167)
  %28 = udiv i8 %0, 6, !dbg !168
  %29 = zext nneg i8 %28 to i64, !dbg !168
  %30 = xor i64 %27, %29, !dbg !168
  %31 = mul i64 %30, 1099511628211, !dbg !168
    #dbg_value(i64 %31, !166, !DIExpression(), !167)
  %32 = mul i8 %28, 6, !dbg !168
  %33 = sub i8 %0, %32, !dbg !168
  %34 = zext nneg i8 %33 to i64, !dbg !168
  %35 = xor i64 %31, %34, !dbg !168
  %36 = mul i64 %35, 1099511628211, !dbg !168
    #dbg_value(i64 %36, !166, !DIExpression(), !167)
  %37 = udiv i8 %0, 7, !dbg !168
  %38 = zext nneg i8 %37 to i64, !dbg !168
  %39 = xor i64 %36, %38, !dbg !168
  %40 = mul i64 %39, 1099511628211, !dbg !168
    #dbg_value(i64 %40, !166, !DIExpression(), !167)
  %41 = mul i8 %37, 7, !dbg !168
  %42 = sub i8 %0, %41, !dbg !168
  %43 = zext nneg i8 %42 to i64, !dbg !168
  %44 = xor i64 %40, %43, !dbg !168
  %45 = mul i64 %44, 1099511628211, !dbg !168
    #dbg_value(i64 %45, !166, !DIExpression(), !167)
  %46 = udiv i8 %0, 10, !dbg !168
  %47 = zext nneg i8 %46 to i64, !dbg !168
  %48 = xor i64 %45, %47, !dbg !168
  %49 = mul i64 %48, 1099511628211, !dbg !168
    #dbg_value(i64 %49, !166, !DIExpression(), !167)
  %50 = mul i8 %46, 10, !dbg !168
  %51 = sub i8 %0, %50, !dbg !168
  %52 = zext nneg i8 %51 to i64, !dbg !168
  %53 = xor i64 %49, %52, !dbg !168
  %54 = mul i64 %53, 1099511628211, !dbg !168
    #dbg_value(i64 %54, !166, !DIExpression(), !167)
  %55 = lshr i8 %0, 4, !dbg !168
  %56 = zext nneg i8 %55 to i64, !dbg !168
  %57 = xor i64 %54, %56, !dbg !168
  %58 = mul i64 %57, 1099511628211, !dbg !168
    #dbg_value(i64 %58, !166, !DIExpression(), !167)
  %59 = and i8 %0, 15, !dbg !168
  %60 = zext nneg i8 %59 to i64, !dbg !168
  %61 = xor i64 %58, %60, !dbg !168
  %62 = mul i64 %61, 1099511628211, !dbg !168
    #dbg_value(i64 %62, !166, !DIExpression(), !167)
  %63 = udiv i8 %0, 25, !dbg !168
  %64 = zext nneg i8 %63 to i64, !dbg !168
  %65 = xor i64 %62, %64, !dbg !168
  %66 = mul i64 %65, 1099511628211, !dbg !168
    #dbg_value(i64 %66, !166, !DIExpression(), !167)
  %67 = mul i8 %63, 25, !dbg !168
  %68 = sub i8 %0, %67, !dbg !168
  %69 = zext nneg i8 %68 to i64, !dbg !168
  %70 = xor i64 %66, %69, !dbg !168
  %71 = mul i64 %70, 1099511628211, !dbg !168
    #dbg_value(i64 %71, !166, !DIExpression(), !167)
  %72 = udiv i8 %0, 100, !dbg !168
  %73 = zext nneg i8 %72 to i64, !dbg !168
  %74 = xor i64 %71, %73, !dbg !168
  %75 = mul i64 %74, 1099511628211, !dbg !168
    #dbg_value(i64 %75, !166, !DIExpression(), !167)
  %76 = mul i8 %72, 100, !dbg !168
  %77 = sub i8 %0, %76, !dbg !168
  %78 = zext nneg i8 %77 to i64, !dbg !168
  %79 = xor i64 %75, %78, !dbg !168
  %80 = mul i64 %79, 1099511628211, !dbg !168
    #dbg_value(i64 %80, !166, !DIExpression(), !167)
  %81 = udiv i8 %0, 127, !dbg !168
  %82 = zext nneg i8 %81 to i64, !dbg !168
  %83 = xor i64 %80, %82, !dbg !168
  %84 = mul i64 %83, 1099511628211, !dbg !168
    #dbg_value(i64 %84, !166, !DIExpression(), !167)
  %85 = mul i8 %81, 127, !dbg !168
  %86 = sub i8 %0, %85, !dbg !168
  %87 = zext nneg i8 %86 to i64, !dbg !168
  %88 = xor i64 %84, %87, !dbg !168
  %89 = mul i64 %88, 1099511628211, !dbg !168
    #dbg_value(i64 %89, !166, !DIExpression(), !167)
  %90 = lshr i8 %0, 7, !dbg !168
  %91 = zext nneg i8 %90 to i64, !dbg !168
  %92 = xor i64 %89, %91, !dbg !168
  %93 = mul i64 %92, 1099511628211, !dbg !168
    #dbg_value(i64 %93, !166, !DIExpression(), !167)
  %94 = and i8 %0, 127, !dbg !168
  %95 = zext nneg i8 %94 to i64, !dbg !168
  %96 = xor i64 %93, %95, !dbg !168
  %97 = mul i64 %96, 1099511628211, !dbg !168
    #dbg_value(i64 %97, !166, !DIExpression(), !167)
  %98 = icmp ugt i8 %0, -57, !dbg !168
  %99 = zext i1 %98 to i64, !dbg !168
  %100 = xor i64 %97, %99, !dbg !168
  %101 = mul i64 %100, 1099511628211, !dbg !168
    #dbg_value(i64 %101, !166, !DIExpression(), !167)
  %102 = icmp ult i8 %0, -56, !dbg !168
  %103 = add nsw i8 %0, 56, !dbg !168
  %104 = select i1 %102, i8 %0, i8 %103, !dbg !168
  %105 = zext i8 %104 to i64, !dbg !168
  %106 = xor i64 %101, %105, !dbg !168
  %107 = mul i64 %106, 1099511628211, !dbg !168
    #dbg_value(i64 %107, !166, !DIExpression(), !167)
  %108 = icmp ugt i8 %0, -3, !dbg !168
  %109 = zext i1 %108 to i64, !dbg !168
  %110 = xor i64 %107, %109, !dbg !168
  %111 = mul i64 %110, 1099511628211, !dbg !168
    #dbg_value(i64 %111, !166, !DIExpression(), !167)
  %112 = icmp ult i8 %0, -2, !dbg !168
  %113 = add nsw i8 %0, 2, !dbg !168
  %114 = select i1 %112, i8 %0, i8 %113, !dbg !168
  %115 = zext i8 %114 to i64, !dbg !168
  %116 = xor i64 %111, %115, !dbg !168
  %117 = mul i64 %116, 1099511628211, !dbg !168
    #dbg_value(i64 %117, !166, !DIExpression(), !167)
  %118 = icmp eq i8 %0, -1, !dbg !168
  %119 = zext i1 %118 to i64, !dbg !168
  %120 = xor i64 %117, %119, !dbg !168
  %121 = mul i64 %120, 1099511628211, !dbg !168
    #dbg_value(i64 %121, !166, !DIExpression(), !167)
  %122 = select i1 %118, i8 0, i8 %0, !dbg !168
  %123 = zext i8 %122 to i64, !dbg !168
  %124 = xor i64 %121, %123, !dbg !168
  %125 = mul i64 %124, 1099511628211, !dbg !168
    #dbg_value(i64 %125, !166, !DIExpression(), !167)
  %126 = udiv i8 %0, 19, !dbg !168
  %127 = zext nneg i8 %126 to i64, !dbg !168
  %128 = xor i64 %125, %127, !dbg !168
  %129 = mul i64 %128, 1099511628211, !dbg !168
    #dbg_value(i64 %129, !166, !DIExpression(), !167)
  %130 = mul i8 %126, 19, !dbg !168
  %131 = sub i8 %0, %130, !dbg !168
  %132 = zext nneg i8 %131 to i64, !dbg !168
  %133 = xor i64 %129, %132, !dbg !168
  %134 = mul i64 %133, 1099511628211, !dbg !168
    #dbg_value(i64 %134, !166, !DIExpression(), !167)
  %135 = udiv i8 %0, 11, !dbg !168
  %136 = zext nneg i8 %135 to i64, !dbg !168
  %137 = xor i64 %134, %136, !dbg !168
  %138 = mul i64 %137, 1099511628211, !dbg !168
    #dbg_value(i64 %138, !166, !DIExpression(), !167)
  %139 = mul i8 %135, 11, !dbg !168
  %140 = sub i8 %0, %139, !dbg !168
  %141 = zext nneg i8 %140 to i64, !dbg !168
  %142 = xor i64 %138, %141, !dbg !168
  %143 = mul i64 %142, 1099511628211, !dbg !168
    #dbg_value(i64 %143, !166, !DIExpression(), !167)
  ret i64 %143, !dbg !168
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s16(i16 noundef signext %0) unnamed_addr #1 !dbg !169 {
    #dbg_value(i16 %0, !173, !DIExpression(), !175)
    #dbg_value(i64 1469598103934665603, !174, !DIExpression(), !175)
  %2 = sdiv i16 %0, 2, !dbg !176
  %3 = sext i16 %2 to i64, !dbg !176
  %4 = xor i64 %3, 1469598103934665603, !dbg !176
  %5 = mul i64 %4, 1099511628211, !dbg !176
    #dbg_value(i64 %5, !174, !DIExpression(), !175)
  %6 = mul i16 %2, 2, !dbg !176
  %7 = sub i16 %0, %6, !dbg !176
  %8 = sext i16 %7 to i64, !dbg !176
  %9 = xor i64 %5, %8, !dbg !176
  %10 = mul i64 %9, 1099511628211, !dbg !176
    #dbg_value(i64 %10, !174, !DIExpression(), !175)
  %11 = sdiv i16 %0, 3, !dbg !176
  %12 = sext i16 %11 to i64, !dbg !176
  %13 = xor i64 %10, %12, !dbg !176
  %14 = mul i64 %13, 1099511628211, !dbg !176
    #dbg_value(i64 %14, !174, !DIExpression(), !175)
  %15 = mul i16 %11, 3, !dbg !176
  %16 = sub i16 %0, %15, !dbg !176
  %17 = sext i16 %16 to i64, !dbg !176
  %18 = xor i64 %14, %17, !dbg !176
  %19 = mul i64 %18, 1099511628211, !dbg !176
    #dbg_value(i64 %19, !174, !DIExpression(), !175)
  %20 = sdiv i16 %0, -3, !dbg !176
  %21 = sext i16 %20 to i64, !dbg !176
  %22 = xor i64 %19, %21, !dbg !176
  %23 = mul i64 %22, 1099511628211, !dbg !176
    #dbg_value(i64 %23, !174, !DIExpression(), !175)
  %24 = xor i64 %23, %17, !dbg !176
  %25 = mul i64 %24, 1099511628211, !dbg !176
    #dbg_value(i64 %25, !174, !DIExpression(), !175)
  %26 = sdiv i16 %0, 7, !dbg !176
  %27 = sext i16 %26 to i64, !dbg !176
  %28 = xor i64 %25, %27, !dbg !176
  %29 = mul i64 %28, 1099511628211, !dbg !176
    #dbg_value(i64 %29, !174, !DIExpression(), !175)
  %30 = mul i16 %26, 7, !dbg !176
  %31 = sub i16 %0, %30, !dbg !176
  %32 = sext i16 %31 to i64, !dbg !176
  %33 = xor i64 %29, %32, !dbg !176
  %34 = mul i64 %33, 1099511628211, !dbg !176
    #dbg_value(i64 %34, !174, !DIExpression(), !175)
  %35 = sdiv i16 %0, -7, !dbg !176
  %36 = sext i16 %35 to i64, !dbg !176
  %37 = xor i64 %34, %36, !dbg !176
  %38 = mul i64 %37, 1099511628211, !dbg !176
    #dbg_value(i64 %38, !174, !DIExpression(), !175)
  %39 = xor i64 %38, %32, !dbg !176
  %40 = mul i64 %39, 1099511628211, !dbg !176
    #dbg_value(i64 %40, !174, !DIExpression(), !175)
  %41 = sdiv i16 %0, 10, !dbg !176
  %42 = sext i16 %41 to i64, !dbg !176
  %43 = xor i64 %40, %42, !dbg !176
  %44 = mul i64 %43, 1099511628211, !dbg !176
    #dbg_value(i64 %44, !174, !DIExpression(), !175)
  %45 = mul i16 %41, 10, !dbg !176
  %46 = sub i16 %0, %45, !dbg !176
  %47 = sext i16 %46 to i64, !dbg !176
  %48 = xor i64 %44, %47, !dbg !176
  %49 = mul i64 %48, 1099511628211, !dbg !176
    #dbg_value(i64 %49, !174, !DIExpression(), !175)
  %50 = sdiv i16 %0, -10, !dbg !176
  %51 = sext i16 %50 to i64, !dbg !176
  %52 = xor i64 %49, %51, !dbg !176
  %53 = mul i64 %52, 1099511628211, !dbg !176
    #dbg_value(i64 %53, !174, !DIExpression(), !175)
  %54 = xor i64 %53, %47, !dbg !176
  %55 = mul i64 %54, 1099511628211, !dbg !176
    #dbg_value(i64 %55, !174, !DIExpression(), !175)
  %56 = sdiv i16 %0, 64, !dbg !176
  %57 = sext i16 %56 to i64, !dbg !176
  %58 = xor i64 %55, %57, !dbg !176
  %59 = mul i64 %58, 1099511628211, !dbg !176
    #dbg_value(i64 %59, !174, !DIExpression(), !175)
  %60 = mul i16 %56, 64, !dbg !176
  %61 = sub i16 %0, %60, !dbg !176
  %62 = sext i16 %61 to i64, !dbg !176
  %63 = xor i64 %59, %62, !dbg !176
  %64 = mul i64 %63, 1099511628211, !dbg !176
    #dbg_value(i64 %64, !174, !DIExpression(), !175)
  %65 = sdiv i16 %0, -64, !dbg !176
  %66 = sext i16 %65 to i64, !dbg !176
  %67 = xor i64 %64, %66, !dbg !176
  %68 = mul i64 %67, 1099511628211, !dbg !176
    #dbg_value(i64 %68, !174, !DIExpression(), !175)
  %69 = xor i64 %68, %62, !dbg !176
  %70 = mul i64 %69, 1099511628211, !dbg !176
    #dbg_value(i64 %70, !174, !DIExpression(), !175)
  %71 = sdiv i16 %0, 1000, !dbg !176
  %72 = sext i16 %71 to i64, !dbg !176
  %73 = xor i64 %70, %72, !dbg !176
  %74 = mul i64 %73, 1099511628211, !dbg !176
    #dbg_value(i64 %74, !174, !DIExpression(), !175)
  %75 = mul i16 %71, 1000, !dbg !176
  %76 = sub i16 %0, %75, !dbg !176
  %77 = sext i16 %76 to i64, !dbg !176
  %78 = xor i64 %74, %77, !dbg !176
  %79 = mul i64 %78, 1099511628211, !dbg !176
    #dbg_value(i64 %79, !174, !DIExpression(), !175)
  %80 = sdiv i16 %0, -1000, !dbg !176
  %81 = sext i16 %80 to i64, !dbg !176
  %82 = xor i64 %79, %81, !dbg !176
  %83 = mul i64 %82, 1099511628211, !dbg !176
    #dbg_value(i64 %83, !174, !DIExpression(), !175)
  %84 = xor i64 %83, %77, !dbg !176
  %85 = mul i64 %84, 1099511628211, !dbg !176
    #dbg_value(i64 %85, !174, !DIExpression(), !175)
  %86 = sdiv i16 %0, 32767, !dbg !176
  %87 = sext i16 %86 to i64, !dbg !176
  %88 = xor i64 %85, %87, !dbg !176
  %89 = mul i64 %88, 1099511628211, !dbg !176
    #dbg_value(i64 %89, !174, !DIExpression(), !175)
  %90 = mul i16 %86, 32767, !dbg !176
  %91 = sub i16 %0, %90, !dbg !176
  %92 = sext i16 %91 to i64, !dbg !176
  %93 = xor i64 %89, %92, !dbg !176
  %94 = mul i64 %93, 1099511628211, !dbg !176
    #dbg_value(i64 %94, !174, !DIExpression(), !175)
  %95 = sdiv i16 %0, -32767, !dbg !176
  %96 = sext i16 %95 to i64, !dbg !176
  %97 = xor i64 %94, %96, !dbg !176
  %98 = mul i64 %97, 1099511628211, !dbg !176
    #dbg_value(i64 %98, !174, !DIExpression(), !175)
  %99 = xor i64 %98, %92, !dbg !176
  %100 = mul i64 %99, 1099511628211, !dbg !176
    #dbg_value(i64 %100, !174, !DIExpression(), !175)
  %101 = sdiv i16 %0, 641, !dbg !176
  %102 = sext i16 %101 to i64, !dbg !176
  %103 = xor i64 %100, %102, !dbg !176
  %104 = mul i64 %103, 1099511628211, !dbg !176
    #dbg_value(i64 %104, !174, !DIExpression(), !175)
  %105 = mul i16 %101, 641, !dbg !176
  %106 = sub i16 %0, %105, !dbg !176
  %107 = sext i16 %106 to i64, !dbg !176
  %108 = xor i64 %104, %107, !dbg !176
  %109 = mul i64 %108, 1099511628211, !dbg !176
    #dbg_value(i64 %109, !174, !DIExpression(), !175)
  %110 = sdiv i16 %0, 6, !dbg !176
  %111 = sext i16 %110 to i64, !dbg !176
  %112 = xor i64 %109, %111, !dbg !176
  %113 = mul i64 %112, 1099511628211, !dbg !176
    #dbg_value(i64 %113, !174, !DIExpression(), !175)
  %114 = mul i16 %110, 6, !dbg !176
  %115 = sub i16 %0, %114, !dbg !176
  %116 = sext i16 %115 to i64, !dbg !176
  %117 = xor i64 %113, %116, !dbg !176
  %118 = mul i64 %117, 1099511628211, !dbg !176
    #dbg_value(i64 %118, !174, !DIExpression(), !175)
  %119 = sdiv i16 %0, 9, !dbg !176
  %120 = sext i16 %119 to i64, !dbg !176
  %121 = xor i64 %118, %120, !dbg !176
  %122 = mul i64 %121, 1099511628211, !dbg !176
    #dbg_value(i64 %122, !174, !DIExpression(), !175)
  %123 = mul i16 %119, 9, !dbg !176
  %124 = sub i16 %0, %123, !dbg !176
  %125 = sext i16 %124 to i64, !dbg !176
  %126 = xor i64 %122, %125, !dbg !176
  %127 = mul i64 %126, 1099511628211, !dbg !176
    #dbg_value(i64 %127, !174, !DIExpression(), !175)
  ret i64 %127, !dbg !176
}

; Function Attrs: nofree nounwind
declare !dbg !177 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/div_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "ca38c8ec80bb0d6e28d7ec91c6a85dc6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !37, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !19, !23, !26, !29, !32, !35, !36}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !15, line: 27, baseType: !16)
!15 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !17, line: 44, baseType: !18)
!17 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !17, line: 45, baseType: !22)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !20, line: 26, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !17, line: 42, baseType: !25)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !15, line: 26, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !17, line: 41, baseType: !28)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !20, line: 24, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !17, line: 38, baseType: !31)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !15, line: 25, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !17, line: 39, baseType: !34)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!37 = !{!0, !7}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 1, !"target-abi", !"lp64d"}
!42 = !{i32 6, !"riscv-isa", !43}
!43 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 8, !"SmallDataLimit", i32 8}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !51, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!28}
!53 = !{!54, !55, !56, !58}
!54 = !DILocalVariable(name: "h", scope: !50, file: !2, line: 38, type: !19)
!55 = !DILocalVariable(name: "x", scope: !50, file: !2, line: 39, type: !19)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 40, type: !28)
!57 = distinct !DILexicalBlock(scope: !50, file: !2, line: 40, column: 3)
!58 = !DILocalVariable(name: "v", scope: !59, file: !2, line: 41, type: !14)
!59 = distinct !DILexicalBlock(scope: !60, file: !2, line: 40, column: 34)
!60 = distinct !DILexicalBlock(scope: !57, file: !2, line: 40, column: 3)
!61 = !DILocation(line: 0, scope: !50)
!62 = !DILocation(line: 0, scope: !57)
!63 = !DILocation(line: 40, column: 3, scope: !57)
!64 = !DILocation(line: 59, column: 3, scope: !50)
!65 = !DILocation(line: 60, column: 3, scope: !50)
!66 = !DILocation(line: 62, column: 3, scope: !50)
!67 = !DILocation(line: 42, column: 11, scope: !68)
!68 = distinct !DILexicalBlock(scope: !59, file: !2, line: 42, column: 9)
!69 = !DILocation(line: 42, column: 9, scope: !59)
!70 = !DILocation(line: 43, column: 13, scope: !68)
!71 = !DILocation(line: 0, scope: !59)
!72 = !DILocation(line: 43, column: 7, scope: !68)
!73 = !DILocation(line: 44, column: 16, scope: !74)
!74 = distinct !DILexicalBlock(scope: !68, file: !2, line: 44, column: 14)
!75 = !DILocation(line: 44, column: 14, scope: !68)
!76 = !DILocation(line: 45, column: 56, scope: !74)
!77 = !DILocation(line: 45, column: 41, scope: !74)
!78 = !DILocation(line: 45, column: 7, scope: !74)
!79 = !DILocation(line: 46, column: 16, scope: !80)
!80 = distinct !DILexicalBlock(scope: !74, file: !2, line: 46, column: 14)
!81 = !DILocation(line: 46, column: 14, scope: !74)
!82 = !DILocation(line: 47, column: 56, scope: !80)
!83 = !DILocation(line: 47, column: 41, scope: !80)
!84 = !DILocation(line: 47, column: 7, scope: !80)
!85 = !DILocation(line: 48, column: 16, scope: !86)
!86 = distinct !DILexicalBlock(scope: !80, file: !2, line: 48, column: 14)
!87 = !DILocation(line: 48, column: 14, scope: !80)
!88 = !DILocation(line: 49, column: 33, scope: !86)
!89 = !DILocation(line: 49, column: 7, scope: !86)
!90 = !DILocation(line: 51, column: 14, scope: !91)
!91 = distinct !DILexicalBlock(scope: !86, file: !2, line: 50, column: 10)
!92 = !DILocation(line: 51, column: 9, scope: !91)
!93 = !DILocation(line: 51, column: 28, scope: !91)
!94 = !DILocation(line: 51, column: 23, scope: !91)
!95 = !DILocation(line: 51, column: 41, scope: !91)
!96 = !DILocation(line: 51, column: 36, scope: !91)
!97 = !DILocation(line: 52, column: 29, scope: !91)
!98 = !DILocation(line: 52, column: 23, scope: !91)
!99 = !DILocation(line: 53, column: 13, scope: !100)
!100 = distinct !DILexicalBlock(scope: !91, file: !2, line: 53, column: 11)
!101 = !DILocation(line: 53, column: 11, scope: !91)
!102 = !DILocation(line: 0, scope: !68)
!103 = !DILocation(line: 55, column: 14, scope: !59)
!104 = !DILocation(line: 55, column: 10, scope: !59)
!105 = !DILocation(line: 55, column: 33, scope: !59)
!106 = !DILocation(line: 55, column: 31, scope: !59)
!107 = !DILocation(line: 55, column: 27, scope: !59)
!108 = !DILocation(line: 55, column: 55, scope: !59)
!109 = !DILocation(line: 55, column: 53, scope: !59)
!110 = !DILocation(line: 55, column: 49, scope: !59)
!111 = !DILocation(line: 55, column: 78, scope: !59)
!112 = !DILocation(line: 55, column: 76, scope: !59)
!113 = !DILocation(line: 55, column: 72, scope: !59)
!114 = !DILocation(line: 55, column: 95, scope: !59)
!115 = !DILocation(line: 55, column: 92, scope: !59)
!116 = !DILocation(line: 55, column: 90, scope: !59)
!117 = !DILocation(line: 55, column: 85, scope: !59)
!118 = !DILocation(line: 56, column: 19, scope: !59)
!119 = !DILocation(line: 56, column: 15, scope: !59)
!120 = !DILocation(line: 56, column: 13, scope: !59)
!121 = !DILocation(line: 55, column: 107, scope: !59)
!122 = !DILocation(line: 55, column: 7, scope: !59)
!123 = !DILocation(line: 57, column: 7, scope: !59)
!124 = !DILocation(line: 40, column: 30, scope: !60)
!125 = !DILocation(line: 40, column: 21, scope: !60)
!126 = distinct !{!126, !63, !127, !128}
!127 = !DILocation(line: 58, column: 3, scope: !57)
!128 = !{!"llvm.loop.mustprogress"}
!129 = distinct !DISubprogram(name: "u32", scope: !2, file: !2, line: 25, type: !130, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!19, !23}
!132 = !{!133, !134}
!133 = !DILocalVariable(name: "x", arg: 1, scope: !129, file: !2, line: 25, type: !23)
!134 = !DILocalVariable(name: "h", scope: !129, file: !2, line: 25, type: !19)
!135 = !DILocation(line: 0, scope: !129)
!136 = !DILocation(line: 25, column: 1, scope: !129)
!137 = distinct !DISubprogram(name: "s32", scope: !2, file: !2, line: 27, type: !138, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!19, !26}
!140 = !{!141, !142}
!141 = !DILocalVariable(name: "x", arg: 1, scope: !137, file: !2, line: 27, type: !26)
!142 = !DILocalVariable(name: "h", scope: !137, file: !2, line: 27, type: !19)
!143 = !DILocation(line: 0, scope: !137)
!144 = !DILocation(line: 27, column: 1, scope: !137)
!145 = distinct !DISubprogram(name: "u64", scope: !2, file: !2, line: 29, type: !146, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!19, !19}
!148 = !{!149, !150}
!149 = !DILocalVariable(name: "x", arg: 1, scope: !145, file: !2, line: 29, type: !19)
!150 = !DILocalVariable(name: "h", scope: !145, file: !2, line: 29, type: !19)
!151 = !DILocation(line: 0, scope: !145)
!152 = !DILocation(line: 29, column: 1, scope: !145)
!153 = distinct !DISubprogram(name: "s64", scope: !2, file: !2, line: 31, type: !154, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!19, !14}
!156 = !{!157, !158}
!157 = !DILocalVariable(name: "x", arg: 1, scope: !153, file: !2, line: 31, type: !14)
!158 = !DILocalVariable(name: "h", scope: !153, file: !2, line: 31, type: !19)
!159 = !DILocation(line: 0, scope: !153)
!160 = !DILocation(line: 31, column: 1, scope: !153)
!161 = distinct !DISubprogram(name: "u8", scope: !2, file: !2, line: 34, type: !162, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!19, !29}
!164 = !{!165, !166}
!165 = !DILocalVariable(name: "x", arg: 1, scope: !161, file: !2, line: 34, type: !29)
!166 = !DILocalVariable(name: "h", scope: !161, file: !2, line: 34, type: !19)
!167 = !DILocation(line: 0, scope: !161)
!168 = !DILocation(line: 34, column: 1, scope: !161)
!169 = distinct !DISubprogram(name: "s16", scope: !2, file: !2, line: 35, type: !170, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!19, !32}
!172 = !{!173, !174}
!173 = !DILocalVariable(name: "x", arg: 1, scope: !169, file: !2, line: 35, type: !32)
!174 = !DILocalVariable(name: "h", scope: !169, file: !2, line: 35, type: !19)
!175 = !DILocation(line: 0, scope: !169)
!176 = !DILocation(line: 35, column: 1, scope: !169)
!177 = !DISubprogram(name: "printf", scope: !178, file: !178, line: 356, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!179 = !DISubroutineType(types: !180)
!180 = !{!28, !181, null}
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
