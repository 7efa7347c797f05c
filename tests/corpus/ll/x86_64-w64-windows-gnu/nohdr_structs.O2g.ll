; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [35 x i8] c"cross = %.2f %.2f %.2f dot = %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"particle %d: %.4f %.4f %.4f m=%.2f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"pair8 %u %u tiny %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"quad %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [36 x i8] c"union float %.3f bytes %u %u %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"copy id %d orig id %d\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !42 {
    #dbg_value(double -2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(double 1.300000e+01, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(double -8.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !98)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, double noundef 1.300000e+01, double noundef -8.000000e+00, double noundef 1.000000e+00), !dbg !99
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(double 1.000000e+01, !55, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !98)
    #dbg_value(double 1.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !98)
    #dbg_value(float 1.500000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !98)
    #dbg_value(i32 1, !55, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !98)
    #dbg_value(double 5.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !98)
    #dbg_value(double 5.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !98)
    #dbg_value(double -1.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !98)
    #dbg_value(double 2.000000e+01, !55, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !98)
    #dbg_value(float 2.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !98)
    #dbg_value(i32 2, !55, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !98)
    #dbg_value(float 5.000000e-01, !55, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !98)
    #dbg_value(i32 3, !55, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !98)
    #dbg_value(i32 0, !66, !DIExpression(), !100)
  br label %2, !dbg !101

2:                                                ; preds = %2, %0
  %3 = phi double [ 2.000000e+01, %0 ], [ %30, %2 ], !dbg !98
  %4 = phi double [ 0.000000e+00, %0 ], [ %32, %2 ], !dbg !98
  %5 = phi double [ 0.000000e+00, %0 ], [ %33, %2 ], !dbg !98
  %6 = phi double [ 0.000000e+00, %0 ], [ %29, %2 ], !dbg !98
  %7 = phi double [ 5.000000e+00, %0 ], [ %28, %2 ], !dbg !98
  %8 = phi double [ 0.000000e+00, %0 ], [ %26, %2 ], !dbg !98
  %9 = phi double [ 1.000000e+01, %0 ], [ %25, %2 ], !dbg !98
  %10 = phi double [ 0.000000e+00, %0 ], [ %24, %2 ], !dbg !98
  %11 = phi i32 [ 0, %0 ], [ %34, %2 ]
    #dbg_value(double %10, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(double %9, !55, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !98)
    #dbg_value(i32 3, !55, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !98)
    #dbg_value(float 5.000000e-01, !55, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !98)
    #dbg_value(double %8, !55, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !98)
    #dbg_value(float 1.500000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !98)
    #dbg_value(i32 1, !55, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !98)
    #dbg_value(double 5.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !98)
    #dbg_value(double %7, !55, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !98)
    #dbg_value(double %6, !55, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !98)
    #dbg_value(double %5, !55, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !98)
    #dbg_value(double %4, !55, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !98)
    #dbg_value(double %3, !55, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !98)
    #dbg_value(float 2.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !98)
    #dbg_value(i32 2, !55, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !98)
    #dbg_value(i32 %11, !66, !DIExpression(), !100)
    #dbg_value(i64 0, !68, !DIExpression(), !102)
    #dbg_value(ptr undef, !103, !DIExpression(DW_OP_deref), !109)
    #dbg_value(double 1.250000e-01, !108, !DIExpression(), !109)
    #dbg_value(ptr undef, !112, !DIExpression(DW_OP_deref), !118)
    #dbg_value(double 1.250000e-01, !117, !DIExpression(), !118)
  %12 = fmul double %8, 1.250000e-01, !dbg !120
    #dbg_value(ptr undef, !121, !DIExpression(DW_OP_deref), !127)
    #dbg_value(ptr undef, !126, !DIExpression(DW_OP_deref), !127)
  %13 = fadd double %10, 1.250000e-01, !dbg !129
  %14 = fadd double %9, %12, !dbg !130
  %15 = fadd double %8, -1.218750e+00, !dbg !131
    #dbg_value(double %13, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(double %14, !55, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !98)
    #dbg_value(double %15, !55, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !98)
    #dbg_value(float 1.500000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !98)
    #dbg_value(i32 1, !55, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !98)
    #dbg_value(i64 1, !68, !DIExpression(), !102)
  %16 = fmul double %3, 1.250000e-01, !dbg !120
  %17 = fadd double %7, -1.250000e-01, !dbg !132
  %18 = fadd double %6, %16, !dbg !130
  %19 = fadd double %3, -1.218750e+00, !dbg !131
    #dbg_value(double 5.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !98)
    #dbg_value(double %17, !55, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !98)
    #dbg_value(double %18, !55, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !98)
    #dbg_value(double %19, !55, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !98)
    #dbg_value(float 2.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !98)
    #dbg_value(i32 2, !55, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !98)
    #dbg_value(i64 2, !68, !DIExpression(), !102)
  %20 = fmul double %5, 1.250000e-01, !dbg !120
  %21 = fadd double %4, %20, !dbg !130
  %22 = fadd double %5, -1.218750e+00, !dbg !131
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !98)
    #dbg_value(double %21, !55, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !98)
    #dbg_value(double %22, !55, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !98)
    #dbg_value(float 5.000000e-01, !55, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !98)
    #dbg_value(i32 3, !55, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !98)
    #dbg_value(i64 3, !68, !DIExpression(), !102)
    #dbg_value(double %13, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(double %14, !55, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !98)
    #dbg_value(i32 3, !55, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !98)
    #dbg_value(float 5.000000e-01, !55, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !98)
    #dbg_value(double %15, !55, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !98)
    #dbg_value(float 1.500000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !98)
    #dbg_value(i32 1, !55, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !98)
    #dbg_value(double 5.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !98)
    #dbg_value(double %17, !55, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !98)
    #dbg_value(double %18, !55, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !98)
    #dbg_value(double %22, !55, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !98)
    #dbg_value(double %21, !55, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !98)
    #dbg_value(double %19, !55, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !98)
    #dbg_value(float 2.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !98)
    #dbg_value(i32 2, !55, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !98)
    #dbg_value(i32 %11, !66, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !100)
    #dbg_value(i64 0, !68, !DIExpression(), !102)
  %23 = fmul double %15, 1.250000e-01, !dbg !120
  %24 = fadd double %13, 1.250000e-01, !dbg !129
  %25 = fadd double %14, %23, !dbg !130
  %26 = fadd double %15, -1.218750e+00, !dbg !131
    #dbg_value(double %24, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(double %25, !55, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !98)
    #dbg_value(double %26, !55, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !98)
    #dbg_value(float 1.500000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !98)
    #dbg_value(i32 1, !55, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !98)
    #dbg_value(i64 1, !68, !DIExpression(), !102)
  %27 = fmul double %19, 1.250000e-01, !dbg !120
  %28 = fadd double %17, -1.250000e-01, !dbg !132
  %29 = fadd double %18, %27, !dbg !130
  %30 = fadd double %19, -1.218750e+00, !dbg !131
    #dbg_value(double 5.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !98)
    #dbg_value(double %28, !55, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !98)
    #dbg_value(double %29, !55, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !98)
    #dbg_value(double %30, !55, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !98)
    #dbg_value(float 2.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !98)
    #dbg_value(i32 2, !55, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !98)
    #dbg_value(i64 2, !68, !DIExpression(), !102)
  %31 = fmul double %22, 1.250000e-01, !dbg !120
  %32 = fadd double %21, %31, !dbg !130
  %33 = fadd double %22, -1.218750e+00, !dbg !131
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !98)
    #dbg_value(double 0.000000e+00, !55, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !98)
    #dbg_value(double %32, !55, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !98)
    #dbg_value(double %33, !55, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !98)
    #dbg_value(float 5.000000e-01, !55, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !98)
    #dbg_value(i32 3, !55, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !98)
    #dbg_value(i64 3, !68, !DIExpression(), !102)
  %34 = add nuw nsw i32 %11, 2, !dbg !133
    #dbg_value(i32 %34, !66, !DIExpression(), !100)
  %35 = icmp eq i32 %34, 64, !dbg !134
  br i1 %35, label %36, label %2, !dbg !101, !llvm.loop !135

36:                                               ; preds = %2
    #dbg_value(i64 0, !71, !DIExpression(), !138)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %24, double noundef 0.000000e+00, double noundef %25, double noundef 1.500000e+00), !dbg !139
    #dbg_value(i64 1, !71, !DIExpression(), !138)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef 5.000000e+00, double noundef %28, double noundef %29, double noundef 2.000000e+00), !dbg !139
    #dbg_value(i64 2, !71, !DIExpression(), !138)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef %32, double noundef 5.000000e-01), !dbg !139
    #dbg_value(i64 3, !71, !DIExpression(), !138)
    #dbg_value(i8 -56, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !98)
    #dbg_value(i8 7, !73, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !98)
    #dbg_value(i16 2468, !79, !DIExpression(), !98)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 200, i32 noundef 7, i32 noundef 2468), !dbg !141
    #dbg_value(float 5.000000e-01, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !98)
    #dbg_value(float 5.000000e-01, !83, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !98)
    #dbg_value(float 6.000000e+00, !83, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !98)
    #dbg_value(float -4.000000e+00, !83, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !98)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e+00, double noundef -4.000000e+00), !dbg !142
    #dbg_value(i32 1069547520, !90, !DIExpression(), !98)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 192, i32 noundef 63), !dbg !143
    #dbg_assign(i1 undef, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 416), !144, ptr undef, !DIExpression(), !98)
    #dbg_value(i32 99, !97, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !98)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 99, i32 noundef 2), !dbg !145
  ret i32 0, !dbg !146
}

; Function Attrs: nofree nounwind
declare !dbg !147 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_structs.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 26)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !33, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!33 = !{!0, !7, !12, !17, !22, !24}
!34 = !{i32 7, !"Dwarf Version", i32 4}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 2}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 1, !"MaxTLSAlign", i32 65536}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !43, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !46)
!43 = !DISubroutineType(types: !44)
!44 = !{!45}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{!47, !53, !54, !55, !66, !68, !71, !73, !79, !83, !90, !97}
!47 = !DILocalVariable(name: "a", scope: !42, file: !2, line: 33, type: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !2, line: 5, size: 192, elements: !49)
!49 = !{!50, !51, !52}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !48, file: !2, line: 5, baseType: !31, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !48, file: !2, line: 5, baseType: !31, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !48, file: !2, line: 5, baseType: !31, size: 64, offset: 128)
!53 = !DILocalVariable(name: "b", scope: !42, file: !2, line: 33, type: !48)
!54 = !DILocalVariable(name: "c", scope: !42, file: !2, line: 34, type: !48)
!55 = !DILocalVariable(name: "ps", scope: !42, file: !2, line: 36, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 1344, elements: !64)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Particle", file: !2, line: 6, size: 448, elements: !58)
!58 = !{!59, !60, !61, !63}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !57, file: !2, line: 6, baseType: !48, size: 192)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !57, file: !2, line: 6, baseType: !48, size: 192, offset: 192)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !57, file: !2, line: 6, baseType: !62, size: 32, offset: 384)
!62 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !57, file: !2, line: 6, baseType: !45, size: 32, offset: 416)
!64 = !{!65}
!65 = !DISubrange(count: 3)
!66 = !DILocalVariable(name: "t", scope: !67, file: !2, line: 41, type: !45)
!67 = distinct !DILexicalBlock(scope: !42, file: !2, line: 41, column: 5)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 42, type: !45)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 42, column: 9)
!70 = distinct !DILexicalBlock(scope: !67, file: !2, line: 41, column: 5)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 43, type: !45)
!72 = distinct !DILexicalBlock(scope: !42, file: !2, line: 43, column: 5)
!73 = !DILocalVariable(name: "p", scope: !42, file: !2, line: 45, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair8", file: !2, line: 7, size: 16, elements: !75)
!75 = !{!76, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !74, file: !2, line: 7, baseType: !77, size: 8)
!77 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !74, file: !2, line: 7, baseType: !77, size: 8, offset: 8)
!79 = !DILocalVariable(name: "t", scope: !42, file: !2, line: 46, type: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tiny", file: !2, line: 8, size: 16, elements: !81)
!81 = !{!82}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !80, file: !2, line: 8, baseType: !32, size: 16)
!83 = !DILocalVariable(name: "q", scope: !42, file: !2, line: 48, type: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Quad", file: !2, line: 9, size: 128, elements: !85)
!85 = !{!86}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !84, file: !2, line: 9, baseType: !87, size: 128)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 128, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 4)
!90 = !DILocalVariable(name: "n", scope: !42, file: !2, line: 50, type: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Num", file: !2, line: 10, size: 32, elements: !92)
!92 = !{!93, !94, !95}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !91, file: !2, line: 10, baseType: !45, size: 32)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !91, file: !2, line: 10, baseType: !62, size: 32)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !91, file: !2, line: 10, baseType: !96, size: 32)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 32, elements: !88)
!97 = !DILocalVariable(name: "copy", scope: !42, file: !2, line: 52, type: !57)
!98 = !DILocation(line: 0, scope: !42)
!99 = !DILocation(line: 35, column: 5, scope: !42)
!100 = !DILocation(line: 0, scope: !67)
!101 = !DILocation(line: 41, column: 5, scope: !67)
!102 = !DILocation(line: 0, scope: !69)
!103 = !DILocalVariable(name: "p", arg: 1, scope: !104, file: !2, line: 18, type: !57)
!104 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 18, type: !105, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!57, !57, !31}
!107 = !{!103, !108}
!108 = !DILocalVariable(name: "dt", arg: 2, scope: !104, file: !2, line: 18, type: !31)
!109 = !DILocation(line: 0, scope: !104, inlinedAt: !110)
!110 = distinct !DILocation(line: 42, column: 45, scope: !111)
!111 = distinct !DILexicalBlock(scope: !69, file: !2, line: 42, column: 9)
!112 = !DILocalVariable(name: "a", arg: 1, scope: !113, file: !2, line: 13, type: !48)
!113 = distinct !DISubprogram(name: "vscale", scope: !2, file: !2, line: 13, type: !114, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!48, !48, !31}
!116 = !{!112, !117}
!117 = !DILocalVariable(name: "k", arg: 2, scope: !113, file: !2, line: 13, type: !31)
!118 = !DILocation(line: 0, scope: !113, inlinedAt: !119)
!119 = distinct !DILocation(line: 19, column: 25, scope: !104, inlinedAt: !110)
!120 = !DILocation(line: 13, column: 98, scope: !113, inlinedAt: !119)
!121 = !DILocalVariable(name: "a", arg: 1, scope: !122, file: !2, line: 12, type: !48)
!122 = distinct !DISubprogram(name: "vadd", scope: !2, file: !2, line: 12, type: !123, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !125)
!123 = !DISubroutineType(types: !124)
!124 = !{!48, !48, !48}
!125 = !{!121, !126}
!126 = !DILocalVariable(name: "b", arg: 2, scope: !122, file: !2, line: 12, type: !48)
!127 = !DILocation(line: 0, scope: !122, inlinedAt: !128)
!128 = distinct !DILocation(line: 19, column: 13, scope: !104, inlinedAt: !110)
!129 = !DILocation(line: 12, column: 83, scope: !122, inlinedAt: !128)
!130 = !DILocation(line: 12, column: 105, scope: !122, inlinedAt: !128)
!131 = !DILocation(line: 20, column: 13, scope: !104, inlinedAt: !110)
!132 = !DILocation(line: 12, column: 94, scope: !122, inlinedAt: !128)
!133 = !DILocation(line: 41, column: 30, scope: !70)
!134 = !DILocation(line: 41, column: 23, scope: !70)
!135 = distinct !{!135, !101, !136, !137}
!136 = !DILocation(line: 42, column: 62, scope: !67)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 0, scope: !72)
!139 = !DILocation(line: 44, column: 9, scope: !140)
!140 = distinct !DILexicalBlock(scope: !72, file: !2, line: 43, column: 5)
!141 = !DILocation(line: 47, column: 5, scope: !42)
!142 = !DILocation(line: 49, column: 5, scope: !42)
!143 = !DILocation(line: 51, column: 5, scope: !42)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 54, column: 5, scope: !42)
!146 = !DILocation(line: 56, column: 1, scope: !42)
!147 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!45, !150, null}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
