; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [35 x i8] c"cross = %.2f %.2f %.2f dot = %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"particle %d: %.4f %.4f %.4f m=%.2f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"pair8 %u %u tiny %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"quad %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [36 x i8] c"union float %.3f bytes %u %u %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"copy id %d orig id %d\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
    #dbg_declare(ptr poison, !46, !DIExpression(), !97)
    #dbg_declare(ptr poison, !52, !DIExpression(), !98)
    #dbg_value(double -2.000000e+00, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 1.300000e+01, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double -8.000000e+00, !53, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, double noundef 1.300000e+01, double noundef -8.000000e+00, double noundef 1.000000e+00), !dbg !100
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double 1.000000e+01, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(double 1.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !99)
    #dbg_value(double -1.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !99)
    #dbg_value(double 2.000000e+01, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(i32 0, !65, !DIExpression(), !101)
  br label %2, !dbg !102

2:                                                ; preds = %2, %0
  %3 = phi double [ 2.000000e+01, %0 ], [ %30, %2 ], !dbg !99
  %4 = phi double [ 0.000000e+00, %0 ], [ %32, %2 ], !dbg !99
  %5 = phi double [ 0.000000e+00, %0 ], [ %33, %2 ], !dbg !99
  %6 = phi double [ 0.000000e+00, %0 ], [ %29, %2 ], !dbg !99
  %7 = phi double [ 5.000000e+00, %0 ], [ %28, %2 ], !dbg !99
  %8 = phi double [ 0.000000e+00, %0 ], [ %26, %2 ], !dbg !99
  %9 = phi double [ 1.000000e+01, %0 ], [ %25, %2 ], !dbg !99
  %10 = phi double [ 0.000000e+00, %0 ], [ %24, %2 ], !dbg !99
  %11 = phi i32 [ 0, %0 ], [ %34, %2 ]
    #dbg_value(double %10, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double %9, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(double %8, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double %7, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double %6, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double %5, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(double %4, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double %3, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(i32 %11, !65, !DIExpression(), !101)
    #dbg_value(i64 0, !67, !DIExpression(), !103)
    #dbg_value(double %10, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %9, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
    #dbg_value(double 1.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !110)
    #dbg_value(double %8, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(float 1.500000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !110)
    #dbg_value(i32 1, !104, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !110)
    #dbg_value(double 1.250000e-01, !109, !DIExpression(), !110)
    #dbg_value(double 1.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %8, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
    #dbg_value(double 1.250000e-01, !118, !DIExpression(), !119)
  %12 = fmul double %8, 1.250000e-01, !dbg !121
    #dbg_value(double 1.250000e-01, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %12, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double %10, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %9, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %13 = fadd double %10, 1.250000e-01, !dbg !130
  %14 = fadd double %9, %12, !dbg !131
    #dbg_value(double %13, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %14, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
  %15 = fadd double %8, -1.218750e+00, !dbg !132
    #dbg_value(double %13, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double %14, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(double %15, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(i64 1, !67, !DIExpression(), !103)
    #dbg_value(double 5.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double %7, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %6, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !110)
    #dbg_value(double -1.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !110)
    #dbg_value(double %3, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(float 2.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !110)
    #dbg_value(i32 2, !104, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !110)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double -1.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %3, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
  %16 = fmul double %3, 1.250000e-01, !dbg !121
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double -1.250000e-01, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %16, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double 5.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double %7, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %6, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %17 = fadd double %7, -1.250000e-01, !dbg !133
  %18 = fadd double %6, %16, !dbg !131
    #dbg_value(double 5.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double %17, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %18, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
  %19 = fadd double %3, -1.218750e+00, !dbg !132
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double %17, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double %18, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double %19, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(i64 2, !67, !DIExpression(), !103)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %4, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !110)
    #dbg_value(double %5, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(float 5.000000e-01, !104, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !110)
    #dbg_value(i32 3, !104, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !110)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %5, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
  %20 = fmul double %5, 1.250000e-01, !dbg !121
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %20, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %4, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %21 = fadd double %4, %20, !dbg !131
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %21, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
  %22 = fadd double %5, -1.218750e+00, !dbg !132
    #dbg_value(double %22, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(double %21, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double %22, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(i64 3, !67, !DIExpression(), !103)
    #dbg_value(double %13, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double %14, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(double %15, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double %17, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double %18, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double %22, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(double %21, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double %19, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(i32 %11, !65, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !101)
    #dbg_value(i64 0, !67, !DIExpression(), !103)
    #dbg_value(double %13, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %14, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
    #dbg_value(double 1.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !110)
    #dbg_value(double %15, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(float 1.500000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !110)
    #dbg_value(i32 1, !104, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !110)
    #dbg_value(double 1.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %15, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
  %23 = fmul double %15, 1.250000e-01, !dbg !121
    #dbg_value(double 1.250000e-01, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %23, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double %13, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %14, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %24 = fadd double %13, 1.250000e-01, !dbg !130
  %25 = fadd double %14, %23, !dbg !131
    #dbg_value(double %24, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %25, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
  %26 = fadd double %15, -1.218750e+00, !dbg !132
    #dbg_value(double %24, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
    #dbg_value(double %25, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !99)
    #dbg_value(double %26, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !99)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !99)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
    #dbg_value(i64 1, !67, !DIExpression(), !103)
    #dbg_value(double 5.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double %17, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %18, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !110)
    #dbg_value(double -1.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !110)
    #dbg_value(double %19, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(float 2.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !110)
    #dbg_value(i32 2, !104, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !110)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double -1.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %19, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
  %27 = fmul double %19, 1.250000e-01, !dbg !121
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double -1.250000e-01, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %27, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double 5.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double %17, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %18, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %28 = fadd double %17, -1.250000e-01, !dbg !133
  %29 = fadd double %18, %27, !dbg !131
    #dbg_value(double 5.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double %28, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %29, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
  %30 = fadd double %19, -1.218750e+00, !dbg !132
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !99)
    #dbg_value(double %28, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !99)
    #dbg_value(double %29, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !99)
    #dbg_value(double %30, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !99)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !99)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !99)
    #dbg_value(i64 2, !67, !DIExpression(), !103)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %21, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !110)
    #dbg_value(double %22, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(float 5.000000e-01, !104, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !110)
    #dbg_value(i32 3, !104, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !110)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !119)
    #dbg_value(double 0.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119)
    #dbg_value(double %22, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !119)
  %31 = fmul double %22, 1.250000e-01, !dbg !121
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %31, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(double %21, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128)
  %32 = fadd double %21, %31, !dbg !131
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !110)
    #dbg_value(double 0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110)
    #dbg_value(double %32, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !110)
  %33 = fadd double %22, -1.218750e+00, !dbg !132
    #dbg_value(double %33, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !110)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !99)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !99)
    #dbg_value(double %32, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !99)
    #dbg_value(double %33, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !99)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !99)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !99)
    #dbg_value(i64 3, !67, !DIExpression(), !103)
  %34 = add nuw nsw i32 %11, 2, !dbg !134
    #dbg_value(i32 %34, !65, !DIExpression(), !101)
  %35 = icmp eq i32 %34, 64, !dbg !135
  br i1 %35, label %36, label %2, !dbg !102, !llvm.loop !136

36:                                               ; preds = %2
    #dbg_value(i64 0, !70, !DIExpression(), !139)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %24, double noundef 0.000000e+00, double noundef %25, double noundef 1.500000e+00), !dbg !140
    #dbg_value(i64 1, !70, !DIExpression(), !139)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef 5.000000e+00, double noundef %28, double noundef %29, double noundef 2.000000e+00), !dbg !140
    #dbg_value(i64 2, !70, !DIExpression(), !139)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef %32, double noundef 5.000000e-01), !dbg !140
    #dbg_value(i64 3, !70, !DIExpression(), !139)
    #dbg_value(i8 -56, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !99)
    #dbg_value(i8 7, !72, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !99)
    #dbg_value(i16 2468, !78, !DIExpression(), !99)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 200, i32 noundef 7, i32 noundef 2468), !dbg !142
    #dbg_value(<2 x float> <float 5.000000e-01, float 5.000000e-01>, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99)
    #dbg_value(<2 x float> <float 6.000000e+00, float -4.000000e+00>, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !99)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e+00, double noundef -4.000000e+00), !dbg !143
    #dbg_value(i32 1069547520, !89, !DIExpression(), !99)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 192, i32 noundef 63), !dbg !144
    #dbg_value(i32 99, !96, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !99)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 99, i32 noundef 2), !dbg !145
  ret i32 0, !dbg !146
}

; Function Attrs: nofree nounwind
declare !dbg !147 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

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
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !33, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!30 = !{!31, !32}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!33 = !{!0, !7, !12, !17, !22, !24}
!34 = !{i32 7, !"Dwarf Version", i32 4}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !42, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !52, !53, !54, !65, !67, !70, !72, !78, !82, !89, !96}
!46 = !DILocalVariable(name: "a", scope: !41, file: !2, line: 33, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !2, line: 5, size: 192, elements: !48)
!48 = !{!49, !50, !51}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !47, file: !2, line: 5, baseType: !31, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !47, file: !2, line: 5, baseType: !31, size: 64, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !47, file: !2, line: 5, baseType: !31, size: 64, offset: 128)
!52 = !DILocalVariable(name: "b", scope: !41, file: !2, line: 33, type: !47)
!53 = !DILocalVariable(name: "c", scope: !41, file: !2, line: 34, type: !47)
!54 = !DILocalVariable(name: "ps", scope: !41, file: !2, line: 36, type: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 1344, elements: !63)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Particle", file: !2, line: 6, size: 448, elements: !57)
!57 = !{!58, !59, !60, !62}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !56, file: !2, line: 6, baseType: !47, size: 192)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !56, file: !2, line: 6, baseType: !47, size: 192, offset: 192)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !56, file: !2, line: 6, baseType: !61, size: 32, offset: 384)
!61 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !56, file: !2, line: 6, baseType: !44, size: 32, offset: 416)
!63 = !{!64}
!64 = !DISubrange(count: 3)
!65 = !DILocalVariable(name: "t", scope: !66, file: !2, line: 41, type: !44)
!66 = distinct !DILexicalBlock(scope: !41, file: !2, line: 41, column: 5)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 42, type: !44)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 42, column: 9)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 41, column: 5)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 43, type: !44)
!71 = distinct !DILexicalBlock(scope: !41, file: !2, line: 43, column: 5)
!72 = !DILocalVariable(name: "p", scope: !41, file: !2, line: 45, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair8", file: !2, line: 7, size: 16, elements: !74)
!74 = !{!75, !77}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !2, line: 7, baseType: !76, size: 8)
!76 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !2, line: 7, baseType: !76, size: 8, offset: 8)
!78 = !DILocalVariable(name: "t", scope: !41, file: !2, line: 46, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tiny", file: !2, line: 8, size: 16, elements: !80)
!80 = !{!81}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !79, file: !2, line: 8, baseType: !32, size: 16)
!82 = !DILocalVariable(name: "q", scope: !41, file: !2, line: 48, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Quad", file: !2, line: 9, size: 128, elements: !84)
!84 = !{!85}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !83, file: !2, line: 9, baseType: !86, size: 128)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 4)
!89 = !DILocalVariable(name: "n", scope: !41, file: !2, line: 50, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Num", file: !2, line: 10, size: 32, elements: !91)
!91 = !{!92, !93, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !90, file: !2, line: 10, baseType: !44, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !90, file: !2, line: 10, baseType: !61, size: 32)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !90, file: !2, line: 10, baseType: !95, size: 32)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 32, elements: !87)
!96 = !DILocalVariable(name: "copy", scope: !41, file: !2, line: 52, type: !56)
!97 = !DILocation(line: 33, column: 17, scope: !41)
!98 = !DILocation(line: 33, column: 34, scope: !41)
!99 = !DILocation(line: 0, scope: !41)
!100 = !DILocation(line: 35, column: 5, scope: !41)
!101 = !DILocation(line: 0, scope: !66)
!102 = !DILocation(line: 41, column: 5, scope: !66)
!103 = !DILocation(line: 0, scope: !68)
!104 = !DILocalVariable(name: "p", arg: 1, scope: !105, file: !2, line: 18, type: !56)
!105 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 18, type: !106, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!56, !56, !31}
!108 = !{!104, !109}
!109 = !DILocalVariable(name: "dt", arg: 2, scope: !105, file: !2, line: 18, type: !31)
!110 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!111 = distinct !DILocation(line: 42, column: 45, scope: !112)
!112 = distinct !DILexicalBlock(scope: !68, file: !2, line: 42, column: 9)
!113 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !2, line: 13, type: !47)
!114 = distinct !DISubprogram(name: "vscale", scope: !2, file: !2, line: 13, type: !115, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!47, !47, !31}
!117 = !{!113, !118}
!118 = !DILocalVariable(name: "k", arg: 2, scope: !114, file: !2, line: 13, type: !31)
!119 = !DILocation(line: 0, scope: !114, inlinedAt: !120)
!120 = distinct !DILocation(line: 19, column: 25, scope: !105, inlinedAt: !111)
!121 = !DILocation(line: 13, column: 98, scope: !114, inlinedAt: !120)
!122 = !DILocalVariable(name: "b", arg: 2, scope: !123, file: !2, line: 12, type: !47)
!123 = distinct !DISubprogram(name: "vadd", scope: !2, file: !2, line: 12, type: !124, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!47, !47, !47}
!126 = !{!127, !122}
!127 = !DILocalVariable(name: "a", arg: 1, scope: !123, file: !2, line: 12, type: !47)
!128 = !DILocation(line: 0, scope: !123, inlinedAt: !129)
!129 = distinct !DILocation(line: 19, column: 13, scope: !105, inlinedAt: !111)
!130 = !DILocation(line: 12, column: 83, scope: !123, inlinedAt: !129)
!131 = !DILocation(line: 12, column: 105, scope: !123, inlinedAt: !129)
!132 = !DILocation(line: 20, column: 13, scope: !105, inlinedAt: !111)
!133 = !DILocation(line: 12, column: 94, scope: !123, inlinedAt: !129)
!134 = !DILocation(line: 41, column: 30, scope: !69)
!135 = !DILocation(line: 41, column: 23, scope: !69)
!136 = distinct !{!136, !102, !137, !138}
!137 = !DILocation(line: 42, column: 62, scope: !66)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 0, scope: !71)
!140 = !DILocation(line: 44, column: 9, scope: !141)
!141 = distinct !DILexicalBlock(scope: !71, file: !2, line: 43, column: 5)
!142 = !DILocation(line: 47, column: 5, scope: !41)
!143 = !DILocation(line: 49, column: 5, scope: !41)
!144 = !DILocation(line: 51, column: 5, scope: !41)
!145 = !DILocation(line: 54, column: 5, scope: !41)
!146 = !DILocation(line: 56, column: 1, scope: !41)
!147 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!44, !150, null}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
