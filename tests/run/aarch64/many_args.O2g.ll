; ModuleID = 'tests/run/aarch64/many_args.c'
source_filename = "tests/run/aarch64/many_args.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [3 x i64], i32 }

@data_ = dso_local global [4 x i32] [i32 100, i32 200, i32 300, i32 400], align 4, !dbg !0
@.str = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [182 x i8] c"CALL(m26)(-14, -15000, -16, -17000000000L, 18.5f, -19.25, &data_[2], s12, 200, 60000, true, -20, 21.75f, -22.5, 23, -24, p2, 25.125, -26.5f, str, -27, -28, 29.0625, -30, s16, 31.5f)\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [104 x i8] c"CALL(stack_small)(1, 2, 3, 4, 5, 6, 7, 8, -9, -10000, -11, true, 250, -128, 65535, 4000000000u, -32768)\00", align 1, !dbg !26
@.str.3 = private unnamed_addr constant [121 x i8] c"DX(CALL(fp20)(1, 2, 3, 4, 5, 6, 7, 8, 9.5f, 10.5, 11.5f, 12.5, 13.25f, 14.25, 15.25f, 16.25, d2, 17.75f, 18.75, -19.5f))\00", align 1, !dbg !31
@.str.4 = private unnamed_addr constant [28 x i8] c"(long)CALL(ret_sc)(-100, 3)\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [27 x i8] c"(long)CALL(ret_sc)(100, 3)\00", align 1, !dbg !41
@.str.6 = private unnamed_addr constant [27 x i8] c"(long)CALL(ret_uc)(200, 3)\00", align 1, !dbg !46
@.str.7 = private unnamed_addr constant [30 x i8] c"(long)CALL(ret_ss)(-30000, 3)\00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [29 x i8] c"(long)CALL(ret_us)(60000, 3)\00", align 1, !dbg !53
@.str.9 = private unnamed_addr constant [49 x i8] c"(long)CALL(ret_b)(12) + (long)CALL(ret_b)(3) * 2\00", align 1, !dbg !58
@.str.10 = private unnamed_addr constant [55 x i8] c"CALL(widen)(-1, 255, -1, 65535, true, -1, 0xffffffffu)\00", align 1, !dbg !63
@.str.11 = private unnamed_addr constant [54 x i8] c"CALL(tail_a)(1001, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)\00", align 1, !dbg !68
@.str.12 = private unnamed_addr constant [23 x i8] c"CALL(fwd_big)(big, 14)\00", align 1, !dbg !73
@__const.r_drive_other.big = private unnamed_addr constant %struct.Big { [3 x i64] [i64 10, i64 -11, i64 12], i32 13 }, align 8
@.str.17 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1, !dbg !95
@.str.18 = private unnamed_addr constant [6 x i8] c"agree\00", align 1, !dbg !100
@.str.19 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1, !dbg !105
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.20 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.21 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.22 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @r_m26(i8 noundef %0, i16 noundef %1, i32 noundef %2, i64 noundef %3, float noundef %4, double noundef %5, ptr noundef %6, [2 x i64] %7, i8 noundef %8, i16 noundef %9, i1 noundef %10, i8 noundef %11, float noundef %12, double noundef %13, i64 noundef %14, i32 noundef %15, i64 %16, double noundef %17, float noundef %18, ptr nocapture noundef readonly %19, i64 noundef %20, i16 noundef %21, double noundef %22, i32 noundef %23, [2 x i64] %24, float noundef %25) local_unnamed_addr #0 !dbg !123 {
  %27 = extractvalue [2 x i64] %7, 0
  %28 = extractvalue [2 x i64] %7, 1
    #dbg_value(i64 %27, !153, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !173)
    #dbg_value(i64 %27, !153, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !173)
    #dbg_value(i64 %28, !153, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !173)
  %29 = lshr i64 %16, 16
    #dbg_value(i64 %16, !162, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !173)
    #dbg_value(i64 %29, !162, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !173)
    #dbg_value(i64 %16, !162, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !173)
  %30 = extractvalue [2 x i64] %24, 0
  %31 = extractvalue [2 x i64] %24, 1
    #dbg_value(i64 %30, !170, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !173)
    #dbg_value(i64 %31, !170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !173)
    #dbg_value(i8 %0, !146, !DIExpression(), !173)
    #dbg_value(i16 %1, !147, !DIExpression(), !173)
    #dbg_value(i32 %2, !148, !DIExpression(), !173)
    #dbg_value(i64 %3, !149, !DIExpression(), !173)
    #dbg_value(float %4, !150, !DIExpression(), !173)
    #dbg_value(double %5, !151, !DIExpression(), !173)
    #dbg_value(ptr %6, !152, !DIExpression(), !173)
    #dbg_value(i8 %8, !154, !DIExpression(), !173)
    #dbg_value(i16 %9, !155, !DIExpression(), !173)
    #dbg_value(i1 %10, !156, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !173)
    #dbg_value(i8 %11, !157, !DIExpression(), !173)
    #dbg_value(float %12, !158, !DIExpression(), !173)
    #dbg_value(double %13, !159, !DIExpression(), !173)
    #dbg_value(i64 %14, !160, !DIExpression(), !173)
    #dbg_value(i32 %15, !161, !DIExpression(), !173)
    #dbg_value(double %17, !163, !DIExpression(), !173)
    #dbg_value(float %18, !164, !DIExpression(), !173)
    #dbg_value(ptr %19, !165, !DIExpression(), !173)
    #dbg_value(i64 %20, !166, !DIExpression(), !173)
    #dbg_value(i16 %21, !167, !DIExpression(), !173)
    #dbg_value(double %22, !168, !DIExpression(), !173)
    #dbg_value(i32 %23, !169, !DIExpression(), !173)
    #dbg_value(float %25, !171, !DIExpression(), !173)
  %32 = sext i8 %0 to i64, !dbg !174
    #dbg_value(i64 1, !175, !DIExpression(), !181)
    #dbg_value(i64 %32, !180, !DIExpression(), !181)
  %33 = xor i64 %32, 1000003, !dbg !183
  %34 = sext i16 %1 to i64, !dbg !174
    #dbg_value(i64 %33, !175, !DIExpression(), !184)
    #dbg_value(i64 %34, !180, !DIExpression(), !184)
  %35 = mul nsw i64 %33, 1000003, !dbg !186
  %36 = xor i64 %35, %34, !dbg !187
  %37 = sext i32 %2 to i64, !dbg !174
    #dbg_value(i64 %36, !175, !DIExpression(), !188)
    #dbg_value(i64 %37, !180, !DIExpression(), !188)
  %38 = mul nsw i64 %36, 1000003, !dbg !190
  %39 = xor i64 %38, %37, !dbg !191
    #dbg_value(i64 %39, !175, !DIExpression(), !192)
    #dbg_value(i64 %3, !180, !DIExpression(), !192)
  %40 = mul i64 %39, 1000003, !dbg !194
  %41 = xor i64 %40, %3, !dbg !195
    #dbg_value(i64 %41, !172, !DIExpression(), !173)
  %42 = fmul float %4, 1.600000e+01, !dbg !174
  %43 = fptosi float %42 to i64, !dbg !174
    #dbg_value(i64 %41, !175, !DIExpression(), !196)
    #dbg_value(i64 %43, !180, !DIExpression(), !196)
  %44 = mul i64 %41, 1000003, !dbg !198
  %45 = xor i64 %44, %43, !dbg !199
  %46 = fmul double %5, 1.600000e+01, !dbg !174
  %47 = fptosi double %46 to i64, !dbg !174
    #dbg_value(i64 %45, !175, !DIExpression(), !200)
    #dbg_value(i64 %47, !180, !DIExpression(), !200)
  %48 = mul i64 %45, 1000003, !dbg !202
  %49 = xor i64 %48, %47, !dbg !203
  %50 = ptrtoint ptr %6 to i64, !dbg !174
  %51 = sub i64 %50, ptrtoint (ptr @data_ to i64), !dbg !174
  %52 = ashr exact i64 %51, 2, !dbg !174
  %53 = load i32, ptr %6, align 4, !dbg !174, !tbaa !204
  %54 = sext i32 %53 to i64, !dbg !174
  %55 = add nsw i64 %52, %54, !dbg !174
    #dbg_value(i64 %49, !175, !DIExpression(), !208)
    #dbg_value(i64 %55, !180, !DIExpression(), !208)
  %56 = mul i64 %49, 1000003, !dbg !210
  %57 = xor i64 %55, %56, !dbg !211
    #dbg_value(i64 %57, !172, !DIExpression(), !173)
  %58 = shl i64 %27, 32, !dbg !174
  %59 = ashr exact i64 %58, 32, !dbg !174
    #dbg_value(i64 %57, !175, !DIExpression(), !212)
    #dbg_value(i64 %59, !180, !DIExpression(), !212)
  %60 = mul i64 %57, 1000003, !dbg !214
  %61 = xor i64 %60, %59, !dbg !215
  %62 = ashr i64 %27, 32, !dbg !174
    #dbg_value(i64 %61, !175, !DIExpression(), !216)
    #dbg_value(i64 %62, !180, !DIExpression(), !216)
  %63 = mul i64 %61, 1000003, !dbg !218
  %64 = xor i64 %63, %62, !dbg !219
  %65 = shl i64 %28, 32, !dbg !174
  %66 = ashr exact i64 %65, 32, !dbg !174
    #dbg_value(i64 %64, !175, !DIExpression(), !220)
    #dbg_value(i64 %66, !180, !DIExpression(), !220)
  %67 = mul i64 %64, 1000003, !dbg !222
  %68 = xor i64 %67, %66, !dbg !223
    #dbg_value(i64 %68, !172, !DIExpression(), !173)
  %69 = zext i8 %8 to i64, !dbg !174
    #dbg_value(i64 %68, !175, !DIExpression(), !224)
    #dbg_value(i64 %69, !180, !DIExpression(), !224)
  %70 = mul i64 %68, 1000003, !dbg !226
  %71 = xor i64 %70, %69, !dbg !227
  %72 = zext i16 %9 to i64, !dbg !174
    #dbg_value(i64 %71, !175, !DIExpression(), !228)
    #dbg_value(i64 %72, !180, !DIExpression(), !228)
  %73 = mul i64 %71, 1000003, !dbg !230
  %74 = xor i64 %73, %72, !dbg !231
  %75 = zext i1 %10 to i64, !dbg !174
    #dbg_value(i64 %74, !175, !DIExpression(), !232)
    #dbg_value(i64 %75, !180, !DIExpression(), !232)
  %76 = mul i64 %74, 1000003, !dbg !234
  %77 = xor i64 %76, %75, !dbg !235
  %78 = sext i8 %11 to i64, !dbg !174
    #dbg_value(i64 %77, !175, !DIExpression(), !236)
    #dbg_value(i64 %78, !180, !DIExpression(), !236)
  %79 = mul i64 %77, 1000003, !dbg !238
  %80 = xor i64 %79, %78, !dbg !239
    #dbg_value(i64 %80, !172, !DIExpression(), !173)
  %81 = fmul float %12, 1.600000e+01, !dbg !174
  %82 = fptosi float %81 to i64, !dbg !174
    #dbg_value(i64 %80, !175, !DIExpression(), !240)
    #dbg_value(i64 %82, !180, !DIExpression(), !240)
  %83 = mul i64 %80, 1000003, !dbg !242
  %84 = xor i64 %83, %82, !dbg !243
  %85 = fmul double %13, 1.600000e+01, !dbg !174
  %86 = fptosi double %85 to i64, !dbg !174
    #dbg_value(i64 %84, !175, !DIExpression(), !244)
    #dbg_value(i64 %86, !180, !DIExpression(), !244)
  %87 = mul i64 %84, 1000003, !dbg !246
  %88 = xor i64 %87, %86, !dbg !247
    #dbg_value(i64 %88, !175, !DIExpression(), !248)
    #dbg_value(i64 %14, !180, !DIExpression(), !248)
  %89 = mul i64 %88, 1000003, !dbg !250
  %90 = xor i64 %89, %14, !dbg !251
  %91 = sext i32 %15 to i64, !dbg !174
    #dbg_value(i64 %90, !175, !DIExpression(), !252)
    #dbg_value(i64 %91, !180, !DIExpression(), !252)
  %92 = mul i64 %90, 1000003, !dbg !254
  %93 = xor i64 %92, %91, !dbg !255
    #dbg_value(i64 %93, !172, !DIExpression(), !173)
  %94 = shl i64 %16, 48, !dbg !174
  %95 = ashr exact i64 %94, 48, !dbg !174
    #dbg_value(i64 %93, !175, !DIExpression(), !256)
    #dbg_value(i64 %95, !180, !DIExpression(), !256)
  %96 = mul i64 %93, 1000003, !dbg !258
  %97 = xor i64 %96, %95, !dbg !259
  %98 = and i64 %29, 255, !dbg !174
    #dbg_value(i64 %97, !175, !DIExpression(), !260)
    #dbg_value(i64 %98, !180, !DIExpression(), !260)
  %99 = mul i64 %97, 1000003, !dbg !262
  %100 = xor i64 %99, %98, !dbg !263
  %101 = fmul double %17, 1.600000e+01, !dbg !174
  %102 = fptosi double %101 to i64, !dbg !174
    #dbg_value(i64 %100, !175, !DIExpression(), !264)
    #dbg_value(i64 %102, !180, !DIExpression(), !264)
  %103 = mul i64 %100, 1000003, !dbg !266
  %104 = xor i64 %103, %102, !dbg !267
  %105 = fmul float %18, 1.600000e+01, !dbg !174
  %106 = fptosi float %105 to i64, !dbg !174
    #dbg_value(i64 %104, !175, !DIExpression(), !268)
    #dbg_value(i64 %106, !180, !DIExpression(), !268)
  %107 = mul i64 %104, 1000003, !dbg !270
  %108 = xor i64 %107, %106, !dbg !271
    #dbg_value(i64 %108, !172, !DIExpression(), !173)
  %109 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !174
  %110 = load i8, ptr %109, align 1, !dbg !174, !tbaa !272
  %111 = zext i8 %110 to i64, !dbg !174
    #dbg_value(i64 %108, !175, !DIExpression(), !273)
    #dbg_value(i64 %111, !180, !DIExpression(), !273)
  %112 = mul i64 %108, 1000003, !dbg !275
  %113 = xor i64 %112, %111, !dbg !276
    #dbg_value(i64 %113, !175, !DIExpression(), !277)
    #dbg_value(i64 %20, !180, !DIExpression(), !277)
  %114 = mul i64 %113, 1000003, !dbg !279
  %115 = xor i64 %114, %20, !dbg !280
  %116 = sext i16 %21 to i64, !dbg !174
    #dbg_value(i64 %115, !175, !DIExpression(), !281)
    #dbg_value(i64 %116, !180, !DIExpression(), !281)
  %117 = mul i64 %115, 1000003, !dbg !283
  %118 = xor i64 %117, %116, !dbg !284
    #dbg_value(i64 %118, !172, !DIExpression(), !173)
  %119 = fmul double %22, 1.600000e+01, !dbg !174
  %120 = fptosi double %119 to i64, !dbg !174
    #dbg_value(i64 %118, !175, !DIExpression(), !285)
    #dbg_value(i64 %120, !180, !DIExpression(), !285)
  %121 = mul i64 %118, 1000003, !dbg !287
  %122 = xor i64 %121, %120, !dbg !288
  %123 = sext i32 %23 to i64, !dbg !174
    #dbg_value(i64 %122, !175, !DIExpression(), !289)
    #dbg_value(i64 %123, !180, !DIExpression(), !289)
  %124 = mul i64 %122, 1000003, !dbg !291
  %125 = xor i64 %124, %123, !dbg !292
    #dbg_value(i64 %125, !175, !DIExpression(), !293)
    #dbg_value(i64 %30, !180, !DIExpression(), !293)
  %126 = mul i64 %125, 1000003, !dbg !295
  %127 = xor i64 %126, %30, !dbg !296
    #dbg_value(i64 %127, !175, !DIExpression(), !297)
    #dbg_value(i64 %31, !180, !DIExpression(), !297)
  %128 = mul i64 %127, 1000003, !dbg !299
  %129 = xor i64 %128, %31, !dbg !300
  %130 = fmul float %25, 1.600000e+01, !dbg !174
  %131 = fptosi float %130 to i64, !dbg !174
    #dbg_value(i64 %129, !175, !DIExpression(), !301)
    #dbg_value(i64 %131, !180, !DIExpression(), !301)
  %132 = mul i64 %129, 1000003, !dbg !303
  %133 = xor i64 %132, %131, !dbg !304
    #dbg_value(i64 %133, !172, !DIExpression(), !173)
  ret i64 %133, !dbg !174
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_stack_small(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i8 noundef %8, i16 noundef %9, i32 noundef %10, i1 noundef %11, i8 noundef %12, i8 noundef %13, i16 noundef %14, i32 noundef %15, i16 noundef %16) local_unnamed_addr #3 !dbg !305 {
    #dbg_value(i64 %0, !310, !DIExpression(), !327)
    #dbg_value(i64 %1, !311, !DIExpression(), !327)
    #dbg_value(i64 %2, !312, !DIExpression(), !327)
    #dbg_value(i64 %3, !313, !DIExpression(), !327)
    #dbg_value(i64 %4, !314, !DIExpression(), !327)
    #dbg_value(i64 %5, !315, !DIExpression(), !327)
    #dbg_value(i64 %6, !316, !DIExpression(), !327)
    #dbg_value(i64 %7, !317, !DIExpression(), !327)
    #dbg_value(i8 %8, !318, !DIExpression(), !327)
    #dbg_value(i16 %9, !319, !DIExpression(), !327)
    #dbg_value(i32 %10, !320, !DIExpression(), !327)
    #dbg_value(i1 %11, !321, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !327)
    #dbg_value(i8 %12, !322, !DIExpression(), !327)
    #dbg_value(i8 %13, !323, !DIExpression(), !327)
    #dbg_value(i16 %14, !324, !DIExpression(), !327)
    #dbg_value(i32 %15, !325, !DIExpression(), !327)
    #dbg_value(i16 %16, !326, !DIExpression(), !327)
  %18 = shl nsw i64 %1, 1, !dbg !328
  %19 = add nsw i64 %18, %0, !dbg !328
  %20 = mul nsw i64 %2, 3, !dbg !328
  %21 = add nsw i64 %19, %20, !dbg !328
  %22 = shl nsw i64 %3, 2, !dbg !328
  %23 = add nsw i64 %21, %22, !dbg !328
  %24 = mul nsw i64 %4, 5, !dbg !328
  %25 = add nsw i64 %23, %24, !dbg !328
  %26 = mul nsw i64 %5, 6, !dbg !328
  %27 = add nsw i64 %25, %26, !dbg !328
  %28 = mul nsw i64 %6, 7, !dbg !328
  %29 = add nsw i64 %27, %28, !dbg !328
  %30 = shl nsw i64 %7, 3, !dbg !328
  %31 = add nsw i64 %29, %30, !dbg !328
  %32 = sext i8 %8 to i64, !dbg !328
  %33 = mul nsw i64 %32, 9, !dbg !328
  %34 = add nsw i64 %31, %33, !dbg !328
  %35 = sext i16 %9 to i64, !dbg !328
  %36 = mul nsw i64 %35, 10, !dbg !328
  %37 = add nsw i64 %34, %36, !dbg !328
  %38 = mul nsw i32 %10, 11, !dbg !328
  %39 = sext i32 %38 to i64, !dbg !328
  %40 = add nsw i64 %37, %39, !dbg !328
  %41 = select i1 %11, i64 12, i64 0, !dbg !328
  %42 = add nsw i64 %40, %41, !dbg !328
  %43 = zext i8 %12 to i64, !dbg !328
  %44 = mul nuw nsw i64 %43, 13, !dbg !328
  %45 = add nsw i64 %42, %44, !dbg !328
  %46 = sext i8 %13 to i64, !dbg !328
  %47 = mul nsw i64 %46, 14, !dbg !328
  %48 = add nsw i64 %45, %47, !dbg !328
  %49 = zext i16 %14 to i64, !dbg !328
  %50 = mul nuw nsw i64 %49, 15, !dbg !328
  %51 = add nsw i64 %48, %50, !dbg !328
  %52 = zext i32 %15 to i64, !dbg !328
  %53 = shl nuw nsw i64 %52, 4, !dbg !328
  %54 = add nsw i64 %51, %53, !dbg !328
  %55 = sext i16 %16 to i64, !dbg !328
  %56 = mul nsw i64 %55, 17, !dbg !328
  %57 = add nsw i64 %54, %56, !dbg !328
  ret i64 %57, !dbg !328
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @r_fp20(float noundef %0, double noundef %1, float noundef %2, double noundef %3, float noundef %4, double noundef %5, float noundef %6, double noundef %7, float noundef %8, double noundef %9, float noundef %10, double noundef %11, float noundef %12, double noundef %13, float noundef %14, double noundef %15, [2 x double] alignstack(8) %16, float noundef %17, double noundef %18, float noundef %19) local_unnamed_addr #3 !dbg !329 {
  %21 = extractvalue [2 x double] %16, 0
  %22 = extractvalue [2 x double] %16, 1
    #dbg_value(double %21, !353, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !357)
    #dbg_value(double %22, !353, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(float %0, !337, !DIExpression(), !357)
    #dbg_value(double %1, !338, !DIExpression(), !357)
    #dbg_value(float %2, !339, !DIExpression(), !357)
    #dbg_value(double %3, !340, !DIExpression(), !357)
    #dbg_value(float %4, !341, !DIExpression(), !357)
    #dbg_value(double %5, !342, !DIExpression(), !357)
    #dbg_value(float %6, !343, !DIExpression(), !357)
    #dbg_value(double %7, !344, !DIExpression(), !357)
    #dbg_value(float %8, !345, !DIExpression(), !357)
    #dbg_value(double %9, !346, !DIExpression(), !357)
    #dbg_value(float %10, !347, !DIExpression(), !357)
    #dbg_value(double %11, !348, !DIExpression(), !357)
    #dbg_value(float %12, !349, !DIExpression(), !357)
    #dbg_value(double %13, !350, !DIExpression(), !357)
    #dbg_value(float %14, !351, !DIExpression(), !357)
    #dbg_value(double %15, !352, !DIExpression(), !357)
    #dbg_value(float %17, !354, !DIExpression(), !357)
    #dbg_value(double %18, !355, !DIExpression(), !357)
    #dbg_value(float %19, !356, !DIExpression(), !357)
  %23 = fpext float %0 to double, !dbg !358
  %24 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %23), !dbg !358
  %25 = fmul float %2, 3.000000e+00, !dbg !358
  %26 = fpext float %25 to double, !dbg !358
  %27 = fadd double %24, %26, !dbg !358
  %28 = tail call double @llvm.fmuladd.f64(double %3, double 4.000000e+00, double %27), !dbg !358
  %29 = fmul float %4, 5.000000e+00, !dbg !358
  %30 = fpext float %29 to double, !dbg !358
  %31 = fadd double %28, %30, !dbg !358
  %32 = tail call double @llvm.fmuladd.f64(double %5, double 6.000000e+00, double %31), !dbg !358
  %33 = fmul float %6, 7.000000e+00, !dbg !358
  %34 = fpext float %33 to double, !dbg !358
  %35 = fadd double %32, %34, !dbg !358
  %36 = tail call double @llvm.fmuladd.f64(double %7, double 8.000000e+00, double %35), !dbg !358
  %37 = fmul float %8, 9.000000e+00, !dbg !358
  %38 = fpext float %37 to double, !dbg !358
  %39 = fadd double %36, %38, !dbg !358
  %40 = tail call double @llvm.fmuladd.f64(double %9, double 1.000000e+01, double %39), !dbg !358
  %41 = fmul float %10, 1.100000e+01, !dbg !358
  %42 = fpext float %41 to double, !dbg !358
  %43 = fadd double %40, %42, !dbg !358
  %44 = tail call double @llvm.fmuladd.f64(double %11, double 1.200000e+01, double %43), !dbg !358
  %45 = fmul float %12, 1.300000e+01, !dbg !358
  %46 = fpext float %45 to double, !dbg !358
  %47 = fadd double %44, %46, !dbg !358
  %48 = tail call double @llvm.fmuladd.f64(double %13, double 1.400000e+01, double %47), !dbg !358
  %49 = fmul float %14, 1.500000e+01, !dbg !358
  %50 = fpext float %49 to double, !dbg !358
  %51 = fadd double %48, %50, !dbg !358
  %52 = tail call double @llvm.fmuladd.f64(double %15, double 1.600000e+01, double %51), !dbg !358
  %53 = tail call double @llvm.fmuladd.f64(double %21, double 1.700000e+01, double %52), !dbg !358
  %54 = tail call double @llvm.fmuladd.f64(double %22, double 1.800000e+01, double %53), !dbg !358
  %55 = fmul float %17, 1.900000e+01, !dbg !358
  %56 = fpext float %55 to double, !dbg !358
  %57 = fadd double %54, %56, !dbg !358
  %58 = tail call double @llvm.fmuladd.f64(double %18, double 2.000000e+01, double %57), !dbg !358
  %59 = fmul float %19, 2.100000e+01, !dbg !358
  %60 = fpext float %59 to double, !dbg !358
  %61 = fadd double %58, %60, !dbg !358
  ret double %61, !dbg !358
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i8 @r_ret_sc(i8 noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !359 {
    #dbg_value(i8 %0, !363, !DIExpression(), !365)
    #dbg_value(i32 %1, !364, !DIExpression(), !365)
  %3 = trunc i32 %1 to i8, !dbg !366
  %4 = mul i8 %3, %0, !dbg !366
  ret i8 %4, !dbg !366
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i8 @r_ret_uc(i8 noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !367 {
    #dbg_value(i8 %0, !371, !DIExpression(), !373)
    #dbg_value(i32 %1, !372, !DIExpression(), !373)
  %3 = trunc i32 %1 to i8, !dbg !374
  %4 = mul i8 %3, %0, !dbg !374
  ret i8 %4, !dbg !374
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i16 @r_ret_ss(i16 noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !375 {
    #dbg_value(i16 %0, !379, !DIExpression(), !381)
    #dbg_value(i32 %1, !380, !DIExpression(), !381)
  %3 = trunc i32 %1 to i16, !dbg !382
  %4 = mul i16 %3, %0, !dbg !382
  ret i16 %4, !dbg !382
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i16 @r_ret_us(i16 noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !383 {
    #dbg_value(i16 %0, !387, !DIExpression(), !389)
    #dbg_value(i32 %1, !388, !DIExpression(), !389)
  %3 = trunc i32 %1 to i16, !dbg !390
  %4 = mul i16 %3, %0, !dbg !390
  ret i16 %4, !dbg !390
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i1 @r_ret_b(i32 noundef %0) local_unnamed_addr #3 !dbg !391 {
    #dbg_value(i32 %0, !395, !DIExpression(), !396)
  %2 = and i32 %0, 4, !dbg !397
  %3 = icmp ne i32 %2, 0, !dbg !397
  ret i1 %3, !dbg !397
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -6445727872, 36576046384) i64 @r_widen(i8 noundef %0, i8 noundef %1, i16 noundef %2, i16 noundef %3, i1 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 !dbg !398 {
    #dbg_value(i8 %0, !402, !DIExpression(), !409)
    #dbg_value(i8 %1, !403, !DIExpression(), !409)
    #dbg_value(i16 %2, !404, !DIExpression(), !409)
    #dbg_value(i16 %3, !405, !DIExpression(), !409)
    #dbg_value(i1 %4, !406, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !409)
    #dbg_value(i32 %5, !407, !DIExpression(), !409)
    #dbg_value(i32 %6, !408, !DIExpression(), !409)
  %8 = sext i8 %0 to i64, !dbg !410
  %9 = zext i8 %1 to i64, !dbg !410
  %10 = mul nuw nsw i64 %9, 10, !dbg !410
  %11 = add nsw i64 %10, %8, !dbg !410
  %12 = sext i16 %2 to i64, !dbg !410
  %13 = mul nsw i64 %12, 100, !dbg !410
  %14 = add nsw i64 %11, %13, !dbg !410
  %15 = zext i16 %3 to i64, !dbg !410
  %16 = mul nuw nsw i64 %15, 1000, !dbg !410
  %17 = add nsw i64 %14, %16, !dbg !410
  %18 = select i1 %4, i64 10000, i64 0, !dbg !410
  %19 = add nsw i64 %17, %18, !dbg !410
  %20 = sext i32 %5 to i64, !dbg !410
  %21 = mul nsw i64 %20, 3, !dbg !410
  %22 = add nsw i64 %19, %21, !dbg !410
  %23 = zext i32 %6 to i64, !dbg !410
  %24 = mul nuw nsw i64 %23, 7, !dbg !410
  %25 = add nsw i64 %22, %24, !dbg !410
  ret i64 %25, !dbg !410
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i64 @r_tail_a(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11) local_unnamed_addr #5 !dbg !411 {
    #dbg_value(i32 %0, !415, !DIExpression(), !427)
    #dbg_value(i64 %1, !416, !DIExpression(), !427)
    #dbg_value(i64 %2, !417, !DIExpression(), !427)
    #dbg_value(i64 %3, !418, !DIExpression(), !427)
    #dbg_value(i64 %4, !419, !DIExpression(), !427)
    #dbg_value(i64 %5, !420, !DIExpression(), !427)
    #dbg_value(i64 %6, !421, !DIExpression(), !427)
    #dbg_value(i64 %7, !422, !DIExpression(), !427)
    #dbg_value(i64 %8, !423, !DIExpression(), !427)
    #dbg_value(i64 %9, !424, !DIExpression(), !427)
    #dbg_value(i64 %10, !425, !DIExpression(), !427)
    #dbg_value(i64 %11, !426, !DIExpression(), !427)
  %13 = icmp eq i32 %0, 0, !dbg !428
  br i1 %13, label %14, label %35, !dbg !430

14:                                               ; preds = %12
    #dbg_value(i64 %1, !175, !DIExpression(), !431)
    #dbg_value(i64 %2, !180, !DIExpression(), !431)
  %15 = mul i64 %1, 1000003, !dbg !433
  %16 = xor i64 %15, %2, !dbg !434
    #dbg_value(i64 %16, !175, !DIExpression(), !435)
    #dbg_value(i64 %3, !180, !DIExpression(), !435)
  %17 = mul i64 %16, 1000003, !dbg !437
  %18 = xor i64 %17, %3, !dbg !438
    #dbg_value(i64 %18, !175, !DIExpression(), !439)
    #dbg_value(i64 %4, !180, !DIExpression(), !439)
  %19 = mul i64 %18, 1000003, !dbg !441
  %20 = xor i64 %19, %4, !dbg !442
    #dbg_value(i64 %20, !175, !DIExpression(), !443)
    #dbg_value(i64 %5, !180, !DIExpression(), !443)
  %21 = mul i64 %20, 1000003, !dbg !445
  %22 = xor i64 %21, %5, !dbg !446
    #dbg_value(i64 %22, !175, !DIExpression(), !447)
    #dbg_value(i64 %6, !180, !DIExpression(), !447)
  %23 = mul i64 %22, 1000003, !dbg !449
  %24 = xor i64 %23, %6, !dbg !450
    #dbg_value(i64 %24, !175, !DIExpression(), !451)
    #dbg_value(i64 %7, !180, !DIExpression(), !451)
  %25 = mul i64 %24, 1000003, !dbg !453
  %26 = xor i64 %25, %7, !dbg !454
    #dbg_value(i64 %26, !175, !DIExpression(), !455)
    #dbg_value(i64 %8, !180, !DIExpression(), !455)
  %27 = mul i64 %26, 1000003, !dbg !457
  %28 = xor i64 %27, %8, !dbg !458
    #dbg_value(i64 %28, !175, !DIExpression(), !459)
    #dbg_value(i64 %9, !180, !DIExpression(), !459)
  %29 = mul i64 %28, 1000003, !dbg !461
  %30 = xor i64 %29, %9, !dbg !462
    #dbg_value(i64 %30, !175, !DIExpression(), !463)
    #dbg_value(i64 %10, !180, !DIExpression(), !463)
  %31 = mul i64 %30, 1000003, !dbg !465
  %32 = xor i64 %31, %10, !dbg !466
    #dbg_value(i64 %32, !175, !DIExpression(), !467)
    #dbg_value(i64 %11, !180, !DIExpression(), !467)
  %33 = mul i64 %32, 1000003, !dbg !469
  %34 = xor i64 %33, %11, !dbg !470
  br label %94, !dbg !428

35:                                               ; preds = %12
  %36 = add nsw i32 %0, -1, !dbg !430
  %37 = add nsw i64 %1, 1, !dbg !430
    #dbg_value(i32 %36, !471, !DIExpression(), !485)
    #dbg_value(i64 %11, !474, !DIExpression(), !485)
    #dbg_value(i64 %37, !475, !DIExpression(), !485)
    #dbg_value(i64 %2, !476, !DIExpression(), !485)
    #dbg_value(i64 %3, !477, !DIExpression(), !485)
    #dbg_value(i64 %4, !478, !DIExpression(), !485)
    #dbg_value(i64 %5, !479, !DIExpression(), !485)
    #dbg_value(i64 %6, !480, !DIExpression(), !485)
    #dbg_value(i64 %7, !481, !DIExpression(), !485)
    #dbg_value(i64 %8, !482, !DIExpression(), !485)
    #dbg_value(i64 %9, !483, !DIExpression(), !485)
    #dbg_value(i64 %10, !484, !DIExpression(), !485)
  %38 = icmp eq i32 %36, 0, !dbg !487
  br i1 %38, label %39, label %63, !dbg !489

39:                                               ; preds = %90, %35
  %40 = phi i64 [ %11, %35 ], [ %67, %90 ]
  %41 = phi i64 [ %37, %35 ], [ %92, %90 ]
    #dbg_value(i64 %40, !175, !DIExpression(), !490)
    #dbg_value(i64 %41, !180, !DIExpression(), !490)
  %42 = mul i64 %40, 1000003, !dbg !492
  %43 = xor i64 %42, %41, !dbg !493
    #dbg_value(i64 %43, !175, !DIExpression(), !494)
    #dbg_value(i64 %2, !180, !DIExpression(), !494)
  %44 = mul i64 %43, 1000003, !dbg !496
  %45 = xor i64 %44, %2, !dbg !497
    #dbg_value(i64 %45, !175, !DIExpression(), !498)
    #dbg_value(i64 %3, !180, !DIExpression(), !498)
  %46 = mul i64 %45, 1000003, !dbg !500
  %47 = xor i64 %46, %3, !dbg !501
    #dbg_value(i64 %47, !175, !DIExpression(), !502)
    #dbg_value(i64 %4, !180, !DIExpression(), !502)
  %48 = mul i64 %47, 1000003, !dbg !504
  %49 = xor i64 %48, %4, !dbg !505
    #dbg_value(i64 %49, !175, !DIExpression(), !506)
    #dbg_value(i64 %5, !180, !DIExpression(), !506)
  %50 = mul i64 %49, 1000003, !dbg !508
  %51 = xor i64 %50, %5, !dbg !509
    #dbg_value(i64 %51, !175, !DIExpression(), !510)
    #dbg_value(i64 %6, !180, !DIExpression(), !510)
  %52 = mul i64 %51, 1000003, !dbg !512
  %53 = xor i64 %52, %6, !dbg !513
    #dbg_value(i64 %53, !175, !DIExpression(), !514)
    #dbg_value(i64 %7, !180, !DIExpression(), !514)
  %54 = mul i64 %53, 1000003, !dbg !516
  %55 = xor i64 %54, %7, !dbg !517
    #dbg_value(i64 %55, !175, !DIExpression(), !518)
    #dbg_value(i64 %8, !180, !DIExpression(), !518)
  %56 = mul i64 %55, 1000003, !dbg !520
  %57 = xor i64 %56, %8, !dbg !521
    #dbg_value(i64 %57, !175, !DIExpression(), !522)
    #dbg_value(i64 %9, !180, !DIExpression(), !522)
  %58 = mul i64 %57, 1000003, !dbg !524
  %59 = xor i64 %58, %9, !dbg !525
    #dbg_value(i64 %59, !175, !DIExpression(), !526)
    #dbg_value(i64 %10, !180, !DIExpression(), !526)
  %60 = mul i64 %59, 1000003, !dbg !528
  %61 = xor i64 %60, %10, !dbg !529
  %62 = add i64 %61, 1, !dbg !487
  br label %94, !dbg !487

63:                                               ; preds = %35, %90
  %64 = phi i64 [ %92, %90 ], [ %37, %35 ]
  %65 = phi i64 [ %67, %90 ], [ %11, %35 ]
  %66 = phi i32 [ %91, %90 ], [ %36, %35 ]
    #dbg_value(i64 %64, !475, !DIExpression(), !485)
    #dbg_value(i64 %65, !474, !DIExpression(), !485)
    #dbg_value(i32 %66, !471, !DIExpression(), !485)
  %67 = mul nsw i64 %65, 3, !dbg !489
    #dbg_value(i32 %66, !415, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !530)
    #dbg_value(i64 %64, !416, !DIExpression(), !530)
    #dbg_value(i64 %2, !417, !DIExpression(), !530)
    #dbg_value(i64 %3, !418, !DIExpression(), !530)
    #dbg_value(i64 %4, !419, !DIExpression(), !530)
    #dbg_value(i64 %5, !420, !DIExpression(), !530)
    #dbg_value(i64 %6, !421, !DIExpression(), !530)
    #dbg_value(i64 %7, !422, !DIExpression(), !530)
    #dbg_value(i64 %8, !423, !DIExpression(), !530)
    #dbg_value(i64 %9, !424, !DIExpression(), !530)
    #dbg_value(i64 %10, !425, !DIExpression(), !530)
    #dbg_value(i64 %67, !426, !DIExpression(), !530)
  %68 = icmp eq i32 %66, 1, !dbg !532
  br i1 %68, label %69, label %90, !dbg !533

69:                                               ; preds = %63
    #dbg_value(i64 %64, !175, !DIExpression(), !534)
    #dbg_value(i64 %2, !180, !DIExpression(), !534)
  %70 = mul i64 %64, 1000003, !dbg !536
  %71 = xor i64 %70, %2, !dbg !537
    #dbg_value(i64 %71, !175, !DIExpression(), !538)
    #dbg_value(i64 %3, !180, !DIExpression(), !538)
  %72 = mul i64 %71, 1000003, !dbg !540
  %73 = xor i64 %72, %3, !dbg !541
    #dbg_value(i64 %73, !175, !DIExpression(), !542)
    #dbg_value(i64 %4, !180, !DIExpression(), !542)
  %74 = mul i64 %73, 1000003, !dbg !544
  %75 = xor i64 %74, %4, !dbg !545
    #dbg_value(i64 %75, !175, !DIExpression(), !546)
    #dbg_value(i64 %5, !180, !DIExpression(), !546)
  %76 = mul i64 %75, 1000003, !dbg !548
  %77 = xor i64 %76, %5, !dbg !549
    #dbg_value(i64 %77, !175, !DIExpression(), !550)
    #dbg_value(i64 %6, !180, !DIExpression(), !550)
  %78 = mul i64 %77, 1000003, !dbg !552
  %79 = xor i64 %78, %6, !dbg !553
    #dbg_value(i64 %79, !175, !DIExpression(), !554)
    #dbg_value(i64 %7, !180, !DIExpression(), !554)
  %80 = mul i64 %79, 1000003, !dbg !556
  %81 = xor i64 %80, %7, !dbg !557
    #dbg_value(i64 %81, !175, !DIExpression(), !558)
    #dbg_value(i64 %8, !180, !DIExpression(), !558)
  %82 = mul i64 %81, 1000003, !dbg !560
  %83 = xor i64 %82, %8, !dbg !561
    #dbg_value(i64 %83, !175, !DIExpression(), !562)
    #dbg_value(i64 %9, !180, !DIExpression(), !562)
  %84 = mul i64 %83, 1000003, !dbg !564
  %85 = xor i64 %84, %9, !dbg !565
    #dbg_value(i64 %85, !175, !DIExpression(), !566)
    #dbg_value(i64 %10, !180, !DIExpression(), !566)
  %86 = mul i64 %85, 1000003, !dbg !568
  %87 = xor i64 %86, %10, !dbg !569
    #dbg_value(i64 %87, !175, !DIExpression(), !570)
    #dbg_value(i64 %67, !180, !DIExpression(), !570)
  %88 = mul i64 %87, 1000003, !dbg !572
  %89 = xor i64 %88, %67, !dbg !573
  br label %94, !dbg !532

90:                                               ; preds = %63
  %91 = add nsw i32 %66, -2, !dbg !533
  %92 = add nsw i64 %64, 1, !dbg !533
    #dbg_value(i32 %91, !471, !DIExpression(), !485)
    #dbg_value(i64 %67, !474, !DIExpression(), !485)
    #dbg_value(i64 %92, !475, !DIExpression(), !485)
    #dbg_value(i64 %2, !476, !DIExpression(), !485)
    #dbg_value(i64 %3, !477, !DIExpression(), !485)
    #dbg_value(i64 %4, !478, !DIExpression(), !485)
    #dbg_value(i64 %5, !479, !DIExpression(), !485)
    #dbg_value(i64 %6, !480, !DIExpression(), !485)
    #dbg_value(i64 %7, !481, !DIExpression(), !485)
    #dbg_value(i64 %8, !482, !DIExpression(), !485)
    #dbg_value(i64 %9, !483, !DIExpression(), !485)
    #dbg_value(i64 %10, !484, !DIExpression(), !485)
  %93 = icmp eq i32 %91, 0, !dbg !487
  br i1 %93, label %39, label %63, !dbg !489

94:                                               ; preds = %69, %39, %14
  %95 = phi i64 [ %34, %14 ], [ %62, %39 ], [ %89, %69 ], !dbg !430
  ret i64 %95, !dbg !430
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i64 @r_tail_b(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11) local_unnamed_addr #5 !dbg !472 {
    #dbg_value(i32 %0, !471, !DIExpression(), !574)
    #dbg_value(i64 %1, !474, !DIExpression(), !574)
    #dbg_value(i64 %2, !475, !DIExpression(), !574)
    #dbg_value(i64 %3, !476, !DIExpression(), !574)
    #dbg_value(i64 %4, !477, !DIExpression(), !574)
    #dbg_value(i64 %5, !478, !DIExpression(), !574)
    #dbg_value(i64 %6, !479, !DIExpression(), !574)
    #dbg_value(i64 %7, !480, !DIExpression(), !574)
    #dbg_value(i64 %8, !481, !DIExpression(), !574)
    #dbg_value(i64 %9, !482, !DIExpression(), !574)
    #dbg_value(i64 %10, !483, !DIExpression(), !574)
    #dbg_value(i64 %11, !484, !DIExpression(), !574)
  %13 = icmp eq i32 %0, 0, !dbg !575
  br i1 %13, label %14, label %38, !dbg !576

14:                                               ; preds = %65, %12
  %15 = phi i64 [ %1, %12 ], [ %42, %65 ]
  %16 = phi i64 [ %2, %12 ], [ %67, %65 ]
    #dbg_value(i64 %15, !175, !DIExpression(), !577)
    #dbg_value(i64 %16, !180, !DIExpression(), !577)
  %17 = mul i64 %15, 1000003, !dbg !579
  %18 = xor i64 %17, %16, !dbg !580
    #dbg_value(i64 %18, !175, !DIExpression(), !581)
    #dbg_value(i64 %3, !180, !DIExpression(), !581)
  %19 = mul i64 %18, 1000003, !dbg !583
  %20 = xor i64 %19, %3, !dbg !584
    #dbg_value(i64 %20, !175, !DIExpression(), !585)
    #dbg_value(i64 %4, !180, !DIExpression(), !585)
  %21 = mul i64 %20, 1000003, !dbg !587
  %22 = xor i64 %21, %4, !dbg !588
    #dbg_value(i64 %22, !175, !DIExpression(), !589)
    #dbg_value(i64 %5, !180, !DIExpression(), !589)
  %23 = mul i64 %22, 1000003, !dbg !591
  %24 = xor i64 %23, %5, !dbg !592
    #dbg_value(i64 %24, !175, !DIExpression(), !593)
    #dbg_value(i64 %6, !180, !DIExpression(), !593)
  %25 = mul i64 %24, 1000003, !dbg !595
  %26 = xor i64 %25, %6, !dbg !596
    #dbg_value(i64 %26, !175, !DIExpression(), !597)
    #dbg_value(i64 %7, !180, !DIExpression(), !597)
  %27 = mul i64 %26, 1000003, !dbg !599
  %28 = xor i64 %27, %7, !dbg !600
    #dbg_value(i64 %28, !175, !DIExpression(), !601)
    #dbg_value(i64 %8, !180, !DIExpression(), !601)
  %29 = mul i64 %28, 1000003, !dbg !603
  %30 = xor i64 %29, %8, !dbg !604
    #dbg_value(i64 %30, !175, !DIExpression(), !605)
    #dbg_value(i64 %9, !180, !DIExpression(), !605)
  %31 = mul i64 %30, 1000003, !dbg !607
  %32 = xor i64 %31, %9, !dbg !608
    #dbg_value(i64 %32, !175, !DIExpression(), !609)
    #dbg_value(i64 %10, !180, !DIExpression(), !609)
  %33 = mul i64 %32, 1000003, !dbg !611
  %34 = xor i64 %33, %10, !dbg !612
    #dbg_value(i64 %34, !175, !DIExpression(), !613)
    #dbg_value(i64 %11, !180, !DIExpression(), !613)
  %35 = mul i64 %34, 1000003, !dbg !615
  %36 = xor i64 %35, %11, !dbg !616
  %37 = add i64 %36, 1, !dbg !575
  br label %69, !dbg !575

38:                                               ; preds = %12, %65
  %39 = phi i64 [ %67, %65 ], [ %2, %12 ]
  %40 = phi i64 [ %42, %65 ], [ %1, %12 ]
  %41 = phi i32 [ %66, %65 ], [ %0, %12 ]
    #dbg_value(i64 %39, !475, !DIExpression(), !574)
    #dbg_value(i64 %40, !474, !DIExpression(), !574)
    #dbg_value(i32 %41, !471, !DIExpression(), !574)
  %42 = mul nsw i64 %40, 3, !dbg !576
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !617)
    #dbg_value(i64 %39, !416, !DIExpression(), !617)
    #dbg_value(i64 %3, !417, !DIExpression(), !617)
    #dbg_value(i64 %4, !418, !DIExpression(), !617)
    #dbg_value(i64 %5, !419, !DIExpression(), !617)
    #dbg_value(i64 %6, !420, !DIExpression(), !617)
    #dbg_value(i64 %7, !421, !DIExpression(), !617)
    #dbg_value(i64 %8, !422, !DIExpression(), !617)
    #dbg_value(i64 %9, !423, !DIExpression(), !617)
    #dbg_value(i64 %10, !424, !DIExpression(), !617)
    #dbg_value(i64 %11, !425, !DIExpression(), !617)
    #dbg_value(i64 %42, !426, !DIExpression(), !617)
  %43 = icmp eq i32 %41, 1, !dbg !619
  br i1 %43, label %44, label %65, !dbg !620

44:                                               ; preds = %38
    #dbg_value(i64 %39, !175, !DIExpression(), !621)
    #dbg_value(i64 %3, !180, !DIExpression(), !621)
  %45 = mul i64 %39, 1000003, !dbg !623
  %46 = xor i64 %45, %3, !dbg !624
    #dbg_value(i64 %46, !175, !DIExpression(), !625)
    #dbg_value(i64 %4, !180, !DIExpression(), !625)
  %47 = mul i64 %46, 1000003, !dbg !627
  %48 = xor i64 %47, %4, !dbg !628
    #dbg_value(i64 %48, !175, !DIExpression(), !629)
    #dbg_value(i64 %5, !180, !DIExpression(), !629)
  %49 = mul i64 %48, 1000003, !dbg !631
  %50 = xor i64 %49, %5, !dbg !632
    #dbg_value(i64 %50, !175, !DIExpression(), !633)
    #dbg_value(i64 %6, !180, !DIExpression(), !633)
  %51 = mul i64 %50, 1000003, !dbg !635
  %52 = xor i64 %51, %6, !dbg !636
    #dbg_value(i64 %52, !175, !DIExpression(), !637)
    #dbg_value(i64 %7, !180, !DIExpression(), !637)
  %53 = mul i64 %52, 1000003, !dbg !639
  %54 = xor i64 %53, %7, !dbg !640
    #dbg_value(i64 %54, !175, !DIExpression(), !641)
    #dbg_value(i64 %8, !180, !DIExpression(), !641)
  %55 = mul i64 %54, 1000003, !dbg !643
  %56 = xor i64 %55, %8, !dbg !644
    #dbg_value(i64 %56, !175, !DIExpression(), !645)
    #dbg_value(i64 %9, !180, !DIExpression(), !645)
  %57 = mul i64 %56, 1000003, !dbg !647
  %58 = xor i64 %57, %9, !dbg !648
    #dbg_value(i64 %58, !175, !DIExpression(), !649)
    #dbg_value(i64 %10, !180, !DIExpression(), !649)
  %59 = mul i64 %58, 1000003, !dbg !651
  %60 = xor i64 %59, %10, !dbg !652
    #dbg_value(i64 %60, !175, !DIExpression(), !653)
    #dbg_value(i64 %11, !180, !DIExpression(), !653)
  %61 = mul i64 %60, 1000003, !dbg !655
  %62 = xor i64 %61, %11, !dbg !656
    #dbg_value(i64 %62, !175, !DIExpression(), !657)
    #dbg_value(i64 %42, !180, !DIExpression(), !657)
  %63 = mul i64 %62, 1000003, !dbg !659
  %64 = xor i64 %63, %42, !dbg !660
  br label %69, !dbg !619

65:                                               ; preds = %38
  %66 = add nsw i32 %41, -2, !dbg !620
  %67 = add nsw i64 %39, 1, !dbg !620
    #dbg_value(i32 %66, !471, !DIExpression(), !574)
    #dbg_value(i64 %42, !474, !DIExpression(), !574)
    #dbg_value(i64 %67, !475, !DIExpression(), !574)
    #dbg_value(i64 %3, !476, !DIExpression(), !574)
    #dbg_value(i64 %4, !477, !DIExpression(), !574)
    #dbg_value(i64 %5, !478, !DIExpression(), !574)
    #dbg_value(i64 %6, !479, !DIExpression(), !574)
    #dbg_value(i64 %7, !480, !DIExpression(), !574)
    #dbg_value(i64 %8, !481, !DIExpression(), !574)
    #dbg_value(i64 %9, !482, !DIExpression(), !574)
    #dbg_value(i64 %10, !483, !DIExpression(), !574)
    #dbg_value(i64 %11, !484, !DIExpression(), !574)
  %68 = icmp eq i32 %66, 0, !dbg !575
  br i1 %68, label %14, label %38, !dbg !576

69:                                               ; preds = %44, %14
  %70 = phi i64 [ %37, %14 ], [ %64, %44 ], !dbg !576
  ret i64 %70, !dbg !576
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @r_big_tail(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #0 !dbg !661 {
    #dbg_value(ptr %0, !670, !DIExpression(DW_OP_deref), !680)
    #dbg_value(i64 %1, !671, !DIExpression(), !680)
    #dbg_value(i64 %2, !672, !DIExpression(), !680)
    #dbg_value(i64 %3, !673, !DIExpression(), !680)
    #dbg_value(i64 %4, !674, !DIExpression(), !680)
    #dbg_value(i64 %5, !675, !DIExpression(), !680)
    #dbg_value(i64 %6, !676, !DIExpression(), !680)
    #dbg_value(i64 %7, !677, !DIExpression(), !680)
    #dbg_value(i64 %8, !678, !DIExpression(), !680)
    #dbg_value(i64 %9, !679, !DIExpression(), !680)
  %11 = load i64, ptr %0, align 8, !dbg !681, !tbaa !682
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !681
  %13 = load i64, ptr %12, align 8, !dbg !681, !tbaa !682
  %14 = add nsw i64 %13, %11, !dbg !681
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !681
  %16 = load i64, ptr %15, align 8, !dbg !681, !tbaa !682
  %17 = add nsw i64 %14, %16, !dbg !681
  %18 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !681
  %19 = load i32, ptr %18, align 8, !dbg !681, !tbaa !684
  %20 = sext i32 %19 to i64, !dbg !681
  %21 = add nsw i64 %17, %20, !dbg !681
    #dbg_value(i64 %21, !175, !DIExpression(), !686)
    #dbg_value(i64 %1, !180, !DIExpression(), !686)
  %22 = mul i64 %21, 1000003, !dbg !688
  %23 = xor i64 %22, %1, !dbg !689
  %24 = add nsw i64 %3, %2, !dbg !681
    #dbg_value(i64 %23, !175, !DIExpression(), !690)
    #dbg_value(i64 %24, !180, !DIExpression(), !690)
  %25 = mul i64 %23, 1000003, !dbg !692
  %26 = xor i64 %25, %24, !dbg !693
  %27 = add nsw i64 %5, %4, !dbg !681
    #dbg_value(i64 %26, !175, !DIExpression(), !694)
    #dbg_value(i64 %27, !180, !DIExpression(), !694)
  %28 = mul i64 %26, 1000003, !dbg !696
  %29 = xor i64 %28, %27, !dbg !697
  %30 = add nsw i64 %7, %6, !dbg !681
    #dbg_value(i64 %29, !175, !DIExpression(), !698)
    #dbg_value(i64 %30, !180, !DIExpression(), !698)
  %31 = mul i64 %29, 1000003, !dbg !700
  %32 = xor i64 %31, %30, !dbg !701
  %33 = mul nsw i64 %9, %8, !dbg !681
    #dbg_value(i64 %32, !175, !DIExpression(), !702)
    #dbg_value(i64 %33, !180, !DIExpression(), !702)
  %34 = mul i64 %32, 1000003, !dbg !704
  %35 = xor i64 %34, %33, !dbg !705
  ret i64 %35, !dbg !681
}

; Function Attrs: nounwind uwtable
define dso_local i64 @r_fwd_big(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !706 {
  %3 = alloca %struct.Big, align 8
    #dbg_value(ptr %0, !710, !DIExpression(DW_OP_deref), !712)
    #dbg_value(i64 %1, !711, !DIExpression(), !712)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10, !dbg !713
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !dbg !713, !tbaa.struct !714
  %4 = call i64 @g_big_tail(ptr noundef nonnull %3, i64 noundef %1, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8) #10, !dbg !713
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10, !dbg !713
  ret i64 %4, !dbg !713
}

declare !dbg !715 i64 @g_big_tail(ptr noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_self() local_unnamed_addr #6 !dbg !716 {
  %1 = alloca %struct.Big, align 8
    #dbg_value(i64 0, !720, !DIExpression(), !730)
    #dbg_value(i64 12884901887, !723, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !730)
    #dbg_value(i32 -3, !723, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !730)
    #dbg_value(i64 -4, !724, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !730)
    #dbg_value(i64 5, !724, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !730)
    #dbg_value(i32 524282, !725, !DIExpression(), !730)
    #dbg_value(double 8.500000e+00, !726, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !730)
    #dbg_value(double -9.250000e+00, !726, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !730)
    #dbg_value(i8 120, !728, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !730)
    #dbg_value(i8 121, !728, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !730)
    #dbg_value(i16 122, !728, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !730)
    #dbg_value(i64 12884901887, !153, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !731)
    #dbg_value(i64 12884901887, !153, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !731)
    #dbg_value(i64 4294967293, !153, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !731)
    #dbg_value(i64 524282, !162, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !731)
    #dbg_value(i64 7, !162, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !731)
    #dbg_value(i64 524282, !162, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !731)
    #dbg_value(i64 -4, !170, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !731)
    #dbg_value(i64 5, !170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !731)
    #dbg_value(i8 -14, !146, !DIExpression(), !731)
    #dbg_value(i16 -15000, !147, !DIExpression(), !731)
    #dbg_value(i32 -16, !148, !DIExpression(), !731)
    #dbg_value(i64 -17000000000, !149, !DIExpression(), !731)
    #dbg_value(float 1.850000e+01, !150, !DIExpression(), !731)
    #dbg_value(double -1.925000e+01, !151, !DIExpression(), !731)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @data_, i64 8), !152, !DIExpression(), !731)
    #dbg_value(i8 -56, !154, !DIExpression(), !731)
    #dbg_value(i16 -5536, !155, !DIExpression(), !731)
    #dbg_value(i1 true, !156, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !731)
    #dbg_value(i8 -20, !157, !DIExpression(), !731)
    #dbg_value(float 2.175000e+01, !158, !DIExpression(), !731)
    #dbg_value(double -2.250000e+01, !159, !DIExpression(), !731)
    #dbg_value(i64 23, !160, !DIExpression(), !731)
    #dbg_value(i32 -24, !161, !DIExpression(), !731)
    #dbg_value(double 2.512500e+01, !163, !DIExpression(), !731)
    #dbg_value(float -2.650000e+01, !164, !DIExpression(), !731)
    #dbg_value(ptr undef, !165, !DIExpression(), !731)
    #dbg_value(i64 -27, !166, !DIExpression(), !731)
    #dbg_value(i16 -28, !167, !DIExpression(), !731)
    #dbg_value(double 2.906250e+01, !168, !DIExpression(), !731)
    #dbg_value(i32 -30, !169, !DIExpression(), !731)
    #dbg_value(float 3.150000e+01, !171, !DIExpression(), !731)
    #dbg_value(i64 1, !175, !DIExpression(), !733)
    #dbg_value(i64 -14, !180, !DIExpression(), !733)
    #dbg_value(i64 -1000015, !175, !DIExpression(), !735)
    #dbg_value(i64 -15000, !180, !DIExpression(), !735)
    #dbg_value(i64 1000017986107, !175, !DIExpression(), !737)
    #dbg_value(i64 -16, !180, !DIExpression(), !737)
    #dbg_value(i64 -1000020986160958335, !175, !DIExpression(), !739)
    #dbg_value(i64 -17000000000, !180, !DIExpression(), !739)
    #dbg_value(i64 7543244039503473091, !172, !DIExpression(), !731)
    #dbg_value(i64 7543244039503473091, !175, !DIExpression(), !741)
    #dbg_value(i64 296, !180, !DIExpression(), !741)
    #dbg_value(i64 5635870208045053217, !175, !DIExpression(), !743)
    #dbg_value(i64 -308, !180, !DIExpression(), !743)
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @data_, i64 8), align 4, !dbg !745, !tbaa !204
  %3 = sext i32 %2 to i64, !dbg !745
  %4 = add nsw i64 %3, 2, !dbg !745
    #dbg_value(i64 -972767787723335825, !175, !DIExpression(), !746)
    #dbg_value(i64 %4, !180, !DIExpression(), !746)
  %5 = xor i64 %4, -104043699500089331, !dbg !748
    #dbg_value(i64 %5, !172, !DIExpression(), !731)
    #dbg_value(i64 %5, !175, !DIExpression(), !749)
    #dbg_value(i64 -1, !180, !DIExpression(), !749)
  %6 = mul i64 %5, 1000003, !dbg !751
  %7 = xor i64 %6, -1, !dbg !752
    #dbg_value(i64 %7, !175, !DIExpression(), !753)
    #dbg_value(i64 2, !180, !DIExpression(), !753)
  %8 = mul i64 %7, 1000003, !dbg !755
  %9 = xor i64 %8, 2, !dbg !756
    #dbg_value(i64 %9, !175, !DIExpression(), !757)
    #dbg_value(i64 -3, !180, !DIExpression(), !757)
  %10 = mul i64 %9, 1000003, !dbg !759
  %11 = xor i64 %10, -3, !dbg !760
    #dbg_value(i64 %11, !172, !DIExpression(), !731)
    #dbg_value(i64 %11, !175, !DIExpression(), !761)
    #dbg_value(i64 200, !180, !DIExpression(), !761)
  %12 = mul i64 %11, 1000003, !dbg !763
  %13 = xor i64 %12, 200, !dbg !764
    #dbg_value(i64 %13, !175, !DIExpression(), !765)
    #dbg_value(i64 60000, !180, !DIExpression(), !765)
  %14 = mul i64 %13, 1000003, !dbg !767
  %15 = xor i64 %14, 60000, !dbg !768
    #dbg_value(i64 %15, !175, !DIExpression(), !769)
    #dbg_value(i64 1, !180, !DIExpression(), !769)
  %16 = mul i64 %15, 1000003, !dbg !771
  %17 = xor i64 %16, 1, !dbg !772
    #dbg_value(i64 %17, !175, !DIExpression(), !773)
    #dbg_value(i64 -20, !180, !DIExpression(), !773)
  %18 = mul i64 %17, 1000003, !dbg !775
  %19 = xor i64 %18, -20, !dbg !776
    #dbg_value(i64 %19, !172, !DIExpression(), !731)
    #dbg_value(i64 %19, !175, !DIExpression(), !777)
    #dbg_value(i64 348, !180, !DIExpression(), !777)
  %20 = mul i64 %19, 1000003, !dbg !779
  %21 = xor i64 %20, 348, !dbg !780
    #dbg_value(i64 %21, !175, !DIExpression(), !781)
    #dbg_value(i64 -360, !180, !DIExpression(), !781)
  %22 = mul i64 %21, 1000003, !dbg !783
  %23 = xor i64 %22, -360, !dbg !784
    #dbg_value(i64 %23, !175, !DIExpression(), !785)
    #dbg_value(i64 23, !180, !DIExpression(), !785)
  %24 = mul i64 %23, 1000003, !dbg !787
  %25 = xor i64 %24, 23, !dbg !788
    #dbg_value(i64 %25, !175, !DIExpression(), !789)
    #dbg_value(i64 -24, !180, !DIExpression(), !789)
  %26 = mul i64 %25, 1000003, !dbg !791
  %27 = xor i64 %26, -24, !dbg !792
    #dbg_value(i64 %27, !172, !DIExpression(), !731)
    #dbg_value(i64 %27, !175, !DIExpression(), !793)
    #dbg_value(i64 -6, !180, !DIExpression(), !793)
  %28 = mul i64 %27, 1000003, !dbg !795
  %29 = xor i64 %28, -6, !dbg !796
    #dbg_value(i64 %29, !175, !DIExpression(), !797)
    #dbg_value(i64 7, !180, !DIExpression(), !797)
  %30 = mul i64 %29, 1000003, !dbg !799
  %31 = xor i64 %30, 7, !dbg !800
    #dbg_value(i64 %31, !175, !DIExpression(), !801)
    #dbg_value(i64 402, !180, !DIExpression(), !801)
  %32 = mul i64 %31, 1000003, !dbg !803
  %33 = xor i64 %32, 402, !dbg !804
    #dbg_value(i64 %33, !175, !DIExpression(), !805)
    #dbg_value(i64 -424, !180, !DIExpression(), !805)
  %34 = mul i64 %33, 1000003, !dbg !807
  %35 = xor i64 %34, -424, !dbg !808
    #dbg_value(i64 %35, !172, !DIExpression(), !731)
    #dbg_value(i64 %35, !175, !DIExpression(), !809)
    #dbg_value(i64 121, !180, !DIExpression(), !809)
  %36 = mul i64 %35, 1000003, !dbg !811
  %37 = xor i64 %36, 121, !dbg !812
    #dbg_value(i64 %37, !175, !DIExpression(), !813)
    #dbg_value(i64 -27, !180, !DIExpression(), !813)
  %38 = mul i64 %37, 1000003, !dbg !815
  %39 = xor i64 %38, -27, !dbg !816
    #dbg_value(i64 %39, !175, !DIExpression(), !817)
    #dbg_value(i64 -28, !180, !DIExpression(), !817)
  %40 = mul i64 %39, 1000003, !dbg !819
  %41 = xor i64 %40, -28, !dbg !820
    #dbg_value(i64 %41, !172, !DIExpression(), !731)
    #dbg_value(i64 %41, !175, !DIExpression(), !821)
    #dbg_value(i64 465, !180, !DIExpression(), !821)
  %42 = mul i64 %41, 1000003, !dbg !823
  %43 = xor i64 %42, 465, !dbg !824
    #dbg_value(i64 %43, !175, !DIExpression(), !825)
    #dbg_value(i64 -30, !180, !DIExpression(), !825)
  %44 = mul i64 %43, 1000003, !dbg !827
  %45 = xor i64 %44, -30, !dbg !828
    #dbg_value(i64 %45, !175, !DIExpression(), !829)
    #dbg_value(i64 -4, !180, !DIExpression(), !829)
  %46 = mul i64 %45, 1000003, !dbg !831
  %47 = xor i64 %46, -4, !dbg !832
    #dbg_value(i64 %47, !175, !DIExpression(), !833)
    #dbg_value(i64 5, !180, !DIExpression(), !833)
  %48 = mul i64 %47, 1000003, !dbg !835
  %49 = xor i64 %48, 5, !dbg !836
    #dbg_value(i64 %49, !175, !DIExpression(), !837)
    #dbg_value(i64 504, !180, !DIExpression(), !837)
  %50 = mul i64 %49, 1000003, !dbg !839
  %51 = xor i64 %50, 504, !dbg !840
    #dbg_value(i64 %51, !172, !DIExpression(), !731)
    #dbg_value(i64 %51, !722, !DIExpression(), !730)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %51), !dbg !841
    #dbg_value(i64 0, !175, !DIExpression(), !842)
    #dbg_value(i64 %51, !180, !DIExpression(), !842)
    #dbg_value(i64 %51, !720, !DIExpression(), !730)
    #dbg_value(i64 64000327441, !722, !DIExpression(), !730)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 64000327441), !dbg !844
    #dbg_value(i64 %51, !175, !DIExpression(), !845)
    #dbg_value(i64 64000327441, !180, !DIExpression(), !845)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 28996, !722, !DIExpression(), !730)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 28996), !dbg !847
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_stack_value), !848)
    #dbg_value(i64 28996, !180, !DIExpression(), !848)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 -44, !722, !DIExpression(), !730)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef -44), !dbg !850
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_stack_value), !851)
    #dbg_value(i64 -44, !180, !DIExpression(), !851)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 44, !722, !DIExpression(), !730)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 44), !dbg !853
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_stack_value), !854)
    #dbg_value(i64 44, !180, !DIExpression(), !854)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 88, !722, !DIExpression(), !730)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 88), !dbg !856
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 88, !180, !DIExpression(), !857)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 -24464, !722, !DIExpression(), !730)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef -24464), !dbg !859
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 -24464, !180, !DIExpression(), !860)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 48928, !722, !DIExpression(), !730)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 48928), !dbg !862
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 48928, !180, !DIExpression(), !863)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 1, !722, !DIExpression(), !730)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 1), !dbg !865
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 1, !180, !DIExpression(), !866)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 30130318511, !722, !DIExpression(), !730)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 30130318511), !dbg !868
    #dbg_value(i64 %51, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 30130318511, !180, !DIExpression(), !869)
    #dbg_value(i64 %51, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i32 1001, !415, !DIExpression(), !871)
    #dbg_value(i64 1, !416, !DIExpression(), !871)
    #dbg_value(i64 2, !417, !DIExpression(), !871)
    #dbg_value(i64 3, !418, !DIExpression(), !871)
    #dbg_value(i64 4, !419, !DIExpression(), !871)
    #dbg_value(i64 5, !420, !DIExpression(), !871)
    #dbg_value(i64 6, !421, !DIExpression(), !871)
    #dbg_value(i64 7, !422, !DIExpression(), !871)
    #dbg_value(i64 8, !423, !DIExpression(), !871)
    #dbg_value(i64 9, !424, !DIExpression(), !871)
    #dbg_value(i64 10, !425, !DIExpression(), !871)
    #dbg_value(i64 11, !426, !DIExpression(), !871)
    #dbg_value(i32 1000, !471, !DIExpression(), !873)
    #dbg_value(i64 11, !474, !DIExpression(), !873)
    #dbg_value(i64 2, !475, !DIExpression(), !873)
    #dbg_value(i64 2, !476, !DIExpression(), !873)
    #dbg_value(i64 3, !477, !DIExpression(), !873)
    #dbg_value(i64 4, !478, !DIExpression(), !873)
    #dbg_value(i64 5, !479, !DIExpression(), !873)
    #dbg_value(i64 6, !480, !DIExpression(), !873)
    #dbg_value(i64 7, !481, !DIExpression(), !873)
    #dbg_value(i64 8, !482, !DIExpression(), !873)
    #dbg_value(i64 9, !483, !DIExpression(), !873)
    #dbg_value(i64 10, !484, !DIExpression(), !873)
  br label %62

62:                                               ; preds = %62, %0
  %63 = phi i64 [ %65, %62 ], [ 11, %0 ]
  %64 = phi i32 [ %66, %62 ], [ 1000, %0 ]
    #dbg_value(i64 poison, !475, !DIExpression(), !873)
    #dbg_value(i64 %63, !474, !DIExpression(), !873)
    #dbg_value(i32 %64, !471, !DIExpression(), !873)
  %65 = mul nuw nsw i64 %63, 3, !dbg !875
    #dbg_value(i32 %64, !415, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !876)
    #dbg_value(i64 poison, !416, !DIExpression(), !876)
    #dbg_value(i64 2, !417, !DIExpression(), !876)
    #dbg_value(i64 3, !418, !DIExpression(), !876)
    #dbg_value(i64 4, !419, !DIExpression(), !876)
    #dbg_value(i64 5, !420, !DIExpression(), !876)
    #dbg_value(i64 6, !421, !DIExpression(), !876)
    #dbg_value(i64 7, !422, !DIExpression(), !876)
    #dbg_value(i64 8, !423, !DIExpression(), !876)
    #dbg_value(i64 9, !424, !DIExpression(), !876)
    #dbg_value(i64 10, !425, !DIExpression(), !876)
    #dbg_value(i64 %65, !426, !DIExpression(), !876)
  %66 = add nsw i32 %64, -2, !dbg !878
    #dbg_value(i32 %66, !471, !DIExpression(), !873)
    #dbg_value(i64 %65, !474, !DIExpression(), !873)
    #dbg_value(i64 poison, !475, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !873)
    #dbg_value(i64 2, !476, !DIExpression(), !873)
    #dbg_value(i64 3, !477, !DIExpression(), !873)
    #dbg_value(i64 4, !478, !DIExpression(), !873)
    #dbg_value(i64 5, !479, !DIExpression(), !873)
    #dbg_value(i64 6, !480, !DIExpression(), !873)
    #dbg_value(i64 7, !481, !DIExpression(), !873)
    #dbg_value(i64 8, !482, !DIExpression(), !873)
    #dbg_value(i64 9, !483, !DIExpression(), !873)
    #dbg_value(i64 10, !484, !DIExpression(), !873)
  %67 = icmp eq i32 %66, 0, !dbg !879
  br i1 %67, label %68, label %62, !dbg !875

68:                                               ; preds = %62
  %69 = mul i64 %51, 1000003, !dbg !880
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_stack_value), !848)
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_stack_value), !851)
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_stack_value), !854)
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %69, !720, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %69, !175, !DIExpression(DW_OP_constu, 64000327441, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %70 = xor i64 %69, 64000327441, !dbg !881
    #dbg_value(i64 %70, !175, !DIExpression(), !848)
    #dbg_value(i64 %70, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_stack_value), !851)
    #dbg_value(i64 %70, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_stack_value), !854)
    #dbg_value(i64 %70, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 %70, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %70, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %70, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %70, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 %70, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %71 = mul i64 %70, 1000003, !dbg !882
    #dbg_value(i64 %71, !175, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_stack_value), !851)
    #dbg_value(i64 %71, !175, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_stack_value), !854)
    #dbg_value(i64 %71, !175, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 %71, !175, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %71, !175, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %71, !175, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %71, !720, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %71, !175, !DIExpression(DW_OP_constu, 28996, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %72 = xor i64 %71, 28996, !dbg !883
    #dbg_value(i64 %72, !175, !DIExpression(), !851)
    #dbg_value(i64 %72, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_stack_value), !854)
    #dbg_value(i64 %72, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 %72, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %72, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %72, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %72, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 %72, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %73 = mul i64 %72, 1000003, !dbg !884
    #dbg_value(i64 %73, !175, !DIExpression(DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_stack_value), !854)
    #dbg_value(i64 %73, !175, !DIExpression(DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 %73, !175, !DIExpression(DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %73, !175, !DIExpression(DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %73, !175, !DIExpression(DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %73, !720, !DIExpression(DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %73, !175, !DIExpression(DW_OP_constu, 18446744073709551572, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %74 = xor i64 %73, -44, !dbg !885
    #dbg_value(i64 %74, !175, !DIExpression(), !854)
    #dbg_value(i64 %74, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 %74, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %74, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %74, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %74, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 %74, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %75 = mul i64 %74, 1000003, !dbg !886
    #dbg_value(i64 %75, !175, !DIExpression(DW_OP_constu, 44, DW_OP_xor, DW_OP_stack_value), !857)
    #dbg_value(i64 %75, !175, !DIExpression(DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %75, !175, !DIExpression(DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %75, !175, !DIExpression(DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %75, !720, !DIExpression(DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %75, !175, !DIExpression(DW_OP_constu, 44, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %76 = xor i64 %75, 44, !dbg !887
    #dbg_value(i64 %76, !175, !DIExpression(), !857)
    #dbg_value(i64 %76, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %76, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %76, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %76, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 %76, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %77 = mul i64 %76, 1000003, !dbg !888
    #dbg_value(i64 %77, !175, !DIExpression(DW_OP_constu, 88, DW_OP_xor, DW_OP_stack_value), !860)
    #dbg_value(i64 %77, !175, !DIExpression(DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %77, !175, !DIExpression(DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %77, !720, !DIExpression(DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %77, !175, !DIExpression(DW_OP_constu, 88, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %78 = xor i64 %77, 88, !dbg !889
    #dbg_value(i64 %78, !175, !DIExpression(), !860)
    #dbg_value(i64 %78, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %78, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %78, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 %78, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %79 = mul i64 %78, 1000003, !dbg !890
    #dbg_value(i64 %79, !175, !DIExpression(DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_stack_value), !863)
    #dbg_value(i64 %79, !175, !DIExpression(DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %79, !720, !DIExpression(DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %79, !175, !DIExpression(DW_OP_constu, 18446744073709527152, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %80 = xor i64 %79, -24464, !dbg !891
    #dbg_value(i64 %80, !175, !DIExpression(), !863)
    #dbg_value(i64 %80, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %80, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 %80, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %81 = mul i64 %80, 1000003, !dbg !892
    #dbg_value(i64 %81, !175, !DIExpression(DW_OP_constu, 48928, DW_OP_xor, DW_OP_stack_value), !866)
    #dbg_value(i64 %81, !720, !DIExpression(DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %81, !175, !DIExpression(DW_OP_constu, 48928, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %82 = xor i64 %81, 48928, !dbg !893
    #dbg_value(i64 %82, !175, !DIExpression(), !866)
    #dbg_value(i64 %82, !175, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
    #dbg_value(i64 %82, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %83 = mul i64 %82, 1000003, !dbg !894
    #dbg_value(i64 %83, !720, !DIExpression(DW_OP_constu, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
    #dbg_value(i64 %83, !175, !DIExpression(DW_OP_constu, 1, DW_OP_xor, DW_OP_stack_value), !869)
  %84 = xor i64 %83, 1, !dbg !895
    #dbg_value(i64 %84, !175, !DIExpression(), !869)
    #dbg_value(i64 %84, !720, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %85 = mul i64 %84, 1000003, !dbg !896
    #dbg_value(i64 %85, !720, !DIExpression(DW_OP_constu, 30130318511, DW_OP_xor, DW_OP_stack_value), !730)
  %86 = xor i64 %85, 30130318511, !dbg !897
    #dbg_value(i64 %86, !720, !DIExpression(), !730)
    #dbg_value(i64 %65, !175, !DIExpression(), !898)
    #dbg_value(i64 502, !180, !DIExpression(), !898)
  %87 = mul i64 %63, 3000009, !dbg !900
  %88 = xor i64 %87, 502, !dbg !901
    #dbg_value(i64 %88, !175, !DIExpression(), !902)
    #dbg_value(i64 2, !180, !DIExpression(), !902)
  %89 = mul i64 %88, 1000003, !dbg !904
  %90 = xor i64 %89, 2, !dbg !905
    #dbg_value(i64 %90, !175, !DIExpression(), !906)
    #dbg_value(i64 3, !180, !DIExpression(), !906)
  %91 = mul i64 %90, 1000003, !dbg !908
  %92 = xor i64 %91, 3, !dbg !909
    #dbg_value(i64 %92, !175, !DIExpression(), !910)
    #dbg_value(i64 4, !180, !DIExpression(), !910)
  %93 = mul i64 %92, 1000003, !dbg !912
  %94 = xor i64 %93, 4, !dbg !913
    #dbg_value(i64 %94, !175, !DIExpression(), !914)
    #dbg_value(i64 5, !180, !DIExpression(), !914)
  %95 = mul i64 %94, 1000003, !dbg !916
  %96 = xor i64 %95, 5, !dbg !917
    #dbg_value(i64 %96, !175, !DIExpression(), !918)
    #dbg_value(i64 6, !180, !DIExpression(), !918)
  %97 = mul i64 %96, 1000003, !dbg !920
  %98 = xor i64 %97, 6, !dbg !921
    #dbg_value(i64 %98, !175, !DIExpression(), !922)
    #dbg_value(i64 7, !180, !DIExpression(), !922)
  %99 = mul i64 %98, 1000003, !dbg !924
  %100 = xor i64 %99, 7, !dbg !925
    #dbg_value(i64 %100, !175, !DIExpression(), !926)
    #dbg_value(i64 8, !180, !DIExpression(), !926)
  %101 = mul i64 %100, 1000003, !dbg !928
  %102 = xor i64 %101, 8, !dbg !929
    #dbg_value(i64 %102, !175, !DIExpression(), !930)
    #dbg_value(i64 9, !180, !DIExpression(), !930)
  %103 = mul i64 %102, 1000003, !dbg !932
  %104 = xor i64 %103, 9, !dbg !933
    #dbg_value(i64 %104, !175, !DIExpression(), !934)
    #dbg_value(i64 10, !180, !DIExpression(), !934)
  %105 = mul i64 %104, 1000003, !dbg !936
  %106 = xor i64 %105, 10, !dbg !937
  %107 = add i64 %106, 1, !dbg !879
    #dbg_value(i64 %107, !722, !DIExpression(), !730)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %107), !dbg !938
    #dbg_value(i64 %86, !175, !DIExpression(), !939)
    #dbg_value(i64 %107, !180, !DIExpression(), !939)
  %109 = mul i64 %86, 1000003, !dbg !941
  %110 = xor i64 %107, %109, !dbg !942
    #dbg_value(i64 %110, !720, !DIExpression(), !730)
    #dbg_value(ptr @__const.r_drive_other.big, !710, !DIExpression(DW_OP_deref), !943)
    #dbg_value(i64 14, !711, !DIExpression(), !943)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10, !dbg !945
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull readonly align 8 dereferenceable(32) @__const.r_drive_other.big, i64 32, i1 false), !dbg !945, !tbaa.struct !714
  %111 = call i64 @g_big_tail(ptr noundef nonnull %1, i64 noundef 14, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8) #10, !dbg !945
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10, !dbg !945
    #dbg_value(i64 %111, !722, !DIExpression(), !730)
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef %111), !dbg !946
    #dbg_value(i64 %110, !175, !DIExpression(), !947)
    #dbg_value(i64 %111, !180, !DIExpression(), !947)
  %113 = mul i64 %110, 1000003, !dbg !949
  %114 = xor i64 %111, %113, !dbg !950
    #dbg_value(i64 %114, !720, !DIExpression(), !730)
  ret i64 %114, !dbg !951
}

; Function Attrs: nofree nounwind
declare !dbg !952 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_other() local_unnamed_addr #6 !dbg !959 {
    #dbg_assign(i1 undef, !968, !DIExpression(), !970, ptr @__const.r_drive_other.big, !DIExpression(), !971)
  %1 = alloca [4 x i8], align 4, !DIAssignID !972
    #dbg_assign(i1 undef, !969, !DIExpression(), !972, ptr %1, !DIExpression(), !971)
  %2 = alloca %struct.Big, align 8
    #dbg_value(i64 0, !961, !DIExpression(), !971)
    #dbg_value(i64 12884901887, !964, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !971)
    #dbg_value(i32 -3, !964, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !971)
    #dbg_value(i64 -4, !965, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !971)
    #dbg_value(i64 5, !965, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !971)
    #dbg_value(i32 524282, !966, !DIExpression(), !971)
    #dbg_value(double 8.500000e+00, !967, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !971)
    #dbg_value(double -9.250000e+00, !967, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !971)
    #dbg_assign(i1 undef, !968, !DIExpression(), !973, ptr @__const.r_drive_other.big, !DIExpression(), !971)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10, !dbg !974
  store i32 8026488, ptr %1, align 4, !dbg !975, !DIAssignID !976
    #dbg_assign(i1 undef, !969, !DIExpression(), !976, ptr %1, !DIExpression(), !971)
  %3 = call i64 @g_m26(i8 noundef -14, i16 noundef -15000, i32 noundef -16, i64 noundef -17000000000, float noundef 1.850000e+01, double noundef -1.925000e+01, ptr noundef nonnull getelementptr inbounds (i8, ptr @data_, i64 8), [2 x i64] [i64 12884901887, i64 4294967293], i8 noundef -56, i16 noundef -5536, i1 noundef true, i8 noundef -20, float noundef 2.175000e+01, double noundef -2.250000e+01, i64 noundef 23, i32 noundef -24, i64 524282, double noundef 2.512500e+01, float noundef -2.650000e+01, ptr noundef nonnull %1, i64 noundef -27, i16 noundef -28, double noundef 2.906250e+01, i32 noundef -30, [2 x i64] [i64 -4, i64 5], float noundef 3.150000e+01) #10, !dbg !977
    #dbg_value(i64 %3, !963, !DIExpression(), !971)
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %3), !dbg !977
    #dbg_value(i64 0, !175, !DIExpression(), !978)
    #dbg_value(i64 %3, !180, !DIExpression(), !978)
    #dbg_value(i64 %3, !961, !DIExpression(), !971)
  %5 = call i64 @g_stack_small(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i8 noundef -9, i16 noundef -10000, i32 noundef -11, i1 noundef true, i8 noundef -6, i8 noundef -128, i16 noundef -1, i32 noundef -294967296, i16 noundef -32768) #10, !dbg !980
    #dbg_value(i64 %5, !963, !DIExpression(), !971)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef %5), !dbg !980
    #dbg_value(i64 %3, !175, !DIExpression(), !981)
    #dbg_value(i64 %5, !180, !DIExpression(), !981)
  %7 = mul i64 %3, 1000003, !dbg !983
  %8 = xor i64 %5, %7, !dbg !984
    #dbg_value(i64 %8, !961, !DIExpression(), !971)
  %9 = call double @g_fp20(float noundef 1.000000e+00, double noundef 2.000000e+00, float noundef 3.000000e+00, double noundef 4.000000e+00, float noundef 5.000000e+00, double noundef 6.000000e+00, float noundef 7.000000e+00, double noundef 8.000000e+00, float noundef 9.500000e+00, double noundef 1.050000e+01, float noundef 1.150000e+01, double noundef 1.250000e+01, float noundef 1.325000e+01, double noundef 1.425000e+01, float noundef 1.525000e+01, double noundef 1.625000e+01, [2 x double] alignstack(8) [double 8.500000e+00, double -9.250000e+00], float noundef 1.775000e+01, double noundef 1.875000e+01, float noundef -1.950000e+01) #10, !dbg !985
  %10 = fmul double %9, 1.600000e+01, !dbg !985
  %11 = fptosi double %10 to i64, !dbg !985
    #dbg_value(i64 %11, !963, !DIExpression(), !971)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef %11), !dbg !985
    #dbg_value(i64 %8, !175, !DIExpression(), !986)
    #dbg_value(i64 %11, !180, !DIExpression(), !986)
  %13 = mul i64 %8, 1000003, !dbg !988
  %14 = xor i64 %13, %11, !dbg !989
    #dbg_value(i64 %14, !961, !DIExpression(), !971)
  %15 = call i8 @g_ret_sc(i8 noundef -100, i32 noundef 3) #10, !dbg !990
  %16 = sext i8 %15 to i64, !dbg !990
    #dbg_value(i64 %16, !963, !DIExpression(), !971)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef %16), !dbg !990
    #dbg_value(i64 %14, !175, !DIExpression(), !991)
    #dbg_value(i64 %16, !180, !DIExpression(), !991)
  %18 = mul i64 %14, 1000003, !dbg !993
  %19 = xor i64 %18, %16, !dbg !994
    #dbg_value(i64 %19, !961, !DIExpression(), !971)
  %20 = call i8 @g_ret_sc(i8 noundef 100, i32 noundef 3) #10, !dbg !995
  %21 = sext i8 %20 to i64, !dbg !995
    #dbg_value(i64 %21, !963, !DIExpression(), !971)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %21), !dbg !995
    #dbg_value(i64 %19, !175, !DIExpression(), !996)
    #dbg_value(i64 %21, !180, !DIExpression(), !996)
  %23 = mul i64 %19, 1000003, !dbg !998
  %24 = xor i64 %23, %21, !dbg !999
    #dbg_value(i64 %24, !961, !DIExpression(), !971)
  %25 = call i8 @g_ret_uc(i8 noundef -56, i32 noundef 3) #10, !dbg !1000
  %26 = zext i8 %25 to i64, !dbg !1000
    #dbg_value(i64 %26, !963, !DIExpression(), !971)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef %26), !dbg !1000
    #dbg_value(i64 %24, !175, !DIExpression(), !1001)
    #dbg_value(i64 %26, !180, !DIExpression(), !1001)
  %28 = mul i64 %24, 1000003, !dbg !1003
  %29 = xor i64 %28, %26, !dbg !1004
    #dbg_value(i64 %29, !961, !DIExpression(), !971)
  %30 = call i16 @g_ret_ss(i16 noundef -30000, i32 noundef 3) #10, !dbg !1005
  %31 = sext i16 %30 to i64, !dbg !1005
    #dbg_value(i64 %31, !963, !DIExpression(), !971)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef %31), !dbg !1005
    #dbg_value(i64 %29, !175, !DIExpression(), !1006)
    #dbg_value(i64 %31, !180, !DIExpression(), !1006)
  %33 = mul i64 %29, 1000003, !dbg !1008
  %34 = xor i64 %33, %31, !dbg !1009
    #dbg_value(i64 %34, !961, !DIExpression(), !971)
  %35 = call i16 @g_ret_us(i16 noundef -5536, i32 noundef 3) #10, !dbg !1010
  %36 = zext i16 %35 to i64, !dbg !1010
    #dbg_value(i64 %36, !963, !DIExpression(), !971)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef %36), !dbg !1010
    #dbg_value(i64 %34, !175, !DIExpression(), !1011)
    #dbg_value(i64 %36, !180, !DIExpression(), !1011)
  %38 = mul i64 %34, 1000003, !dbg !1013
  %39 = xor i64 %38, %36, !dbg !1014
    #dbg_value(i64 %39, !961, !DIExpression(), !971)
  %40 = call i1 @g_ret_b(i32 noundef 12) #10, !dbg !1015
  %41 = zext i1 %40 to i64, !dbg !1015
  %42 = call i1 @g_ret_b(i32 noundef 3) #10, !dbg !1015
  %43 = select i1 %42, i64 2, i64 0, !dbg !1015
  %44 = or disjoint i64 %43, %41, !dbg !1015
    #dbg_value(i64 %44, !963, !DIExpression(), !971)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %44), !dbg !1015
    #dbg_value(i64 %39, !175, !DIExpression(), !1016)
    #dbg_value(i64 %44, !180, !DIExpression(), !1016)
  %46 = mul i64 %39, 1000003, !dbg !1018
  %47 = xor i64 %44, %46, !dbg !1019
    #dbg_value(i64 %47, !961, !DIExpression(), !971)
  %48 = call i64 @g_widen(i8 noundef -1, i8 noundef -1, i16 noundef -1, i16 noundef -1, i1 noundef true, i32 noundef -1, i32 noundef -1) #10, !dbg !1020
    #dbg_value(i64 %48, !963, !DIExpression(), !971)
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %48), !dbg !1020
    #dbg_value(i64 %47, !175, !DIExpression(), !1021)
    #dbg_value(i64 %48, !180, !DIExpression(), !1021)
  %50 = mul i64 %47, 1000003, !dbg !1023
  %51 = xor i64 %50, %48, !dbg !1024
    #dbg_value(i64 %51, !961, !DIExpression(), !971)
  %52 = call i64 @g_tail_a(i32 noundef 1001, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10, i64 noundef 11) #10, !dbg !1025
    #dbg_value(i64 %52, !963, !DIExpression(), !971)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %52), !dbg !1025
    #dbg_value(i64 %51, !175, !DIExpression(), !1026)
    #dbg_value(i64 %52, !180, !DIExpression(), !1026)
  %54 = mul i64 %51, 1000003, !dbg !1028
  %55 = xor i64 %54, %52, !dbg !1029
    #dbg_value(i64 %55, !961, !DIExpression(), !971)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10, !dbg !1030
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.r_drive_other.big, i64 32, i1 false), !dbg !1030, !tbaa.struct !714
  %56 = call i64 @g_fwd_big(ptr noundef nonnull %2, i64 noundef 14) #10, !dbg !1030
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10, !dbg !1030
    #dbg_value(i64 %56, !963, !DIExpression(), !971)
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef %56), !dbg !1030
    #dbg_value(i64 %55, !175, !DIExpression(), !1031)
    #dbg_value(i64 %56, !180, !DIExpression(), !1031)
  %58 = mul i64 %55, 1000003, !dbg !1033
  %59 = xor i64 %58, %56, !dbg !1034
    #dbg_value(i64 %59, !961, !DIExpression(), !971)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10, !dbg !1035
  ret i64 %59, !dbg !1036
}

declare !dbg !1037 i64 @g_m26(i8 noundef, i16 noundef, i32 noundef, i64 noundef, float noundef, double noundef, ptr noundef, [2 x i64], i8 noundef, i16 noundef, i1 noundef, i8 noundef, float noundef, double noundef, i64 noundef, i32 noundef, i64, double noundef, float noundef, ptr noundef, i64 noundef, i16 noundef, double noundef, i32 noundef, [2 x i64], float noundef) local_unnamed_addr #7

declare !dbg !1038 i64 @g_stack_small(i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i8 noundef, i16 noundef, i32 noundef, i1 noundef, i8 noundef, i8 noundef, i16 noundef, i32 noundef, i16 noundef) local_unnamed_addr #7

declare !dbg !1039 double @g_fp20(float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, float noundef, double noundef, [2 x double] alignstack(8), float noundef, double noundef, float noundef) local_unnamed_addr #7

declare !dbg !1040 i8 @g_ret_sc(i8 noundef, i32 noundef) local_unnamed_addr #7

declare !dbg !1041 i8 @g_ret_uc(i8 noundef, i32 noundef) local_unnamed_addr #7

declare !dbg !1042 i16 @g_ret_ss(i16 noundef, i32 noundef) local_unnamed_addr #7

declare !dbg !1043 i16 @g_ret_us(i16 noundef, i32 noundef) local_unnamed_addr #7

declare !dbg !1044 i1 @g_ret_b(i32 noundef) local_unnamed_addr #7

declare !dbg !1045 i64 @g_widen(i8 noundef, i8 noundef, i16 noundef, i16 noundef, i1 noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

declare !dbg !1046 i64 @g_tail_a(i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #7

declare !dbg !1047 i64 @g_fwd_big(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #6 !dbg !1048 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !1055
  %2 = tail call i64 @r_drive_self(), !dbg !1056
    #dbg_value(i64 %2, !1052, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1057)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.20), !dbg !1058
  %4 = tail call i64 @r_drive_other(), !dbg !1059
    #dbg_value(i64 %4, !1052, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1057)
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.21), !dbg !1060
  %6 = tail call i64 @g_drive_other() #10, !dbg !1061
    #dbg_value(i64 %6, !1052, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1057)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.22), !dbg !1062
  %8 = tail call i64 @g_drive_self() #10, !dbg !1063
    #dbg_value(i64 %8, !1052, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1057)
  %9 = icmp ne i64 %2, %4, !dbg !1064
  %10 = icmp ne i64 %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = icmp ne i64 %6, %8
  %13 = select i1 %11, i1 true, i1 %12, !dbg !1065
    #dbg_value(i1 %13, !1054, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1057)
  %14 = select i1 %13, ptr @.str.19, ptr @.str.18, !dbg !1065
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %2, ptr noundef nonnull %14), !dbg !1066
  %16 = zext i1 %13 to i32, !dbg !1067
  ret i32 %16, !dbg !1068
}

declare !dbg !1069 i64 @g_drive_other() local_unnamed_addr #7

declare !dbg !1070 i64 @g_drive_self() local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!114, !115, !116, !117, !118, !119, !120, !121}
!llvm.ident = !{!122}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data_", scope: !2, file: !3, line: 16, type: !110, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/many_args.c", directory: ".", checksumkind: CSK_MD5, checksum: "74ea0e3b1e6b42bf7c5dac0ca5f36238")
!4 = !{!5, !8, !9, !10, !11, !12, !7}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !6, line: 11, baseType: !7)
!6 = !DIFile(filename: "tests/run/aarch64/many_args.h", directory: ".", checksumkind: CSK_MD5, checksum: "e0453e07a6eed8cd1b8f9a0bd8fcadb7")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!13 = !{!14, !21, !26, !31, !36, !41, !46, !48, !53, !58, !63, !68, !73, !0, !78, !83, !88, !90, !95, !100, !105}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !16, line: 11, type: !17, isLocal: true, isDefinition: true)
!16 = !DIFile(filename: "tests/run/aarch64/many_args_drive.h", directory: ".", checksumkind: CSK_MD5, checksum: "59db8149512822fc7504578dbe525e95")
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 152, elements: !19)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !{!20}
!20 = !DISubrange(count: 19)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !16, line: 11, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 1456, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 182)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !16, line: 13, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 832, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 104)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !16, line: 14, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 968, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 121)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !16, line: 16, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 224, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 28)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !16, line: 17, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 216, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 27)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !16, line: 18, type: !43, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !16, line: 19, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 240, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 30)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !16, line: 20, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 232, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 29)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !16, line: 21, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 392, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 49)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !16, line: 22, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 440, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 55)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !16, line: 23, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 432, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 54)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !16, line: 24, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 184, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 23)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 16)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 112, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 14)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !85, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 96, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 12)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 160, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 20)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 48, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 6)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 56, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 7)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 128, elements: !112)
!111 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!112 = !{!113}
!113 = !DISubrange(count: 4)
!114 = !{i32 7, !"Dwarf Version", i32 5}
!115 = !{i32 2, !"Debug Info Version", i32 3}
!116 = !{i32 1, !"wchar_size", i32 4}
!117 = !{i32 8, !"PIC Level", i32 2}
!118 = !{i32 7, !"PIE Level", i32 2}
!119 = !{i32 7, !"uwtable", i32 2}
!120 = !{i32 7, !"frame-pointer", i32 1}
!121 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!122 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!123 = distinct !DISubprogram(name: "r_m26", scope: !6, file: !6, line: 25, type: !124, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!124 = !DISubroutineType(types: !125)
!125 = !{!5, !9, !11, !111, !8, !126, !127, !128, !129, !10, !12, !135, !9, !126, !127, !8, !111, !136, !127, !126, !140, !8, !11, !127, !111, !141, !126}
!126 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!127 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!129 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !6, line: 6, size: 96, elements: !130)
!130 = !{!131}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !129, file: !6, line: 6, baseType: !132, size: 96)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 96, elements: !133)
!133 = !{!134}
!134 = !DISubrange(count: 3)
!135 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P2", file: !6, line: 8, size: 32, elements: !137)
!137 = !{!138, !139}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !136, file: !6, line: 8, baseType: !11, size: 16)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !136, file: !6, line: 8, baseType: !18, size: 8, offset: 16)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !6, line: 7, size: 128, elements: !142)
!142 = !{!143, !144}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !141, file: !6, line: 7, baseType: !8, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !141, file: !6, line: 7, baseType: !8, size: 64, offset: 64)
!145 = !{!146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172}
!146 = !DILocalVariable(name: "a", arg: 1, scope: !123, file: !6, line: 25, type: !9)
!147 = !DILocalVariable(name: "b", arg: 2, scope: !123, file: !6, line: 25, type: !11)
!148 = !DILocalVariable(name: "c", arg: 3, scope: !123, file: !6, line: 25, type: !111)
!149 = !DILocalVariable(name: "d", arg: 4, scope: !123, file: !6, line: 25, type: !8)
!150 = !DILocalVariable(name: "e", arg: 5, scope: !123, file: !6, line: 25, type: !126)
!151 = !DILocalVariable(name: "f", arg: 6, scope: !123, file: !6, line: 25, type: !127)
!152 = !DILocalVariable(name: "g", arg: 7, scope: !123, file: !6, line: 25, type: !128)
!153 = !DILocalVariable(name: "h", arg: 8, scope: !123, file: !6, line: 25, type: !129)
!154 = !DILocalVariable(name: "i", arg: 9, scope: !123, file: !6, line: 26, type: !10)
!155 = !DILocalVariable(name: "j", arg: 10, scope: !123, file: !6, line: 26, type: !12)
!156 = !DILocalVariable(name: "k", arg: 11, scope: !123, file: !6, line: 26, type: !135)
!157 = !DILocalVariable(name: "l", arg: 12, scope: !123, file: !6, line: 26, type: !9)
!158 = !DILocalVariable(name: "m", arg: 13, scope: !123, file: !6, line: 26, type: !126)
!159 = !DILocalVariable(name: "n", arg: 14, scope: !123, file: !6, line: 26, type: !127)
!160 = !DILocalVariable(name: "o", arg: 15, scope: !123, file: !6, line: 26, type: !8)
!161 = !DILocalVariable(name: "p", arg: 16, scope: !123, file: !6, line: 27, type: !111)
!162 = !DILocalVariable(name: "q", arg: 17, scope: !123, file: !6, line: 27, type: !136)
!163 = !DILocalVariable(name: "r", arg: 18, scope: !123, file: !6, line: 27, type: !127)
!164 = !DILocalVariable(name: "s", arg: 19, scope: !123, file: !6, line: 27, type: !126)
!165 = !DILocalVariable(name: "t", arg: 20, scope: !123, file: !6, line: 27, type: !140)
!166 = !DILocalVariable(name: "u", arg: 21, scope: !123, file: !6, line: 27, type: !8)
!167 = !DILocalVariable(name: "v", arg: 22, scope: !123, file: !6, line: 27, type: !11)
!168 = !DILocalVariable(name: "w", arg: 23, scope: !123, file: !6, line: 27, type: !127)
!169 = !DILocalVariable(name: "x", arg: 24, scope: !123, file: !6, line: 27, type: !111)
!170 = !DILocalVariable(name: "y", arg: 25, scope: !123, file: !6, line: 28, type: !141)
!171 = !DILocalVariable(name: "z", arg: 26, scope: !123, file: !6, line: 28, type: !126)
!172 = !DILocalVariable(name: "hh", scope: !123, file: !6, line: 28, type: !5)
!173 = !DILocation(line: 0, scope: !123)
!174 = !DILocation(line: 28, column: 36, scope: !123)
!175 = !DILocalVariable(name: "h", arg: 1, scope: !176, file: !6, line: 12, type: !5)
!176 = distinct !DISubprogram(name: "mixh", scope: !6, file: !6, line: 12, type: !177, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!5, !5, !5}
!179 = !{!175, !180}
!180 = !DILocalVariable(name: "v", arg: 2, scope: !176, file: !6, line: 12, type: !5)
!181 = !DILocation(line: 0, scope: !176, inlinedAt: !182)
!182 = distinct !DILocation(line: 28, column: 36, scope: !123)
!183 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !182)
!184 = !DILocation(line: 0, scope: !176, inlinedAt: !185)
!185 = distinct !DILocation(line: 28, column: 36, scope: !123)
!186 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !185)
!187 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !185)
!188 = !DILocation(line: 0, scope: !176, inlinedAt: !189)
!189 = distinct !DILocation(line: 28, column: 36, scope: !123)
!190 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !189)
!191 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !189)
!192 = !DILocation(line: 0, scope: !176, inlinedAt: !193)
!193 = distinct !DILocation(line: 28, column: 36, scope: !123)
!194 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !193)
!195 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !193)
!196 = !DILocation(line: 0, scope: !176, inlinedAt: !197)
!197 = distinct !DILocation(line: 28, column: 36, scope: !123)
!198 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !197)
!199 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !197)
!200 = !DILocation(line: 0, scope: !176, inlinedAt: !201)
!201 = distinct !DILocation(line: 28, column: 36, scope: !123)
!202 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !201)
!203 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !201)
!204 = !{!205, !205, i64 0}
!205 = !{!"int", !206, i64 0}
!206 = !{!"omnipotent char", !207, i64 0}
!207 = !{!"Simple C/C++ TBAA"}
!208 = !DILocation(line: 0, scope: !176, inlinedAt: !209)
!209 = distinct !DILocation(line: 28, column: 36, scope: !123)
!210 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !209)
!211 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !209)
!212 = !DILocation(line: 0, scope: !176, inlinedAt: !213)
!213 = distinct !DILocation(line: 28, column: 36, scope: !123)
!214 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !213)
!215 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !213)
!216 = !DILocation(line: 0, scope: !176, inlinedAt: !217)
!217 = distinct !DILocation(line: 28, column: 36, scope: !123)
!218 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !217)
!219 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !217)
!220 = !DILocation(line: 0, scope: !176, inlinedAt: !221)
!221 = distinct !DILocation(line: 28, column: 36, scope: !123)
!222 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !221)
!223 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !221)
!224 = !DILocation(line: 0, scope: !176, inlinedAt: !225)
!225 = distinct !DILocation(line: 28, column: 36, scope: !123)
!226 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !225)
!227 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !225)
!228 = !DILocation(line: 0, scope: !176, inlinedAt: !229)
!229 = distinct !DILocation(line: 28, column: 36, scope: !123)
!230 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !229)
!231 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !229)
!232 = !DILocation(line: 0, scope: !176, inlinedAt: !233)
!233 = distinct !DILocation(line: 28, column: 36, scope: !123)
!234 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !233)
!235 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !233)
!236 = !DILocation(line: 0, scope: !176, inlinedAt: !237)
!237 = distinct !DILocation(line: 28, column: 36, scope: !123)
!238 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !237)
!239 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !237)
!240 = !DILocation(line: 0, scope: !176, inlinedAt: !241)
!241 = distinct !DILocation(line: 28, column: 36, scope: !123)
!242 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !241)
!243 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !241)
!244 = !DILocation(line: 0, scope: !176, inlinedAt: !245)
!245 = distinct !DILocation(line: 28, column: 36, scope: !123)
!246 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !245)
!247 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !245)
!248 = !DILocation(line: 0, scope: !176, inlinedAt: !249)
!249 = distinct !DILocation(line: 28, column: 36, scope: !123)
!250 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !249)
!251 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !249)
!252 = !DILocation(line: 0, scope: !176, inlinedAt: !253)
!253 = distinct !DILocation(line: 28, column: 36, scope: !123)
!254 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !253)
!255 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !253)
!256 = !DILocation(line: 0, scope: !176, inlinedAt: !257)
!257 = distinct !DILocation(line: 28, column: 36, scope: !123)
!258 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !257)
!259 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !257)
!260 = !DILocation(line: 0, scope: !176, inlinedAt: !261)
!261 = distinct !DILocation(line: 28, column: 36, scope: !123)
!262 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !261)
!263 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !261)
!264 = !DILocation(line: 0, scope: !176, inlinedAt: !265)
!265 = distinct !DILocation(line: 28, column: 36, scope: !123)
!266 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !265)
!267 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !265)
!268 = !DILocation(line: 0, scope: !176, inlinedAt: !269)
!269 = distinct !DILocation(line: 28, column: 36, scope: !123)
!270 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !269)
!271 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !269)
!272 = !{!206, !206, i64 0}
!273 = !DILocation(line: 0, scope: !176, inlinedAt: !274)
!274 = distinct !DILocation(line: 28, column: 36, scope: !123)
!275 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !274)
!276 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !274)
!277 = !DILocation(line: 0, scope: !176, inlinedAt: !278)
!278 = distinct !DILocation(line: 28, column: 36, scope: !123)
!279 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !278)
!280 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !278)
!281 = !DILocation(line: 0, scope: !176, inlinedAt: !282)
!282 = distinct !DILocation(line: 28, column: 36, scope: !123)
!283 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !282)
!284 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !282)
!285 = !DILocation(line: 0, scope: !176, inlinedAt: !286)
!286 = distinct !DILocation(line: 28, column: 36, scope: !123)
!287 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !286)
!288 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !286)
!289 = !DILocation(line: 0, scope: !176, inlinedAt: !290)
!290 = distinct !DILocation(line: 28, column: 36, scope: !123)
!291 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !290)
!292 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !290)
!293 = !DILocation(line: 0, scope: !176, inlinedAt: !294)
!294 = distinct !DILocation(line: 28, column: 36, scope: !123)
!295 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !294)
!296 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !294)
!297 = !DILocation(line: 0, scope: !176, inlinedAt: !298)
!298 = distinct !DILocation(line: 28, column: 36, scope: !123)
!299 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !298)
!300 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !298)
!301 = !DILocation(line: 0, scope: !176, inlinedAt: !302)
!302 = distinct !DILocation(line: 28, column: 36, scope: !123)
!303 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !302)
!304 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !302)
!305 = distinct !DISubprogram(name: "r_stack_small", scope: !6, file: !6, line: 41, type: !306, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !309)
!306 = !DISubroutineType(types: !307)
!307 = !{!8, !8, !8, !8, !8, !8, !8, !8, !8, !9, !11, !111, !135, !10, !9, !12, !308, !11}
!308 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!309 = !{!310, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !321, !322, !323, !324, !325, !326}
!310 = !DILocalVariable(name: "a", arg: 1, scope: !305, file: !6, line: 41, type: !8)
!311 = !DILocalVariable(name: "b", arg: 2, scope: !305, file: !6, line: 41, type: !8)
!312 = !DILocalVariable(name: "c", arg: 3, scope: !305, file: !6, line: 41, type: !8)
!313 = !DILocalVariable(name: "d", arg: 4, scope: !305, file: !6, line: 41, type: !8)
!314 = !DILocalVariable(name: "e", arg: 5, scope: !305, file: !6, line: 41, type: !8)
!315 = !DILocalVariable(name: "f", arg: 6, scope: !305, file: !6, line: 41, type: !8)
!316 = !DILocalVariable(name: "g", arg: 7, scope: !305, file: !6, line: 41, type: !8)
!317 = !DILocalVariable(name: "h", arg: 8, scope: !305, file: !6, line: 41, type: !8)
!318 = !DILocalVariable(name: "i", arg: 9, scope: !305, file: !6, line: 41, type: !9)
!319 = !DILocalVariable(name: "j", arg: 10, scope: !305, file: !6, line: 42, type: !11)
!320 = !DILocalVariable(name: "k", arg: 11, scope: !305, file: !6, line: 42, type: !111)
!321 = !DILocalVariable(name: "l", arg: 12, scope: !305, file: !6, line: 42, type: !135)
!322 = !DILocalVariable(name: "m", arg: 13, scope: !305, file: !6, line: 42, type: !10)
!323 = !DILocalVariable(name: "n", arg: 14, scope: !305, file: !6, line: 42, type: !9)
!324 = !DILocalVariable(name: "o", arg: 15, scope: !305, file: !6, line: 42, type: !12)
!325 = !DILocalVariable(name: "p", arg: 16, scope: !305, file: !6, line: 43, type: !308)
!326 = !DILocalVariable(name: "q", arg: 17, scope: !305, file: !6, line: 43, type: !11)
!327 = !DILocation(line: 0, scope: !305)
!328 = !DILocation(line: 43, column: 43, scope: !305)
!329 = distinct !DISubprogram(name: "r_fp20", scope: !6, file: !6, line: 49, type: !330, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !336)
!330 = !DISubroutineType(types: !331)
!331 = !{!127, !126, !127, !126, !127, !126, !127, !126, !127, !126, !127, !126, !127, !126, !127, !126, !127, !332, !126, !127, !126}
!332 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D2", file: !6, line: 10, size: 128, elements: !333)
!333 = !{!334, !335}
!334 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !332, file: !6, line: 10, baseType: !127, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !332, file: !6, line: 10, baseType: !127, size: 64, offset: 64)
!336 = !{!337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356}
!337 = !DILocalVariable(name: "a", arg: 1, scope: !329, file: !6, line: 49, type: !126)
!338 = !DILocalVariable(name: "b", arg: 2, scope: !329, file: !6, line: 49, type: !127)
!339 = !DILocalVariable(name: "c", arg: 3, scope: !329, file: !6, line: 49, type: !126)
!340 = !DILocalVariable(name: "d", arg: 4, scope: !329, file: !6, line: 49, type: !127)
!341 = !DILocalVariable(name: "e", arg: 5, scope: !329, file: !6, line: 49, type: !126)
!342 = !DILocalVariable(name: "f", arg: 6, scope: !329, file: !6, line: 49, type: !127)
!343 = !DILocalVariable(name: "g", arg: 7, scope: !329, file: !6, line: 49, type: !126)
!344 = !DILocalVariable(name: "h", arg: 8, scope: !329, file: !6, line: 49, type: !127)
!345 = !DILocalVariable(name: "i", arg: 9, scope: !329, file: !6, line: 50, type: !126)
!346 = !DILocalVariable(name: "j", arg: 10, scope: !329, file: !6, line: 50, type: !127)
!347 = !DILocalVariable(name: "k", arg: 11, scope: !329, file: !6, line: 50, type: !126)
!348 = !DILocalVariable(name: "l", arg: 12, scope: !329, file: !6, line: 50, type: !127)
!349 = !DILocalVariable(name: "m", arg: 13, scope: !329, file: !6, line: 50, type: !126)
!350 = !DILocalVariable(name: "n", arg: 14, scope: !329, file: !6, line: 50, type: !127)
!351 = !DILocalVariable(name: "o", arg: 15, scope: !329, file: !6, line: 50, type: !126)
!352 = !DILocalVariable(name: "p", arg: 16, scope: !329, file: !6, line: 50, type: !127)
!353 = !DILocalVariable(name: "q", arg: 17, scope: !329, file: !6, line: 51, type: !332)
!354 = !DILocalVariable(name: "r", arg: 18, scope: !329, file: !6, line: 51, type: !126)
!355 = !DILocalVariable(name: "s", arg: 19, scope: !329, file: !6, line: 51, type: !127)
!356 = !DILocalVariable(name: "t", arg: 20, scope: !329, file: !6, line: 51, type: !126)
!357 = !DILocation(line: 0, scope: !329)
!358 = !DILocation(line: 51, column: 58, scope: !329)
!359 = distinct !DISubprogram(name: "r_ret_sc", scope: !6, file: !6, line: 58, type: !360, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !362)
!360 = !DISubroutineType(types: !361)
!361 = !{!9, !9, !111}
!362 = !{!363, !364}
!363 = !DILocalVariable(name: "x", arg: 1, scope: !359, file: !6, line: 58, type: !9)
!364 = !DILocalVariable(name: "k", arg: 2, scope: !359, file: !6, line: 58, type: !111)
!365 = !DILocation(line: 0, scope: !359)
!366 = !DILocation(line: 58, column: 46, scope: !359)
!367 = distinct !DISubprogram(name: "r_ret_uc", scope: !6, file: !6, line: 59, type: !368, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !370)
!368 = !DISubroutineType(types: !369)
!369 = !{!10, !10, !111}
!370 = !{!371, !372}
!371 = !DILocalVariable(name: "x", arg: 1, scope: !367, file: !6, line: 59, type: !10)
!372 = !DILocalVariable(name: "k", arg: 2, scope: !367, file: !6, line: 59, type: !111)
!373 = !DILocation(line: 0, scope: !367)
!374 = !DILocation(line: 59, column: 50, scope: !367)
!375 = distinct !DISubprogram(name: "r_ret_ss", scope: !6, file: !6, line: 60, type: !376, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !378)
!376 = !DISubroutineType(types: !377)
!377 = !{!11, !11, !111}
!378 = !{!379, !380}
!379 = !DILocalVariable(name: "x", arg: 1, scope: !375, file: !6, line: 60, type: !11)
!380 = !DILocalVariable(name: "k", arg: 2, scope: !375, file: !6, line: 60, type: !111)
!381 = !DILocation(line: 0, scope: !375)
!382 = !DILocation(line: 60, column: 34, scope: !375)
!383 = distinct !DISubprogram(name: "r_ret_us", scope: !6, file: !6, line: 61, type: !384, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !386)
!384 = !DISubroutineType(types: !385)
!385 = !{!12, !12, !111}
!386 = !{!387, !388}
!387 = !DILocalVariable(name: "x", arg: 1, scope: !383, file: !6, line: 61, type: !12)
!388 = !DILocalVariable(name: "k", arg: 2, scope: !383, file: !6, line: 61, type: !111)
!389 = !DILocation(line: 0, scope: !383)
!390 = !DILocation(line: 61, column: 52, scope: !383)
!391 = distinct !DISubprogram(name: "r_ret_b", scope: !6, file: !6, line: 62, type: !392, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{!135, !111}
!394 = !{!395}
!395 = !DILocalVariable(name: "x", arg: 1, scope: !391, file: !6, line: 62, type: !111)
!396 = !DILocation(line: 0, scope: !391)
!397 = !DILocation(line: 62, column: 23, scope: !391)
!398 = distinct !DISubprogram(name: "r_widen", scope: !6, file: !6, line: 63, type: !399, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !401)
!399 = !DISubroutineType(types: !400)
!400 = !{!8, !9, !10, !11, !12, !135, !111, !308}
!401 = !{!402, !403, !404, !405, !406, !407, !408}
!402 = !DILocalVariable(name: "a", arg: 1, scope: !398, file: !6, line: 63, type: !9)
!403 = !DILocalVariable(name: "b", arg: 2, scope: !398, file: !6, line: 63, type: !10)
!404 = !DILocalVariable(name: "c", arg: 3, scope: !398, file: !6, line: 63, type: !11)
!405 = !DILocalVariable(name: "d", arg: 4, scope: !398, file: !6, line: 63, type: !12)
!406 = !DILocalVariable(name: "e", arg: 5, scope: !398, file: !6, line: 63, type: !135)
!407 = !DILocalVariable(name: "f", arg: 6, scope: !398, file: !6, line: 63, type: !111)
!408 = !DILocalVariable(name: "g", arg: 7, scope: !398, file: !6, line: 63, type: !308)
!409 = !DILocation(line: 0, scope: !398)
!410 = !DILocation(line: 64, column: 3, scope: !398)
!411 = distinct !DISubprogram(name: "r_tail_a", scope: !6, file: !6, line: 69, type: !412, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !414)
!412 = !DISubroutineType(types: !413)
!413 = !{!5, !111, !8, !8, !8, !8, !8, !8, !8, !8, !8, !8, !8}
!414 = !{!415, !416, !417, !418, !419, !420, !421, !422, !423, !424, !425, !426}
!415 = !DILocalVariable(name: "n", arg: 1, scope: !411, file: !6, line: 69, type: !111)
!416 = !DILocalVariable(name: "a", arg: 2, scope: !411, file: !6, line: 69, type: !8)
!417 = !DILocalVariable(name: "b", arg: 3, scope: !411, file: !6, line: 69, type: !8)
!418 = !DILocalVariable(name: "c", arg: 4, scope: !411, file: !6, line: 69, type: !8)
!419 = !DILocalVariable(name: "d", arg: 5, scope: !411, file: !6, line: 69, type: !8)
!420 = !DILocalVariable(name: "e", arg: 6, scope: !411, file: !6, line: 69, type: !8)
!421 = !DILocalVariable(name: "f", arg: 7, scope: !411, file: !6, line: 69, type: !8)
!422 = !DILocalVariable(name: "g", arg: 8, scope: !411, file: !6, line: 69, type: !8)
!423 = !DILocalVariable(name: "h", arg: 9, scope: !411, file: !6, line: 69, type: !8)
!424 = !DILocalVariable(name: "i", arg: 10, scope: !411, file: !6, line: 69, type: !8)
!425 = !DILocalVariable(name: "j", arg: 11, scope: !411, file: !6, line: 70, type: !8)
!426 = !DILocalVariable(name: "k", arg: 12, scope: !411, file: !6, line: 70, type: !8)
!427 = !DILocation(line: 0, scope: !411)
!428 = !DILocation(line: 70, column: 32, scope: !429)
!429 = distinct !DILexicalBlock(scope: !411, file: !6, line: 70, column: 32)
!430 = !DILocation(line: 70, column: 32, scope: !411)
!431 = !DILocation(line: 0, scope: !176, inlinedAt: !432)
!432 = distinct !DILocation(line: 70, column: 32, scope: !429)
!433 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !432)
!434 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !432)
!435 = !DILocation(line: 0, scope: !176, inlinedAt: !436)
!436 = distinct !DILocation(line: 70, column: 32, scope: !429)
!437 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !436)
!438 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !436)
!439 = !DILocation(line: 0, scope: !176, inlinedAt: !440)
!440 = distinct !DILocation(line: 70, column: 32, scope: !429)
!441 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !440)
!442 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !440)
!443 = !DILocation(line: 0, scope: !176, inlinedAt: !444)
!444 = distinct !DILocation(line: 70, column: 32, scope: !429)
!445 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !444)
!446 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !444)
!447 = !DILocation(line: 0, scope: !176, inlinedAt: !448)
!448 = distinct !DILocation(line: 70, column: 32, scope: !429)
!449 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !448)
!450 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !448)
!451 = !DILocation(line: 0, scope: !176, inlinedAt: !452)
!452 = distinct !DILocation(line: 70, column: 32, scope: !429)
!453 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !452)
!454 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !452)
!455 = !DILocation(line: 0, scope: !176, inlinedAt: !456)
!456 = distinct !DILocation(line: 70, column: 32, scope: !429)
!457 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !456)
!458 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !456)
!459 = !DILocation(line: 0, scope: !176, inlinedAt: !460)
!460 = distinct !DILocation(line: 70, column: 32, scope: !429)
!461 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !460)
!462 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !460)
!463 = !DILocation(line: 0, scope: !176, inlinedAt: !464)
!464 = distinct !DILocation(line: 70, column: 32, scope: !429)
!465 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !464)
!466 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !464)
!467 = !DILocation(line: 0, scope: !176, inlinedAt: !468)
!468 = distinct !DILocation(line: 70, column: 32, scope: !429)
!469 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !468)
!470 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !468)
!471 = !DILocalVariable(name: "n", arg: 1, scope: !472, file: !6, line: 74, type: !111)
!472 = distinct !DISubprogram(name: "r_tail_b", scope: !6, file: !6, line: 74, type: !412, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !473)
!473 = !{!471, !474, !475, !476, !477, !478, !479, !480, !481, !482, !483, !484}
!474 = !DILocalVariable(name: "a", arg: 2, scope: !472, file: !6, line: 74, type: !8)
!475 = !DILocalVariable(name: "b", arg: 3, scope: !472, file: !6, line: 74, type: !8)
!476 = !DILocalVariable(name: "c", arg: 4, scope: !472, file: !6, line: 74, type: !8)
!477 = !DILocalVariable(name: "d", arg: 5, scope: !472, file: !6, line: 74, type: !8)
!478 = !DILocalVariable(name: "e", arg: 6, scope: !472, file: !6, line: 74, type: !8)
!479 = !DILocalVariable(name: "f", arg: 7, scope: !472, file: !6, line: 74, type: !8)
!480 = !DILocalVariable(name: "g", arg: 8, scope: !472, file: !6, line: 74, type: !8)
!481 = !DILocalVariable(name: "h", arg: 9, scope: !472, file: !6, line: 74, type: !8)
!482 = !DILocalVariable(name: "i", arg: 10, scope: !472, file: !6, line: 74, type: !8)
!483 = !DILocalVariable(name: "j", arg: 11, scope: !472, file: !6, line: 75, type: !8)
!484 = !DILocalVariable(name: "k", arg: 12, scope: !472, file: !6, line: 75, type: !8)
!485 = !DILocation(line: 0, scope: !472, inlinedAt: !486)
!486 = distinct !DILocation(line: 70, column: 32, scope: !411)
!487 = !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!488 = distinct !DILexicalBlock(scope: !472, file: !6, line: 75, column: 32)
!489 = !DILocation(line: 75, column: 32, scope: !472, inlinedAt: !486)
!490 = !DILocation(line: 0, scope: !176, inlinedAt: !491)
!491 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!492 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !491)
!493 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !491)
!494 = !DILocation(line: 0, scope: !176, inlinedAt: !495)
!495 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!496 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !495)
!497 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !495)
!498 = !DILocation(line: 0, scope: !176, inlinedAt: !499)
!499 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!500 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !499)
!501 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !499)
!502 = !DILocation(line: 0, scope: !176, inlinedAt: !503)
!503 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!504 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !503)
!505 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !503)
!506 = !DILocation(line: 0, scope: !176, inlinedAt: !507)
!507 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!508 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !507)
!509 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !507)
!510 = !DILocation(line: 0, scope: !176, inlinedAt: !511)
!511 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!512 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !511)
!513 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !511)
!514 = !DILocation(line: 0, scope: !176, inlinedAt: !515)
!515 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!516 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !515)
!517 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !515)
!518 = !DILocation(line: 0, scope: !176, inlinedAt: !519)
!519 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!520 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !519)
!521 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !519)
!522 = !DILocation(line: 0, scope: !176, inlinedAt: !523)
!523 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!524 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !523)
!525 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !523)
!526 = !DILocation(line: 0, scope: !176, inlinedAt: !527)
!527 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !486)
!528 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !527)
!529 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !527)
!530 = !DILocation(line: 0, scope: !411, inlinedAt: !531)
!531 = distinct !DILocation(line: 75, column: 32, scope: !472, inlinedAt: !486)
!532 = !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!533 = !DILocation(line: 70, column: 32, scope: !411, inlinedAt: !531)
!534 = !DILocation(line: 0, scope: !176, inlinedAt: !535)
!535 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!536 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !535)
!537 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !535)
!538 = !DILocation(line: 0, scope: !176, inlinedAt: !539)
!539 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!540 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !539)
!541 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !539)
!542 = !DILocation(line: 0, scope: !176, inlinedAt: !543)
!543 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!544 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !543)
!545 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !543)
!546 = !DILocation(line: 0, scope: !176, inlinedAt: !547)
!547 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!548 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !547)
!549 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !547)
!550 = !DILocation(line: 0, scope: !176, inlinedAt: !551)
!551 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!552 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !551)
!553 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !551)
!554 = !DILocation(line: 0, scope: !176, inlinedAt: !555)
!555 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!556 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !555)
!557 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !555)
!558 = !DILocation(line: 0, scope: !176, inlinedAt: !559)
!559 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!560 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !559)
!561 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !559)
!562 = !DILocation(line: 0, scope: !176, inlinedAt: !563)
!563 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!564 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !563)
!565 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !563)
!566 = !DILocation(line: 0, scope: !176, inlinedAt: !567)
!567 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!568 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !567)
!569 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !567)
!570 = !DILocation(line: 0, scope: !176, inlinedAt: !571)
!571 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !531)
!572 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !571)
!573 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !571)
!574 = !DILocation(line: 0, scope: !472)
!575 = !DILocation(line: 75, column: 32, scope: !488)
!576 = !DILocation(line: 75, column: 32, scope: !472)
!577 = !DILocation(line: 0, scope: !176, inlinedAt: !578)
!578 = distinct !DILocation(line: 75, column: 32, scope: !488)
!579 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !578)
!580 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !578)
!581 = !DILocation(line: 0, scope: !176, inlinedAt: !582)
!582 = distinct !DILocation(line: 75, column: 32, scope: !488)
!583 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !582)
!584 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !582)
!585 = !DILocation(line: 0, scope: !176, inlinedAt: !586)
!586 = distinct !DILocation(line: 75, column: 32, scope: !488)
!587 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !586)
!588 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !586)
!589 = !DILocation(line: 0, scope: !176, inlinedAt: !590)
!590 = distinct !DILocation(line: 75, column: 32, scope: !488)
!591 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !590)
!592 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !590)
!593 = !DILocation(line: 0, scope: !176, inlinedAt: !594)
!594 = distinct !DILocation(line: 75, column: 32, scope: !488)
!595 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !594)
!596 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !594)
!597 = !DILocation(line: 0, scope: !176, inlinedAt: !598)
!598 = distinct !DILocation(line: 75, column: 32, scope: !488)
!599 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !598)
!600 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !598)
!601 = !DILocation(line: 0, scope: !176, inlinedAt: !602)
!602 = distinct !DILocation(line: 75, column: 32, scope: !488)
!603 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !602)
!604 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !602)
!605 = !DILocation(line: 0, scope: !176, inlinedAt: !606)
!606 = distinct !DILocation(line: 75, column: 32, scope: !488)
!607 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !606)
!608 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !606)
!609 = !DILocation(line: 0, scope: !176, inlinedAt: !610)
!610 = distinct !DILocation(line: 75, column: 32, scope: !488)
!611 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !610)
!612 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !610)
!613 = !DILocation(line: 0, scope: !176, inlinedAt: !614)
!614 = distinct !DILocation(line: 75, column: 32, scope: !488)
!615 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !614)
!616 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !614)
!617 = !DILocation(line: 0, scope: !411, inlinedAt: !618)
!618 = distinct !DILocation(line: 75, column: 32, scope: !472)
!619 = !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!620 = !DILocation(line: 70, column: 32, scope: !411, inlinedAt: !618)
!621 = !DILocation(line: 0, scope: !176, inlinedAt: !622)
!622 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!623 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !622)
!624 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !622)
!625 = !DILocation(line: 0, scope: !176, inlinedAt: !626)
!626 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!627 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !626)
!628 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !626)
!629 = !DILocation(line: 0, scope: !176, inlinedAt: !630)
!630 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!631 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !630)
!632 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !630)
!633 = !DILocation(line: 0, scope: !176, inlinedAt: !634)
!634 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!635 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !634)
!636 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !634)
!637 = !DILocation(line: 0, scope: !176, inlinedAt: !638)
!638 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!639 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !638)
!640 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !638)
!641 = !DILocation(line: 0, scope: !176, inlinedAt: !642)
!642 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!643 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !642)
!644 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !642)
!645 = !DILocation(line: 0, scope: !176, inlinedAt: !646)
!646 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!647 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !646)
!648 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !646)
!649 = !DILocation(line: 0, scope: !176, inlinedAt: !650)
!650 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!651 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !650)
!652 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !650)
!653 = !DILocation(line: 0, scope: !176, inlinedAt: !654)
!654 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!655 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !654)
!656 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !654)
!657 = !DILocation(line: 0, scope: !176, inlinedAt: !658)
!658 = distinct !DILocation(line: 70, column: 32, scope: !429, inlinedAt: !618)
!659 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !658)
!660 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !658)
!661 = distinct !DISubprogram(name: "r_big_tail", scope: !6, file: !6, line: 80, type: !662, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !669)
!662 = !DISubroutineType(types: !663)
!663 = !{!5, !664, !8, !8, !8, !8, !8, !8, !8, !8, !8}
!664 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !6, line: 9, size: 256, elements: !665)
!665 = !{!666, !668}
!666 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !664, file: !6, line: 9, baseType: !667, size: 192)
!667 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !133)
!668 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !664, file: !6, line: 9, baseType: !111, size: 32, offset: 192)
!669 = !{!670, !671, !672, !673, !674, !675, !676, !677, !678, !679}
!670 = !DILocalVariable(name: "a", arg: 1, scope: !661, file: !6, line: 80, type: !664)
!671 = !DILocalVariable(name: "b", arg: 2, scope: !661, file: !6, line: 80, type: !8)
!672 = !DILocalVariable(name: "c", arg: 3, scope: !661, file: !6, line: 80, type: !8)
!673 = !DILocalVariable(name: "d", arg: 4, scope: !661, file: !6, line: 80, type: !8)
!674 = !DILocalVariable(name: "e", arg: 5, scope: !661, file: !6, line: 80, type: !8)
!675 = !DILocalVariable(name: "f", arg: 6, scope: !661, file: !6, line: 80, type: !8)
!676 = !DILocalVariable(name: "g", arg: 7, scope: !661, file: !6, line: 80, type: !8)
!677 = !DILocalVariable(name: "h", arg: 8, scope: !661, file: !6, line: 80, type: !8)
!678 = !DILocalVariable(name: "i", arg: 9, scope: !661, file: !6, line: 80, type: !8)
!679 = !DILocalVariable(name: "j", arg: 10, scope: !661, file: !6, line: 81, type: !8)
!680 = !DILocation(line: 0, scope: !661)
!681 = !DILocation(line: 81, column: 26, scope: !661)
!682 = !{!683, !683, i64 0}
!683 = !{!"long", !206, i64 0}
!684 = !{!685, !205, i64 24}
!685 = !{!"Big", !206, i64 0, !205, i64 24}
!686 = !DILocation(line: 0, scope: !176, inlinedAt: !687)
!687 = distinct !DILocation(line: 81, column: 26, scope: !661)
!688 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !687)
!689 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !687)
!690 = !DILocation(line: 0, scope: !176, inlinedAt: !691)
!691 = distinct !DILocation(line: 81, column: 26, scope: !661)
!692 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !691)
!693 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !691)
!694 = !DILocation(line: 0, scope: !176, inlinedAt: !695)
!695 = distinct !DILocation(line: 81, column: 26, scope: !661)
!696 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !695)
!697 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !695)
!698 = !DILocation(line: 0, scope: !176, inlinedAt: !699)
!699 = distinct !DILocation(line: 81, column: 26, scope: !661)
!700 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !699)
!701 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !699)
!702 = !DILocation(line: 0, scope: !176, inlinedAt: !703)
!703 = distinct !DILocation(line: 81, column: 26, scope: !661)
!704 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !703)
!705 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !703)
!706 = distinct !DISubprogram(name: "r_fwd_big", scope: !6, file: !6, line: 85, type: !707, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !709)
!707 = !DISubroutineType(types: !708)
!708 = !{!5, !664, !8}
!709 = !{!710, !711}
!710 = !DILocalVariable(name: "a", arg: 1, scope: !706, file: !6, line: 85, type: !664)
!711 = !DILocalVariable(name: "b", arg: 2, scope: !706, file: !6, line: 85, type: !8)
!712 = !DILocation(line: 0, scope: !706)
!713 = !DILocation(line: 86, column: 3, scope: !706)
!714 = !{i64 0, i64 24, !272, i64 24, i64 4, !204}
!715 = !DISubprogram(name: "g_big_tail", scope: !6, file: !6, line: 80, type: !662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = distinct !DISubprogram(name: "r_drive_self", scope: !6, file: !6, line: 93, type: !717, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !719)
!717 = !DISubroutineType(types: !718)
!718 = !{!5}
!719 = !{!720, !722, !723, !724, !725, !726, !727, !728}
!720 = !DILocalVariable(name: "t", scope: !721, file: !16, line: 3, type: !5)
!721 = !DILexicalBlockFile(scope: !716, file: !16, discriminator: 0)
!722 = !DILocalVariable(name: "v", scope: !721, file: !16, line: 3, type: !5)
!723 = !DILocalVariable(name: "s12", scope: !721, file: !16, line: 5, type: !129)
!724 = !DILocalVariable(name: "s16", scope: !721, file: !16, line: 6, type: !141)
!725 = !DILocalVariable(name: "p2", scope: !721, file: !16, line: 7, type: !136)
!726 = !DILocalVariable(name: "d2", scope: !721, file: !16, line: 8, type: !332)
!727 = !DILocalVariable(name: "big", scope: !721, file: !16, line: 9, type: !664)
!728 = !DILocalVariable(name: "str", scope: !721, file: !16, line: 10, type: !729)
!729 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 32, elements: !112)
!730 = !DILocation(line: 0, scope: !721)
!731 = !DILocation(line: 0, scope: !123, inlinedAt: !732)
!732 = distinct !DILocation(line: 11, column: 3, scope: !721)
!733 = !DILocation(line: 0, scope: !176, inlinedAt: !734)
!734 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!735 = !DILocation(line: 0, scope: !176, inlinedAt: !736)
!736 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!737 = !DILocation(line: 0, scope: !176, inlinedAt: !738)
!738 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!739 = !DILocation(line: 0, scope: !176, inlinedAt: !740)
!740 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!741 = !DILocation(line: 0, scope: !176, inlinedAt: !742)
!742 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!743 = !DILocation(line: 0, scope: !176, inlinedAt: !744)
!744 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!745 = !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!746 = !DILocation(line: 0, scope: !176, inlinedAt: !747)
!747 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!748 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !747)
!749 = !DILocation(line: 0, scope: !176, inlinedAt: !750)
!750 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!751 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !750)
!752 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !750)
!753 = !DILocation(line: 0, scope: !176, inlinedAt: !754)
!754 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!755 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !754)
!756 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !754)
!757 = !DILocation(line: 0, scope: !176, inlinedAt: !758)
!758 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!759 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !758)
!760 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !758)
!761 = !DILocation(line: 0, scope: !176, inlinedAt: !762)
!762 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!763 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !762)
!764 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !762)
!765 = !DILocation(line: 0, scope: !176, inlinedAt: !766)
!766 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!767 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !766)
!768 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !766)
!769 = !DILocation(line: 0, scope: !176, inlinedAt: !770)
!770 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!771 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !770)
!772 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !770)
!773 = !DILocation(line: 0, scope: !176, inlinedAt: !774)
!774 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!775 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !774)
!776 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !774)
!777 = !DILocation(line: 0, scope: !176, inlinedAt: !778)
!778 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!779 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !778)
!780 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !778)
!781 = !DILocation(line: 0, scope: !176, inlinedAt: !782)
!782 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!783 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !782)
!784 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !782)
!785 = !DILocation(line: 0, scope: !176, inlinedAt: !786)
!786 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!787 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !786)
!788 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !786)
!789 = !DILocation(line: 0, scope: !176, inlinedAt: !790)
!790 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!791 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !790)
!792 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !790)
!793 = !DILocation(line: 0, scope: !176, inlinedAt: !794)
!794 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!795 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !794)
!796 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !794)
!797 = !DILocation(line: 0, scope: !176, inlinedAt: !798)
!798 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!799 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !798)
!800 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !798)
!801 = !DILocation(line: 0, scope: !176, inlinedAt: !802)
!802 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!803 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !802)
!804 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !802)
!805 = !DILocation(line: 0, scope: !176, inlinedAt: !806)
!806 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!807 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !806)
!808 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !806)
!809 = !DILocation(line: 0, scope: !176, inlinedAt: !810)
!810 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!811 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !810)
!812 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !810)
!813 = !DILocation(line: 0, scope: !176, inlinedAt: !814)
!814 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!815 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !814)
!816 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !814)
!817 = !DILocation(line: 0, scope: !176, inlinedAt: !818)
!818 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!819 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !818)
!820 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !818)
!821 = !DILocation(line: 0, scope: !176, inlinedAt: !822)
!822 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!823 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !822)
!824 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !822)
!825 = !DILocation(line: 0, scope: !176, inlinedAt: !826)
!826 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!827 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !826)
!828 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !826)
!829 = !DILocation(line: 0, scope: !176, inlinedAt: !830)
!830 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!831 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !830)
!832 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !830)
!833 = !DILocation(line: 0, scope: !176, inlinedAt: !834)
!834 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!835 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !834)
!836 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !834)
!837 = !DILocation(line: 0, scope: !176, inlinedAt: !838)
!838 = distinct !DILocation(line: 28, column: 36, scope: !123, inlinedAt: !732)
!839 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !838)
!840 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !838)
!841 = !DILocation(line: 11, column: 3, scope: !721)
!842 = !DILocation(line: 0, scope: !176, inlinedAt: !843)
!843 = distinct !DILocation(line: 11, column: 3, scope: !721)
!844 = !DILocation(line: 13, column: 3, scope: !721)
!845 = !DILocation(line: 0, scope: !176, inlinedAt: !846)
!846 = distinct !DILocation(line: 13, column: 3, scope: !721)
!847 = !DILocation(line: 14, column: 3, scope: !721)
!848 = !DILocation(line: 0, scope: !176, inlinedAt: !849)
!849 = distinct !DILocation(line: 14, column: 3, scope: !721)
!850 = !DILocation(line: 16, column: 3, scope: !721)
!851 = !DILocation(line: 0, scope: !176, inlinedAt: !852)
!852 = distinct !DILocation(line: 16, column: 3, scope: !721)
!853 = !DILocation(line: 17, column: 3, scope: !721)
!854 = !DILocation(line: 0, scope: !176, inlinedAt: !855)
!855 = distinct !DILocation(line: 17, column: 3, scope: !721)
!856 = !DILocation(line: 18, column: 3, scope: !721)
!857 = !DILocation(line: 0, scope: !176, inlinedAt: !858)
!858 = distinct !DILocation(line: 18, column: 3, scope: !721)
!859 = !DILocation(line: 19, column: 3, scope: !721)
!860 = !DILocation(line: 0, scope: !176, inlinedAt: !861)
!861 = distinct !DILocation(line: 19, column: 3, scope: !721)
!862 = !DILocation(line: 20, column: 3, scope: !721)
!863 = !DILocation(line: 0, scope: !176, inlinedAt: !864)
!864 = distinct !DILocation(line: 20, column: 3, scope: !721)
!865 = !DILocation(line: 21, column: 3, scope: !721)
!866 = !DILocation(line: 0, scope: !176, inlinedAt: !867)
!867 = distinct !DILocation(line: 21, column: 3, scope: !721)
!868 = !DILocation(line: 22, column: 3, scope: !721)
!869 = !DILocation(line: 0, scope: !176, inlinedAt: !870)
!870 = distinct !DILocation(line: 22, column: 3, scope: !721)
!871 = !DILocation(line: 0, scope: !411, inlinedAt: !872)
!872 = distinct !DILocation(line: 23, column: 3, scope: !721)
!873 = !DILocation(line: 0, scope: !472, inlinedAt: !874)
!874 = distinct !DILocation(line: 70, column: 32, scope: !411, inlinedAt: !872)
!875 = !DILocation(line: 75, column: 32, scope: !472, inlinedAt: !874)
!876 = !DILocation(line: 0, scope: !411, inlinedAt: !877)
!877 = distinct !DILocation(line: 75, column: 32, scope: !472, inlinedAt: !874)
!878 = !DILocation(line: 70, column: 32, scope: !411, inlinedAt: !877)
!879 = !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!880 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !846)
!881 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !846)
!882 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !849)
!883 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !849)
!884 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !852)
!885 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !852)
!886 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !855)
!887 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !855)
!888 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !858)
!889 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !858)
!890 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !861)
!891 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !861)
!892 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !864)
!893 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !864)
!894 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !867)
!895 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !867)
!896 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !870)
!897 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !870)
!898 = !DILocation(line: 0, scope: !176, inlinedAt: !899)
!899 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!900 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !899)
!901 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !899)
!902 = !DILocation(line: 0, scope: !176, inlinedAt: !903)
!903 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!904 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !903)
!905 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !903)
!906 = !DILocation(line: 0, scope: !176, inlinedAt: !907)
!907 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!908 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !907)
!909 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !907)
!910 = !DILocation(line: 0, scope: !176, inlinedAt: !911)
!911 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!912 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !911)
!913 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !911)
!914 = !DILocation(line: 0, scope: !176, inlinedAt: !915)
!915 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!916 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !915)
!917 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !915)
!918 = !DILocation(line: 0, scope: !176, inlinedAt: !919)
!919 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!920 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !919)
!921 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !919)
!922 = !DILocation(line: 0, scope: !176, inlinedAt: !923)
!923 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!924 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !923)
!925 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !923)
!926 = !DILocation(line: 0, scope: !176, inlinedAt: !927)
!927 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!928 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !927)
!929 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !927)
!930 = !DILocation(line: 0, scope: !176, inlinedAt: !931)
!931 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!932 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !931)
!933 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !931)
!934 = !DILocation(line: 0, scope: !176, inlinedAt: !935)
!935 = distinct !DILocation(line: 75, column: 32, scope: !488, inlinedAt: !874)
!936 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !935)
!937 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !935)
!938 = !DILocation(line: 23, column: 3, scope: !721)
!939 = !DILocation(line: 0, scope: !176, inlinedAt: !940)
!940 = distinct !DILocation(line: 23, column: 3, scope: !721)
!941 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !940)
!942 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !940)
!943 = !DILocation(line: 0, scope: !706, inlinedAt: !944)
!944 = distinct !DILocation(line: 24, column: 3, scope: !721)
!945 = !DILocation(line: 86, column: 3, scope: !706, inlinedAt: !944)
!946 = !DILocation(line: 24, column: 3, scope: !721)
!947 = !DILocation(line: 0, scope: !176, inlinedAt: !948)
!948 = distinct !DILocation(line: 24, column: 3, scope: !721)
!949 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !948)
!950 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !948)
!951 = !DILocation(line: 26, column: 3, scope: !721)
!952 = !DISubprogram(name: "printf", scope: !953, file: !953, line: 356, type: !954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!953 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!954 = !DISubroutineType(types: !955)
!955 = !{!111, !956, null}
!956 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !957)
!957 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !958, size: 64)
!958 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!959 = distinct !DISubprogram(name: "r_drive_other", scope: !6, file: !6, line: 97, type: !717, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !960)
!960 = !{!961, !963, !964, !965, !966, !967, !968, !969}
!961 = !DILocalVariable(name: "t", scope: !962, file: !16, line: 3, type: !5)
!962 = !DILexicalBlockFile(scope: !959, file: !16, discriminator: 0)
!963 = !DILocalVariable(name: "v", scope: !962, file: !16, line: 3, type: !5)
!964 = !DILocalVariable(name: "s12", scope: !962, file: !16, line: 5, type: !129)
!965 = !DILocalVariable(name: "s16", scope: !962, file: !16, line: 6, type: !141)
!966 = !DILocalVariable(name: "p2", scope: !962, file: !16, line: 7, type: !136)
!967 = !DILocalVariable(name: "d2", scope: !962, file: !16, line: 8, type: !332)
!968 = !DILocalVariable(name: "big", scope: !962, file: !16, line: 9, type: !664)
!969 = !DILocalVariable(name: "str", scope: !962, file: !16, line: 10, type: !729)
!970 = distinct !DIAssignID()
!971 = !DILocation(line: 0, scope: !962)
!972 = distinct !DIAssignID()
!973 = distinct !DIAssignID()
!974 = !DILocation(line: 10, column: 3, scope: !962)
!975 = !DILocation(line: 10, column: 8, scope: !962)
!976 = distinct !DIAssignID()
!977 = !DILocation(line: 11, column: 3, scope: !962)
!978 = !DILocation(line: 0, scope: !176, inlinedAt: !979)
!979 = distinct !DILocation(line: 11, column: 3, scope: !962)
!980 = !DILocation(line: 13, column: 3, scope: !962)
!981 = !DILocation(line: 0, scope: !176, inlinedAt: !982)
!982 = distinct !DILocation(line: 13, column: 3, scope: !962)
!983 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !982)
!984 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !982)
!985 = !DILocation(line: 14, column: 3, scope: !962)
!986 = !DILocation(line: 0, scope: !176, inlinedAt: !987)
!987 = distinct !DILocation(line: 14, column: 3, scope: !962)
!988 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !987)
!989 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !987)
!990 = !DILocation(line: 16, column: 3, scope: !962)
!991 = !DILocation(line: 0, scope: !176, inlinedAt: !992)
!992 = distinct !DILocation(line: 16, column: 3, scope: !962)
!993 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !992)
!994 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !992)
!995 = !DILocation(line: 17, column: 3, scope: !962)
!996 = !DILocation(line: 0, scope: !176, inlinedAt: !997)
!997 = distinct !DILocation(line: 17, column: 3, scope: !962)
!998 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !997)
!999 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !997)
!1000 = !DILocation(line: 18, column: 3, scope: !962)
!1001 = !DILocation(line: 0, scope: !176, inlinedAt: !1002)
!1002 = distinct !DILocation(line: 18, column: 3, scope: !962)
!1003 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !1002)
!1004 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !1002)
!1005 = !DILocation(line: 19, column: 3, scope: !962)
!1006 = !DILocation(line: 0, scope: !176, inlinedAt: !1007)
!1007 = distinct !DILocation(line: 19, column: 3, scope: !962)
!1008 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !1007)
!1009 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !1007)
!1010 = !DILocation(line: 20, column: 3, scope: !962)
!1011 = !DILocation(line: 0, scope: !176, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 20, column: 3, scope: !962)
!1013 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !1012)
!1014 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !1012)
!1015 = !DILocation(line: 21, column: 3, scope: !962)
!1016 = !DILocation(line: 0, scope: !176, inlinedAt: !1017)
!1017 = distinct !DILocation(line: 21, column: 3, scope: !962)
!1018 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !1017)
!1019 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !1017)
!1020 = !DILocation(line: 22, column: 3, scope: !962)
!1021 = !DILocation(line: 0, scope: !176, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 22, column: 3, scope: !962)
!1023 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !1022)
!1024 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !1022)
!1025 = !DILocation(line: 23, column: 3, scope: !962)
!1026 = !DILocation(line: 0, scope: !176, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 23, column: 3, scope: !962)
!1028 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !1027)
!1029 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !1027)
!1030 = !DILocation(line: 24, column: 3, scope: !962)
!1031 = !DILocation(line: 0, scope: !176, inlinedAt: !1032)
!1032 = distinct !DILocation(line: 24, column: 3, scope: !962)
!1033 = !DILocation(line: 12, column: 42, scope: !176, inlinedAt: !1032)
!1034 = !DILocation(line: 12, column: 53, scope: !176, inlinedAt: !1032)
!1035 = !DILocation(line: 27, column: 1, scope: !962)
!1036 = !DILocation(line: 26, column: 3, scope: !962)
!1037 = !DISubprogram(name: "g_m26", scope: !6, file: !6, line: 25, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1038 = !DISubprogram(name: "g_stack_small", scope: !6, file: !6, line: 41, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1039 = !DISubprogram(name: "g_fp20", scope: !6, file: !6, line: 49, type: !330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1040 = !DISubprogram(name: "g_ret_sc", scope: !6, file: !6, line: 58, type: !360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1041 = !DISubprogram(name: "g_ret_uc", scope: !6, file: !6, line: 59, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1042 = !DISubprogram(name: "g_ret_ss", scope: !6, file: !6, line: 60, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1043 = !DISubprogram(name: "g_ret_us", scope: !6, file: !6, line: 61, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1044 = !DISubprogram(name: "g_ret_b", scope: !6, file: !6, line: 62, type: !392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1045 = !DISubprogram(name: "g_widen", scope: !6, file: !6, line: 63, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1046 = !DISubprogram(name: "g_tail_a", scope: !6, file: !6, line: 69, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1047 = !DISubprogram(name: "g_fwd_big", scope: !6, file: !6, line: 85, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !1049, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1051)
!1049 = !DISubroutineType(types: !1050)
!1050 = !{!111}
!1051 = !{!1052, !1054}
!1052 = !DILocalVariable(name: "r", scope: !1048, file: !3, line: 19, type: !1053)
!1053 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !112)
!1054 = !DILocalVariable(name: "ok", scope: !1048, file: !3, line: 28, type: !111)
!1055 = !DILocation(line: 20, column: 3, scope: !1048)
!1056 = !DILocation(line: 21, column: 10, scope: !1048)
!1057 = !DILocation(line: 0, scope: !1048)
!1058 = !DILocation(line: 22, column: 3, scope: !1048)
!1059 = !DILocation(line: 23, column: 10, scope: !1048)
!1060 = !DILocation(line: 24, column: 3, scope: !1048)
!1061 = !DILocation(line: 25, column: 10, scope: !1048)
!1062 = !DILocation(line: 26, column: 3, scope: !1048)
!1063 = !DILocation(line: 27, column: 10, scope: !1048)
!1064 = !DILocation(line: 28, column: 17, scope: !1048)
!1065 = !DILocation(line: 29, column: 55, scope: !1048)
!1066 = !DILocation(line: 29, column: 3, scope: !1048)
!1067 = !DILocation(line: 30, column: 10, scope: !1048)
!1068 = !DILocation(line: 30, column: 3, scope: !1048)
!1069 = !DISubprogram(name: "g_drive_other", scope: !6, file: !6, line: 90, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1070 = !DISubprogram(name: "g_drive_self", scope: !6, file: !6, line: 89, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
