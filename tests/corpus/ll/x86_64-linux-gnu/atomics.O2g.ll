; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pt = type { i32, i32 }
%struct.atomic_flag = type { i8 }

@counter = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [14 x i8] c"counter = %d\0A\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [20 x i8] c"fetch_sub old = %d\0A\00", align 1, !dbg !23
@.str.2 = private unnamed_addr constant [19 x i8] c"fetch_or old = %d\0A\00", align 1, !dbg !28
@.str.3 = private unnamed_addr constant [20 x i8] c"fetch_and old = %d\0A\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [29 x i8] c"fetch_xor old = %d now = %d\0A\00", align 1, !dbg !35
@big = internal global i64 1, align 8, !dbg !128
@.str.5 = private unnamed_addr constant [32 x i8] c"big = %lld exchange old = %lld\0A\00", align 1, !dbg !40
@small8 = internal global i8 -6, align 1, !dbg !131
@.str.6 = private unnamed_addr constant [21 x i8] c"small8 wrapped = %u\0A\00", align 1, !dbg !45
@sh = internal global i16 -3, align 2, !dbg !138
@.str.7 = private unnamed_addr constant [12 x i8] c"short = %d\0A\00", align 1, !dbg !50
@.str.8 = private unnamed_addr constant [33 x i8] c"cas fail: ok=%d expected now=%d\0A\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [29 x i8] c"cas success: ok=%d value=%d\0A\00", align 1, !dbg !60
@.str.10 = private unnamed_addr constant [37 x i8] c"cas_increment steps = %d value = %d\0A\00", align 1, !dbg !62
@flag = internal unnamed_addr global i8 0, align 1, !dbg !150
@.str.11 = private unnamed_addr constant [11 x i8] c"flag = %d\0A\00", align 1, !dbg !67
@main.target = internal global i32 5, align 4, !dbg !72
@ptr = internal unnamed_addr global ptr null, align 8, !dbg !121
@.str.12 = private unnamed_addr constant [17 x i8] c"ptr target = %d\0A\00", align 1, !dbg !104
@apt = internal global %struct.Pt zeroinitializer, align 8, !dbg !125
@.str.13 = private unnamed_addr constant [30 x i8] c"struct atomics = %d %d %d %d\0A\00", align 1, !dbg !109
@adbl = internal global double 1.500000e+00, align 8, !dbg !152
@.str.14 = private unnamed_addr constant [22 x i8] c"double atomic = %.3f\0A\00", align 1, !dbg !114
@.str.15 = private unnamed_addr constant [20 x i8] c"lock free int = %d\0A\00", align 1, !dbg !119
@lock = internal global %struct.atomic_flag zeroinitializer, align 1, !dbg !142

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
    #dbg_value(i32 0, !79, !DIExpression(), !165)
  br label %13, !dbg !166

1:                                                ; preds = %13
  %2 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !167
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !168
  %4 = atomicrmw sub ptr @counter, i32 50 release, align 4, !dbg !169
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4), !dbg !170
  %6 = atomicrmw or ptr @counter, i32 256 seq_cst, align 4, !dbg !171
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6), !dbg !172
  %8 = atomicrmw and ptr @counter, i32 4080 seq_cst, align 4, !dbg !173
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8), !dbg !174
  %10 = atomicrmw xor ptr @counter, i32 1445 seq_cst, align 4, !dbg !175
    #dbg_value(i32 %10, !81, !DIExpression(), !176)
  %11 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !177
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef %11), !dbg !178
    #dbg_value(i32 0, !82, !DIExpression(), !179)
  br label %67, !dbg !180

13:                                               ; preds = %13, %0
  %14 = phi i32 [ 0, %0 ], [ %34, %13 ]
    #dbg_value(i32 %14, !79, !DIExpression(), !165)
  %15 = atomicrmw add ptr @counter, i32 %14 seq_cst, align 4, !dbg !181
  %16 = or disjoint i32 %14, 1, !dbg !183
    #dbg_value(i32 %16, !79, !DIExpression(), !165)
  %17 = atomicrmw add ptr @counter, i32 %16 seq_cst, align 4, !dbg !181
  %18 = add nuw nsw i32 %14, 2, !dbg !183
    #dbg_value(i32 %18, !79, !DIExpression(), !165)
  %19 = atomicrmw add ptr @counter, i32 %18 seq_cst, align 4, !dbg !181
  %20 = add nuw nsw i32 %14, 3, !dbg !183
    #dbg_value(i32 %20, !79, !DIExpression(), !165)
  %21 = atomicrmw add ptr @counter, i32 %20 seq_cst, align 4, !dbg !181
  %22 = add nuw nsw i32 %14, 4, !dbg !183
    #dbg_value(i32 %22, !79, !DIExpression(), !165)
  %23 = atomicrmw add ptr @counter, i32 %22 seq_cst, align 4, !dbg !181
  %24 = add nuw nsw i32 %14, 5, !dbg !183
    #dbg_value(i32 %24, !79, !DIExpression(), !165)
  %25 = atomicrmw add ptr @counter, i32 %24 seq_cst, align 4, !dbg !181
  %26 = add nuw nsw i32 %14, 6, !dbg !183
    #dbg_value(i32 %26, !79, !DIExpression(), !165)
  %27 = atomicrmw add ptr @counter, i32 %26 seq_cst, align 4, !dbg !181
  %28 = add nuw nsw i32 %14, 7, !dbg !183
    #dbg_value(i32 %28, !79, !DIExpression(), !165)
  %29 = atomicrmw add ptr @counter, i32 %28 seq_cst, align 4, !dbg !181
  %30 = add nuw nsw i32 %14, 8, !dbg !183
    #dbg_value(i32 %30, !79, !DIExpression(), !165)
  %31 = atomicrmw add ptr @counter, i32 %30 seq_cst, align 4, !dbg !181
  %32 = add nuw nsw i32 %14, 9, !dbg !183
    #dbg_value(i32 %32, !79, !DIExpression(), !165)
  %33 = atomicrmw add ptr @counter, i32 %32 seq_cst, align 4, !dbg !181
  %34 = add nuw nsw i32 %14, 10, !dbg !183
    #dbg_value(i32 %34, !79, !DIExpression(), !165)
  %35 = icmp eq i32 %34, 100, !dbg !184
  br i1 %35, label %1, label %13, !dbg !166, !llvm.loop !185

36:                                               ; preds = %67
  %37 = load atomic i64, ptr @big seq_cst, align 8, !dbg !188
    #dbg_value(i64 %37, !84, !DIExpression(), !176)
  %38 = atomicrmw xchg ptr @big, i64 -1 seq_cst, align 8, !dbg !189
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %37, i64 noundef %38), !dbg !190
    #dbg_value(i32 0, !86, !DIExpression(), !191)
    #dbg_value(i32 0, !86, !DIExpression(), !191)
  %40 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 1, !86, !DIExpression(), !191)
  %41 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 2, !86, !DIExpression(), !191)
  %42 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 3, !86, !DIExpression(), !191)
  %43 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 4, !86, !DIExpression(), !191)
  %44 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 5, !86, !DIExpression(), !191)
  %45 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 6, !86, !DIExpression(), !191)
  %46 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 7, !86, !DIExpression(), !191)
  %47 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 8, !86, !DIExpression(), !191)
  %48 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 9, !86, !DIExpression(), !191)
  %49 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !192
    #dbg_value(i32 10, !86, !DIExpression(), !191)
  %50 = load atomic i8, ptr @small8 seq_cst, align 1, !dbg !194
  %51 = zext i8 %50 to i32, !dbg !195
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %51), !dbg !196
  %53 = atomicrmw sub ptr @sh, i16 1000 seq_cst, align 2, !dbg !197
  %54 = load atomic i16, ptr @sh seq_cst, align 2, !dbg !198
  %55 = sext i16 %54 to i32, !dbg !198
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55), !dbg !199
    #dbg_value(i32 12345, !88, !DIExpression(), !176)
  %57 = cmpxchg ptr @counter, i32 12345, i32 1 seq_cst seq_cst, align 4, !dbg !200
  %58 = extractvalue { i32, i1 } %57, 1, !dbg !200
  %59 = extractvalue { i32, i1 } %57, 0
    #dbg_value(i32 %59, !88, !DIExpression(), !176)
    #dbg_value(i1 %58, !89, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !176)
  %60 = zext i1 %58 to i32, !dbg !201
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %60, i32 noundef %59), !dbg !202
  %62 = cmpxchg ptr @counter, i32 %59, i32 7 seq_cst seq_cst, align 4, !dbg !203
  %63 = extractvalue { i32, i1 } %62, 1, !dbg !203
    #dbg_value(i1 %63, !89, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !176)
  %64 = zext i1 %63 to i32, !dbg !204
  %65 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !205
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %64, i32 noundef %65), !dbg !206
    #dbg_value(i32 0, !91, !DIExpression(), !176)
  br label %86, !dbg !207

67:                                               ; preds = %67, %1
  %68 = phi i32 [ 0, %1 ], [ %84, %67 ]
    #dbg_value(i32 %68, !82, !DIExpression(), !179)
  %69 = load atomic i64, ptr @big seq_cst, align 8, !dbg !208
  %70 = mul nsw i64 %69, 3, !dbg !208
  %71 = add nsw i64 %70, 1, !dbg !208
  store atomic i64 %71, ptr @big seq_cst, align 8, !dbg !208
    #dbg_value(i32 %68, !82, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !179)
  %72 = load atomic i64, ptr @big seq_cst, align 8, !dbg !208
  %73 = mul nsw i64 %72, 3, !dbg !208
  %74 = add nsw i64 %73, 1, !dbg !208
  store atomic i64 %74, ptr @big seq_cst, align 8, !dbg !208
    #dbg_value(i32 %68, !82, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !179)
  %75 = load atomic i64, ptr @big seq_cst, align 8, !dbg !208
  %76 = mul nsw i64 %75, 3, !dbg !208
  %77 = add nsw i64 %76, 1, !dbg !208
  store atomic i64 %77, ptr @big seq_cst, align 8, !dbg !208
    #dbg_value(i32 %68, !82, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !179)
  %78 = load atomic i64, ptr @big seq_cst, align 8, !dbg !208
  %79 = mul nsw i64 %78, 3, !dbg !208
  %80 = add nsw i64 %79, 1, !dbg !208
  store atomic i64 %80, ptr @big seq_cst, align 8, !dbg !208
    #dbg_value(i32 %68, !82, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !179)
  %81 = load atomic i64, ptr @big seq_cst, align 8, !dbg !208
  %82 = mul nsw i64 %81, 3, !dbg !208
  %83 = add nsw i64 %82, 1, !dbg !208
  store atomic i64 %83, ptr @big seq_cst, align 8, !dbg !208
  %84 = add nuw nsw i32 %68, 5, !dbg !210
    #dbg_value(i32 %84, !82, !DIExpression(), !179)
  %85 = icmp eq i32 %84, 30, !dbg !211
  br i1 %85, label %36, label %67, !dbg !180, !llvm.loop !212

86:                                               ; preds = %97, %36
  %87 = phi i32 [ 0, %36 ], [ %98, %97 ], !dbg !176
    #dbg_value(i32 %87, !91, !DIExpression(), !176)
    #dbg_value(ptr @counter, !214, !DIExpression(), !222)
    #dbg_value(i32 20, !220, !DIExpression(), !222)
  %88 = load atomic i32, ptr @counter monotonic, align 4, !dbg !224
    #dbg_value(i32 %88, !221, !DIExpression(), !222)
  br label %89, !dbg !225

89:                                               ; preds = %92, %86
  %90 = phi i32 [ %88, %86 ], [ %96, %92 ], !dbg !226
    #dbg_value(i32 %90, !221, !DIExpression(), !222)
  %91 = icmp slt i32 %90, 20, !dbg !227
  br i1 %91, label %92, label %99, !dbg !225

92:                                               ; preds = %89
  %93 = add nsw i32 %90, 1, !dbg !228
  %94 = cmpxchg weak ptr @counter, i32 %90, i32 %93 acq_rel monotonic, align 4, !dbg !231
  %95 = extractvalue { i32, i1 } %94, 1, !dbg !231
  %96 = extractvalue { i32, i1 } %94, 0
    #dbg_value(i32 poison, !221, !DIExpression(), !222)
  br i1 %95, label %97, label %89, !dbg !232, !llvm.loop !233

97:                                               ; preds = %92
  %98 = add nuw nsw i32 %87, 1, !dbg !235
    #dbg_value(i32 %98, !91, !DIExpression(), !176)
  br label %86, !dbg !207, !llvm.loop !236

99:                                               ; preds = %89
  %100 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !237
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %87, i32 noundef %100), !dbg !238
  br label %102, !dbg !239

102:                                              ; preds = %102, %99
  %103 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1, !dbg !244
  %104 = trunc i8 %103 to i1, !dbg !244
  br i1 %104, label %102, label %105, !dbg !239, !llvm.loop !245

105:                                              ; preds = %102
  store atomic i8 1, ptr @flag monotonic, align 1, !dbg !247
  store atomic i8 0, ptr @lock release, align 1, !dbg !248
  %106 = load atomic i8, ptr @flag seq_cst, align 1, !dbg !251
  %107 = and i8 %106, 1, !dbg !251
  %108 = zext nneg i8 %107 to i32, !dbg !251
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %108), !dbg !252
  store atomic i64 ptrtoint (ptr @main.target to i64), ptr @ptr seq_cst, align 8, !dbg !253
  %110 = load atomic i64, ptr @ptr seq_cst, align 8, !dbg !254
  %111 = inttoptr i64 %110 to ptr, !dbg !254
    #dbg_value(ptr %111, !92, !DIExpression(), !176)
  %112 = load i32, ptr %111, align 4, !dbg !255, !tbaa !256
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %112), !dbg !260
    #dbg_value(i64 17179869187, !94, !DIExpression(), !176)
  store atomic i64 17179869187, ptr @apt seq_cst, align 8, !dbg !261
  %114 = atomicrmw xchg ptr @apt, i64 85899345930 seq_cst, align 8, !dbg !262
  %115 = trunc i64 %114 to i32, !dbg !262
  %116 = lshr i64 %114, 32, !dbg !262
  %117 = trunc nuw i64 %116 to i32, !dbg !262
    #dbg_value(i32 %115, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !176)
    #dbg_value(i32 %117, !99, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !176)
  %118 = load atomic i64, ptr @apt seq_cst, align 8, !dbg !263
  %119 = trunc i64 %118 to i32, !dbg !263
  %120 = lshr i64 %118, 32, !dbg !263
  %121 = trunc nuw i64 %120 to i32, !dbg !263
    #dbg_value(i32 %119, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !176)
    #dbg_value(i32 %121, !100, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !176)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %115, i32 noundef %117, i32 noundef %119, i32 noundef %121), !dbg !264
  %123 = load atomic i64, ptr @adbl seq_cst, align 8, !dbg !265
    #dbg_value(i64 %123, !101, !DIExpression(), !176)
  br label %124, !dbg !266

124:                                              ; preds = %124, %105
  %125 = phi i64 [ %123, %105 ], [ %131, %124 ]
  %126 = bitcast i64 %125 to double, !dbg !267
    #dbg_value(double %126, !101, !DIExpression(), !176)
  %127 = tail call double @llvm.fmuladd.f64(double %126, double 2.000000e+00, double 2.500000e-01), !dbg !268
    #dbg_value(double %127, !103, !DIExpression(), !176)
  %128 = bitcast double %127 to i64, !dbg !270
  %129 = cmpxchg weak ptr @adbl, i64 %125, i64 %128 seq_cst seq_cst, align 8, !dbg !270
  %130 = extractvalue { i64, i1 } %129, 1, !dbg !270
  %131 = extractvalue { i64, i1 } %129, 0, !dbg !270
    #dbg_value(double poison, !101, !DIExpression(), !176)
  br i1 %130, label %132, label %124, !dbg !271, !llvm.loop !272

132:                                              ; preds = %124
  %133 = load atomic i64, ptr @adbl seq_cst, align 8, !dbg !274
  %134 = bitcast i64 %133 to double, !dbg !274
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %134), !dbg !275
  fence seq_cst, !dbg !276
  fence syncscope("singlethread") acquire, !dbg !277
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1), !dbg !278
  ret i32 0, !dbg !279
}

; Function Attrs: nofree nounwind
declare !dbg !280 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!157, !158, !159, !160, !161, !162, !163}
!llvm.ident = !{!164}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !155, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8ff8e409738b00d878e72c02628be87")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!7}
!16 = !{!17, !23, !28, !33, !35, !40, !45, !50, !55, !60, !62, !67, !72, !104, !109, !114, !119, !121, !125, !0, !128, !131, !138, !142, !150, !152}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 112, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22}
!22 = !DISubrange(count: 14)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 160, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 20)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 152, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 19)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !25, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 232, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 29)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 32)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 168, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 21)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 96, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 12)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 264, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 33)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !37, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 296, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 37)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 88, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 11)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "target", scope: !74, file: !3, line: 57, type: !77, isLocal: true, isDefinition: true)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !75, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!77}
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !{!79, !81, !82, !84, !86, !88, !89, !91, !92, !94, !99, !100, !101, !103}
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 31, type: !77)
!80 = distinct !DILexicalBlock(scope: !74, file: !3, line: 31, column: 5)
!81 = !DILocalVariable(name: "old_xor", scope: !74, file: !3, line: 36, type: !77)
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 38, type: !77)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 38, column: 5)
!84 = !DILocalVariable(name: "big_now", scope: !74, file: !3, line: 39, type: !85)
!85 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 41, type: !77)
!87 = distinct !DILexicalBlock(scope: !74, file: !3, line: 41, column: 5)
!88 = !DILocalVariable(name: "expected", scope: !74, file: !3, line: 45, type: !77)
!89 = !DILocalVariable(name: "ok", scope: !74, file: !3, line: 46, type: !90)
!90 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!91 = !DILocalVariable(name: "n", scope: !74, file: !3, line: 50, type: !77)
!92 = !DILocalVariable(name: "got", scope: !74, file: !3, line: 59, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!94 = !DILocalVariable(name: "p", scope: !74, file: !3, line: 61, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 14, size: 64, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !95, file: !3, line: 14, baseType: !77, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !95, file: !3, line: 14, baseType: !77, size: 32, offset: 32)
!99 = !DILocalVariable(name: "q", scope: !74, file: !3, line: 63, type: !95)
!100 = !DILocalVariable(name: "r", scope: !74, file: !3, line: 64, type: !95)
!101 = !DILocalVariable(name: "d", scope: !74, file: !3, line: 66, type: !102)
!102 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!103 = !DILocalVariable(name: "nd", scope: !74, file: !3, line: 67, type: !102)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 136, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 17)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 240, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 30)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 176, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 22)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !25, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "ptr", scope: !2, file: !3, line: 12, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "apt", scope: !2, file: !3, line: 15, type: !127, isLocal: true, isDefinition: true)
!127 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !95)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 8, type: !130, isLocal: true, isDefinition: true)
!130 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !85)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "small8", scope: !2, file: !3, line: 9, type: !133, isLocal: true, isDefinition: true)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint_fast8_t", file: !6, line: 125, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !136, line: 71, baseType: !137)
!136 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!137 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "sh", scope: !2, file: !3, line: 10, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !141)
!141 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 11, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !6, line: 173, baseType: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !6, line: 173, size: 8, elements: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !145, file: !6, line: 173, baseType: !148, size: 8)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !6, line: 97, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !90)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 13, type: !148, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "adbl", scope: !2, file: !3, line: 16, type: !154, isLocal: true, isDefinition: true)
!154 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !102)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !77)
!157 = !{i32 7, !"Dwarf Version", i32 5}
!158 = !{i32 2, !"Debug Info Version", i32 3}
!159 = !{i32 1, !"wchar_size", i32 4}
!160 = !{i32 8, !"PIC Level", i32 2}
!161 = !{i32 7, !"PIE Level", i32 2}
!162 = !{i32 7, !"uwtable", i32 2}
!163 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!164 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!165 = !DILocation(line: 0, scope: !80)
!166 = !DILocation(line: 31, column: 5, scope: !80)
!167 = !DILocation(line: 32, column: 30, scope: !74)
!168 = !DILocation(line: 32, column: 5, scope: !74)
!169 = !DILocation(line: 33, column: 36, scope: !74)
!170 = !DILocation(line: 33, column: 5, scope: !74)
!171 = !DILocation(line: 34, column: 35, scope: !74)
!172 = !DILocation(line: 34, column: 5, scope: !74)
!173 = !DILocation(line: 35, column: 36, scope: !74)
!174 = !DILocation(line: 35, column: 5, scope: !74)
!175 = !DILocation(line: 36, column: 19, scope: !74)
!176 = !DILocation(line: 0, scope: !74)
!177 = !DILocation(line: 37, column: 54, scope: !74)
!178 = !DILocation(line: 37, column: 5, scope: !74)
!179 = !DILocation(line: 0, scope: !83)
!180 = !DILocation(line: 38, column: 5, scope: !83)
!181 = !DILocation(line: 31, column: 35, scope: !182)
!182 = distinct !DILexicalBlock(scope: !80, file: !3, line: 31, column: 5)
!183 = !DILocation(line: 31, column: 31, scope: !182)
!184 = !DILocation(line: 31, column: 23, scope: !182)
!185 = distinct !{!185, !166, !186, !187}
!186 = !DILocation(line: 31, column: 35, scope: !80)
!187 = !{!"llvm.loop.mustprogress"}
!188 = !DILocation(line: 39, column: 25, scope: !74)
!189 = !DILocation(line: 40, column: 57, scope: !74)
!190 = !DILocation(line: 40, column: 5, scope: !74)
!191 = !DILocation(line: 0, scope: !87)
!192 = !DILocation(line: 41, column: 34, scope: !193)
!193 = distinct !DILexicalBlock(scope: !87, file: !3, line: 41, column: 5)
!194 = !DILocation(line: 42, column: 47, scope: !74)
!195 = !DILocation(line: 42, column: 37, scope: !74)
!196 = !DILocation(line: 42, column: 5, scope: !74)
!197 = !DILocation(line: 43, column: 5, scope: !74)
!198 = !DILocation(line: 44, column: 28, scope: !74)
!199 = !DILocation(line: 44, column: 5, scope: !74)
!200 = !DILocation(line: 46, column: 15, scope: !74)
!201 = !DILocation(line: 47, column: 49, scope: !74)
!202 = !DILocation(line: 47, column: 5, scope: !74)
!203 = !DILocation(line: 48, column: 10, scope: !74)
!204 = !DILocation(line: 49, column: 45, scope: !74)
!205 = !DILocation(line: 49, column: 49, scope: !74)
!206 = !DILocation(line: 49, column: 5, scope: !74)
!207 = !DILocation(line: 51, column: 5, scope: !74)
!208 = !DILocation(line: 38, column: 34, scope: !209)
!209 = distinct !DILexicalBlock(scope: !83, file: !3, line: 38, column: 5)
!210 = !DILocation(line: 38, column: 30, scope: !209)
!211 = !DILocation(line: 38, column: 23, scope: !209)
!212 = distinct !{!212, !180, !213, !187}
!213 = !DILocation(line: 38, column: 34, scope: !83)
!214 = !DILocalVariable(name: "p", arg: 1, scope: !215, file: !3, line: 21, type: !218)
!215 = distinct !DISubprogram(name: "cas_increment", scope: !3, file: !3, line: 21, type: !216, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !219)
!216 = !DISubroutineType(types: !217)
!217 = !{!77, !218, !77}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!219 = !{!214, !220, !221}
!220 = !DILocalVariable(name: "limit", arg: 2, scope: !215, file: !3, line: 21, type: !77)
!221 = !DILocalVariable(name: "old", scope: !215, file: !3, line: 22, type: !77)
!222 = !DILocation(line: 0, scope: !215, inlinedAt: !223)
!223 = distinct !DILocation(line: 51, column: 12, scope: !74)
!224 = !DILocation(line: 22, column: 15, scope: !215, inlinedAt: !223)
!225 = !DILocation(line: 23, column: 5, scope: !215, inlinedAt: !223)
!226 = !DILocation(line: 22, column: 9, scope: !215, inlinedAt: !223)
!227 = !DILocation(line: 23, column: 16, scope: !215, inlinedAt: !223)
!228 = !DILocation(line: 24, column: 64, scope: !229, inlinedAt: !223)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 24, column: 13)
!230 = distinct !DILexicalBlock(scope: !215, file: !3, line: 23, column: 25)
!231 = !DILocation(line: 24, column: 13, scope: !229, inlinedAt: !223)
!232 = !DILocation(line: 24, column: 13, scope: !230, inlinedAt: !223)
!233 = distinct !{!233, !225, !234, !187}
!234 = !DILocation(line: 26, column: 5, scope: !215, inlinedAt: !223)
!235 = !DILocation(line: 51, column: 42, scope: !74)
!236 = distinct !{!236, !207, !235, !187}
!237 = !DILocation(line: 52, column: 56, scope: !74)
!238 = !DILocation(line: 52, column: 5, scope: !74)
!239 = !DILocation(line: 18, column: 31, scope: !240, inlinedAt: !243)
!240 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 18, type: !241, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!241 = !DISubroutineType(types: !242)
!242 = !{null}
!243 = distinct !DILocation(line: 53, column: 5, scope: !74)
!244 = !DILocation(line: 18, column: 38, scope: !240, inlinedAt: !243)
!245 = distinct !{!245, !239, !246, !187}
!246 = !DILocation(line: 18, column: 103, scope: !240, inlinedAt: !243)
!247 = !DILocation(line: 54, column: 5, scope: !74)
!248 = !DILocation(line: 19, column: 33, scope: !249, inlinedAt: !250)
!249 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 19, type: !241, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!250 = distinct !DILocation(line: 55, column: 5, scope: !74)
!251 = !DILocation(line: 56, column: 27, scope: !74)
!252 = !DILocation(line: 56, column: 5, scope: !74)
!253 = !DILocation(line: 58, column: 5, scope: !74)
!254 = !DILocation(line: 59, column: 16, scope: !74)
!255 = !DILocation(line: 60, column: 33, scope: !74)
!256 = !{!257, !257, i64 0}
!257 = !{!"int", !258, i64 0}
!258 = !{!"omnipotent char", !259, i64 0}
!259 = !{!"Simple C/C++ TBAA"}
!260 = !DILocation(line: 60, column: 5, scope: !74)
!261 = !DILocation(line: 62, column: 5, scope: !74)
!262 = !DILocation(line: 63, column: 19, scope: !74)
!263 = !DILocation(line: 64, column: 19, scope: !74)
!264 = !DILocation(line: 65, column: 5, scope: !74)
!265 = !DILocation(line: 66, column: 16, scope: !74)
!266 = !DILocation(line: 68, column: 5, scope: !74)
!267 = !DILocation(line: 66, column: 12, scope: !74)
!268 = !DILocation(line: 68, column: 21, scope: !269)
!269 = distinct !DILexicalBlock(scope: !74, file: !3, line: 68, column: 8)
!270 = !DILocation(line: 68, column: 39, scope: !74)
!271 = !DILocation(line: 68, column: 29, scope: !269)
!272 = distinct !{!272, !266, !273, !187}
!273 = !DILocation(line: 68, column: 82, scope: !74)
!274 = !DILocation(line: 69, column: 38, scope: !74)
!275 = !DILocation(line: 69, column: 5, scope: !74)
!276 = !DILocation(line: 70, column: 5, scope: !74)
!277 = !DILocation(line: 71, column: 5, scope: !74)
!278 = !DILocation(line: 72, column: 5, scope: !74)
!279 = !DILocation(line: 73, column: 5, scope: !74)
!280 = !DISubprogram(name: "printf", scope: !281, file: !281, line: 356, type: !282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!282 = !DISubroutineType(types: !283)
!283 = !{!77, !284, null}
!284 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
