; ModuleID = 'tests/run/aarch64/div_const.c'
source_filename = "tests/run/aarch64/div_const.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"samples %u %d %llu %lld\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
    #dbg_value(i64 0, !45, !DIExpression(), !52)
    #dbg_value(i64 -7046029254386353131, !46, !DIExpression(), !52)
    #dbg_value(i32 0, !47, !DIExpression(), !53)
  br label %4, !dbg !54

1:                                                ; preds = %40
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %55), !dbg !55
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 571428571, i32 noundef -153846153, i64 noundef 1844674407370955161, i64 noundef -9223372036854775), !dbg !56
  ret i32 0, !dbg !57

4:                                                ; preds = %0, %40
  %5 = phi i64 [ 0, %0 ], [ %56, %40 ]
  %6 = phi i64 [ -7046029254386353131, %0 ], [ %41, %40 ]
  %7 = phi i64 [ 0, %0 ], [ %55, %40 ]
    #dbg_value(i64 %5, !47, !DIExpression(), !53)
    #dbg_value(i64 %6, !46, !DIExpression(), !52)
    #dbg_value(i64 %7, !45, !DIExpression(), !52)
  %8 = icmp ult i64 %5, 64, !dbg !58
  br i1 %8, label %9, label %11, !dbg !60

9:                                                ; preds = %4
  %10 = add nsw i64 %5, -32, !dbg !61
    #dbg_value(i64 %10, !49, !DIExpression(), !62)
  br label %40, !dbg !63

11:                                               ; preds = %4
  %12 = icmp ult i64 %5, 128, !dbg !64
  br i1 %12, label %13, label %16, !dbg !66

13:                                               ; preds = %11
  %14 = add nsw i64 %5, -64, !dbg !67
  %15 = xor i64 %14, 9223372036854775807, !dbg !68
    #dbg_value(i64 %15, !49, !DIExpression(), !62)
  br label %40, !dbg !69

16:                                               ; preds = %11
  %17 = icmp ult i64 %5, 192, !dbg !70
  br i1 %17, label %18, label %21, !dbg !72

18:                                               ; preds = %16
  %19 = add nuw i64 %5, 9223372036854775680, !dbg !73
  %20 = or i64 %19, -9223372036854775808, !dbg !74
    #dbg_value(i64 %20, !49, !DIExpression(), !62)
  br label %40, !dbg !75

21:                                               ; preds = %16
  %22 = icmp ult i64 %5, 256, !dbg !76
  br i1 %22, label %23, label %25, !dbg !78

23:                                               ; preds = %21
  %24 = add nuw nsw i64 %5, 2147483423, !dbg !79
    #dbg_value(i64 %24, !49, !DIExpression(), !62)
  br label %40, !dbg !80

25:                                               ; preds = %21
  %26 = shl i64 %6, 13, !dbg !81
  %27 = xor i64 %26, %6, !dbg !83
    #dbg_value(i64 %27, !46, !DIExpression(), !52)
  %28 = lshr i64 %27, 7, !dbg !84
  %29 = xor i64 %28, %27, !dbg !85
    #dbg_value(i64 %29, !46, !DIExpression(), !52)
  %30 = shl i64 %29, 17, !dbg !86
  %31 = xor i64 %30, %29, !dbg !87
    #dbg_value(i64 %31, !46, !DIExpression(), !52)
  %32 = trunc i64 %5 to i16, !dbg !88
  %33 = urem i16 %32, 40, !dbg !88
  %34 = zext nneg i16 %33 to i64, !dbg !89
  %35 = lshr i64 %31, %34, !dbg !89
    #dbg_value(i64 %35, !49, !DIExpression(), !62)
  %36 = and i64 %5, 1, !dbg !90
  %37 = icmp eq i64 %36, 0, !dbg !90
  %38 = sub nsw i64 0, %35
  %39 = select i1 %37, i64 %35, i64 %38, !dbg !92
  br label %40, !dbg !92

40:                                               ; preds = %25, %13, %23, %18, %9
  %41 = phi i64 [ %6, %9 ], [ %6, %13 ], [ %6, %18 ], [ %6, %23 ], [ %31, %25 ], !dbg !52
  %42 = phi i64 [ %10, %9 ], [ %15, %13 ], [ %20, %18 ], [ %24, %23 ], [ %39, %25 ], !dbg !93
    #dbg_value(i64 %42, !49, !DIExpression(), !62)
    #dbg_value(i64 %41, !46, !DIExpression(), !52)
  %43 = trunc i64 %42 to i32, !dbg !94
  %44 = tail call fastcc i64 @u32(i32 noundef %43), !dbg !95
  %45 = tail call fastcc i64 @s32(i32 noundef %43), !dbg !96
  %46 = mul i64 %45, 3, !dbg !97
  %47 = add i64 %46, %44, !dbg !98
  %48 = tail call fastcc i64 @u64(i64 noundef %42), !dbg !99
  %49 = mul i64 %48, 5, !dbg !100
  %50 = add i64 %47, %49, !dbg !101
  %51 = tail call fastcc i64 @s64(i64 noundef %42), !dbg !102
  %52 = mul i64 %51, 7, !dbg !103
  %53 = add i64 %50, %52, !dbg !104
  %54 = xor i64 %53, %7, !dbg !105
    #dbg_value(i64 %54, !45, !DIExpression(), !52)
  %55 = mul i64 %54, 31, !dbg !106
    #dbg_value(i64 %55, !45, !DIExpression(), !52)
  %56 = add nuw nsw i64 %5, 1, !dbg !107
    #dbg_value(i64 %56, !47, !DIExpression(), !53)
  %57 = icmp eq i64 %56, 4000, !dbg !108
  br i1 %57, label %1, label %4, !dbg !54, !llvm.loop !109
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u32(i32 noundef %0) unnamed_addr #1 !dbg !112 {
    #dbg_value(i32 %0, !116, !DIExpression(), !118)
    #dbg_value(i64 1469598103934665603, !117, !DIExpression(), !118)
  %2 = lshr i32 %0, 1, !dbg !119
  %3 = zext nneg i32 %2 to i64, !dbg !119
  %4 = xor i64 %3, 1469598103934665603, !dbg !119
  %5 = mul i64 %4, 1099511628211, !dbg !119
    #dbg_value(i64 %5, !117, !DIExpression(), !118)
  %6 = and i32 %0, 1, !dbg !119
  %7 = zext nneg i32 %6 to i64, !dbg !119
  %8 = xor i64 %5, %7, !dbg !119
  %9 = mul i64 %8, 1099511628211, !dbg !119
    #dbg_value(i64 %9, !117, !DIExpression(), !118)
  %10 = udiv i32 %0, 3, !dbg !119
  %11 = zext nneg i32 %10 to i64, !dbg !119
  %12 = xor i64 %9, %11, !dbg !119
  %13 = mul i64 %12, 1099511628211, !dbg !119
    #dbg_value(i64 %13, !117, !DIExpression(), !118)
  %14 = mul i32 %10, 3, !dbg !119
  %15 = sub i32 %0, %14, !dbg !119
  %16 = zext nneg i32 %15 to i64, !dbg !119
  %17 = xor i64 %13, %16, !dbg !119
  %18 = mul i64 %17, 1099511628211, !dbg !119
    #dbg_value(i64 %18, !117, !DIExpression(), !118)
  %19 = udiv i32 %0, 5, !dbg !119
  %20 = zext nneg i32 %19 to i64, !dbg !119
  %21 = xor i64 %18, %20, !dbg !119
  %22 = mul i64 %21, 1099511628211, !dbg !119
    #dbg_value(i64 %22, !117, !DIExpression(), !118)
  %23 = mul i32 %19, 5, !dbg !119
  %24 = sub i32 %0, %23, !dbg !119
  %25 = zext nneg i32 %24 to i64, !dbg !119
  %26 = xor i64 %22, %25, !dbg !119
  %27 = mul i64 %26, 1099511628211, !dbg !119
    #dbg_value(i64 %27, !117, !DIExpression(), !118)
  %28 = udiv i32 %0, 6, !dbg !119
  %29 = zext nneg i32 %28 to i64, !dbg !119
  %30 = xor i64 %27, %29, !dbg !119
  %31 = mul i64 %30, 1099511628211, !dbg !119
    #dbg_value(i64 %31, !117, !DIExpression(), !118)
  %32 = mul i32 %28, 6, !dbg !119
  %33 = sub i32 %0, %32, !dbg !119
  %34 = zext nneg i32 %33 to i64, !dbg !119
  %35 = xor i64 %31, %34, !dbg !119
  %36 = mul i64 %35, 1099511628211, !dbg !119
    #dbg_value(i64 %36, !117, !DIExpression(), !118)
  %37 = udiv i32 %0, 7, !dbg !119
  %38 = zext nneg i32 %37 to i64, !dbg !119
  %39 = xor i64 %36, %38, !dbg !119
  %40 = mul i64 %39, 1099511628211, !dbg !119
    #dbg_value(i64 %40, !117, !DIExpression(), !118)
  %41 = mul i32 %37, 7, !dbg !119
  %42 = sub i32 %0, %41, !dbg !119
  %43 = zext nneg i32 %42 to i64, !dbg !119
  %44 = xor i64 %40, %43, !dbg !119
  %45 = mul i64 %44, 1099511628211, !dbg !119
    #dbg_value(i64 %45, !117, !DIExpression(), !118)
  %46 = udiv i32 %0, 10, !dbg !119
  %47 = zext nneg i32 %46 to i64, !dbg !119
  %48 = xor i64 %45, %47, !dbg !119
  %49 = mul i64 %48, 1099511628211, !dbg !119
    #dbg_value(i64 %49, !117, !DIExpression(), !118)
  %50 = mul i32 %46, 10, !dbg !119
  %51 = sub i32 %0, %50, !dbg !119
  %52 = zext nneg i32 %51 to i64, !dbg !119
  %53 = xor i64 %49, %52, !dbg !119
  %54 = mul i64 %53, 1099511628211, !dbg !119
    #dbg_value(i64 %54, !117, !DIExpression(), !118)
  %55 = lshr i32 %0, 4, !dbg !119
  %56 = zext nneg i32 %55 to i64, !dbg !119
  %57 = xor i64 %54, %56, !dbg !119
  %58 = mul i64 %57, 1099511628211, !dbg !119
    #dbg_value(i64 %58, !117, !DIExpression(), !118)
  %59 = and i32 %0, 15, !dbg !119
  %60 = zext nneg i32 %59 to i64, !dbg !119
  %61 = xor i64 %58, %60, !dbg !119
  %62 = mul i64 %61, 1099511628211, !dbg !119
    #dbg_value(i64 %62, !117, !DIExpression(), !118)
  %63 = udiv i32 %0, 25, !dbg !119
  %64 = zext nneg i32 %63 to i64, !dbg !119
  %65 = xor i64 %62, %64, !dbg !119
  %66 = mul i64 %65, 1099511628211, !dbg !119
    #dbg_value(i64 %66, !117, !DIExpression(), !118)
  %67 = mul i32 %63, 25, !dbg !119
  %68 = sub i32 %0, %67, !dbg !119
  %69 = zext nneg i32 %68 to i64, !dbg !119
  %70 = xor i64 %66, %69, !dbg !119
  %71 = mul i64 %70, 1099511628211, !dbg !119
    #dbg_value(i64 %71, !117, !DIExpression(), !118)
  %72 = udiv i32 %0, 641, !dbg !119
  %73 = zext nneg i32 %72 to i64, !dbg !119
  %74 = xor i64 %71, %73, !dbg !119
  %75 = mul i64 %74, 1099511628211, !dbg !119
    #dbg_value(i64 %75, !117, !DIExpression(), !118)
  %76 = mul i32 %72, 641, !dbg !119
  %77 = sub i32 %0, %76, !dbg !119
  %78 = zext nneg i32 %77 to i64, !dbg !119
  %79 = xor i64 %75, %78, !dbg !119
  %80 = mul i64 %79, 1099511628211, !dbg !119
    #dbg_value(i64 %80, !117, !DIExpression(), !118)
  %81 = udiv i32 %0, 1000, !dbg !119
  %82 = zext nneg i32 %81 to i64, !dbg !119
  %83 = xor i64 %80, %82, !dbg !119
  %84 = mul i64 %83, 1099511628211, !dbg !119
    #dbg_value(i64 %84, !117, !DIExpression(), !118)
  %85 = mul i32 %81, 1000, !dbg !119
  %86 = sub i32 %0, %85, !dbg !119
  %87 = zext nneg i32 %86 to i64, !dbg !119
  %88 = xor i64 %84, %87, !dbg !119
  %89 = mul i64 %88, 1099511628211, !dbg !119
    #dbg_value(i64 %89, !117, !DIExpression(), !118)
  %90 = udiv i32 %0, 65537, !dbg !119
  %91 = zext nneg i32 %90 to i64, !dbg !119
  %92 = xor i64 %89, %91, !dbg !119
  %93 = mul i64 %92, 1099511628211, !dbg !119
    #dbg_value(i64 %93, !117, !DIExpression(), !118)
  %94 = mul i32 %90, 65537, !dbg !119
  %95 = sub i32 %0, %94, !dbg !119
  %96 = zext nneg i32 %95 to i64, !dbg !119
  %97 = xor i64 %93, %96, !dbg !119
  %98 = mul i64 %97, 1099511628211, !dbg !119
    #dbg_value(i64 %98, !117, !DIExpression(), !118)
  %99 = udiv i32 %0, 2147483647, !dbg !119
  %100 = zext nneg i32 %99 to i64, !dbg !119
  %101 = xor i64 %98, %100, !dbg !119
  %102 = mul i64 %101, 1099511628211, !dbg !119
    #dbg_value(i64 %102, !117, !DIExpression(), !118)
  %103 = mul i32 %99, 2147483647, !dbg !119
  %104 = sub i32 %0, %103, !dbg !119
  %105 = zext nneg i32 %104 to i64, !dbg !119
  %106 = xor i64 %102, %105, !dbg !119
  %107 = mul i64 %106, 1099511628211, !dbg !119
    #dbg_value(i64 %107, !117, !DIExpression(), !118)
  %108 = lshr i32 %0, 31, !dbg !119
  %109 = zext nneg i32 %108 to i64, !dbg !119
  %110 = xor i64 %107, %109, !dbg !119
  %111 = mul i64 %110, 1099511628211, !dbg !119
    #dbg_value(i64 %111, !117, !DIExpression(), !118)
  %112 = and i32 %0, 2147483647, !dbg !119
  %113 = zext nneg i32 %112 to i64, !dbg !119
  %114 = xor i64 %111, %113, !dbg !119
  %115 = mul i64 %114, 1099511628211, !dbg !119
    #dbg_value(i64 %115, !117, !DIExpression(), !118)
  %116 = icmp ugt i32 %0, -3, !dbg !119
  %117 = zext i1 %116 to i64, !dbg !119
  %118 = xor i64 %115, %117, !dbg !119
  %119 = mul i64 %118, 1099511628211, !dbg !119
    #dbg_value(i64 %119, !117, !DIExpression(), !118)
  %120 = icmp ult i32 %0, -2, !dbg !119
  %121 = add nsw i32 %0, 2, !dbg !119
  %122 = select i1 %120, i32 %0, i32 %121, !dbg !119
  %123 = zext i32 %122 to i64, !dbg !119
  %124 = xor i64 %119, %123, !dbg !119
  %125 = mul i64 %124, 1099511628211, !dbg !119
    #dbg_value(i64 %125, !117, !DIExpression(), !118)
  %126 = icmp eq i32 %0, -1, !dbg !119
  %127 = zext i1 %126 to i64, !dbg !119
  %128 = xor i64 %125, %127, !dbg !119
  %129 = mul i64 %128, 1099511628211, !dbg !119
    #dbg_value(i64 %129, !117, !DIExpression(), !118)
  %130 = select i1 %126, i32 0, i32 %0, !dbg !119
  %131 = zext i32 %130 to i64, !dbg !119
  %132 = xor i64 %129, %131, !dbg !119
  %133 = mul i64 %132, 1099511628211, !dbg !119
    #dbg_value(i64 %133, !117, !DIExpression(), !118)
  %134 = udiv i32 %0, 19, !dbg !119
  %135 = zext nneg i32 %134 to i64, !dbg !119
  %136 = xor i64 %133, %135, !dbg !119
  %137 = mul i64 %136, 1099511628211, !dbg !119
    #dbg_value(i64 %137, !117, !DIExpression(), !118)
  %138 = mul i32 %134, 19, !dbg !119
  %139 = sub i32 %0, %138, !dbg !119
  %140 = zext nneg i32 %139 to i64, !dbg !119
  %141 = xor i64 %137, %140, !dbg !119
  %142 = mul i64 %141, 1099511628211, !dbg !119
    #dbg_value(i64 %142, !117, !DIExpression(), !118)
  ret i64 %142, !dbg !119
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s32(i32 noundef %0) unnamed_addr #1 !dbg !120 {
    #dbg_value(i32 %0, !124, !DIExpression(), !126)
    #dbg_value(i64 1469598103934665603, !125, !DIExpression(), !126)
  %2 = sdiv i32 %0, 2, !dbg !127
  %3 = sext i32 %2 to i64, !dbg !127
  %4 = xor i64 %3, 1469598103934665603, !dbg !127
  %5 = mul i64 %4, 1099511628211, !dbg !127
    #dbg_value(i64 %5, !125, !DIExpression(), !126)
  %6 = mul i32 %2, 2, !dbg !127
  %7 = sub i32 %0, %6, !dbg !127
  %8 = sext i32 %7 to i64, !dbg !127
  %9 = xor i64 %5, %8, !dbg !127
  %10 = mul i64 %9, 1099511628211, !dbg !127
    #dbg_value(i64 %10, !125, !DIExpression(), !126)
  %11 = sdiv i32 %0, 3, !dbg !127
  %12 = sext i32 %11 to i64, !dbg !127
  %13 = xor i64 %10, %12, !dbg !127
  %14 = mul i64 %13, 1099511628211, !dbg !127
    #dbg_value(i64 %14, !125, !DIExpression(), !126)
  %15 = mul i32 %11, 3, !dbg !127
  %16 = sub i32 %0, %15, !dbg !127
  %17 = sext i32 %16 to i64, !dbg !127
  %18 = xor i64 %14, %17, !dbg !127
  %19 = mul i64 %18, 1099511628211, !dbg !127
    #dbg_value(i64 %19, !125, !DIExpression(), !126)
  %20 = sdiv i32 %0, 5, !dbg !127
  %21 = sext i32 %20 to i64, !dbg !127
  %22 = xor i64 %19, %21, !dbg !127
  %23 = mul i64 %22, 1099511628211, !dbg !127
    #dbg_value(i64 %23, !125, !DIExpression(), !126)
  %24 = mul i32 %20, 5, !dbg !127
  %25 = sub i32 %0, %24, !dbg !127
  %26 = sext i32 %25 to i64, !dbg !127
  %27 = xor i64 %23, %26, !dbg !127
  %28 = mul i64 %27, 1099511628211, !dbg !127
    #dbg_value(i64 %28, !125, !DIExpression(), !126)
  %29 = sub nsw i32 0, %0, !dbg !127
  %30 = sext i32 %29 to i64, !dbg !127
  %31 = xor i64 %28, %30, !dbg !127
    #dbg_value(i64 %31, !125, !DIExpression(DW_OP_constu, 1099511628211, DW_OP_mul, DW_OP_stack_value), !126)
  %32 = mul i64 %31, 956575116354345, !dbg !127
    #dbg_value(i64 %32, !125, !DIExpression(), !126)
  %33 = sdiv i32 %0, -2, !dbg !127
  %34 = sext i32 %33 to i64, !dbg !127
  %35 = xor i64 %32, %34, !dbg !127
  %36 = mul i64 %35, 1099511628211, !dbg !127
    #dbg_value(i64 %36, !125, !DIExpression(), !126)
  %37 = xor i64 %36, %8, !dbg !127
  %38 = mul i64 %37, 1099511628211, !dbg !127
    #dbg_value(i64 %38, !125, !DIExpression(), !126)
  %39 = sdiv i32 %0, -3, !dbg !127
  %40 = sext i32 %39 to i64, !dbg !127
  %41 = xor i64 %38, %40, !dbg !127
  %42 = mul i64 %41, 1099511628211, !dbg !127
    #dbg_value(i64 %42, !125, !DIExpression(), !126)
  %43 = xor i64 %42, %17, !dbg !127
  %44 = mul i64 %43, 1099511628211, !dbg !127
    #dbg_value(i64 %44, !125, !DIExpression(), !126)
  %45 = sdiv i32 %0, -7, !dbg !127
  %46 = sext i32 %45 to i64, !dbg !127
  %47 = xor i64 %44, %46, !dbg !127
  %48 = mul i64 %47, 1099511628211, !dbg !127
    #dbg_value(i64 %48, !125, !DIExpression(), !126)
  %49 = srem i32 %0, 7, !dbg !127
  %50 = sext i32 %49 to i64, !dbg !127
  %51 = xor i64 %48, %50, !dbg !127
  %52 = mul i64 %51, 1099511628211, !dbg !127
    #dbg_value(i64 %52, !125, !DIExpression(), !126)
  %53 = sdiv i32 %0, 10, !dbg !127
  %54 = sext i32 %53 to i64, !dbg !127
  %55 = xor i64 %52, %54, !dbg !127
  %56 = mul i64 %55, 1099511628211, !dbg !127
    #dbg_value(i64 %56, !125, !DIExpression(), !126)
  %57 = mul i32 %53, 10, !dbg !127
  %58 = sub i32 %0, %57, !dbg !127
  %59 = sext i32 %58 to i64, !dbg !127
  %60 = xor i64 %56, %59, !dbg !127
  %61 = mul i64 %60, 1099511628211, !dbg !127
    #dbg_value(i64 %61, !125, !DIExpression(), !126)
  %62 = sdiv i32 %0, -16, !dbg !127
  %63 = sext i32 %62 to i64, !dbg !127
  %64 = xor i64 %61, %63, !dbg !127
  %65 = mul i64 %64, 1099511628211, !dbg !127
    #dbg_value(i64 %65, !125, !DIExpression(), !126)
  %66 = srem i32 %0, 16, !dbg !127
  %67 = sext i32 %66 to i64, !dbg !127
  %68 = xor i64 %65, %67, !dbg !127
  %69 = mul i64 %68, 1099511628211, !dbg !127
    #dbg_value(i64 %69, !125, !DIExpression(), !126)
  %70 = sdiv i32 %0, 1073741824, !dbg !127
  %71 = sext i32 %70 to i64, !dbg !127
  %72 = xor i64 %69, %71, !dbg !127
  %73 = mul i64 %72, 1099511628211, !dbg !127
    #dbg_value(i64 %73, !125, !DIExpression(), !126)
  %74 = mul i32 %70, 1073741824, !dbg !127
  %75 = sub i32 %0, %74, !dbg !127
  %76 = sext i32 %75 to i64, !dbg !127
  %77 = xor i64 %73, %76, !dbg !127
  %78 = mul i64 %77, 1099511628211, !dbg !127
    #dbg_value(i64 %78, !125, !DIExpression(), !126)
  %79 = sdiv i32 %0, -1073741824, !dbg !127
  %80 = sext i32 %79 to i64, !dbg !127
  %81 = xor i64 %78, %80, !dbg !127
  %82 = mul i64 %81, 1099511628211, !dbg !127
    #dbg_value(i64 %82, !125, !DIExpression(), !126)
  %83 = xor i64 %82, %76, !dbg !127
  %84 = mul i64 %83, 1099511628211, !dbg !127
    #dbg_value(i64 %84, !125, !DIExpression(), !126)
  %85 = sdiv i32 %0, 2147483647, !dbg !127
  %86 = sext i32 %85 to i64, !dbg !127
  %87 = xor i64 %84, %86, !dbg !127
  %88 = mul i64 %87, 1099511628211, !dbg !127
    #dbg_value(i64 %88, !125, !DIExpression(), !126)
  %89 = mul i32 %85, 2147483647, !dbg !127
  %90 = sub i32 %0, %89, !dbg !127
  %91 = sext i32 %90 to i64, !dbg !127
  %92 = xor i64 %88, %91, !dbg !127
  %93 = mul i64 %92, 1099511628211, !dbg !127
    #dbg_value(i64 %93, !125, !DIExpression(), !126)
  %94 = sdiv i32 %0, 641, !dbg !127
  %95 = sext i32 %94 to i64, !dbg !127
  %96 = xor i64 %93, %95, !dbg !127
  %97 = mul i64 %96, 1099511628211, !dbg !127
    #dbg_value(i64 %97, !125, !DIExpression(), !126)
  %98 = mul i32 %94, 641, !dbg !127
  %99 = sub i32 %0, %98, !dbg !127
  %100 = sext i32 %99 to i64, !dbg !127
  %101 = xor i64 %97, %100, !dbg !127
  %102 = mul i64 %101, 1099511628211, !dbg !127
    #dbg_value(i64 %102, !125, !DIExpression(), !126)
  %103 = sdiv i32 %0, 1000, !dbg !127
  %104 = sext i32 %103 to i64, !dbg !127
  %105 = xor i64 %102, %104, !dbg !127
  %106 = mul i64 %105, 1099511628211, !dbg !127
    #dbg_value(i64 %106, !125, !DIExpression(), !126)
  %107 = mul i32 %103, 1000, !dbg !127
  %108 = sub i32 %0, %107, !dbg !127
  %109 = sext i32 %108 to i64, !dbg !127
  %110 = xor i64 %106, %109, !dbg !127
  %111 = mul i64 %110, 1099511628211, !dbg !127
    #dbg_value(i64 %111, !125, !DIExpression(), !126)
  %112 = sdiv i32 %0, -1000, !dbg !127
  %113 = sext i32 %112 to i64, !dbg !127
  %114 = xor i64 %111, %113, !dbg !127
  %115 = mul i64 %114, 1099511628211, !dbg !127
    #dbg_value(i64 %115, !125, !DIExpression(), !126)
  %116 = xor i64 %115, %109, !dbg !127
  %117 = mul i64 %116, 1099511628211, !dbg !127
    #dbg_value(i64 %117, !125, !DIExpression(), !126)
  %118 = sdiv i32 %0, 6, !dbg !127
  %119 = sext i32 %118 to i64, !dbg !127
  %120 = xor i64 %117, %119, !dbg !127
  %121 = mul i64 %120, 1099511628211, !dbg !127
    #dbg_value(i64 %121, !125, !DIExpression(), !126)
  %122 = mul i32 %118, 6, !dbg !127
  %123 = sub i32 %0, %122, !dbg !127
  %124 = sext i32 %123 to i64, !dbg !127
  %125 = xor i64 %121, %124, !dbg !127
  %126 = mul i64 %125, 1099511628211, !dbg !127
    #dbg_value(i64 %126, !125, !DIExpression(), !126)
  ret i64 %126, !dbg !127
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u64(i64 noundef %0) unnamed_addr #1 !dbg !128 {
    #dbg_value(i64 %0, !132, !DIExpression(), !134)
    #dbg_value(i64 1469598103934665603, !133, !DIExpression(), !134)
  %2 = lshr i64 %0, 1, !dbg !135
  %3 = xor i64 %2, 1469598103934665603, !dbg !135
  %4 = mul i64 %3, 1099511628211, !dbg !135
    #dbg_value(i64 %4, !133, !DIExpression(), !134)
  %5 = and i64 %0, 1, !dbg !135
  %6 = xor i64 %4, %5, !dbg !135
  %7 = mul i64 %6, 1099511628211, !dbg !135
    #dbg_value(i64 %7, !133, !DIExpression(), !134)
  %8 = udiv i64 %0, 3, !dbg !135
  %9 = xor i64 %7, %8, !dbg !135
  %10 = mul i64 %9, 1099511628211, !dbg !135
    #dbg_value(i64 %10, !133, !DIExpression(), !134)
  %11 = mul i64 %8, 3, !dbg !135
  %12 = sub i64 %0, %11, !dbg !135
  %13 = xor i64 %10, %12, !dbg !135
  %14 = mul i64 %13, 1099511628211, !dbg !135
    #dbg_value(i64 %14, !133, !DIExpression(), !134)
  %15 = udiv i64 %0, 7, !dbg !135
  %16 = xor i64 %14, %15, !dbg !135
  %17 = mul i64 %16, 1099511628211, !dbg !135
    #dbg_value(i64 %17, !133, !DIExpression(), !134)
  %18 = mul i64 %15, 7, !dbg !135
  %19 = sub i64 %0, %18, !dbg !135
  %20 = xor i64 %17, %19, !dbg !135
  %21 = mul i64 %20, 1099511628211, !dbg !135
    #dbg_value(i64 %21, !133, !DIExpression(), !134)
  %22 = udiv i64 %0, 10, !dbg !135
  %23 = xor i64 %21, %22, !dbg !135
  %24 = mul i64 %23, 1099511628211, !dbg !135
    #dbg_value(i64 %24, !133, !DIExpression(), !134)
  %25 = mul i64 %22, 10, !dbg !135
  %26 = sub i64 %0, %25, !dbg !135
  %27 = xor i64 %24, %26, !dbg !135
  %28 = mul i64 %27, 1099511628211, !dbg !135
    #dbg_value(i64 %28, !133, !DIExpression(), !134)
  %29 = lshr i64 %0, 6, !dbg !135
  %30 = xor i64 %28, %29, !dbg !135
  %31 = mul i64 %30, 1099511628211, !dbg !135
    #dbg_value(i64 %31, !133, !DIExpression(), !134)
  %32 = and i64 %0, 63, !dbg !135
  %33 = xor i64 %31, %32, !dbg !135
  %34 = mul i64 %33, 1099511628211, !dbg !135
    #dbg_value(i64 %34, !133, !DIExpression(), !134)
  %35 = udiv i64 %0, 641, !dbg !135
  %36 = xor i64 %34, %35, !dbg !135
  %37 = mul i64 %36, 1099511628211, !dbg !135
    #dbg_value(i64 %37, !133, !DIExpression(), !134)
  %38 = mul i64 %35, 641, !dbg !135
  %39 = sub i64 %0, %38, !dbg !135
  %40 = xor i64 %37, %39, !dbg !135
  %41 = mul i64 %40, 1099511628211, !dbg !135
    #dbg_value(i64 %41, !133, !DIExpression(), !134)
  %42 = udiv i64 %0, 1000000007, !dbg !135
  %43 = xor i64 %41, %42, !dbg !135
  %44 = mul i64 %43, 1099511628211, !dbg !135
    #dbg_value(i64 %44, !133, !DIExpression(), !134)
  %45 = mul i64 %42, 1000000007, !dbg !135
  %46 = sub i64 %0, %45, !dbg !135
  %47 = xor i64 %44, %46, !dbg !135
  %48 = mul i64 %47, 1099511628211, !dbg !135
    #dbg_value(i64 %48, !133, !DIExpression(), !134)
  %49 = udiv i64 %0, 4294967297, !dbg !135
  %50 = xor i64 %48, %49, !dbg !135
  %51 = mul i64 %50, 1099511628211, !dbg !135
    #dbg_value(i64 %51, !133, !DIExpression(), !134)
  %52 = mul i64 %49, 4294967297, !dbg !135
  %53 = sub i64 %0, %52, !dbg !135
  %54 = xor i64 %51, %53, !dbg !135
  %55 = mul i64 %54, 1099511628211, !dbg !135
    #dbg_value(i64 %55, !133, !DIExpression(), !134)
  %56 = udiv i64 %0, 9223372036854775807, !dbg !135
  %57 = xor i64 %55, %56, !dbg !135
  %58 = mul i64 %57, 1099511628211, !dbg !135
    #dbg_value(i64 %58, !133, !DIExpression(), !134)
  %59 = mul i64 %56, 9223372036854775807, !dbg !135
  %60 = sub i64 %0, %59, !dbg !135
  %61 = xor i64 %58, %60, !dbg !135
  %62 = mul i64 %61, 1099511628211, !dbg !135
    #dbg_value(i64 %62, !133, !DIExpression(), !134)
  %63 = lshr i64 %0, 63, !dbg !135
  %64 = xor i64 %62, %63, !dbg !135
  %65 = mul i64 %64, 1099511628211, !dbg !135
    #dbg_value(i64 %65, !133, !DIExpression(), !134)
  %66 = and i64 %0, 9223372036854775807, !dbg !135
  %67 = xor i64 %65, %66, !dbg !135
  %68 = mul i64 %67, 1099511628211, !dbg !135
    #dbg_value(i64 %68, !133, !DIExpression(), !134)
  %69 = icmp ugt i64 %0, -3, !dbg !135
  %70 = zext i1 %69 to i64, !dbg !135
  %71 = xor i64 %68, %70, !dbg !135
  %72 = mul i64 %71, 1099511628211, !dbg !135
    #dbg_value(i64 %72, !133, !DIExpression(), !134)
  %73 = icmp ult i64 %0, -2, !dbg !135
  %74 = add nsw i64 %0, 2, !dbg !135
  %75 = select i1 %73, i64 %0, i64 %74, !dbg !135
  %76 = xor i64 %72, %75, !dbg !135
  %77 = mul i64 %76, 1099511628211, !dbg !135
    #dbg_value(i64 %77, !133, !DIExpression(), !134)
  %78 = icmp eq i64 %0, -1, !dbg !135
  %79 = zext i1 %78 to i64, !dbg !135
  %80 = xor i64 %77, %79, !dbg !135
  %81 = mul i64 %80, 1099511628211, !dbg !135
    #dbg_value(i64 %81, !133, !DIExpression(), !134)
  %82 = select i1 %78, i64 0, i64 %0, !dbg !135
  %83 = xor i64 %81, %82, !dbg !135
  %84 = mul i64 %83, 1099511628211, !dbg !135
    #dbg_value(i64 %84, !133, !DIExpression(), !134)
  %85 = udiv i64 %0, 6700417, !dbg !135
  %86 = xor i64 %84, %85, !dbg !135
  %87 = mul i64 %86, 1099511628211, !dbg !135
    #dbg_value(i64 %87, !133, !DIExpression(), !134)
  %88 = mul i64 %85, 6700417, !dbg !135
  %89 = sub i64 %0, %88, !dbg !135
  %90 = xor i64 %87, %89, !dbg !135
  %91 = mul i64 %90, 1099511628211, !dbg !135
    #dbg_value(i64 %91, !133, !DIExpression(), !134)
  %92 = udiv i64 %0, 12, !dbg !135
  %93 = xor i64 %91, %92, !dbg !135
  %94 = mul i64 %93, 1099511628211, !dbg !135
    #dbg_value(i64 %94, !133, !DIExpression(), !134)
  %95 = mul i64 %92, 12, !dbg !135
  %96 = sub i64 %0, %95, !dbg !135
  %97 = xor i64 %94, %96, !dbg !135
  %98 = mul i64 %97, 1099511628211, !dbg !135
    #dbg_value(i64 %98, !133, !DIExpression(), !134)
  %99 = udiv i64 %0, 5, !dbg !135
  %100 = xor i64 %98, %99, !dbg !135
  %101 = mul i64 %100, 1099511628211, !dbg !135
    #dbg_value(i64 %101, !133, !DIExpression(), !134)
  %102 = mul i64 %99, 5, !dbg !135
  %103 = sub i64 %0, %102, !dbg !135
  %104 = xor i64 %101, %103, !dbg !135
  %105 = mul i64 %104, 1099511628211, !dbg !135
    #dbg_value(i64 %105, !133, !DIExpression(), !134)
  %106 = udiv i64 %0, 9, !dbg !135
  %107 = xor i64 %105, %106, !dbg !135
  %108 = mul i64 %107, 1099511628211, !dbg !135
    #dbg_value(i64 %108, !133, !DIExpression(), !134)
  %109 = mul i64 %106, 9, !dbg !135
  %110 = sub i64 %0, %109, !dbg !135
  %111 = xor i64 %108, %110, !dbg !135
  %112 = mul i64 %111, 1099511628211, !dbg !135
    #dbg_value(i64 %112, !133, !DIExpression(), !134)
  ret i64 %112, !dbg !135
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s64(i64 noundef %0) unnamed_addr #1 !dbg !136 {
    #dbg_value(i64 %0, !140, !DIExpression(), !142)
    #dbg_value(i64 1469598103934665603, !141, !DIExpression(), !142)
  %2 = sdiv i64 %0, 2, !dbg !143
  %3 = xor i64 %2, 1469598103934665603, !dbg !143
  %4 = mul i64 %3, 1099511628211, !dbg !143
    #dbg_value(i64 %4, !141, !DIExpression(), !142)
  %5 = mul i64 %2, 2, !dbg !143
  %6 = sub i64 %0, %5, !dbg !143
  %7 = xor i64 %4, %6, !dbg !143
  %8 = mul i64 %7, 1099511628211, !dbg !143
    #dbg_value(i64 %8, !141, !DIExpression(), !142)
  %9 = sdiv i64 %0, 3, !dbg !143
  %10 = xor i64 %8, %9, !dbg !143
  %11 = mul i64 %10, 1099511628211, !dbg !143
    #dbg_value(i64 %11, !141, !DIExpression(), !142)
  %12 = mul i64 %9, 3, !dbg !143
  %13 = sub i64 %0, %12, !dbg !143
  %14 = xor i64 %11, %13, !dbg !143
  %15 = mul i64 %14, 1099511628211, !dbg !143
    #dbg_value(i64 %15, !141, !DIExpression(), !142)
  %16 = sdiv i64 %0, -3, !dbg !143
  %17 = xor i64 %15, %16, !dbg !143
  %18 = mul i64 %17, 1099511628211, !dbg !143
    #dbg_value(i64 %18, !141, !DIExpression(), !142)
  %19 = xor i64 %18, %13, !dbg !143
  %20 = mul i64 %19, 1099511628211, !dbg !143
    #dbg_value(i64 %20, !141, !DIExpression(), !142)
  %21 = sdiv i64 %0, 7, !dbg !143
  %22 = xor i64 %20, %21, !dbg !143
  %23 = mul i64 %22, 1099511628211, !dbg !143
    #dbg_value(i64 %23, !141, !DIExpression(), !142)
  %24 = mul i64 %21, 7, !dbg !143
  %25 = sub i64 %0, %24, !dbg !143
  %26 = xor i64 %23, %25, !dbg !143
  %27 = mul i64 %26, 1099511628211, !dbg !143
    #dbg_value(i64 %27, !141, !DIExpression(), !142)
  %28 = sdiv i64 %0, -7, !dbg !143
  %29 = xor i64 %27, %28, !dbg !143
  %30 = mul i64 %29, 1099511628211, !dbg !143
    #dbg_value(i64 %30, !141, !DIExpression(), !142)
  %31 = xor i64 %30, %25, !dbg !143
  %32 = mul i64 %31, 1099511628211, !dbg !143
    #dbg_value(i64 %32, !141, !DIExpression(), !142)
  %33 = sdiv i64 %0, 10, !dbg !143
  %34 = xor i64 %32, %33, !dbg !143
  %35 = mul i64 %34, 1099511628211, !dbg !143
    #dbg_value(i64 %35, !141, !DIExpression(), !142)
  %36 = mul i64 %33, 10, !dbg !143
  %37 = sub i64 %0, %36, !dbg !143
  %38 = xor i64 %35, %37, !dbg !143
  %39 = mul i64 %38, 1099511628211, !dbg !143
    #dbg_value(i64 %39, !141, !DIExpression(), !142)
  %40 = sdiv i64 %0, -10, !dbg !143
  %41 = xor i64 %39, %40, !dbg !143
  %42 = mul i64 %41, 1099511628211, !dbg !143
    #dbg_value(i64 %42, !141, !DIExpression(), !142)
  %43 = xor i64 %42, %37, !dbg !143
  %44 = mul i64 %43, 1099511628211, !dbg !143
    #dbg_value(i64 %44, !141, !DIExpression(), !142)
  %45 = sdiv i64 %0, 1024, !dbg !143
  %46 = xor i64 %44, %45, !dbg !143
  %47 = mul i64 %46, 1099511628211, !dbg !143
    #dbg_value(i64 %47, !141, !DIExpression(), !142)
  %48 = mul i64 %45, 1024, !dbg !143
  %49 = sub i64 %0, %48, !dbg !143
  %50 = xor i64 %47, %49, !dbg !143
  %51 = mul i64 %50, 1099511628211, !dbg !143
    #dbg_value(i64 %51, !141, !DIExpression(), !142)
  %52 = sdiv i64 %0, -1024, !dbg !143
  %53 = xor i64 %51, %52, !dbg !143
  %54 = mul i64 %53, 1099511628211, !dbg !143
    #dbg_value(i64 %54, !141, !DIExpression(), !142)
  %55 = xor i64 %54, %49, !dbg !143
  %56 = mul i64 %55, 1099511628211, !dbg !143
    #dbg_value(i64 %56, !141, !DIExpression(), !142)
  %57 = sdiv i64 %0, 1000000007, !dbg !143
  %58 = xor i64 %56, %57, !dbg !143
  %59 = mul i64 %58, 1099511628211, !dbg !143
    #dbg_value(i64 %59, !141, !DIExpression(), !142)
  %60 = mul i64 %57, 1000000007, !dbg !143
  %61 = sub i64 %0, %60, !dbg !143
  %62 = xor i64 %59, %61, !dbg !143
  %63 = mul i64 %62, 1099511628211, !dbg !143
    #dbg_value(i64 %63, !141, !DIExpression(), !142)
  %64 = sdiv i64 %0, 4611686018427387904, !dbg !143
  %65 = xor i64 %63, %64, !dbg !143
  %66 = mul i64 %65, 1099511628211, !dbg !143
    #dbg_value(i64 %66, !141, !DIExpression(), !142)
  %67 = mul i64 %64, 4611686018427387904, !dbg !143
  %68 = sub i64 %0, %67, !dbg !143
  %69 = xor i64 %66, %68, !dbg !143
  %70 = mul i64 %69, 1099511628211, !dbg !143
    #dbg_value(i64 %70, !141, !DIExpression(), !142)
  %71 = sdiv i64 %0, -4611686018427387904, !dbg !143
  %72 = xor i64 %70, %71, !dbg !143
  %73 = mul i64 %72, 1099511628211, !dbg !143
    #dbg_value(i64 %73, !141, !DIExpression(), !142)
  %74 = xor i64 %73, %68, !dbg !143
  %75 = mul i64 %74, 1099511628211, !dbg !143
    #dbg_value(i64 %75, !141, !DIExpression(), !142)
  %76 = sdiv i64 %0, 9223372036854775807, !dbg !143
  %77 = xor i64 %75, %76, !dbg !143
  %78 = mul i64 %77, 1099511628211, !dbg !143
    #dbg_value(i64 %78, !141, !DIExpression(), !142)
  %79 = mul i64 %76, 9223372036854775807, !dbg !143
  %80 = sub i64 %0, %79, !dbg !143
  %81 = xor i64 %78, %80, !dbg !143
  %82 = mul i64 %81, 1099511628211, !dbg !143
    #dbg_value(i64 %82, !141, !DIExpression(), !142)
  %83 = sdiv i64 %0, -9223372036854775807, !dbg !143
  %84 = xor i64 %82, %83, !dbg !143
  %85 = mul i64 %84, 1099511628211, !dbg !143
    #dbg_value(i64 %85, !141, !DIExpression(), !142)
  %86 = xor i64 %85, %80, !dbg !143
  %87 = mul i64 %86, 1099511628211, !dbg !143
    #dbg_value(i64 %87, !141, !DIExpression(), !142)
  %88 = sdiv i64 %0, 641, !dbg !143
  %89 = xor i64 %87, %88, !dbg !143
  %90 = mul i64 %89, 1099511628211, !dbg !143
    #dbg_value(i64 %90, !141, !DIExpression(), !142)
  %91 = mul i64 %88, 641, !dbg !143
  %92 = sub i64 %0, %91, !dbg !143
  %93 = xor i64 %90, %92, !dbg !143
  %94 = mul i64 %93, 1099511628211, !dbg !143
    #dbg_value(i64 %94, !141, !DIExpression(), !142)
  %95 = sdiv i64 %0, 6, !dbg !143
  %96 = xor i64 %94, %95, !dbg !143
  %97 = mul i64 %96, 1099511628211, !dbg !143
    #dbg_value(i64 %97, !141, !DIExpression(), !142)
  %98 = mul i64 %95, 6, !dbg !143
  %99 = sub i64 %0, %98, !dbg !143
  %100 = xor i64 %97, %99, !dbg !143
  %101 = mul i64 %100, 1099511628211, !dbg !143
    #dbg_value(i64 %101, !141, !DIExpression(), !142)
  ret i64 %101, !dbg !143
}

; Function Attrs: nofree nounwind
declare !dbg !144 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/div_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "53d319977c1a729e440d78bcb4b40393")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !31, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !19, !23, !26, !29, !30}
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
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!31 = !{!0, !7}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 1}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !42, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!28}
!44 = !{!45, !46, !47, !49}
!45 = !DILocalVariable(name: "h", scope: !41, file: !2, line: 35, type: !19)
!46 = !DILocalVariable(name: "x", scope: !41, file: !2, line: 36, type: !19)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 37, type: !28)
!48 = distinct !DILexicalBlock(scope: !41, file: !2, line: 37, column: 3)
!49 = !DILocalVariable(name: "v", scope: !50, file: !2, line: 38, type: !14)
!50 = distinct !DILexicalBlock(scope: !51, file: !2, line: 37, column: 34)
!51 = distinct !DILexicalBlock(scope: !48, file: !2, line: 37, column: 3)
!52 = !DILocation(line: 0, scope: !41)
!53 = !DILocation(line: 0, scope: !48)
!54 = !DILocation(line: 37, column: 3, scope: !48)
!55 = !DILocation(line: 55, column: 3, scope: !41)
!56 = !DILocation(line: 56, column: 3, scope: !41)
!57 = !DILocation(line: 58, column: 3, scope: !41)
!58 = !DILocation(line: 39, column: 11, scope: !59)
!59 = distinct !DILexicalBlock(scope: !50, file: !2, line: 39, column: 9)
!60 = !DILocation(line: 39, column: 9, scope: !50)
!61 = !DILocation(line: 40, column: 13, scope: !59)
!62 = !DILocation(line: 0, scope: !50)
!63 = !DILocation(line: 40, column: 7, scope: !59)
!64 = !DILocation(line: 41, column: 16, scope: !65)
!65 = distinct !DILexicalBlock(scope: !59, file: !2, line: 41, column: 14)
!66 = !DILocation(line: 41, column: 14, scope: !59)
!67 = !DILocation(line: 42, column: 56, scope: !65)
!68 = !DILocation(line: 42, column: 41, scope: !65)
!69 = !DILocation(line: 42, column: 7, scope: !65)
!70 = !DILocation(line: 43, column: 16, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !2, line: 43, column: 14)
!72 = !DILocation(line: 43, column: 14, scope: !65)
!73 = !DILocation(line: 44, column: 56, scope: !71)
!74 = !DILocation(line: 44, column: 41, scope: !71)
!75 = !DILocation(line: 44, column: 7, scope: !71)
!76 = !DILocation(line: 45, column: 16, scope: !77)
!77 = distinct !DILexicalBlock(scope: !71, file: !2, line: 45, column: 14)
!78 = !DILocation(line: 45, column: 14, scope: !71)
!79 = !DILocation(line: 46, column: 33, scope: !77)
!80 = !DILocation(line: 46, column: 7, scope: !77)
!81 = !DILocation(line: 48, column: 14, scope: !82)
!82 = distinct !DILexicalBlock(scope: !77, file: !2, line: 47, column: 10)
!83 = !DILocation(line: 48, column: 9, scope: !82)
!84 = !DILocation(line: 48, column: 28, scope: !82)
!85 = !DILocation(line: 48, column: 23, scope: !82)
!86 = !DILocation(line: 48, column: 41, scope: !82)
!87 = !DILocation(line: 48, column: 36, scope: !82)
!88 = !DILocation(line: 49, column: 29, scope: !82)
!89 = !DILocation(line: 49, column: 23, scope: !82)
!90 = !DILocation(line: 50, column: 13, scope: !91)
!91 = distinct !DILexicalBlock(scope: !82, file: !2, line: 50, column: 11)
!92 = !DILocation(line: 50, column: 11, scope: !82)
!93 = !DILocation(line: 0, scope: !59)
!94 = !DILocation(line: 52, column: 14, scope: !50)
!95 = !DILocation(line: 52, column: 10, scope: !50)
!96 = !DILocation(line: 52, column: 33, scope: !50)
!97 = !DILocation(line: 52, column: 31, scope: !50)
!98 = !DILocation(line: 52, column: 27, scope: !50)
!99 = !DILocation(line: 52, column: 55, scope: !50)
!100 = !DILocation(line: 52, column: 53, scope: !50)
!101 = !DILocation(line: 52, column: 49, scope: !50)
!102 = !DILocation(line: 52, column: 78, scope: !50)
!103 = !DILocation(line: 52, column: 76, scope: !50)
!104 = !DILocation(line: 52, column: 72, scope: !50)
!105 = !DILocation(line: 52, column: 7, scope: !50)
!106 = !DILocation(line: 53, column: 7, scope: !50)
!107 = !DILocation(line: 37, column: 30, scope: !51)
!108 = !DILocation(line: 37, column: 21, scope: !51)
!109 = distinct !{!109, !54, !110, !111}
!110 = !DILocation(line: 54, column: 3, scope: !48)
!111 = !{!"llvm.loop.mustprogress"}
!112 = distinct !DISubprogram(name: "u32", scope: !2, file: !2, line: 25, type: !113, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!19, !23}
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "x", arg: 1, scope: !112, file: !2, line: 25, type: !23)
!117 = !DILocalVariable(name: "h", scope: !112, file: !2, line: 25, type: !19)
!118 = !DILocation(line: 0, scope: !112)
!119 = !DILocation(line: 25, column: 1, scope: !112)
!120 = distinct !DISubprogram(name: "s32", scope: !2, file: !2, line: 27, type: !121, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!19, !26}
!123 = !{!124, !125}
!124 = !DILocalVariable(name: "x", arg: 1, scope: !120, file: !2, line: 27, type: !26)
!125 = !DILocalVariable(name: "h", scope: !120, file: !2, line: 27, type: !19)
!126 = !DILocation(line: 0, scope: !120)
!127 = !DILocation(line: 27, column: 1, scope: !120)
!128 = distinct !DISubprogram(name: "u64", scope: !2, file: !2, line: 29, type: !129, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!19, !19}
!131 = !{!132, !133}
!132 = !DILocalVariable(name: "x", arg: 1, scope: !128, file: !2, line: 29, type: !19)
!133 = !DILocalVariable(name: "h", scope: !128, file: !2, line: 29, type: !19)
!134 = !DILocation(line: 0, scope: !128)
!135 = !DILocation(line: 29, column: 1, scope: !128)
!136 = distinct !DISubprogram(name: "s64", scope: !2, file: !2, line: 31, type: !137, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!19, !14}
!139 = !{!140, !141}
!140 = !DILocalVariable(name: "x", arg: 1, scope: !136, file: !2, line: 31, type: !14)
!141 = !DILocalVariable(name: "h", scope: !136, file: !2, line: 31, type: !19)
!142 = !DILocation(line: 0, scope: !136)
!143 = !DILocation(line: 31, column: 1, scope: !136)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!28, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
