; ModuleID = 'tests/run/aarch64/div_const.c'
source_filename = "tests/run/aarch64/div_const.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"samples %u %d %llu %lld\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !47 {
    #dbg_value(i64 0, !51, !DIExpression(), !58)
    #dbg_value(i64 -7046029254386353131, !52, !DIExpression(), !58)
    #dbg_value(i32 0, !53, !DIExpression(), !59)
  br label %4, !dbg !60

1:                                                ; preds = %40
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %63), !dbg !61
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 571428571, i32 noundef -153846153, i64 noundef 1844674407370955161, i64 noundef -9223372036854775), !dbg !62
  ret i32 0, !dbg !63

4:                                                ; preds = %0, %40
  %5 = phi i64 [ 0, %0 ], [ %64, %40 ]
  %6 = phi i64 [ -7046029254386353131, %0 ], [ %41, %40 ]
  %7 = phi i64 [ 0, %0 ], [ %63, %40 ]
    #dbg_value(i64 %5, !53, !DIExpression(), !59)
    #dbg_value(i64 %6, !52, !DIExpression(), !58)
    #dbg_value(i64 %7, !51, !DIExpression(), !58)
  %8 = icmp ult i64 %5, 64, !dbg !64
  br i1 %8, label %9, label %11, !dbg !66

9:                                                ; preds = %4
  %10 = add nsw i64 %5, -32, !dbg !67
    #dbg_value(i64 %10, !55, !DIExpression(), !68)
  br label %40, !dbg !69

11:                                               ; preds = %4
  %12 = icmp ult i64 %5, 128, !dbg !70
  br i1 %12, label %13, label %16, !dbg !72

13:                                               ; preds = %11
  %14 = add nsw i64 %5, -64, !dbg !73
  %15 = xor i64 %14, 9223372036854775807, !dbg !74
    #dbg_value(i64 %15, !55, !DIExpression(), !68)
  br label %40, !dbg !75

16:                                               ; preds = %11
  %17 = icmp ult i64 %5, 192, !dbg !76
  br i1 %17, label %18, label %21, !dbg !78

18:                                               ; preds = %16
  %19 = add nuw i64 %5, 9223372036854775680, !dbg !79
  %20 = or i64 %19, -9223372036854775808, !dbg !80
    #dbg_value(i64 %20, !55, !DIExpression(), !68)
  br label %40, !dbg !81

21:                                               ; preds = %16
  %22 = icmp ult i64 %5, 256, !dbg !82
  br i1 %22, label %23, label %25, !dbg !84

23:                                               ; preds = %21
  %24 = add nuw nsw i64 %5, 2147483423, !dbg !85
    #dbg_value(i64 %24, !55, !DIExpression(), !68)
  br label %40, !dbg !86

25:                                               ; preds = %21
  %26 = shl i64 %6, 13, !dbg !87
  %27 = xor i64 %26, %6, !dbg !89
    #dbg_value(i64 %27, !52, !DIExpression(), !58)
  %28 = lshr i64 %27, 7, !dbg !90
  %29 = xor i64 %28, %27, !dbg !91
    #dbg_value(i64 %29, !52, !DIExpression(), !58)
  %30 = shl i64 %29, 17, !dbg !92
  %31 = xor i64 %30, %29, !dbg !93
    #dbg_value(i64 %31, !52, !DIExpression(), !58)
  %32 = trunc i64 %5 to i16, !dbg !94
  %33 = urem i16 %32, 40, !dbg !94
  %34 = zext nneg i16 %33 to i64, !dbg !95
  %35 = lshr i64 %31, %34, !dbg !95
    #dbg_value(i64 %35, !55, !DIExpression(), !68)
  %36 = and i64 %5, 1, !dbg !96
  %37 = icmp eq i64 %36, 0, !dbg !96
  %38 = sub nsw i64 0, %35
  %39 = select i1 %37, i64 %35, i64 %38, !dbg !98
  br label %40, !dbg !98

40:                                               ; preds = %25, %13, %23, %18, %9
  %41 = phi i64 [ %6, %9 ], [ %6, %13 ], [ %6, %18 ], [ %6, %23 ], [ %31, %25 ], !dbg !58
  %42 = phi i64 [ %10, %9 ], [ %15, %13 ], [ %20, %18 ], [ %24, %23 ], [ %39, %25 ], !dbg !99
    #dbg_value(i64 %42, !55, !DIExpression(), !68)
    #dbg_value(i64 %41, !52, !DIExpression(), !58)
  %43 = trunc i64 %42 to i32, !dbg !100
  %44 = tail call fastcc i64 @u32(i32 noundef %43), !dbg !101
  %45 = tail call fastcc i64 @s32(i32 noundef %43), !dbg !102
  %46 = mul i64 %45, 3, !dbg !103
  %47 = add i64 %46, %44, !dbg !104
  %48 = tail call fastcc i64 @u64(i64 noundef %42), !dbg !105
  %49 = mul i64 %48, 5, !dbg !106
  %50 = add i64 %47, %49, !dbg !107
  %51 = tail call fastcc i64 @s64(i64 noundef %42), !dbg !108
  %52 = mul i64 %51, 7, !dbg !109
  %53 = add i64 %50, %52, !dbg !110
  %54 = trunc i64 %42 to i8, !dbg !111
  %55 = tail call fastcc i64 @u8(i8 noundef %54), !dbg !112
  %56 = mul i64 %55, 11, !dbg !113
  %57 = add i64 %53, %56, !dbg !114
  %58 = trunc i64 %42 to i16, !dbg !115
  %59 = tail call fastcc i64 @s16(i16 noundef %58), !dbg !116
  %60 = mul i64 %59, 13, !dbg !117
  %61 = add i64 %57, %60, !dbg !118
  %62 = xor i64 %61, %7, !dbg !119
    #dbg_value(i64 %62, !51, !DIExpression(), !58)
  %63 = mul i64 %62, 31, !dbg !120
    #dbg_value(i64 %63, !51, !DIExpression(), !58)
  %64 = add nuw nsw i64 %5, 1, !dbg !121
    #dbg_value(i64 %64, !53, !DIExpression(), !59)
  %65 = icmp eq i64 %64, 4000, !dbg !122
  br i1 %65, label %1, label %4, !dbg !60, !llvm.loop !123
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u32(i32 noundef %0) unnamed_addr #1 !dbg !126 {
    #dbg_value(i32 %0, !130, !DIExpression(), !132)
    #dbg_value(i64 1469598103934665603, !131, !DIExpression(), !132)
  %2 = lshr i32 %0, 1, !dbg !133
  %3 = zext nneg i32 %2 to i64, !dbg !133
  %4 = xor i64 %3, 1469598103934665603, !dbg !133
  %5 = mul i64 %4, 1099511628211, !dbg !133
    #dbg_value(i64 %5, !131, !DIExpression(), !132)
  %6 = and i32 %0, 1, !dbg !133
  %7 = zext nneg i32 %6 to i64, !dbg !133
  %8 = xor i64 %5, %7, !dbg !133
  %9 = mul i64 %8, 1099511628211, !dbg !133
    #dbg_value(i64 %9, !131, !DIExpression(), !132)
  %10 = udiv i32 %0, 3, !dbg !133
  %11 = zext nneg i32 %10 to i64, !dbg !133
  %12 = xor i64 %9, %11, !dbg !133
  %13 = mul i64 %12, 1099511628211, !dbg !133
    #dbg_value(i64 %13, !131, !DIExpression(), !132)
  %14 = mul i32 %10, 3, !dbg !133
  %15 = sub i32 %0, %14, !dbg !133
  %16 = zext nneg i32 %15 to i64, !dbg !133
  %17 = xor i64 %13, %16, !dbg !133
  %18 = mul i64 %17, 1099511628211, !dbg !133
    #dbg_value(i64 %18, !131, !DIExpression(), !132)
  %19 = udiv i32 %0, 5, !dbg !133
  %20 = zext nneg i32 %19 to i64, !dbg !133
  %21 = xor i64 %18, %20, !dbg !133
  %22 = mul i64 %21, 1099511628211, !dbg !133
    #dbg_value(i64 %22, !131, !DIExpression(), !132)
  %23 = mul i32 %19, 5, !dbg !133
  %24 = sub i32 %0, %23, !dbg !133
  %25 = zext nneg i32 %24 to i64, !dbg !133
  %26 = xor i64 %22, %25, !dbg !133
  %27 = mul i64 %26, 1099511628211, !dbg !133
    #dbg_value(i64 %27, !131, !DIExpression(), !132)
  %28 = udiv i32 %0, 6, !dbg !133
  %29 = zext nneg i32 %28 to i64, !dbg !133
  %30 = xor i64 %27, %29, !dbg !133
  %31 = mul i64 %30, 1099511628211, !dbg !133
    #dbg_value(i64 %31, !131, !DIExpression(), !132)
  %32 = mul i32 %28, 6, !dbg !133
  %33 = sub i32 %0, %32, !dbg !133
  %34 = zext nneg i32 %33 to i64, !dbg !133
  %35 = xor i64 %31, %34, !dbg !133
  %36 = mul i64 %35, 1099511628211, !dbg !133
    #dbg_value(i64 %36, !131, !DIExpression(), !132)
  %37 = udiv i32 %0, 7, !dbg !133
  %38 = zext nneg i32 %37 to i64, !dbg !133
  %39 = xor i64 %36, %38, !dbg !133
  %40 = mul i64 %39, 1099511628211, !dbg !133
    #dbg_value(i64 %40, !131, !DIExpression(), !132)
  %41 = mul i32 %37, 7, !dbg !133
  %42 = sub i32 %0, %41, !dbg !133
  %43 = zext nneg i32 %42 to i64, !dbg !133
  %44 = xor i64 %40, %43, !dbg !133
  %45 = mul i64 %44, 1099511628211, !dbg !133
    #dbg_value(i64 %45, !131, !DIExpression(), !132)
  %46 = udiv i32 %0, 10, !dbg !133
  %47 = zext nneg i32 %46 to i64, !dbg !133
  %48 = xor i64 %45, %47, !dbg !133
  %49 = mul i64 %48, 1099511628211, !dbg !133
    #dbg_value(i64 %49, !131, !DIExpression(), !132)
  %50 = mul i32 %46, 10, !dbg !133
  %51 = sub i32 %0, %50, !dbg !133
  %52 = zext nneg i32 %51 to i64, !dbg !133
  %53 = xor i64 %49, %52, !dbg !133
  %54 = mul i64 %53, 1099511628211, !dbg !133
    #dbg_value(i64 %54, !131, !DIExpression(), !132)
  %55 = lshr i32 %0, 4, !dbg !133
  %56 = zext nneg i32 %55 to i64, !dbg !133
  %57 = xor i64 %54, %56, !dbg !133
  %58 = mul i64 %57, 1099511628211, !dbg !133
    #dbg_value(i64 %58, !131, !DIExpression(), !132)
  %59 = and i32 %0, 15, !dbg !133
  %60 = zext nneg i32 %59 to i64, !dbg !133
  %61 = xor i64 %58, %60, !dbg !133
  %62 = mul i64 %61, 1099511628211, !dbg !133
    #dbg_value(i64 %62, !131, !DIExpression(), !132)
  %63 = udiv i32 %0, 25, !dbg !133
  %64 = zext nneg i32 %63 to i64, !dbg !133
  %65 = xor i64 %62, %64, !dbg !133
  %66 = mul i64 %65, 1099511628211, !dbg !133
    #dbg_value(i64 %66, !131, !DIExpression(), !132)
  %67 = mul i32 %63, 25, !dbg !133
  %68 = sub i32 %0, %67, !dbg !133
  %69 = zext nneg i32 %68 to i64, !dbg !133
  %70 = xor i64 %66, %69, !dbg !133
  %71 = mul i64 %70, 1099511628211, !dbg !133
    #dbg_value(i64 %71, !131, !DIExpression(), !132)
  %72 = udiv i32 %0, 641, !dbg !133
  %73 = zext nneg i32 %72 to i64, !dbg !133
  %74 = xor i64 %71, %73, !dbg !133
  %75 = mul i64 %74, 1099511628211, !dbg !133
    #dbg_value(i64 %75, !131, !DIExpression(), !132)
  %76 = mul i32 %72, 641, !dbg !133
  %77 = sub i32 %0, %76, !dbg !133
  %78 = zext nneg i32 %77 to i64, !dbg !133
  %79 = xor i64 %75, %78, !dbg !133
  %80 = mul i64 %79, 1099511628211, !dbg !133
    #dbg_value(i64 %80, !131, !DIExpression(), !132)
  %81 = udiv i32 %0, 1000, !dbg !133
  %82 = zext nneg i32 %81 to i64, !dbg !133
  %83 = xor i64 %80, %82, !dbg !133
  %84 = mul i64 %83, 1099511628211, !dbg !133
    #dbg_value(i64 %84, !131, !DIExpression(), !132)
  %85 = mul i32 %81, 1000, !dbg !133
  %86 = sub i32 %0, %85, !dbg !133
  %87 = zext nneg i32 %86 to i64, !dbg !133
  %88 = xor i64 %84, %87, !dbg !133
  %89 = mul i64 %88, 1099511628211, !dbg !133
    #dbg_value(i64 %89, !131, !DIExpression(), !132)
  %90 = udiv i32 %0, 65537, !dbg !133
  %91 = zext nneg i32 %90 to i64, !dbg !133
  %92 = xor i64 %89, %91, !dbg !133
  %93 = mul i64 %92, 1099511628211, !dbg !133
    #dbg_value(i64 %93, !131, !DIExpression(), !132)
  %94 = mul i32 %90, 65537, !dbg !133
  %95 = sub i32 %0, %94, !dbg !133
  %96 = zext nneg i32 %95 to i64, !dbg !133
  %97 = xor i64 %93, %96, !dbg !133
  %98 = mul i64 %97, 1099511628211, !dbg !133
    #dbg_value(i64 %98, !131, !DIExpression(), !132)
  %99 = udiv i32 %0, 2147483647, !dbg !133
  %100 = zext nneg i32 %99 to i64, !dbg !133
  %101 = xor i64 %98, %100, !dbg !133
  %102 = mul i64 %101, 1099511628211, !dbg !133
    #dbg_value(i64 %102, !131, !DIExpression(), !132)
  %103 = mul i32 %99, 2147483647, !dbg !133
  %104 = sub i32 %0, %103, !dbg !133
  %105 = zext nneg i32 %104 to i64, !dbg !133
  %106 = xor i64 %102, %105, !dbg !133
  %107 = mul i64 %106, 1099511628211, !dbg !133
    #dbg_value(i64 %107, !131, !DIExpression(), !132)
  %108 = lshr i32 %0, 31, !dbg !133
  %109 = zext nneg i32 %108 to i64, !dbg !133
  %110 = xor i64 %107, %109, !dbg !133
  %111 = mul i64 %110, 1099511628211, !dbg !133
    #dbg_value(i64 %111, !131, !DIExpression(), !132)
  %112 = and i32 %0, 2147483647, !dbg !133
  %113 = zext nneg i32 %112 to i64, !dbg !133
  %114 = xor i64 %111, %113, !dbg !133
  %115 = mul i64 %114, 1099511628211, !dbg !133
    #dbg_value(i64 %115, !131, !DIExpression(), !132)
  %116 = icmp ugt i32 %0, -3, !dbg !133
  %117 = zext i1 %116 to i64, !dbg !133
  %118 = xor i64 %115, %117, !dbg !133
  %119 = mul i64 %118, 1099511628211, !dbg !133
    #dbg_value(i64 %119, !131, !DIExpression(), !132)
  %120 = icmp ult i32 %0, -2, !dbg !133
  %121 = add nsw i32 %0, 2, !dbg !133
  %122 = select i1 %120, i32 %0, i32 %121, !dbg !133
  %123 = zext i32 %122 to i64, !dbg !133
  %124 = xor i64 %119, %123, !dbg !133
  %125 = mul i64 %124, 1099511628211, !dbg !133
    #dbg_value(i64 %125, !131, !DIExpression(), !132)
  %126 = icmp eq i32 %0, -1, !dbg !133
  %127 = zext i1 %126 to i64, !dbg !133
  %128 = xor i64 %125, %127, !dbg !133
  %129 = mul i64 %128, 1099511628211, !dbg !133
    #dbg_value(i64 %129, !131, !DIExpression(), !132)
  %130 = select i1 %126, i32 0, i32 %0, !dbg !133
  %131 = zext i32 %130 to i64, !dbg !133
  %132 = xor i64 %129, %131, !dbg !133
  %133 = mul i64 %132, 1099511628211, !dbg !133
    #dbg_value(i64 %133, !131, !DIExpression(), !132)
  %134 = udiv i32 %0, 19, !dbg !133
  %135 = zext nneg i32 %134 to i64, !dbg !133
  %136 = xor i64 %133, %135, !dbg !133
  %137 = mul i64 %136, 1099511628211, !dbg !133
    #dbg_value(i64 %137, !131, !DIExpression(), !132)
  %138 = mul i32 %134, 19, !dbg !133
  %139 = sub i32 %0, %138, !dbg !133
  %140 = zext nneg i32 %139 to i64, !dbg !133
  %141 = xor i64 %137, %140, !dbg !133
  %142 = mul i64 %141, 1099511628211, !dbg !133
    #dbg_value(i64 %142, !131, !DIExpression(), !132)
  ret i64 %142, !dbg !133
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s32(i32 noundef %0) unnamed_addr #1 !dbg !134 {
    #dbg_value(i32 %0, !138, !DIExpression(), !140)
    #dbg_value(i64 1469598103934665603, !139, !DIExpression(), !140)
  %2 = sdiv i32 %0, 2, !dbg !141
  %3 = sext i32 %2 to i64, !dbg !141
  %4 = xor i64 %3, 1469598103934665603, !dbg !141
  %5 = mul i64 %4, 1099511628211, !dbg !141
    #dbg_value(i64 %5, !139, !DIExpression(), !140)
  %6 = mul i32 %2, 2, !dbg !141
  %7 = sub i32 %0, %6, !dbg !141
  %8 = sext i32 %7 to i64, !dbg !141
  %9 = xor i64 %5, %8, !dbg !141
  %10 = mul i64 %9, 1099511628211, !dbg !141
    #dbg_value(i64 %10, !139, !DIExpression(), !140)
  %11 = sdiv i32 %0, 3, !dbg !141
  %12 = sext i32 %11 to i64, !dbg !141
  %13 = xor i64 %10, %12, !dbg !141
  %14 = mul i64 %13, 1099511628211, !dbg !141
    #dbg_value(i64 %14, !139, !DIExpression(), !140)
  %15 = mul i32 %11, 3, !dbg !141
  %16 = sub i32 %0, %15, !dbg !141
  %17 = sext i32 %16 to i64, !dbg !141
  %18 = xor i64 %14, %17, !dbg !141
  %19 = mul i64 %18, 1099511628211, !dbg !141
    #dbg_value(i64 %19, !139, !DIExpression(), !140)
  %20 = sdiv i32 %0, 5, !dbg !141
  %21 = sext i32 %20 to i64, !dbg !141
  %22 = xor i64 %19, %21, !dbg !141
  %23 = mul i64 %22, 1099511628211, !dbg !141
    #dbg_value(i64 %23, !139, !DIExpression(), !140)
  %24 = mul i32 %20, 5, !dbg !141
  %25 = sub i32 %0, %24, !dbg !141
  %26 = sext i32 %25 to i64, !dbg !141
  %27 = xor i64 %23, %26, !dbg !141
  %28 = mul i64 %27, 1099511628211, !dbg !141
    #dbg_value(i64 %28, !139, !DIExpression(), !140)
  %29 = sub nsw i32 0, %0, !dbg !141
  %30 = sext i32 %29 to i64, !dbg !141
  %31 = xor i64 %28, %30, !dbg !141
    #dbg_value(i64 %31, !139, !DIExpression(DW_OP_constu, 1099511628211, DW_OP_mul, DW_OP_stack_value), !140)
  %32 = mul i64 %31, 956575116354345, !dbg !141
    #dbg_value(i64 %32, !139, !DIExpression(), !140)
  %33 = sdiv i32 %0, -2, !dbg !141
  %34 = sext i32 %33 to i64, !dbg !141
  %35 = xor i64 %32, %34, !dbg !141
  %36 = mul i64 %35, 1099511628211, !dbg !141
    #dbg_value(i64 %36, !139, !DIExpression(), !140)
  %37 = xor i64 %36, %8, !dbg !141
  %38 = mul i64 %37, 1099511628211, !dbg !141
    #dbg_value(i64 %38, !139, !DIExpression(), !140)
  %39 = sdiv i32 %0, -3, !dbg !141
  %40 = sext i32 %39 to i64, !dbg !141
  %41 = xor i64 %38, %40, !dbg !141
  %42 = mul i64 %41, 1099511628211, !dbg !141
    #dbg_value(i64 %42, !139, !DIExpression(), !140)
  %43 = xor i64 %42, %17, !dbg !141
  %44 = mul i64 %43, 1099511628211, !dbg !141
    #dbg_value(i64 %44, !139, !DIExpression(), !140)
  %45 = sdiv i32 %0, -7, !dbg !141
  %46 = sext i32 %45 to i64, !dbg !141
  %47 = xor i64 %44, %46, !dbg !141
  %48 = mul i64 %47, 1099511628211, !dbg !141
    #dbg_value(i64 %48, !139, !DIExpression(), !140)
  %49 = srem i32 %0, 7, !dbg !141
  %50 = sext i32 %49 to i64, !dbg !141
  %51 = xor i64 %48, %50, !dbg !141
  %52 = mul i64 %51, 1099511628211, !dbg !141
    #dbg_value(i64 %52, !139, !DIExpression(), !140)
  %53 = sdiv i32 %0, 10, !dbg !141
  %54 = sext i32 %53 to i64, !dbg !141
  %55 = xor i64 %52, %54, !dbg !141
  %56 = mul i64 %55, 1099511628211, !dbg !141
    #dbg_value(i64 %56, !139, !DIExpression(), !140)
  %57 = mul i32 %53, 10, !dbg !141
  %58 = sub i32 %0, %57, !dbg !141
  %59 = sext i32 %58 to i64, !dbg !141
  %60 = xor i64 %56, %59, !dbg !141
  %61 = mul i64 %60, 1099511628211, !dbg !141
    #dbg_value(i64 %61, !139, !DIExpression(), !140)
  %62 = sdiv i32 %0, -16, !dbg !141
  %63 = sext i32 %62 to i64, !dbg !141
  %64 = xor i64 %61, %63, !dbg !141
  %65 = mul i64 %64, 1099511628211, !dbg !141
    #dbg_value(i64 %65, !139, !DIExpression(), !140)
  %66 = srem i32 %0, 16, !dbg !141
  %67 = sext i32 %66 to i64, !dbg !141
  %68 = xor i64 %65, %67, !dbg !141
  %69 = mul i64 %68, 1099511628211, !dbg !141
    #dbg_value(i64 %69, !139, !DIExpression(), !140)
  %70 = sdiv i32 %0, 1073741824, !dbg !141
  %71 = sext i32 %70 to i64, !dbg !141
  %72 = xor i64 %69, %71, !dbg !141
  %73 = mul i64 %72, 1099511628211, !dbg !141
    #dbg_value(i64 %73, !139, !DIExpression(), !140)
  %74 = mul i32 %70, 1073741824, !dbg !141
  %75 = sub i32 %0, %74, !dbg !141
  %76 = sext i32 %75 to i64, !dbg !141
  %77 = xor i64 %73, %76, !dbg !141
  %78 = mul i64 %77, 1099511628211, !dbg !141
    #dbg_value(i64 %78, !139, !DIExpression(), !140)
  %79 = sdiv i32 %0, -1073741824, !dbg !141
  %80 = sext i32 %79 to i64, !dbg !141
  %81 = xor i64 %78, %80, !dbg !141
  %82 = mul i64 %81, 1099511628211, !dbg !141
    #dbg_value(i64 %82, !139, !DIExpression(), !140)
  %83 = xor i64 %82, %76, !dbg !141
  %84 = mul i64 %83, 1099511628211, !dbg !141
    #dbg_value(i64 %84, !139, !DIExpression(), !140)
  %85 = sdiv i32 %0, 2147483647, !dbg !141
  %86 = sext i32 %85 to i64, !dbg !141
  %87 = xor i64 %84, %86, !dbg !141
  %88 = mul i64 %87, 1099511628211, !dbg !141
    #dbg_value(i64 %88, !139, !DIExpression(), !140)
  %89 = mul i32 %85, 2147483647, !dbg !141
  %90 = sub i32 %0, %89, !dbg !141
  %91 = sext i32 %90 to i64, !dbg !141
  %92 = xor i64 %88, %91, !dbg !141
  %93 = mul i64 %92, 1099511628211, !dbg !141
    #dbg_value(i64 %93, !139, !DIExpression(), !140)
  %94 = sdiv i32 %0, 641, !dbg !141
  %95 = sext i32 %94 to i64, !dbg !141
  %96 = xor i64 %93, %95, !dbg !141
  %97 = mul i64 %96, 1099511628211, !dbg !141
    #dbg_value(i64 %97, !139, !DIExpression(), !140)
  %98 = mul i32 %94, 641, !dbg !141
  %99 = sub i32 %0, %98, !dbg !141
  %100 = sext i32 %99 to i64, !dbg !141
  %101 = xor i64 %97, %100, !dbg !141
  %102 = mul i64 %101, 1099511628211, !dbg !141
    #dbg_value(i64 %102, !139, !DIExpression(), !140)
  %103 = sdiv i32 %0, 1000, !dbg !141
  %104 = sext i32 %103 to i64, !dbg !141
  %105 = xor i64 %102, %104, !dbg !141
  %106 = mul i64 %105, 1099511628211, !dbg !141
    #dbg_value(i64 %106, !139, !DIExpression(), !140)
  %107 = mul i32 %103, 1000, !dbg !141
  %108 = sub i32 %0, %107, !dbg !141
  %109 = sext i32 %108 to i64, !dbg !141
  %110 = xor i64 %106, %109, !dbg !141
  %111 = mul i64 %110, 1099511628211, !dbg !141
    #dbg_value(i64 %111, !139, !DIExpression(), !140)
  %112 = sdiv i32 %0, -1000, !dbg !141
  %113 = sext i32 %112 to i64, !dbg !141
  %114 = xor i64 %111, %113, !dbg !141
  %115 = mul i64 %114, 1099511628211, !dbg !141
    #dbg_value(i64 %115, !139, !DIExpression(), !140)
  %116 = xor i64 %115, %109, !dbg !141
  %117 = mul i64 %116, 1099511628211, !dbg !141
    #dbg_value(i64 %117, !139, !DIExpression(), !140)
  %118 = sdiv i32 %0, 6, !dbg !141
  %119 = sext i32 %118 to i64, !dbg !141
  %120 = xor i64 %117, %119, !dbg !141
  %121 = mul i64 %120, 1099511628211, !dbg !141
    #dbg_value(i64 %121, !139, !DIExpression(), !140)
  %122 = mul i32 %118, 6, !dbg !141
  %123 = sub i32 %0, %122, !dbg !141
  %124 = sext i32 %123 to i64, !dbg !141
  %125 = xor i64 %121, %124, !dbg !141
  %126 = mul i64 %125, 1099511628211, !dbg !141
    #dbg_value(i64 %126, !139, !DIExpression(), !140)
  ret i64 %126, !dbg !141
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u64(i64 noundef %0) unnamed_addr #1 !dbg !142 {
    #dbg_value(i64 %0, !146, !DIExpression(), !148)
    #dbg_value(i64 1469598103934665603, !147, !DIExpression(), !148)
  %2 = lshr i64 %0, 1, !dbg !149
  %3 = xor i64 %2, 1469598103934665603, !dbg !149
  %4 = mul i64 %3, 1099511628211, !dbg !149
    #dbg_value(i64 %4, !147, !DIExpression(), !148)
  %5 = and i64 %0, 1, !dbg !149
  %6 = xor i64 %4, %5, !dbg !149
  %7 = mul i64 %6, 1099511628211, !dbg !149
    #dbg_value(i64 %7, !147, !DIExpression(), !148)
  %8 = udiv i64 %0, 3, !dbg !149
  %9 = xor i64 %7, %8, !dbg !149
  %10 = mul i64 %9, 1099511628211, !dbg !149
    #dbg_value(i64 %10, !147, !DIExpression(), !148)
  %11 = mul i64 %8, 3, !dbg !149
  %12 = sub i64 %0, %11, !dbg !149
  %13 = xor i64 %10, %12, !dbg !149
  %14 = mul i64 %13, 1099511628211, !dbg !149
    #dbg_value(i64 %14, !147, !DIExpression(), !148)
  %15 = udiv i64 %0, 7, !dbg !149
  %16 = xor i64 %14, %15, !dbg !149
  %17 = mul i64 %16, 1099511628211, !dbg !149
    #dbg_value(i64 %17, !147, !DIExpression(), !148)
  %18 = mul i64 %15, 7, !dbg !149
  %19 = sub i64 %0, %18, !dbg !149
  %20 = xor i64 %17, %19, !dbg !149
  %21 = mul i64 %20, 1099511628211, !dbg !149
    #dbg_value(i64 %21, !147, !DIExpression(), !148)
  %22 = udiv i64 %0, 10, !dbg !149
  %23 = xor i64 %21, %22, !dbg !149
  %24 = mul i64 %23, 1099511628211, !dbg !149
    #dbg_value(i64 %24, !147, !DIExpression(), !148)
  %25 = mul i64 %22, 10, !dbg !149
  %26 = sub i64 %0, %25, !dbg !149
  %27 = xor i64 %24, %26, !dbg !149
  %28 = mul i64 %27, 1099511628211, !dbg !149
    #dbg_value(i64 %28, !147, !DIExpression(), !148)
  %29 = lshr i64 %0, 6, !dbg !149
  %30 = xor i64 %28, %29, !dbg !149
  %31 = mul i64 %30, 1099511628211, !dbg !149
    #dbg_value(i64 %31, !147, !DIExpression(), !148)
  %32 = and i64 %0, 63, !dbg !149
  %33 = xor i64 %31, %32, !dbg !149
  %34 = mul i64 %33, 1099511628211, !dbg !149
    #dbg_value(i64 %34, !147, !DIExpression(), !148)
  %35 = udiv i64 %0, 641, !dbg !149
  %36 = xor i64 %34, %35, !dbg !149
  %37 = mul i64 %36, 1099511628211, !dbg !149
    #dbg_value(i64 %37, !147, !DIExpression(), !148)
  %38 = mul i64 %35, 641, !dbg !149
  %39 = sub i64 %0, %38, !dbg !149
  %40 = xor i64 %37, %39, !dbg !149
  %41 = mul i64 %40, 1099511628211, !dbg !149
    #dbg_value(i64 %41, !147, !DIExpression(), !148)
  %42 = udiv i64 %0, 1000000007, !dbg !149
  %43 = xor i64 %41, %42, !dbg !149
  %44 = mul i64 %43, 1099511628211, !dbg !149
    #dbg_value(i64 %44, !147, !DIExpression(), !148)
  %45 = mul i64 %42, 1000000007, !dbg !149
  %46 = sub i64 %0, %45, !dbg !149
  %47 = xor i64 %44, %46, !dbg !149
  %48 = mul i64 %47, 1099511628211, !dbg !149
    #dbg_value(i64 %48, !147, !DIExpression(), !148)
  %49 = udiv i64 %0, 4294967297, !dbg !149
  %50 = xor i64 %48, %49, !dbg !149
  %51 = mul i64 %50, 1099511628211, !dbg !149
    #dbg_value(i64 %51, !147, !DIExpression(), !148)
  %52 = mul i64 %49, 4294967297, !dbg !149
  %53 = sub i64 %0, %52, !dbg !149
  %54 = xor i64 %51, %53, !dbg !149
  %55 = mul i64 %54, 1099511628211, !dbg !149
    #dbg_value(i64 %55, !147, !DIExpression(), !148)
  %56 = udiv i64 %0, 9223372036854775807, !dbg !149
  %57 = xor i64 %55, %56, !dbg !149
  %58 = mul i64 %57, 1099511628211, !dbg !149
    #dbg_value(i64 %58, !147, !DIExpression(), !148)
  %59 = mul i64 %56, 9223372036854775807, !dbg !149
  %60 = sub i64 %0, %59, !dbg !149
  %61 = xor i64 %58, %60, !dbg !149
  %62 = mul i64 %61, 1099511628211, !dbg !149
    #dbg_value(i64 %62, !147, !DIExpression(), !148)
  %63 = lshr i64 %0, 63, !dbg !149
  %64 = xor i64 %62, %63, !dbg !149
  %65 = mul i64 %64, 1099511628211, !dbg !149
    #dbg_value(i64 %65, !147, !DIExpression(), !148)
  %66 = and i64 %0, 9223372036854775807, !dbg !149
  %67 = xor i64 %65, %66, !dbg !149
  %68 = mul i64 %67, 1099511628211, !dbg !149
    #dbg_value(i64 %68, !147, !DIExpression(), !148)
  %69 = icmp ugt i64 %0, -3, !dbg !149
  %70 = zext i1 %69 to i64, !dbg !149
  %71 = xor i64 %68, %70, !dbg !149
  %72 = mul i64 %71, 1099511628211, !dbg !149
    #dbg_value(i64 %72, !147, !DIExpression(), !148)
  %73 = icmp ult i64 %0, -2, !dbg !149
  %74 = add nsw i64 %0, 2, !dbg !149
  %75 = select i1 %73, i64 %0, i64 %74, !dbg !149
  %76 = xor i64 %72, %75, !dbg !149
  %77 = mul i64 %76, 1099511628211, !dbg !149
    #dbg_value(i64 %77, !147, !DIExpression(), !148)
  %78 = icmp eq i64 %0, -1, !dbg !149
  %79 = zext i1 %78 to i64, !dbg !149
  %80 = xor i64 %77, %79, !dbg !149
  %81 = mul i64 %80, 1099511628211, !dbg !149
    #dbg_value(i64 %81, !147, !DIExpression(), !148)
  %82 = select i1 %78, i64 0, i64 %0, !dbg !149
  %83 = xor i64 %81, %82, !dbg !149
  %84 = mul i64 %83, 1099511628211, !dbg !149
    #dbg_value(i64 %84, !147, !DIExpression(), !148)
  %85 = udiv i64 %0, 6700417, !dbg !149
  %86 = xor i64 %84, %85, !dbg !149
  %87 = mul i64 %86, 1099511628211, !dbg !149
    #dbg_value(i64 %87, !147, !DIExpression(), !148)
  %88 = mul i64 %85, 6700417, !dbg !149
  %89 = sub i64 %0, %88, !dbg !149
  %90 = xor i64 %87, %89, !dbg !149
  %91 = mul i64 %90, 1099511628211, !dbg !149
    #dbg_value(i64 %91, !147, !DIExpression(), !148)
  %92 = udiv i64 %0, 12, !dbg !149
  %93 = xor i64 %91, %92, !dbg !149
  %94 = mul i64 %93, 1099511628211, !dbg !149
    #dbg_value(i64 %94, !147, !DIExpression(), !148)
  %95 = mul i64 %92, 12, !dbg !149
  %96 = sub i64 %0, %95, !dbg !149
  %97 = xor i64 %94, %96, !dbg !149
  %98 = mul i64 %97, 1099511628211, !dbg !149
    #dbg_value(i64 %98, !147, !DIExpression(), !148)
  %99 = udiv i64 %0, 5, !dbg !149
  %100 = xor i64 %98, %99, !dbg !149
  %101 = mul i64 %100, 1099511628211, !dbg !149
    #dbg_value(i64 %101, !147, !DIExpression(), !148)
  %102 = mul i64 %99, 5, !dbg !149
  %103 = sub i64 %0, %102, !dbg !149
  %104 = xor i64 %101, %103, !dbg !149
  %105 = mul i64 %104, 1099511628211, !dbg !149
    #dbg_value(i64 %105, !147, !DIExpression(), !148)
  %106 = udiv i64 %0, 9, !dbg !149
  %107 = xor i64 %105, %106, !dbg !149
  %108 = mul i64 %107, 1099511628211, !dbg !149
    #dbg_value(i64 %108, !147, !DIExpression(), !148)
  %109 = mul i64 %106, 9, !dbg !149
  %110 = sub i64 %0, %109, !dbg !149
  %111 = xor i64 %108, %110, !dbg !149
  %112 = mul i64 %111, 1099511628211, !dbg !149
    #dbg_value(i64 %112, !147, !DIExpression(), !148)
  ret i64 %112, !dbg !149
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s64(i64 noundef %0) unnamed_addr #1 !dbg !150 {
    #dbg_value(i64 %0, !154, !DIExpression(), !156)
    #dbg_value(i64 1469598103934665603, !155, !DIExpression(), !156)
  %2 = sdiv i64 %0, 2, !dbg !157
  %3 = xor i64 %2, 1469598103934665603, !dbg !157
  %4 = mul i64 %3, 1099511628211, !dbg !157
    #dbg_value(i64 %4, !155, !DIExpression(), !156)
  %5 = mul i64 %2, 2, !dbg !157
  %6 = sub i64 %0, %5, !dbg !157
  %7 = xor i64 %4, %6, !dbg !157
  %8 = mul i64 %7, 1099511628211, !dbg !157
    #dbg_value(i64 %8, !155, !DIExpression(), !156)
  %9 = sdiv i64 %0, 3, !dbg !157
  %10 = xor i64 %8, %9, !dbg !157
  %11 = mul i64 %10, 1099511628211, !dbg !157
    #dbg_value(i64 %11, !155, !DIExpression(), !156)
  %12 = mul i64 %9, 3, !dbg !157
  %13 = sub i64 %0, %12, !dbg !157
  %14 = xor i64 %11, %13, !dbg !157
  %15 = mul i64 %14, 1099511628211, !dbg !157
    #dbg_value(i64 %15, !155, !DIExpression(), !156)
  %16 = sdiv i64 %0, -3, !dbg !157
  %17 = xor i64 %15, %16, !dbg !157
  %18 = mul i64 %17, 1099511628211, !dbg !157
    #dbg_value(i64 %18, !155, !DIExpression(), !156)
  %19 = xor i64 %18, %13, !dbg !157
  %20 = mul i64 %19, 1099511628211, !dbg !157
    #dbg_value(i64 %20, !155, !DIExpression(), !156)
  %21 = sdiv i64 %0, 7, !dbg !157
  %22 = xor i64 %20, %21, !dbg !157
  %23 = mul i64 %22, 1099511628211, !dbg !157
    #dbg_value(i64 %23, !155, !DIExpression(), !156)
  %24 = mul i64 %21, 7, !dbg !157
  %25 = sub i64 %0, %24, !dbg !157
  %26 = xor i64 %23, %25, !dbg !157
  %27 = mul i64 %26, 1099511628211, !dbg !157
    #dbg_value(i64 %27, !155, !DIExpression(), !156)
  %28 = sdiv i64 %0, -7, !dbg !157
  %29 = xor i64 %27, %28, !dbg !157
  %30 = mul i64 %29, 1099511628211, !dbg !157
    #dbg_value(i64 %30, !155, !DIExpression(), !156)
  %31 = xor i64 %30, %25, !dbg !157
  %32 = mul i64 %31, 1099511628211, !dbg !157
    #dbg_value(i64 %32, !155, !DIExpression(), !156)
  %33 = sdiv i64 %0, 10, !dbg !157
  %34 = xor i64 %32, %33, !dbg !157
  %35 = mul i64 %34, 1099511628211, !dbg !157
    #dbg_value(i64 %35, !155, !DIExpression(), !156)
  %36 = mul i64 %33, 10, !dbg !157
  %37 = sub i64 %0, %36, !dbg !157
  %38 = xor i64 %35, %37, !dbg !157
  %39 = mul i64 %38, 1099511628211, !dbg !157
    #dbg_value(i64 %39, !155, !DIExpression(), !156)
  %40 = sdiv i64 %0, -10, !dbg !157
  %41 = xor i64 %39, %40, !dbg !157
  %42 = mul i64 %41, 1099511628211, !dbg !157
    #dbg_value(i64 %42, !155, !DIExpression(), !156)
  %43 = xor i64 %42, %37, !dbg !157
  %44 = mul i64 %43, 1099511628211, !dbg !157
    #dbg_value(i64 %44, !155, !DIExpression(), !156)
  %45 = sdiv i64 %0, 1024, !dbg !157
  %46 = xor i64 %44, %45, !dbg !157
  %47 = mul i64 %46, 1099511628211, !dbg !157
    #dbg_value(i64 %47, !155, !DIExpression(), !156)
  %48 = mul i64 %45, 1024, !dbg !157
  %49 = sub i64 %0, %48, !dbg !157
  %50 = xor i64 %47, %49, !dbg !157
  %51 = mul i64 %50, 1099511628211, !dbg !157
    #dbg_value(i64 %51, !155, !DIExpression(), !156)
  %52 = sdiv i64 %0, -1024, !dbg !157
  %53 = xor i64 %51, %52, !dbg !157
  %54 = mul i64 %53, 1099511628211, !dbg !157
    #dbg_value(i64 %54, !155, !DIExpression(), !156)
  %55 = xor i64 %54, %49, !dbg !157
  %56 = mul i64 %55, 1099511628211, !dbg !157
    #dbg_value(i64 %56, !155, !DIExpression(), !156)
  %57 = sdiv i64 %0, 1000000007, !dbg !157
  %58 = xor i64 %56, %57, !dbg !157
  %59 = mul i64 %58, 1099511628211, !dbg !157
    #dbg_value(i64 %59, !155, !DIExpression(), !156)
  %60 = mul i64 %57, 1000000007, !dbg !157
  %61 = sub i64 %0, %60, !dbg !157
  %62 = xor i64 %59, %61, !dbg !157
  %63 = mul i64 %62, 1099511628211, !dbg !157
    #dbg_value(i64 %63, !155, !DIExpression(), !156)
  %64 = sdiv i64 %0, 4611686018427387904, !dbg !157
  %65 = xor i64 %63, %64, !dbg !157
  %66 = mul i64 %65, 1099511628211, !dbg !157
    #dbg_value(i64 %66, !155, !DIExpression(), !156)
  %67 = mul i64 %64, 4611686018427387904, !dbg !157
  %68 = sub i64 %0, %67, !dbg !157
  %69 = xor i64 %66, %68, !dbg !157
  %70 = mul i64 %69, 1099511628211, !dbg !157
    #dbg_value(i64 %70, !155, !DIExpression(), !156)
  %71 = sdiv i64 %0, -4611686018427387904, !dbg !157
  %72 = xor i64 %70, %71, !dbg !157
  %73 = mul i64 %72, 1099511628211, !dbg !157
    #dbg_value(i64 %73, !155, !DIExpression(), !156)
  %74 = xor i64 %73, %68, !dbg !157
  %75 = mul i64 %74, 1099511628211, !dbg !157
    #dbg_value(i64 %75, !155, !DIExpression(), !156)
  %76 = sdiv i64 %0, 9223372036854775807, !dbg !157
  %77 = xor i64 %75, %76, !dbg !157
  %78 = mul i64 %77, 1099511628211, !dbg !157
    #dbg_value(i64 %78, !155, !DIExpression(), !156)
  %79 = mul i64 %76, 9223372036854775807, !dbg !157
  %80 = sub i64 %0, %79, !dbg !157
  %81 = xor i64 %78, %80, !dbg !157
  %82 = mul i64 %81, 1099511628211, !dbg !157
    #dbg_value(i64 %82, !155, !DIExpression(), !156)
  %83 = sdiv i64 %0, -9223372036854775807, !dbg !157
  %84 = xor i64 %82, %83, !dbg !157
  %85 = mul i64 %84, 1099511628211, !dbg !157
    #dbg_value(i64 %85, !155, !DIExpression(), !156)
  %86 = xor i64 %85, %80, !dbg !157
  %87 = mul i64 %86, 1099511628211, !dbg !157
    #dbg_value(i64 %87, !155, !DIExpression(), !156)
  %88 = sdiv i64 %0, 641, !dbg !157
  %89 = xor i64 %87, %88, !dbg !157
  %90 = mul i64 %89, 1099511628211, !dbg !157
    #dbg_value(i64 %90, !155, !DIExpression(), !156)
  %91 = mul i64 %88, 641, !dbg !157
  %92 = sub i64 %0, %91, !dbg !157
  %93 = xor i64 %90, %92, !dbg !157
  %94 = mul i64 %93, 1099511628211, !dbg !157
    #dbg_value(i64 %94, !155, !DIExpression(), !156)
  %95 = sdiv i64 %0, 6, !dbg !157
  %96 = xor i64 %94, %95, !dbg !157
  %97 = mul i64 %96, 1099511628211, !dbg !157
    #dbg_value(i64 %97, !155, !DIExpression(), !156)
  %98 = mul i64 %95, 6, !dbg !157
  %99 = sub i64 %0, %98, !dbg !157
  %100 = xor i64 %97, %99, !dbg !157
  %101 = mul i64 %100, 1099511628211, !dbg !157
    #dbg_value(i64 %101, !155, !DIExpression(), !156)
  ret i64 %101, !dbg !157
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u8(i8 noundef %0) unnamed_addr #1 !dbg !158 {
    #dbg_value(i8 %0, !162, !DIExpression(), !164)
    #dbg_value(i64 1469598103934665603, !163, !DIExpression(), !164)
  %2 = lshr i8 %0, 1, !dbg !165
  %3 = zext nneg i8 %2 to i64, !dbg !165
  %4 = xor i64 %3, 1469598103934665603, !dbg !165
  %5 = mul i64 %4, 1099511628211, !dbg !165
    #dbg_value(i64 %5, !163, !DIExpression(), !164)
  %6 = and i8 %0, 1, !dbg !165
  %7 = zext nneg i8 %6 to i64, !dbg !165
  %8 = xor i64 %5, %7, !dbg !165
  %9 = mul i64 %8, 1099511628211, !dbg !165
    #dbg_value(i64 %9, !163, !DIExpression(), !164)
  %10 = udiv i8 %0, 3, !dbg !165
  %11 = zext nneg i8 %10 to i64, !dbg !165
  %12 = xor i64 %9, %11, !dbg !165
  %13 = mul i64 %12, 1099511628211, !dbg !165
    #dbg_value(i64 %13, !163, !DIExpression(), !164)
  %14 = mul i8 %10, 3, !dbg !165
  %15 = sub i8 %0, %14, !dbg !165
  %16 = zext nneg i8 %15 to i64, !dbg !165
  %17 = xor i64 %13, %16, !dbg !165
  %18 = mul i64 %17, 1099511628211, !dbg !165
    #dbg_value(i64 %18, !163, !DIExpression(), !164)
  %19 = udiv i8 %0, 5, !dbg !165
  %20 = zext nneg i8 %19 to i64, !dbg !165
  %21 = xor i64 %18, %20, !dbg !165
  %22 = mul i64 %21, 1099511628211, !dbg !165
    #dbg_value(i64 %22, !163, !DIExpression(), !164)
  %23 = mul i8 %19, 5, !dbg !165
  %24 = sub i8 %0, %23, !dbg !165
  %25 = zext nneg i8 %24 to i64, !dbg !165
  %26 = xor i64 %22, %25, !dbg !165
  %27 = mul i64 %26, 1099511628211, !dbg !165
    #dbg_value(i64 %27, !163, !DIExpression(), !164)
  %28 = udiv i8 %0, 6, !dbg !165
  %29 = zext nneg i8 %28 to i64, !dbg !165
  %30 = xor i64 %27, %29, !dbg !165
  %31 = mul i64 %30, 1099511628211, !dbg !165
    #dbg_value(i64 %31, !163, !DIExpression(), !164)
  %32 = mul i8 %28, 6, !dbg !165
  %33 = sub i8 %0, %32, !dbg !165
  %34 = zext nneg i8 %33 to i64, !dbg !165
  %35 = xor i64 %31, %34, !dbg !165
  %36 = mul i64 %35, 1099511628211, !dbg !165
    #dbg_value(i64 %36, !163, !DIExpression(), !164)
  %37 = udiv i8 %0, 7, !dbg !165
  %38 = zext nneg i8 %37 to i64, !dbg !165
  %39 = xor i64 %36, %38, !dbg !165
  %40 = mul i64 %39, 1099511628211, !dbg !165
    #dbg_value(i64 %40, !163, !DIExpression(), !164)
  %41 = mul i8 %37, 7, !dbg !165
  %42 = sub i8 %0, %41, !dbg !165
  %43 = zext nneg i8 %42 to i64, !dbg !165
  %44 = xor i64 %40, %43, !dbg !165
  %45 = mul i64 %44, 1099511628211, !dbg !165
    #dbg_value(i64 %45, !163, !DIExpression(), !164)
  %46 = udiv i8 %0, 10, !dbg !165
  %47 = zext nneg i8 %46 to i64, !dbg !165
  %48 = xor i64 %45, %47, !dbg !165
  %49 = mul i64 %48, 1099511628211, !dbg !165
    #dbg_value(i64 %49, !163, !DIExpression(), !164)
  %50 = mul i8 %46, 10, !dbg !165
  %51 = sub i8 %0, %50, !dbg !165
  %52 = zext nneg i8 %51 to i64, !dbg !165
  %53 = xor i64 %49, %52, !dbg !165
  %54 = mul i64 %53, 1099511628211, !dbg !165
    #dbg_value(i64 %54, !163, !DIExpression(), !164)
  %55 = lshr i8 %0, 4, !dbg !165
  %56 = zext nneg i8 %55 to i64, !dbg !165
  %57 = xor i64 %54, %56, !dbg !165
  %58 = mul i64 %57, 1099511628211, !dbg !165
    #dbg_value(i64 %58, !163, !DIExpression(), !164)
  %59 = and i8 %0, 15, !dbg !165
  %60 = zext nneg i8 %59 to i64, !dbg !165
  %61 = xor i64 %58, %60, !dbg !165
  %62 = mul i64 %61, 1099511628211, !dbg !165
    #dbg_value(i64 %62, !163, !DIExpression(), !164)
  %63 = udiv i8 %0, 25, !dbg !165
  %64 = zext nneg i8 %63 to i64, !dbg !165
  %65 = xor i64 %62, %64, !dbg !165
  %66 = mul i64 %65, 1099511628211, !dbg !165
    #dbg_value(i64 %66, !163, !DIExpression(), !164)
  %67 = mul i8 %63, 25, !dbg !165
  %68 = sub i8 %0, %67, !dbg !165
  %69 = zext nneg i8 %68 to i64, !dbg !165
  %70 = xor i64 %66, %69, !dbg !165
  %71 = mul i64 %70, 1099511628211, !dbg !165
    #dbg_value(i64 %71, !163, !DIExpression(), !164)
  %72 = udiv i8 %0, 100, !dbg !165
  %73 = zext nneg i8 %72 to i64, !dbg !165
  %74 = xor i64 %71, %73, !dbg !165
  %75 = mul i64 %74, 1099511628211, !dbg !165
    #dbg_value(i64 %75, !163, !DIExpression(), !164)
  %76 = mul i8 %72, 100, !dbg !165
  %77 = sub i8 %0, %76, !dbg !165
  %78 = zext nneg i8 %77 to i64, !dbg !165
  %79 = xor i64 %75, %78, !dbg !165
  %80 = mul i64 %79, 1099511628211, !dbg !165
    #dbg_value(i64 %80, !163, !DIExpression(), !164)
  %81 = udiv i8 %0, 127, !dbg !165
  %82 = zext nneg i8 %81 to i64, !dbg !165
  %83 = xor i64 %80, %82, !dbg !165
  %84 = mul i64 %83, 1099511628211, !dbg !165
    #dbg_value(i64 %84, !163, !DIExpression(), !164)
  %85 = mul i8 %81, 127, !dbg !165
  %86 = sub i8 %0, %85, !dbg !165
  %87 = zext nneg i8 %86 to i64, !dbg !165
  %88 = xor i64 %84, %87, !dbg !165
  %89 = mul i64 %88, 1099511628211, !dbg !165
    #dbg_value(i64 %89, !163, !DIExpression(), !164)
  %90 = lshr i8 %0, 7, !dbg !165
  %91 = zext nneg i8 %90 to i64, !dbg !165
  %92 = xor i64 %89, %91, !dbg !165
  %93 = mul i64 %92, 1099511628211, !dbg !165
    #dbg_value(i64 %93, !163, !DIExpression(), !164)
  %94 = and i8 %0, 127, !dbg !165
  %95 = zext nneg i8 %94 to i64, !dbg !165
  %96 = xor i64 %93, %95, !dbg !165
  %97 = mul i64 %96, 1099511628211, !dbg !165
    #dbg_value(i64 %97, !163, !DIExpression(), !164)
  %98 = icmp ugt i8 %0, -57, !dbg !165
  %99 = zext i1 %98 to i64, !dbg !165
  %100 = xor i64 %97, %99, !dbg !165
  %101 = mul i64 %100, 1099511628211, !dbg !165
    #dbg_value(i64 %101, !163, !DIExpression(), !164)
  %102 = icmp ult i8 %0, -56, !dbg !165
  %103 = add nsw i8 %0, 56, !dbg !165
  %104 = select i1 %102, i8 %0, i8 %103, !dbg !165
  %105 = zext i8 %104 to i64, !dbg !165
  %106 = xor i64 %101, %105, !dbg !165
  %107 = mul i64 %106, 1099511628211, !dbg !165
    #dbg_value(i64 %107, !163, !DIExpression(), !164)
  %108 = icmp ugt i8 %0, -3, !dbg !165
  %109 = zext i1 %108 to i64, !dbg !165
  %110 = xor i64 %107, %109, !dbg !165
  %111 = mul i64 %110, 1099511628211, !dbg !165
    #dbg_value(i64 %111, !163, !DIExpression(), !164)
  %112 = icmp ult i8 %0, -2, !dbg !165
  %113 = add nsw i8 %0, 2, !dbg !165
  %114 = select i1 %112, i8 %0, i8 %113, !dbg !165
  %115 = zext i8 %114 to i64, !dbg !165
  %116 = xor i64 %111, %115, !dbg !165
  %117 = mul i64 %116, 1099511628211, !dbg !165
    #dbg_value(i64 %117, !163, !DIExpression(), !164)
  %118 = icmp eq i8 %0, -1, !dbg !165
  %119 = zext i1 %118 to i64, !dbg !165
  %120 = xor i64 %117, %119, !dbg !165
  %121 = mul i64 %120, 1099511628211, !dbg !165
    #dbg_value(i64 %121, !163, !DIExpression(), !164)
  %122 = select i1 %118, i8 0, i8 %0, !dbg !165
  %123 = zext i8 %122 to i64, !dbg !165
  %124 = xor i64 %121, %123, !dbg !165
  %125 = mul i64 %124, 1099511628211, !dbg !165
    #dbg_value(i64 %125, !163, !DIExpression(), !164)
  %126 = udiv i8 %0, 19, !dbg !165
  %127 = zext nneg i8 %126 to i64, !dbg !165
  %128 = xor i64 %125, %127, !dbg !165
  %129 = mul i64 %128, 1099511628211, !dbg !165
    #dbg_value(i64 %129, !163, !DIExpression(), !164)
  %130 = mul i8 %126, 19, !dbg !165
  %131 = sub i8 %0, %130, !dbg !165
  %132 = zext nneg i8 %131 to i64, !dbg !165
  %133 = xor i64 %129, %132, !dbg !165
  %134 = mul i64 %133, 1099511628211, !dbg !165
    #dbg_value(i64 %134, !163, !DIExpression(), !164)
  %135 = udiv i8 %0, 11, !dbg !165
  %136 = zext nneg i8 %135 to i64, !dbg !165
  %137 = xor i64 %134, %136, !dbg !165
  %138 = mul i64 %137, 1099511628211, !dbg !165
    #dbg_value(i64 %138, !163, !DIExpression(), !164)
  %139 = mul i8 %135, 11, !dbg !165
  %140 = sub i8 %0, %139, !dbg !165
  %141 = zext nneg i8 %140 to i64, !dbg !165
  %142 = xor i64 %138, %141, !dbg !165
  %143 = mul i64 %142, 1099511628211, !dbg !165
    #dbg_value(i64 %143, !163, !DIExpression(), !164)
  ret i64 %143, !dbg !165
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s16(i16 noundef %0) unnamed_addr #1 !dbg !166 {
    #dbg_value(i16 %0, !170, !DIExpression(), !172)
    #dbg_value(i64 1469598103934665603, !171, !DIExpression(), !172)
  %2 = sdiv i16 %0, 2, !dbg !173
  %3 = sext i16 %2 to i64, !dbg !173
  %4 = xor i64 %3, 1469598103934665603, !dbg !173
  %5 = mul i64 %4, 1099511628211, !dbg !173
    #dbg_value(i64 %5, !171, !DIExpression(), !172)
  %6 = mul i16 %2, 2, !dbg !173
  %7 = sub i16 %0, %6, !dbg !173
  %8 = sext i16 %7 to i64, !dbg !173
  %9 = xor i64 %5, %8, !dbg !173
  %10 = mul i64 %9, 1099511628211, !dbg !173
    #dbg_value(i64 %10, !171, !DIExpression(), !172)
  %11 = sdiv i16 %0, 3, !dbg !173
  %12 = sext i16 %11 to i64, !dbg !173
  %13 = xor i64 %10, %12, !dbg !173
  %14 = mul i64 %13, 1099511628211, !dbg !173
    #dbg_value(i64 %14, !171, !DIExpression(), !172)
  %15 = mul i16 %11, 3, !dbg !173
  %16 = sub i16 %0, %15, !dbg !173
  %17 = sext i16 %16 to i64, !dbg !173
  %18 = xor i64 %14, %17, !dbg !173
  %19 = mul i64 %18, 1099511628211, !dbg !173
    #dbg_value(i64 %19, !171, !DIExpression(), !172)
  %20 = sdiv i16 %0, -3, !dbg !173
  %21 = sext i16 %20 to i64, !dbg !173
  %22 = xor i64 %19, %21, !dbg !173
  %23 = mul i64 %22, 1099511628211, !dbg !173
    #dbg_value(i64 %23, !171, !DIExpression(), !172)
  %24 = xor i64 %23, %17, !dbg !173
  %25 = mul i64 %24, 1099511628211, !dbg !173
    #dbg_value(i64 %25, !171, !DIExpression(), !172)
  %26 = sdiv i16 %0, 7, !dbg !173
  %27 = sext i16 %26 to i64, !dbg !173
  %28 = xor i64 %25, %27, !dbg !173
  %29 = mul i64 %28, 1099511628211, !dbg !173
    #dbg_value(i64 %29, !171, !DIExpression(), !172)
  %30 = mul i16 %26, 7, !dbg !173
  %31 = sub i16 %0, %30, !dbg !173
  %32 = sext i16 %31 to i64, !dbg !173
  %33 = xor i64 %29, %32, !dbg !173
  %34 = mul i64 %33, 1099511628211, !dbg !173
    #dbg_value(i64 %34, !171, !DIExpression(), !172)
  %35 = sdiv i16 %0, -7, !dbg !173
  %36 = sext i16 %35 to i64, !dbg !173
  %37 = xor i64 %34, %36, !dbg !173
  %38 = mul i64 %37, 1099511628211, !dbg !173
    #dbg_value(i64 %38, !171, !DIExpression(), !172)
  %39 = xor i64 %38, %32, !dbg !173
  %40 = mul i64 %39, 1099511628211, !dbg !173
    #dbg_value(i64 %40, !171, !DIExpression(), !172)
  %41 = sdiv i16 %0, 10, !dbg !173
  %42 = sext i16 %41 to i64, !dbg !173
  %43 = xor i64 %40, %42, !dbg !173
  %44 = mul i64 %43, 1099511628211, !dbg !173
    #dbg_value(i64 %44, !171, !DIExpression(), !172)
  %45 = mul i16 %41, 10, !dbg !173
  %46 = sub i16 %0, %45, !dbg !173
  %47 = sext i16 %46 to i64, !dbg !173
  %48 = xor i64 %44, %47, !dbg !173
  %49 = mul i64 %48, 1099511628211, !dbg !173
    #dbg_value(i64 %49, !171, !DIExpression(), !172)
  %50 = sdiv i16 %0, -10, !dbg !173
  %51 = sext i16 %50 to i64, !dbg !173
  %52 = xor i64 %49, %51, !dbg !173
  %53 = mul i64 %52, 1099511628211, !dbg !173
    #dbg_value(i64 %53, !171, !DIExpression(), !172)
  %54 = xor i64 %53, %47, !dbg !173
  %55 = mul i64 %54, 1099511628211, !dbg !173
    #dbg_value(i64 %55, !171, !DIExpression(), !172)
  %56 = sdiv i16 %0, 64, !dbg !173
  %57 = sext i16 %56 to i64, !dbg !173
  %58 = xor i64 %55, %57, !dbg !173
  %59 = mul i64 %58, 1099511628211, !dbg !173
    #dbg_value(i64 %59, !171, !DIExpression(), !172)
  %60 = mul i16 %56, 64, !dbg !173
  %61 = sub i16 %0, %60, !dbg !173
  %62 = sext i16 %61 to i64, !dbg !173
  %63 = xor i64 %59, %62, !dbg !173
  %64 = mul i64 %63, 1099511628211, !dbg !173
    #dbg_value(i64 %64, !171, !DIExpression(), !172)
  %65 = sdiv i16 %0, -64, !dbg !173
  %66 = sext i16 %65 to i64, !dbg !173
  %67 = xor i64 %64, %66, !dbg !173
  %68 = mul i64 %67, 1099511628211, !dbg !173
    #dbg_value(i64 %68, !171, !DIExpression(), !172)
  %69 = xor i64 %68, %62, !dbg !173
  %70 = mul i64 %69, 1099511628211, !dbg !173
    #dbg_value(i64 %70, !171, !DIExpression(), !172)
  %71 = sdiv i16 %0, 1000, !dbg !173
  %72 = sext i16 %71 to i64, !dbg !173
  %73 = xor i64 %70, %72, !dbg !173
  %74 = mul i64 %73, 1099511628211, !dbg !173
    #dbg_value(i64 %74, !171, !DIExpression(), !172)
  %75 = mul i16 %71, 1000, !dbg !173
  %76 = sub i16 %0, %75, !dbg !173
  %77 = sext i16 %76 to i64, !dbg !173
  %78 = xor i64 %74, %77, !dbg !173
  %79 = mul i64 %78, 1099511628211, !dbg !173
    #dbg_value(i64 %79, !171, !DIExpression(), !172)
  %80 = sdiv i16 %0, -1000, !dbg !173
  %81 = sext i16 %80 to i64, !dbg !173
  %82 = xor i64 %79, %81, !dbg !173
  %83 = mul i64 %82, 1099511628211, !dbg !173
    #dbg_value(i64 %83, !171, !DIExpression(), !172)
  %84 = xor i64 %83, %77, !dbg !173
  %85 = mul i64 %84, 1099511628211, !dbg !173
    #dbg_value(i64 %85, !171, !DIExpression(), !172)
  %86 = sdiv i16 %0, 32767, !dbg !173
  %87 = sext i16 %86 to i64, !dbg !173
  %88 = xor i64 %85, %87, !dbg !173
  %89 = mul i64 %88, 1099511628211, !dbg !173
    #dbg_value(i64 %89, !171, !DIExpression(), !172)
  %90 = mul i16 %86, 32767, !dbg !173
  %91 = sub i16 %0, %90, !dbg !173
  %92 = sext i16 %91 to i64, !dbg !173
  %93 = xor i64 %89, %92, !dbg !173
  %94 = mul i64 %93, 1099511628211, !dbg !173
    #dbg_value(i64 %94, !171, !DIExpression(), !172)
  %95 = sdiv i16 %0, -32767, !dbg !173
  %96 = sext i16 %95 to i64, !dbg !173
  %97 = xor i64 %94, %96, !dbg !173
  %98 = mul i64 %97, 1099511628211, !dbg !173
    #dbg_value(i64 %98, !171, !DIExpression(), !172)
  %99 = xor i64 %98, %92, !dbg !173
  %100 = mul i64 %99, 1099511628211, !dbg !173
    #dbg_value(i64 %100, !171, !DIExpression(), !172)
  %101 = sdiv i16 %0, 641, !dbg !173
  %102 = sext i16 %101 to i64, !dbg !173
  %103 = xor i64 %100, %102, !dbg !173
  %104 = mul i64 %103, 1099511628211, !dbg !173
    #dbg_value(i64 %104, !171, !DIExpression(), !172)
  %105 = mul i16 %101, 641, !dbg !173
  %106 = sub i16 %0, %105, !dbg !173
  %107 = sext i16 %106 to i64, !dbg !173
  %108 = xor i64 %104, %107, !dbg !173
  %109 = mul i64 %108, 1099511628211, !dbg !173
    #dbg_value(i64 %109, !171, !DIExpression(), !172)
  %110 = sdiv i16 %0, 6, !dbg !173
  %111 = sext i16 %110 to i64, !dbg !173
  %112 = xor i64 %109, %111, !dbg !173
  %113 = mul i64 %112, 1099511628211, !dbg !173
    #dbg_value(i64 %113, !171, !DIExpression(), !172)
  %114 = mul i16 %110, 6, !dbg !173
  %115 = sub i16 %0, %114, !dbg !173
  %116 = sext i16 %115 to i64, !dbg !173
  %117 = xor i64 %113, %116, !dbg !173
  %118 = mul i64 %117, 1099511628211, !dbg !173
    #dbg_value(i64 %118, !171, !DIExpression(), !172)
  %119 = sdiv i16 %0, 9, !dbg !173
  %120 = sext i16 %119 to i64, !dbg !173
  %121 = xor i64 %118, %120, !dbg !173
  %122 = mul i64 %121, 1099511628211, !dbg !173
    #dbg_value(i64 %122, !171, !DIExpression(), !172)
  %123 = mul i16 %119, 9, !dbg !173
  %124 = sub i16 %0, %123, !dbg !173
  %125 = sext i16 %124 to i64, !dbg !173
  %126 = xor i64 %122, %125, !dbg !173
  %127 = mul i64 %126, 1099511628211, !dbg !173
    #dbg_value(i64 %127, !171, !DIExpression(), !172)
  ret i64 %127, !dbg !173
}

; Function Attrs: nofree nounwind
declare !dbg !174 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/div_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "a38e7cf8ed1c32aea97c5647d809a3ee")
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
!15 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !17, line: 44, baseType: !18)
!17 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
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
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 1}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !48, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!28}
!50 = !{!51, !52, !53, !55}
!51 = !DILocalVariable(name: "h", scope: !47, file: !2, line: 38, type: !19)
!52 = !DILocalVariable(name: "x", scope: !47, file: !2, line: 39, type: !19)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 40, type: !28)
!54 = distinct !DILexicalBlock(scope: !47, file: !2, line: 40, column: 3)
!55 = !DILocalVariable(name: "v", scope: !56, file: !2, line: 41, type: !14)
!56 = distinct !DILexicalBlock(scope: !57, file: !2, line: 40, column: 34)
!57 = distinct !DILexicalBlock(scope: !54, file: !2, line: 40, column: 3)
!58 = !DILocation(line: 0, scope: !47)
!59 = !DILocation(line: 0, scope: !54)
!60 = !DILocation(line: 40, column: 3, scope: !54)
!61 = !DILocation(line: 59, column: 3, scope: !47)
!62 = !DILocation(line: 60, column: 3, scope: !47)
!63 = !DILocation(line: 62, column: 3, scope: !47)
!64 = !DILocation(line: 42, column: 11, scope: !65)
!65 = distinct !DILexicalBlock(scope: !56, file: !2, line: 42, column: 9)
!66 = !DILocation(line: 42, column: 9, scope: !56)
!67 = !DILocation(line: 43, column: 13, scope: !65)
!68 = !DILocation(line: 0, scope: !56)
!69 = !DILocation(line: 43, column: 7, scope: !65)
!70 = !DILocation(line: 44, column: 16, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !2, line: 44, column: 14)
!72 = !DILocation(line: 44, column: 14, scope: !65)
!73 = !DILocation(line: 45, column: 56, scope: !71)
!74 = !DILocation(line: 45, column: 41, scope: !71)
!75 = !DILocation(line: 45, column: 7, scope: !71)
!76 = !DILocation(line: 46, column: 16, scope: !77)
!77 = distinct !DILexicalBlock(scope: !71, file: !2, line: 46, column: 14)
!78 = !DILocation(line: 46, column: 14, scope: !71)
!79 = !DILocation(line: 47, column: 56, scope: !77)
!80 = !DILocation(line: 47, column: 41, scope: !77)
!81 = !DILocation(line: 47, column: 7, scope: !77)
!82 = !DILocation(line: 48, column: 16, scope: !83)
!83 = distinct !DILexicalBlock(scope: !77, file: !2, line: 48, column: 14)
!84 = !DILocation(line: 48, column: 14, scope: !77)
!85 = !DILocation(line: 49, column: 33, scope: !83)
!86 = !DILocation(line: 49, column: 7, scope: !83)
!87 = !DILocation(line: 51, column: 14, scope: !88)
!88 = distinct !DILexicalBlock(scope: !83, file: !2, line: 50, column: 10)
!89 = !DILocation(line: 51, column: 9, scope: !88)
!90 = !DILocation(line: 51, column: 28, scope: !88)
!91 = !DILocation(line: 51, column: 23, scope: !88)
!92 = !DILocation(line: 51, column: 41, scope: !88)
!93 = !DILocation(line: 51, column: 36, scope: !88)
!94 = !DILocation(line: 52, column: 29, scope: !88)
!95 = !DILocation(line: 52, column: 23, scope: !88)
!96 = !DILocation(line: 53, column: 13, scope: !97)
!97 = distinct !DILexicalBlock(scope: !88, file: !2, line: 53, column: 11)
!98 = !DILocation(line: 53, column: 11, scope: !88)
!99 = !DILocation(line: 0, scope: !65)
!100 = !DILocation(line: 55, column: 14, scope: !56)
!101 = !DILocation(line: 55, column: 10, scope: !56)
!102 = !DILocation(line: 55, column: 33, scope: !56)
!103 = !DILocation(line: 55, column: 31, scope: !56)
!104 = !DILocation(line: 55, column: 27, scope: !56)
!105 = !DILocation(line: 55, column: 55, scope: !56)
!106 = !DILocation(line: 55, column: 53, scope: !56)
!107 = !DILocation(line: 55, column: 49, scope: !56)
!108 = !DILocation(line: 55, column: 78, scope: !56)
!109 = !DILocation(line: 55, column: 76, scope: !56)
!110 = !DILocation(line: 55, column: 72, scope: !56)
!111 = !DILocation(line: 55, column: 95, scope: !56)
!112 = !DILocation(line: 55, column: 92, scope: !56)
!113 = !DILocation(line: 55, column: 90, scope: !56)
!114 = !DILocation(line: 55, column: 85, scope: !56)
!115 = !DILocation(line: 56, column: 19, scope: !56)
!116 = !DILocation(line: 56, column: 15, scope: !56)
!117 = !DILocation(line: 56, column: 13, scope: !56)
!118 = !DILocation(line: 55, column: 107, scope: !56)
!119 = !DILocation(line: 55, column: 7, scope: !56)
!120 = !DILocation(line: 57, column: 7, scope: !56)
!121 = !DILocation(line: 40, column: 30, scope: !57)
!122 = !DILocation(line: 40, column: 21, scope: !57)
!123 = distinct !{!123, !60, !124, !125}
!124 = !DILocation(line: 58, column: 3, scope: !54)
!125 = !{!"llvm.loop.mustprogress"}
!126 = distinct !DISubprogram(name: "u32", scope: !2, file: !2, line: 25, type: !127, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!19, !23}
!129 = !{!130, !131}
!130 = !DILocalVariable(name: "x", arg: 1, scope: !126, file: !2, line: 25, type: !23)
!131 = !DILocalVariable(name: "h", scope: !126, file: !2, line: 25, type: !19)
!132 = !DILocation(line: 0, scope: !126)
!133 = !DILocation(line: 25, column: 1, scope: !126)
!134 = distinct !DISubprogram(name: "s32", scope: !2, file: !2, line: 27, type: !135, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!19, !26}
!137 = !{!138, !139}
!138 = !DILocalVariable(name: "x", arg: 1, scope: !134, file: !2, line: 27, type: !26)
!139 = !DILocalVariable(name: "h", scope: !134, file: !2, line: 27, type: !19)
!140 = !DILocation(line: 0, scope: !134)
!141 = !DILocation(line: 27, column: 1, scope: !134)
!142 = distinct !DISubprogram(name: "u64", scope: !2, file: !2, line: 29, type: !143, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!19, !19}
!145 = !{!146, !147}
!146 = !DILocalVariable(name: "x", arg: 1, scope: !142, file: !2, line: 29, type: !19)
!147 = !DILocalVariable(name: "h", scope: !142, file: !2, line: 29, type: !19)
!148 = !DILocation(line: 0, scope: !142)
!149 = !DILocation(line: 29, column: 1, scope: !142)
!150 = distinct !DISubprogram(name: "s64", scope: !2, file: !2, line: 31, type: !151, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!19, !14}
!153 = !{!154, !155}
!154 = !DILocalVariable(name: "x", arg: 1, scope: !150, file: !2, line: 31, type: !14)
!155 = !DILocalVariable(name: "h", scope: !150, file: !2, line: 31, type: !19)
!156 = !DILocation(line: 0, scope: !150)
!157 = !DILocation(line: 31, column: 1, scope: !150)
!158 = distinct !DISubprogram(name: "u8", scope: !2, file: !2, line: 34, type: !159, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!19, !29}
!161 = !{!162, !163}
!162 = !DILocalVariable(name: "x", arg: 1, scope: !158, file: !2, line: 34, type: !29)
!163 = !DILocalVariable(name: "h", scope: !158, file: !2, line: 34, type: !19)
!164 = !DILocation(line: 0, scope: !158)
!165 = !DILocation(line: 34, column: 1, scope: !158)
!166 = distinct !DISubprogram(name: "s16", scope: !2, file: !2, line: 35, type: !167, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!19, !32}
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "x", arg: 1, scope: !166, file: !2, line: 35, type: !32)
!171 = !DILocalVariable(name: "h", scope: !166, file: !2, line: 35, type: !19)
!172 = !DILocation(line: 0, scope: !166)
!173 = !DILocation(line: 35, column: 1, scope: !166)
!174 = !DISubprogram(name: "printf", scope: !175, file: !175, line: 356, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!176 = !DISubroutineType(types: !177)
!177 = !{!28, !178, null}
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
