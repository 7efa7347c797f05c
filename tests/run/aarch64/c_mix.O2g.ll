; ModuleID = 'tests/run/aarch64/c_mix.c'
source_filename = "tests/run/aarch64/c_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [26 x i8] c"packed %zu %d %g %d %llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"hfa3 %g %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"small %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"vsum %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"union %llx %g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [11 x i8] c"switch %d\0A\00", align 1, !dbg !24
@__const.main.tab = private unnamed_addr constant [3 x ptr] [ptr @f1, ptr @f2, ptr @f3], align 8
@.str.6 = private unnamed_addr constant [9 x i8] c"fptr %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [18 x i8] c"bitint %llx %llx\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [15 x i8] c"bitint77 %lld\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [13 x i8] c"ldc %Lg %Lg\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [8 x i8] c"f16 %g\0A\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [12 x i8] c"memmove %d\0A\00", align 1, !dbg !45

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !68 {
  %3 = alloca [200 x i8], align 16, !DIAssignID !158
    #dbg_assign(i1 undef, !149, !DIExpression(), !158, ptr %3, !DIExpression(), !159)
    #dbg_value(i32 %0, !75, !DIExpression(), !159)
    #dbg_value(ptr %1, !76, !DIExpression(), !159)
    #dbg_value(i32 0, !77, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !159)
    #dbg_value(double 0.000000e+00, !77, !DIExpression(DW_OP_LLVM_fragment, 40, 64), !159)
    #dbg_value(i16 0, !77, !DIExpression(DW_OP_LLVM_fragment, 104, 16), !159)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 120, 64), !159)
    #dbg_value(i8 1, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
  %4 = mul nsw i32 %0, 305419896, !dbg !160
    #dbg_value(i32 %4, !77, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !159)
    #dbg_value(double 2.500000e+00, !77, !DIExpression(DW_OP_LLVM_fragment, 40, 64), !159)
    #dbg_value(i16 -3, !77, !DIExpression(DW_OP_LLVM_fragment, 104, 16), !159)
    #dbg_value(i64 1234605616436508552, !77, !DIExpression(DW_OP_LLVM_fragment, 120, 64), !159)
    #dbg_value(i8 1, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(i32 %4, !86, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !159)
    #dbg_value(double 2.500000e+00, !86, !DIExpression(DW_OP_LLVM_fragment, 40, 64), !159)
    #dbg_value(i16 -3, !86, !DIExpression(DW_OP_LLVM_fragment, 104, 16), !159)
    #dbg_value(i64 1234605616436508552, !86, !DIExpression(DW_OP_LLVM_fragment, 120, 64), !159)
  %5 = or disjoint i32 %4, 1, !dbg !161
    #dbg_value(i32 %5, !86, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !159)
    #dbg_value(i64 77162851027281784, !86, !DIExpression(DW_OP_LLVM_fragment, 120, 64), !159)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 23, i32 noundef %5, double noundef 2.500000e+00, i32 noundef -3, i64 noundef 77162851027281784), !dbg !162
    #dbg_value(float 1.000000e+00, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(float 2.000000e+00, !87, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(float 3.000000e+00, !87, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(float 4.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(float 5.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(float 6.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(float 7.000000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(float 1.000000e+01, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(float -1.000000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 7.000000e+00, double noundef 1.000000e+01, double noundef -1.000000e+00), !dbg !163
    #dbg_value(i8 3, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(i8 0, !96, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(i16 400, !96, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i8 3, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !170)
    #dbg_value(i8 0, !164, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !170)
    #dbg_value(i16 400, !164, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !170)
    #dbg_value(i32 %0, !169, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !170)
  %8 = add i32 %0, 4, !dbg !172
    #dbg_value(i32 %0, !164, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !170)
    #dbg_value(i32 %0, !164, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 400, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !170)
  %9 = mul i32 %0, 26214400, !dbg !173
  %10 = add i32 %9, 26214400, !dbg !173
  %11 = and i32 %8, 255, !dbg !173
    #dbg_value(!DIArgList(i32 %8, i32 %10), !96, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(!DIArgList(i32 %8, i32 %10), !96, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(!DIArgList(i32 %8, i32 %10), !96, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !159)
  %12 = ashr exact i32 %10, 16, !dbg !174
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11, i32 noundef %12), !dbg !175
    #dbg_value(i64 1069547520, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i64 4612811918334230528, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(i64 1048576000, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i64 4756540486875873280, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(float 1.000000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(float 2.000000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(float 3.000000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
  %14 = tail call double (i32, ...) @vsum(i32 poison, [2 x i64] [i64 1069547520, i64 4612811918334230528], [2 x i64] [i64 1048576000, i64 4756540486875873280], [3 x float] alignstack(8) [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], fp128 noundef 0xL00000000000000004000C00000000000), !dbg !176
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %14), !dbg !177
    #dbg_assign(double -0.000000e+00, !108, !DIExpression(), !178, ptr undef, !DIExpression(), !159)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854775808, double noundef -0.000000e+00), !dbg !179
    #dbg_value(i32 0, !122, !DIExpression(), !159)
    #dbg_value(i32 0, !123, !DIExpression(), !180)
  br label %80, !dbg !181

17:                                               ; preds = %91
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %94), !dbg !182
    #dbg_assign(i1 undef, !125, !DIExpression(), !183, ptr @__const.main.tab, !DIExpression(), !159)
    #dbg_value(i32 0, !134, !DIExpression(), !184)
    #dbg_value(i32 %0, !133, !DIExpression(), !159)
  %19 = srem i32 %0, 3, !dbg !185
  %20 = sext i32 %19 to i64, !dbg !187
  %21 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %20, !dbg !187
  %22 = load ptr, ptr %21, align 8, !dbg !187, !tbaa !188
  %23 = tail call i32 %22(i32 noundef %0) #9, !dbg !187
    #dbg_value(i32 %23, !133, !DIExpression(), !159)
    #dbg_value(i32 1, !134, !DIExpression(), !184)
  %24 = add nsw i32 %23, 1, !dbg !192
  %25 = srem i32 %24, 3, !dbg !185
  %26 = sext i32 %25 to i64, !dbg !187
  %27 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %26, !dbg !187
  %28 = load ptr, ptr %27, align 8, !dbg !187, !tbaa !188
  %29 = tail call i32 %28(i32 noundef %23) #9, !dbg !187
    #dbg_value(i32 %29, !133, !DIExpression(), !159)
    #dbg_value(i32 2, !134, !DIExpression(), !184)
  %30 = add nsw i32 %29, 2, !dbg !192
  %31 = srem i32 %30, 3, !dbg !185
  %32 = sext i32 %31 to i64, !dbg !187
  %33 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %32, !dbg !187
  %34 = load ptr, ptr %33, align 8, !dbg !187, !tbaa !188
  %35 = tail call i32 %34(i32 noundef %29) #9, !dbg !187
    #dbg_value(i32 %35, !133, !DIExpression(), !159)
    #dbg_value(i32 3, !134, !DIExpression(), !184)
  %36 = add nsw i32 %35, 3, !dbg !192
  %37 = srem i32 %36, 3, !dbg !185
  %38 = sext i32 %37 to i64, !dbg !187
  %39 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %38, !dbg !187
  %40 = load ptr, ptr %39, align 8, !dbg !187, !tbaa !188
  %41 = tail call i32 %40(i32 noundef %35) #9, !dbg !187
    #dbg_value(i32 %41, !133, !DIExpression(), !159)
    #dbg_value(i32 4, !134, !DIExpression(), !184)
  %42 = add nsw i32 %41, 4, !dbg !192
  %43 = srem i32 %42, 3, !dbg !185
  %44 = sext i32 %43 to i64, !dbg !187
  %45 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %44, !dbg !187
  %46 = load ptr, ptr %45, align 8, !dbg !187, !tbaa !188
  %47 = tail call i32 %46(i32 noundef %41) #9, !dbg !187
    #dbg_value(i32 %47, !133, !DIExpression(), !159)
    #dbg_value(i32 5, !134, !DIExpression(), !184)
  %48 = add nsw i32 %47, 5, !dbg !192
  %49 = srem i32 %48, 3, !dbg !185
  %50 = sext i32 %49 to i64, !dbg !187
  %51 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %50, !dbg !187
  %52 = load ptr, ptr %51, align 8, !dbg !187, !tbaa !188
  %53 = tail call i32 %52(i32 noundef %47) #9, !dbg !187
    #dbg_value(i32 %53, !133, !DIExpression(), !159)
    #dbg_value(i32 6, !134, !DIExpression(), !184)
  %54 = add nsw i32 %53, 6, !dbg !192
  %55 = srem i32 %54, 3, !dbg !185
  %56 = sext i32 %55 to i64, !dbg !187
  %57 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %56, !dbg !187
  %58 = load ptr, ptr %57, align 8, !dbg !187, !tbaa !188
  %59 = tail call i32 %58(i32 noundef %53) #9, !dbg !187
    #dbg_value(i32 %59, !133, !DIExpression(), !159)
    #dbg_value(i32 7, !134, !DIExpression(), !184)
  %60 = add nsw i32 %59, 7, !dbg !192
  %61 = srem i32 %60, 3, !dbg !185
  %62 = sext i32 %61 to i64, !dbg !187
  %63 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %62, !dbg !187
  %64 = load ptr, ptr %63, align 8, !dbg !187, !tbaa !188
  %65 = tail call i32 %64(i32 noundef %59) #9, !dbg !187
    #dbg_value(i32 %65, !133, !DIExpression(), !159)
    #dbg_value(i32 8, !134, !DIExpression(), !184)
  %66 = add nsw i32 %65, 8, !dbg !192
  %67 = srem i32 %66, 3, !dbg !185
  %68 = sext i32 %67 to i64, !dbg !187
  %69 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %68, !dbg !187
  %70 = load ptr, ptr %69, align 8, !dbg !187, !tbaa !188
  %71 = tail call i32 %70(i32 noundef %65) #9, !dbg !187
    #dbg_value(i32 %71, !133, !DIExpression(), !159)
    #dbg_value(i32 9, !134, !DIExpression(), !184)
  %72 = add nsw i32 %71, 9, !dbg !192
  %73 = srem i32 %72, 3, !dbg !185
  %74 = sext i32 %73 to i64, !dbg !187
  %75 = getelementptr inbounds [3 x ptr], ptr @__const.main.tab, i64 0, i64 %74, !dbg !187
  %76 = load ptr, ptr %75, align 8, !dbg !187, !tbaa !188
  %77 = tail call i32 %76(i32 noundef %71) #9, !dbg !187
    #dbg_value(i32 %77, !133, !DIExpression(), !159)
    #dbg_value(i32 10, !134, !DIExpression(), !184)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %77), !dbg !193
    #dbg_value(i128 1, !136, !DIExpression(), !159)
    #dbg_value(i32 0, !137, !DIExpression(), !194)
  %79 = sext i32 %0 to i120
    #dbg_value(i128 poison, !136, !DIExpression(), !159)
  br label %154, !dbg !195

80:                                               ; preds = %2, %91
  %81 = phi i32 [ 0, %2 ], [ %95, %91 ]
  %82 = phi i32 [ 0, %2 ], [ %94, %91 ]
    #dbg_value(i32 %81, !123, !DIExpression(), !180)
    #dbg_value(i32 %82, !122, !DIExpression(), !159)
    #dbg_value(i32 %81, !196, !DIExpression(), !199)
  switch i32 %81, label %90 [
    i32 0, label %91
    i32 1, label %83
    i32 2, label %84
    i32 3, label %85
    i32 5, label %86
    i32 8, label %87
    i32 13, label %88
    i32 21, label %89
  ], !dbg !202

83:                                               ; preds = %80
  br label %91, !dbg !203

84:                                               ; preds = %80
  br label %91, !dbg !205

85:                                               ; preds = %80
  br label %91, !dbg !206

86:                                               ; preds = %80
  br label %91, !dbg !207

87:                                               ; preds = %80
  br label %91, !dbg !208

88:                                               ; preds = %80
  br label %91, !dbg !209

89:                                               ; preds = %80
  br label %91, !dbg !210

90:                                               ; preds = %80
  br label %91, !dbg !211

91:                                               ; preds = %80, %83, %84, %85, %86, %87, %88, %89, %90
  %92 = phi i32 [ -1, %90 ], [ 2121, %89 ], [ 1313, %88 ], [ 98, %87 ], [ 65, %86 ], [ 43, %85 ], [ 32, %84 ], [ 21, %83 ], [ 10, %80 ], !dbg !212
  %93 = mul nsw i32 %92, %81, !dbg !213
  %94 = add nsw i32 %93, %82, !dbg !214
    #dbg_value(i32 %94, !122, !DIExpression(), !159)
  %95 = add nuw nsw i32 %81, 1, !dbg !215
    #dbg_value(i32 %95, !123, !DIExpression(), !180)
  %96 = icmp eq i32 %95, 25, !dbg !216
  br i1 %96, label %17, label %80, !dbg !181, !llvm.loop !217

97:                                               ; preds = %154
  %98 = sext i32 %0 to i77, !dbg !220
  %99 = mul i77 %98, -123456789012345, !dbg !221
    #dbg_value(i77 %99, !139, !DIExpression(DW_OP_LLVM_convert, 77, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !159)
  %100 = sdiv i77 %99, 7, !dbg !222
  %101 = srem i77 %99, 13, !dbg !223
  %102 = sub nsw i77 %100, %101, !dbg !224
    #dbg_value(i77 %102, !139, !DIExpression(DW_OP_LLVM_convert, 77, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !159)
  %103 = lshr i120 %158, 64, !dbg !225
  %104 = trunc nuw nsw i120 %103 to i64, !dbg !226
  %105 = urem i120 %158, 1000000007, !dbg !227
  %106 = trunc nuw nsw i120 %105 to i64, !dbg !228
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %104, i64 noundef %106), !dbg !229
  %108 = trunc i77 %102 to i64, !dbg !230
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %108), !dbg !231
    #dbg_value(fp128 0xL00000000000000003FFF000000000000, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !159)
    #dbg_value(fp128 0xL00000000000000004000000000000000, !140, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !159)
  %110 = tail call { fp128, fp128 } @__divtc3(fp128 noundef 0xL0000000000000000C000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL0000000000000000BFFF000000000000) #9, !dbg !232
  %111 = extractvalue { fp128, fp128 } %110, 0, !dbg !232
  %112 = extractvalue { fp128, fp128 } %110, 1, !dbg !232
    #dbg_value(fp128 %111, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !159)
    #dbg_value(fp128 %112, !140, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !159)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %111, fp128 noundef %112), !dbg !233
    #dbg_value(i32 0, !144, !DIExpression(), !234)
  %114 = sitofp i32 %0 to float
    #dbg_value(i64 0, !144, !DIExpression(), !234)
  %115 = tail call float @llvm.copysign.f32(float 0.000000e+00, float %114), !dbg !235
  %116 = fptrunc float %115 to half, !dbg !237
    #dbg_value(half %116, !142, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !159)
    #dbg_value(i64 1, !144, !DIExpression(), !234)
  %117 = fmul float %114, 0x3FD3333340000000, !dbg !235
  %118 = fptrunc float %117 to half, !dbg !237
    #dbg_value(half %118, !142, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i64 2, !144, !DIExpression(), !234)
  %119 = fmul float %114, 0x3FE3333340000000, !dbg !235
  %120 = fptrunc float %119 to half, !dbg !237
    #dbg_value(half %120, !142, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !159)
    #dbg_value(i64 3, !144, !DIExpression(), !234)
  %121 = fmul float %114, 0x3FECCCCCE0000000, !dbg !235
  %122 = fptrunc float %121 to half, !dbg !237
    #dbg_value(half %122, !142, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !159)
    #dbg_value(i64 4, !144, !DIExpression(), !234)
  %123 = fmul float %114, 0x3FF3333340000000, !dbg !235
  %124 = fptrunc float %123 to half, !dbg !237
    #dbg_value(half %124, !142, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !159)
    #dbg_value(i64 5, !144, !DIExpression(), !234)
  %125 = fmul float %114, 1.500000e+00, !dbg !235
  %126 = fptrunc float %125 to half, !dbg !237
    #dbg_value(half %126, !142, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !159)
    #dbg_value(i64 6, !144, !DIExpression(), !234)
  %127 = fmul float %114, 0x3FFCCCCCE0000000, !dbg !235
  %128 = fptrunc float %127 to half, !dbg !237
    #dbg_value(half %128, !142, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !159)
    #dbg_value(i64 7, !144, !DIExpression(), !234)
  %129 = fmul float %114, 0x4000CCCCE0000000, !dbg !235
  %130 = fptrunc float %129 to half, !dbg !237
    #dbg_value(half %130, !142, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !159)
    #dbg_value(i64 8, !144, !DIExpression(), !234)
    #dbg_value(i64 0, !147, !DIExpression(), !238)
    #dbg_value(half 0xH0000, !146, !DIExpression(), !159)
  %131 = tail call half @llvm.fmuladd.f16(half %116, half %116, half 0xH0000), !dbg !239
    #dbg_value(half %131, !146, !DIExpression(), !159)
    #dbg_value(i64 1, !147, !DIExpression(), !238)
  %132 = tail call half @llvm.fmuladd.f16(half %118, half %118, half %131), !dbg !239
    #dbg_value(half %132, !146, !DIExpression(), !159)
    #dbg_value(i64 2, !147, !DIExpression(), !238)
  %133 = tail call half @llvm.fmuladd.f16(half %120, half %120, half %132), !dbg !239
    #dbg_value(half %133, !146, !DIExpression(), !159)
    #dbg_value(i64 3, !147, !DIExpression(), !238)
  %134 = tail call half @llvm.fmuladd.f16(half %122, half %122, half %133), !dbg !239
    #dbg_value(half %134, !146, !DIExpression(), !159)
    #dbg_value(i64 4, !147, !DIExpression(), !238)
  %135 = tail call half @llvm.fmuladd.f16(half %124, half %124, half %134), !dbg !239
    #dbg_value(half %135, !146, !DIExpression(), !159)
    #dbg_value(i64 5, !147, !DIExpression(), !238)
  %136 = tail call half @llvm.fmuladd.f16(half %126, half %126, half %135), !dbg !239
    #dbg_value(half %136, !146, !DIExpression(), !159)
    #dbg_value(i64 6, !147, !DIExpression(), !238)
  %137 = tail call half @llvm.fmuladd.f16(half %128, half %128, half %136), !dbg !239
    #dbg_value(half %137, !146, !DIExpression(), !159)
    #dbg_value(i64 7, !147, !DIExpression(), !238)
  %138 = tail call half @llvm.fmuladd.f16(half %130, half %130, half %137), !dbg !239
    #dbg_value(half %138, !146, !DIExpression(), !159)
    #dbg_value(i64 8, !147, !DIExpression(), !238)
  %139 = fpext half %138 to double, !dbg !241
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %139), !dbg !242
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %3) #9, !dbg !243
    #dbg_value(i32 0, !153, !DIExpression(), !244)
  %141 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !245
  store <16 x i8> <i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105>, ptr %3, align 16, !dbg !245, !tbaa !247
  store <16 x i8> <i8 112, i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39>, ptr %141, align 16, !dbg !245, !tbaa !247
  %142 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !248
  %143 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !245
  store <16 x i8> <i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73>, ptr %142, align 16, !dbg !245, !tbaa !247
  store <16 x i8> <i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71>, ptr %143, align 16, !dbg !245, !tbaa !247
  %144 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !248
  %145 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !245
  store <16 x i8> <i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41>, ptr %144, align 16, !dbg !245, !tbaa !247
  store <16 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %145, align 16, !dbg !245, !tbaa !247
  %146 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !248
  %147 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !245
  store <16 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %146, align 16, !dbg !245, !tbaa !247
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %147, align 16, !dbg !245, !tbaa !247
  %148 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !248
  %149 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !245
  store <16 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79, i8 -72, i8 -65, i8 -58, i8 -51, i8 -44, i8 -37, i8 -30, i8 -23>, ptr %148, align 16, !dbg !245, !tbaa !247
  store <16 x i8> <i8 -16, i8 -9, i8 -2, i8 5, i8 12, i8 19, i8 26, i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89>, ptr %149, align 16, !dbg !245, !tbaa !247
  %150 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !248
  %151 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !245
  store <16 x i8> <i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118, i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62, i8 -55>, ptr %150, align 16, !dbg !245, !tbaa !247
  store <16 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %151, align 16, !dbg !245, !tbaa !247
  %152 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !248
  store <8 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113>, ptr %152, align 16, !dbg !245, !tbaa !247
  %153 = getelementptr inbounds i8, ptr %3, i64 3, !dbg !249
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(150) %153, ptr noundef nonnull align 16 dereferenceable(150) %3, i64 150, i1 false), !dbg !250, !DIAssignID !251
    #dbg_assign(i1 undef, !149, !DIExpression(DW_OP_LLVM_fragment, 24, 1200), !251, ptr %153, !DIExpression(), !159)
    #dbg_value(i32 0, !155, !DIExpression(), !159)
    #dbg_value(i32 0, !156, !DIExpression(), !252)
  br label %163, !dbg !253

154:                                              ; preds = %17, %154
  %155 = phi i32 [ 0, %17 ], [ %159, %154 ]
  %156 = phi i120 [ 1, %17 ], [ %158, %154 ]
    #dbg_value(i32 %155, !137, !DIExpression(), !194)
  %157 = mul i120 %156, 3, !dbg !254
  %158 = add i120 %157, %79, !dbg !256
    #dbg_value(i120 %158, !136, !DIExpression(DW_OP_LLVM_convert, 120, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !159)
  %159 = add nuw nsw i32 %155, 1, !dbg !257
    #dbg_value(i32 %159, !137, !DIExpression(), !194)
    #dbg_value(i128 poison, !136, !DIExpression(), !159)
  %160 = icmp eq i32 %159, 150, !dbg !258
  br i1 %160, label %97, label %154, !dbg !195, !llvm.loop !259

161:                                              ; preds = %163
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %170), !dbg !261
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %3) #9, !dbg !262
  ret i32 0, !dbg !263

163:                                              ; preds = %97, %163
  %164 = phi i64 [ 0, %97 ], [ %171, %163 ]
  %165 = phi i32 [ 0, %97 ], [ %170, %163 ]
    #dbg_value(i64 %164, !156, !DIExpression(), !252)
    #dbg_value(i32 %165, !155, !DIExpression(), !159)
  %166 = mul nsw i32 %165, 31, !dbg !264
  %167 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 %164, !dbg !266
  %168 = load i8, ptr %167, align 1, !dbg !266, !tbaa !247
  %169 = zext i8 %168 to i32, !dbg !266
  %170 = add nsw i32 %166, %169, !dbg !267
    #dbg_value(i32 %170, !155, !DIExpression(), !159)
  %171 = add nuw nsw i64 %164, 1, !dbg !268
    #dbg_value(i64 %171, !156, !DIExpression(), !252)
  %172 = icmp eq i64 %171, 200, !dbg !269
  br i1 %172, label %161, label %163, !dbg !253, !llvm.loop !270
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !272 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @vsum(i32 %0, ...) unnamed_addr #3 !dbg !279 {
  %2 = alloca %struct.__va_list, align 8, !DIAssignID !305
    #dbg_assign(i1 undef, !284, !DIExpression(), !305, ptr %2, !DIExpression(), !306)
    #dbg_value(i32 2, !283, !DIExpression(), !306)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !307
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !308
    #dbg_value(double 0.000000e+00, !296, !DIExpression(), !306)
    #dbg_value(i32 0, !297, !DIExpression(), !309)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
    #dbg_value(double 0.000000e+00, !296, !DIExpression(), !306)
    #dbg_value(i32 0, !297, !DIExpression(), !309)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
    #dbg_value(double 0.000000e+00, !296, !DIExpression(), !306)
    #dbg_value(i32 0, !297, !DIExpression(), !309)
  %8 = icmp sgt i32 %4, -1, !dbg !310
  br i1 %8, label %12, label %9, !dbg !310

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16, !dbg !310
  store i32 %10, ptr %3, align 8, !dbg !310, !DIAssignID !311
    #dbg_assign(i32 %10, !284, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !311, ptr %3, !DIExpression(), !306)
  %11 = icmp ult i32 %4, -15, !dbg !310
  br i1 %11, label %17, label %12, !dbg !310

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !310
  store ptr %13, ptr %2, align 8, !dbg !310, !DIAssignID !312
    #dbg_assign(ptr %13, !284, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !312, ptr %2, !DIExpression(), !306)
  %14 = load float, ptr %5, align 8, !dbg !310, !tbaa !313
  %15 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !310
  %16 = load double, ptr %15, align 8, !dbg !310, !tbaa !315
    #dbg_value(float %14, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !317)
    #dbg_value(i32 poison, !299, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !317)
    #dbg_value(double %16, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !317)
    #dbg_value(double poison, !296, !DIExpression(), !306)
    #dbg_value(i32 1, !297, !DIExpression(), !309)
  br label %30, !dbg !310

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64, !dbg !310
  %19 = getelementptr inbounds i8, ptr %7, i64 %18, !dbg !310
  %20 = load float, ptr %19, align 8, !dbg !310, !tbaa !313
  %21 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !310
  %22 = load double, ptr %21, align 8, !dbg !310, !tbaa !315
    #dbg_value(float %20, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !317)
    #dbg_value(i32 poison, !299, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !317)
    #dbg_value(double %22, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !317)
    #dbg_value(double poison, !296, !DIExpression(), !306)
    #dbg_value(i32 1, !297, !DIExpression(), !309)
  %23 = icmp sgt i32 %4, -17, !dbg !310
  br i1 %23, label %30, label %24, !dbg !310

24:                                               ; preds = %17
  %25 = add nsw i32 %4, 32, !dbg !310
  store i32 %25, ptr %3, align 8, !dbg !310, !DIAssignID !311
    #dbg_assign(i32 %25, !284, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !311, ptr %3, !DIExpression(), !306)
  %26 = icmp ult i32 %10, -15, !dbg !310
  br i1 %26, label %27, label %30, !dbg !310

27:                                               ; preds = %24
  %28 = sext i32 %10 to i64, !dbg !310
  %29 = getelementptr inbounds i8, ptr %7, i64 %28, !dbg !310
  br label %35, !dbg !310

30:                                               ; preds = %12, %24, %17
  %31 = phi double [ %16, %12 ], [ %22, %24 ], [ %22, %17 ]
  %32 = phi float [ %14, %12 ], [ %20, %24 ], [ %20, %17 ]
  %33 = phi ptr [ %13, %12 ], [ %5, %24 ], [ %5, %17 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !310
  store ptr %34, ptr %2, align 8, !dbg !310, !DIAssignID !312
    #dbg_assign(ptr %34, !284, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !312, ptr %2, !DIExpression(), !306)
  br label %35, !dbg !310

35:                                               ; preds = %30, %27
  %36 = phi double [ %22, %27 ], [ %31, %30 ]
  %37 = phi float [ %20, %27 ], [ %32, %30 ]
  %38 = phi ptr [ %5, %27 ], [ %34, %30 ]
  %39 = phi ptr [ %29, %27 ], [ %33, %30 ], !dbg !310
  %40 = load float, ptr %39, align 8, !dbg !310, !tbaa !313
  %41 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !310
  %42 = load double, ptr %41, align 8, !dbg !310, !tbaa !315
    #dbg_value(float %40, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !317)
    #dbg_value(i32 poison, !299, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !317)
    #dbg_value(double %42, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !317)
    #dbg_value(double poison, !296, !DIExpression(), !306)
    #dbg_value(i32 2, !297, !DIExpression(), !309)
  %43 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !318
  %44 = load i32, ptr %43, align 4, !dbg !318
  %45 = icmp sgt i32 %44, -1, !dbg !318
  br i1 %45, label %49, label %46, !dbg !318

46:                                               ; preds = %35
  %47 = add nsw i32 %44, 48, !dbg !318
  store i32 %47, ptr %43, align 4, !dbg !318, !DIAssignID !319
    #dbg_assign(i32 %47, !284, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !319, ptr %43, !DIExpression(), !306)
  %48 = icmp ult i32 %44, -47, !dbg !318
  br i1 %48, label %56, label %49, !dbg !318

49:                                               ; preds = %35, %46
  %50 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !318
  store ptr %50, ptr %2, align 8, !dbg !318, !DIAssignID !320
    #dbg_assign(ptr %50, !284, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320, ptr %2, !DIExpression(), !306)
  %51 = getelementptr inbounds i8, ptr %38, i64 4
  %52 = getelementptr inbounds i8, ptr %38, i64 8
  %53 = load float, ptr %38, align 4, !dbg !318
  %54 = load float, ptr %51, align 4, !dbg !318
  %55 = load float, ptr %52, align 4, !dbg !318
    #dbg_value(float %53, !302, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !306)
    #dbg_value(float %54, !302, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !306)
    #dbg_value(float %55, !302, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !306)
    #dbg_value(double poison, !296, !DIExpression(), !306)
  br label %75, !dbg !321

56:                                               ; preds = %46
  %57 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !318
  %58 = load ptr, ptr %57, align 8, !dbg !318
  %59 = sext i32 %44 to i64, !dbg !318
  %60 = getelementptr inbounds i8, ptr %58, i64 %59, !dbg !318
  %61 = getelementptr inbounds i8, ptr %60, i64 16, !dbg !318
  %62 = getelementptr inbounds i8, ptr %60, i64 32, !dbg !318
  %63 = load float, ptr %60, align 4, !dbg !318
  %64 = load float, ptr %61, align 4, !dbg !318
  %65 = load float, ptr %62, align 4, !dbg !318
    #dbg_value(float %63, !302, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !306)
    #dbg_value(float %64, !302, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !306)
    #dbg_value(float %65, !302, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !306)
    #dbg_value(double poison, !296, !DIExpression(), !306)
  %66 = icmp sgt i32 %44, -49, !dbg !321
  br i1 %66, label %75, label %67, !dbg !321

67:                                               ; preds = %56
  %68 = add nsw i32 %44, 64, !dbg !321
  store i32 %68, ptr %43, align 4, !dbg !321, !DIAssignID !322
    #dbg_assign(i32 %68, !284, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !322, ptr %43, !DIExpression(), !306)
  %69 = icmp ult i32 %47, -15, !dbg !321
  br i1 %69, label %70, label %75, !dbg !321

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !321
  %72 = load ptr, ptr %71, align 8, !dbg !321
  %73 = sext i32 %47 to i64, !dbg !321
  %74 = getelementptr inbounds i8, ptr %72, i64 %73, !dbg !321
  br label %83, !dbg !321

75:                                               ; preds = %49, %67, %56
  %76 = phi float [ %55, %49 ], [ %65, %67 ], [ %65, %56 ]
  %77 = phi float [ %54, %49 ], [ %64, %67 ], [ %64, %56 ]
  %78 = phi float [ %53, %49 ], [ %63, %67 ], [ %63, %56 ]
  %79 = phi ptr [ %50, %49 ], [ %38, %67 ], [ %38, %56 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 15, !dbg !321
  %81 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %80, i64 -16), !dbg !321
  %82 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !321
  store ptr %82, ptr %2, align 8, !dbg !321, !DIAssignID !323
    #dbg_assign(ptr %82, !284, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !323, ptr %2, !DIExpression(), !306)
  br label %83, !dbg !321

83:                                               ; preds = %75, %70
  %84 = phi float [ %65, %70 ], [ %76, %75 ]
  %85 = phi float [ %64, %70 ], [ %77, %75 ]
  %86 = phi float [ %63, %70 ], [ %78, %75 ]
  %87 = phi ptr [ %74, %70 ], [ %81, %75 ], !dbg !321
  %88 = fpext float %37 to double, !dbg !324
  %89 = fadd double %36, %88, !dbg !325
  %90 = fadd double %89, 0.000000e+00, !dbg !326
    #dbg_value(double %90, !296, !DIExpression(), !306)
  %91 = fpext float %40 to double, !dbg !324
  %92 = fadd double %42, %91, !dbg !325
  %93 = fadd double %90, %92, !dbg !326
    #dbg_value(double %93, !296, !DIExpression(), !306)
  %94 = fadd float %86, %85, !dbg !327
  %95 = fadd float %94, %84, !dbg !328
  %96 = fpext float %95 to double, !dbg !329
  %97 = fadd double %93, %96, !dbg !330
    #dbg_value(double %97, !296, !DIExpression(), !306)
  %98 = load fp128, ptr %87, align 16, !dbg !321, !tbaa !331
    #dbg_value(fp128 %98, !303, !DIExpression(), !306)
  %99 = fptrunc fp128 %98 to double, !dbg !333
  %100 = fadd double %97, %99, !dbg !334
    #dbg_value(double %100, !296, !DIExpression(), !306)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !336
  ret double %100, !dbg !337
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @f1(i32 noundef %0) #4 !dbg !338 {
    #dbg_value(i32 %0, !340, !DIExpression(), !341)
  %2 = add nsw i32 %0, 1, !dbg !342
  ret i32 %2, !dbg !343
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @f2(i32 noundef %0) #4 !dbg !344 {
    #dbg_value(i32 %0, !346, !DIExpression(), !347)
  %2 = shl nsw i32 %0, 1, !dbg !348
  ret i32 %2, !dbg !349
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483648, 2147483645) i32 @f3(i32 noundef %0) #4 !dbg !350 {
    #dbg_value(i32 %0, !352, !DIExpression(), !353)
  %2 = add nsw i32 %0, -3, !dbg !354
  ret i32 %2, !dbg !355
}

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/c_mix.c", directory: ".", checksumkind: CSK_MD5, checksum: "2c442eed5eeaf2b8c6774d20e56111a0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 11)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 18)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 12)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !51, globals: !58, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !53, !54, !55, !56, !57, !4}
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIBasicType(name: "unsigned _BitInt", size: 128, encoding: DW_ATE_unsigned)
!54 = !DIBasicType(name: "_BitInt", size: 128, encoding: DW_ATE_signed)
!55 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !{!0, !7, !12, !17, !22, !24, !29, !31, !36, !38, !40, !45}
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"frame-pointer", i32 1}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !69, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !74)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !71, !72}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!74 = !{!75, !76, !77, !86, !87, !94, !95, !96, !101, !106, !107, !108, !122, !123, !125, !133, !134, !136, !137, !139, !140, !142, !144, !146, !147, !149, !153, !155, !156}
!75 = !DILocalVariable(name: "argc", arg: 1, scope: !68, file: !2, line: 23, type: !71)
!76 = !DILocalVariable(name: "argv", arg: 2, scope: !68, file: !2, line: 23, type: !72)
!77 = !DILocalVariable(name: "p", scope: !68, file: !2, line: 25, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pk", file: !2, line: 12, size: 184, elements: !79)
!79 = !{!80, !81, !82, !83, !85}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !78, file: !2, line: 12, baseType: !4, size: 8)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !78, file: !2, line: 12, baseType: !71, size: 32, offset: 8)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !78, file: !2, line: 12, baseType: !57, size: 64, offset: 40)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !78, file: !2, line: 12, baseType: !84, size: 16, offset: 104)
!84 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !78, file: !2, line: 12, baseType: !55, size: 64, offset: 120)
!86 = !DILocalVariable(name: "p2", scope: !68, file: !2, line: 26, type: !78)
!87 = !DILocalVariable(name: "a", scope: !68, file: !2, line: 28, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hfa3", file: !2, line: 14, size: 96, elements: !89)
!89 = !{!90, !92, !93}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !88, file: !2, line: 14, baseType: !91, size: 32)
!91 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !88, file: !2, line: 14, baseType: !91, size: 32, offset: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !88, file: !2, line: 14, baseType: !91, size: 32, offset: 64)
!94 = !DILocalVariable(name: "b", scope: !68, file: !2, line: 28, type: !88)
!95 = !DILocalVariable(name: "r", scope: !68, file: !2, line: 28, type: !88)
!96 = !DILocalVariable(name: "s", scope: !68, file: !2, line: 29, type: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 15, size: 32, elements: !98)
!98 = !{!99, !100}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !97, file: !2, line: 15, baseType: !4, size: 8)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !97, file: !2, line: 15, baseType: !84, size: 16, offset: 16)
!101 = !DILocalVariable(name: "m1", scope: !68, file: !2, line: 30, type: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 13, size: 128, elements: !103)
!103 = !{!104, !105}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !102, file: !2, line: 13, baseType: !91, size: 32)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !102, file: !2, line: 13, baseType: !57, size: 64, offset: 64)
!106 = !DILocalVariable(name: "m2", scope: !68, file: !2, line: 30, type: !102)
!107 = !DILocalVariable(name: "h", scope: !68, file: !2, line: 31, type: !88)
!108 = !DILocalVariable(name: "uu", scope: !68, file: !2, line: 33, type: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 16, size: 64, elements: !110)
!110 = !{!111, !112, !118}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !109, file: !2, line: 16, baseType: !57, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !109, file: !2, line: 16, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !114, line: 27, baseType: !115)
!114 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !116, line: 45, baseType: !117)
!116 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!117 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !109, file: !2, line: 16, baseType: !119, size: 64)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 64, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 2)
!122 = !DILocalVariable(name: "acc", scope: !68, file: !2, line: 34, type: !71)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 34, type: !71)
!124 = distinct !DILexicalBlock(scope: !68, file: !2, line: 34, column: 16)
!125 = !DILocalVariable(name: "tab", scope: !68, file: !2, line: 35, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 192, elements: !131)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "fp", file: !2, line: 21, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DISubroutineType(types: !130)
!130 = !{!71, !71}
!131 = !{!132}
!132 = !DISubrange(count: 3)
!133 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 35, type: !71)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 35, type: !71)
!135 = distinct !DILexicalBlock(scope: !68, file: !2, line: 35, column: 42)
!136 = !DILocalVariable(name: "bi", scope: !68, file: !2, line: 37, type: !53)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 37, type: !71)
!138 = distinct !DILexicalBlock(scope: !68, file: !2, line: 37, column: 33)
!139 = !DILocalVariable(name: "sb", scope: !68, file: !2, line: 38, type: !54)
!140 = !DILocalVariable(name: "lc", scope: !68, file: !2, line: 46, type: !141)
!141 = !DIBasicType(name: "complex", size: 256, encoding: DW_ATE_complex_float)
!142 = !DILocalVariable(name: "arr", scope: !68, file: !2, line: 47, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 128, elements: !43)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 47, type: !71)
!145 = distinct !DILexicalBlock(scope: !68, file: !2, line: 47, column: 20)
!146 = !DILocalVariable(name: "hs", scope: !68, file: !2, line: 47, type: !56)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 49, type: !71)
!148 = distinct !DILexicalBlock(scope: !68, file: !2, line: 49, column: 3)
!149 = !DILocalVariable(name: "buf", scope: !68, file: !2, line: 54, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1600, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 200)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 54, type: !71)
!154 = distinct !DILexicalBlock(scope: !68, file: !2, line: 54, column: 18)
!155 = !DILocalVariable(name: "cs", scope: !68, file: !2, line: 54, type: !71)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 54, type: !71)
!157 = distinct !DILexicalBlock(scope: !68, file: !2, line: 54, column: 112)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 0, scope: !68)
!160 = !DILocation(line: 25, column: 67, scope: !68)
!161 = !DILocation(line: 26, column: 49, scope: !68)
!162 = !DILocation(line: 27, column: 3, scope: !68)
!163 = !DILocation(line: 28, column: 71, scope: !68)
!164 = !DILocalVariable(name: "x", arg: 1, scope: !165, file: !2, line: 18, type: !97)
!165 = distinct !DISubprogram(name: "sm", scope: !2, file: !2, line: 18, type: !166, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{!97, !97, !71}
!168 = !{!164, !169}
!169 = !DILocalVariable(name: "k", arg: 2, scope: !165, file: !2, line: 18, type: !71)
!170 = !DILocation(line: 0, scope: !165, inlinedAt: !171)
!171 = distinct !DILocation(line: 29, column: 34, scope: !68)
!172 = !DILocation(line: 18, column: 53, scope: !165, inlinedAt: !171)
!173 = !DILocation(line: 18, column: 69, scope: !165, inlinedAt: !171)
!174 = !DILocation(line: 29, column: 80, scope: !68)
!175 = !DILocation(line: 29, column: 51, scope: !68)
!176 = !DILocation(line: 32, column: 23, scope: !68)
!177 = !DILocation(line: 32, column: 3, scope: !68)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 33, column: 28, scope: !68)
!180 = !DILocation(line: 0, scope: !124)
!181 = !DILocation(line: 34, column: 16, scope: !124)
!182 = !DILocation(line: 34, column: 63, scope: !68)
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 0, scope: !135)
!185 = !DILocation(line: 35, column: 87, scope: !186)
!186 = distinct !DILexicalBlock(scope: !135, file: !2, line: 35, column: 42)
!187 = !DILocation(line: 35, column: 75, scope: !186)
!188 = !{!189, !189, i64 0}
!189 = !{!"any pointer", !190, i64 0}
!190 = !{!"omnipotent char", !191, i64 0}
!191 = !{!"Simple C/C++ TBAA"}
!192 = !DILocation(line: 35, column: 82, scope: !186)
!193 = !DILocation(line: 35, column: 96, scope: !68)
!194 = !DILocation(line: 0, scope: !138)
!195 = !DILocation(line: 37, column: 33, scope: !138)
!196 = !DILocalVariable(name: "x", arg: 1, scope: !197, file: !2, line: 20, type: !71)
!197 = distinct !DISubprogram(name: "sw", scope: !2, file: !2, line: 20, type: !129, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !198)
!198 = !{!196}
!199 = !DILocation(line: 0, scope: !197, inlinedAt: !200)
!200 = distinct !DILocation(line: 34, column: 52, scope: !201)
!201 = distinct !DILexicalBlock(scope: !124, file: !2, line: 34, column: 16)
!202 = !DILocation(line: 20, column: 24, scope: !197, inlinedAt: !200)
!203 = !DILocation(line: 20, column: 64, scope: !204, inlinedAt: !200)
!204 = distinct !DILexicalBlock(scope: !197, file: !2, line: 20, column: 35)
!205 = !DILocation(line: 20, column: 83, scope: !204, inlinedAt: !200)
!206 = !DILocation(line: 20, column: 102, scope: !204, inlinedAt: !200)
!207 = !DILocation(line: 20, column: 121, scope: !204, inlinedAt: !200)
!208 = !DILocation(line: 20, column: 140, scope: !204, inlinedAt: !200)
!209 = !DILocation(line: 20, column: 160, scope: !204, inlinedAt: !200)
!210 = !DILocation(line: 20, column: 182, scope: !204, inlinedAt: !200)
!211 = !DILocation(line: 20, column: 204, scope: !204, inlinedAt: !200)
!212 = !DILocation(line: 20, scope: !204, inlinedAt: !200)
!213 = !DILocation(line: 34, column: 58, scope: !201)
!214 = !DILocation(line: 34, column: 49, scope: !201)
!215 = !DILocation(line: 34, column: 41, scope: !201)
!216 = !DILocation(line: 34, column: 34, scope: !201)
!217 = distinct !{!217, !181, !218, !219}
!218 = !DILocation(line: 34, column: 60, scope: !124)
!219 = !{!"llvm.loop.mustprogress"}
!220 = !DILocation(line: 38, column: 21, scope: !68)
!221 = !DILocation(line: 38, column: 39, scope: !68)
!222 = !DILocation(line: 38, column: 68, scope: !68)
!223 = !DILocation(line: 38, column: 78, scope: !68)
!224 = !DILocation(line: 38, column: 72, scope: !68)
!225 = !DILocation(line: 44, column: 56, scope: !68)
!226 = !DILocation(line: 44, column: 32, scope: !68)
!227 = !DILocation(line: 44, column: 88, scope: !68)
!228 = !DILocation(line: 44, column: 64, scope: !68)
!229 = !DILocation(line: 44, column: 3, scope: !68)
!230 = !DILocation(line: 45, column: 29, scope: !68)
!231 = !DILocation(line: 45, column: 3, scope: !68)
!232 = !DILocation(line: 46, column: 58, scope: !68)
!233 = !DILocation(line: 46, column: 79, scope: !68)
!234 = !DILocation(line: 0, scope: !145)
!235 = !DILocation(line: 47, column: 77, scope: !236)
!236 = distinct !DILexicalBlock(scope: !145, file: !2, line: 47, column: 20)
!237 = !DILocation(line: 47, column: 57, scope: !236)
!238 = !DILocation(line: 0, scope: !148)
!239 = !DILocation(line: 49, column: 34, scope: !240)
!240 = distinct !DILexicalBlock(scope: !148, file: !2, line: 49, column: 3)
!241 = !DILocation(line: 53, column: 22, scope: !68)
!242 = !DILocation(line: 53, column: 3, scope: !68)
!243 = !DILocation(line: 54, column: 3, scope: !68)
!244 = !DILocation(line: 0, scope: !154)
!245 = !DILocation(line: 54, column: 55, scope: !246)
!246 = distinct !DILexicalBlock(scope: !154, file: !2, line: 54, column: 18)
!247 = !{!190, !190, i64 0}
!248 = !DILocation(line: 54, column: 48, scope: !246)
!249 = !DILocation(line: 54, column: 84, scope: !68)
!250 = !DILocation(line: 54, column: 72, scope: !68)
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 0, scope: !157)
!253 = !DILocation(line: 54, column: 112, scope: !157)
!254 = !DILocation(line: 37, column: 71, scope: !255)
!255 = distinct !DILexicalBlock(scope: !138, file: !2, line: 37, column: 33)
!256 = !DILocation(line: 37, column: 75, scope: !255)
!257 = !DILocation(line: 37, column: 59, scope: !255)
!258 = !DILocation(line: 37, column: 51, scope: !255)
!259 = distinct !{!259, !195, !260, !219}
!260 = !DILocation(line: 37, column: 100, scope: !138)
!261 = !DILocation(line: 54, column: 165, scope: !68)
!262 = !DILocation(line: 56, column: 1, scope: !68)
!263 = !DILocation(line: 55, column: 3, scope: !68)
!264 = !DILocation(line: 54, column: 150, scope: !265)
!265 = distinct !DILexicalBlock(scope: !157, file: !2, line: 54, column: 112)
!266 = !DILocation(line: 54, column: 157, scope: !265)
!267 = !DILocation(line: 54, column: 155, scope: !265)
!268 = !DILocation(line: 54, column: 138, scope: !265)
!269 = !DILocation(line: 54, column: 130, scope: !265)
!270 = distinct !{!270, !253, !271, !219}
!271 = !DILocation(line: 54, column: 162, scope: !157)
!272 = !DISubprogram(name: "printf", scope: !273, file: !273, line: 356, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!274 = !DISubroutineType(types: !275)
!275 = !{!71, !276, null}
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!279 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 19, type: !280, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{!57, !71, null}
!282 = !{!283, !284, !296, !297, !299, !302, !303}
!283 = !DILocalVariable(name: "n", arg: 1, scope: !279, file: !2, line: 19, type: !71)
!284 = !DILocalVariable(name: "ap", scope: !279, file: !2, line: 19, type: !285)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !286, line: 12, baseType: !287)
!286 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!287 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !288)
!288 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !289)
!289 = !{!290, !292, !293, !294, !295}
!290 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !288, file: !2, line: 19, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !288, file: !2, line: 19, baseType: !291, size: 64, offset: 64)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !288, file: !2, line: 19, baseType: !291, size: 64, offset: 128)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !288, file: !2, line: 19, baseType: !71, size: 32, offset: 192)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !288, file: !2, line: 19, baseType: !71, size: 32, offset: 224)
!296 = !DILocalVariable(name: "s", scope: !279, file: !2, line: 19, type: !57)
!297 = !DILocalVariable(name: "i", scope: !298, file: !2, line: 19, type: !71)
!298 = distinct !DILexicalBlock(scope: !279, file: !2, line: 19, column: 77)
!299 = !DILocalVariable(name: "m", scope: !300, file: !2, line: 19, type: !102)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 19, column: 105)
!301 = distinct !DILexicalBlock(scope: !298, file: !2, line: 19, column: 77)
!302 = !DILocalVariable(name: "h", scope: !279, file: !2, line: 19, type: !88)
!303 = !DILocalVariable(name: "ld", scope: !279, file: !2, line: 19, type: !304)
!304 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!305 = distinct !DIAssignID()
!306 = !DILocation(line: 0, scope: !279)
!307 = !DILocation(line: 19, column: 34, scope: !279)
!308 = !DILocation(line: 19, column: 46, scope: !279)
!309 = !DILocation(line: 0, scope: !298)
!310 = !DILocation(line: 19, column: 124, scope: !300)
!311 = distinct !DIAssignID()
!312 = distinct !DIAssignID()
!313 = !{!314, !314, i64 0}
!314 = !{!"float", !190, i64 0}
!315 = !{!316, !316, i64 0}
!316 = !{!"double", !190, i64 0}
!317 = !DILocation(line: 0, scope: !300)
!318 = !DILocation(line: 19, column: 184, scope: !279)
!319 = distinct !DIAssignID()
!320 = distinct !DIAssignID()
!321 = !DILocation(line: 19, column: 248, scope: !279)
!322 = distinct !DIAssignID()
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 19, column: 155, scope: !300)
!325 = !DILocation(line: 19, column: 159, scope: !300)
!326 = !DILocation(line: 19, column: 152, scope: !300)
!327 = !DILocation(line: 19, column: 218, scope: !279)
!328 = !DILocation(line: 19, column: 224, scope: !279)
!329 = !DILocation(line: 19, column: 214, scope: !279)
!330 = !DILocation(line: 19, column: 211, scope: !279)
!331 = !{!332, !332, i64 0}
!332 = !{!"long double", !190, i64 0}
!333 = !DILocation(line: 19, column: 278, scope: !279)
!334 = !DILocation(line: 19, column: 275, scope: !279)
!335 = !DILocation(line: 19, column: 290, scope: !279)
!336 = !DILocation(line: 19, column: 312, scope: !279)
!337 = !DILocation(line: 19, column: 302, scope: !279)
!338 = distinct !DISubprogram(name: "f1", scope: !2, file: !2, line: 22, type: !129, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !339)
!339 = !{!340}
!340 = !DILocalVariable(name: "x", arg: 1, scope: !338, file: !2, line: 22, type: !71)
!341 = !DILocation(line: 0, scope: !338)
!342 = !DILocation(line: 22, column: 33, scope: !338)
!343 = !DILocation(line: 22, column: 24, scope: !338)
!344 = distinct !DISubprogram(name: "f2", scope: !2, file: !2, line: 22, type: !129, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !345)
!345 = !{!346}
!346 = !DILocalVariable(name: "x", arg: 1, scope: !344, file: !2, line: 22, type: !71)
!347 = !DILocation(line: 0, scope: !344)
!348 = !DILocation(line: 22, column: 72, scope: !344)
!349 = !DILocation(line: 22, column: 63, scope: !344)
!350 = distinct !DISubprogram(name: "f3", scope: !2, file: !2, line: 22, type: !129, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !351)
!351 = !{!352}
!352 = !DILocalVariable(name: "x", arg: 1, scope: !350, file: !2, line: 22, type: !71)
!353 = !DILocation(line: 0, scope: !350)
!354 = !DILocation(line: 22, column: 111, scope: !350)
!355 = !DILocation(line: 22, column: 102, scope: !350)
