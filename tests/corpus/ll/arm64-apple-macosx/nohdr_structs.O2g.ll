; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [35 x i8] c"cross = %.2f %.2f %.2f dot = %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"particle %d: %.4f %.4f %.4f m=%.2f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"pair8 %u %u tiny %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"quad %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [36 x i8] c"union float %.3f bytes %u %u %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"copy id %d orig id %d\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
    #dbg_value(double 1.000000e+00, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double 2.000000e+00, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
    #dbg_value(double 3.000000e+00, !46, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !97)
    #dbg_value(double 4.000000e+00, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double 0.000000e+00, !52, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
    #dbg_value(double -1.000000e+00, !52, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !97)
    #dbg_value(double -2.000000e+00, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double 1.300000e+01, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
    #dbg_value(double -8.000000e+00, !53, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !97)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, double noundef 1.300000e+01, double noundef -8.000000e+00, double noundef 1.000000e+00), !dbg !98
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
    #dbg_value(double 1.000000e+01, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !97)
    #dbg_value(double 1.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !97)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !97)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !97)
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !97)
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !97)
    #dbg_value(double -1.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !97)
    #dbg_value(double 2.000000e+01, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !97)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !97)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !97)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !97)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !97)
    #dbg_value(i32 0, !65, !DIExpression(), !99)
  br label %2, !dbg !100

2:                                                ; preds = %0, %2
  %3 = phi double [ 2.000000e+01, %0 ], [ %19, %2 ], !dbg !97
  %4 = phi double [ 0.000000e+00, %0 ], [ %21, %2 ], !dbg !97
  %5 = phi double [ 0.000000e+00, %0 ], [ %22, %2 ], !dbg !97
  %6 = phi double [ 0.000000e+00, %0 ], [ %18, %2 ], !dbg !97
  %7 = phi double [ 5.000000e+00, %0 ], [ %17, %2 ], !dbg !97
  %8 = phi double [ 0.000000e+00, %0 ], [ %15, %2 ], !dbg !97
  %9 = phi double [ 1.000000e+01, %0 ], [ %14, %2 ], !dbg !97
  %10 = phi double [ 0.000000e+00, %0 ], [ %13, %2 ], !dbg !97
  %11 = phi i32 [ 0, %0 ], [ %23, %2 ]
    #dbg_value(double %10, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
    #dbg_value(double %9, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !97)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !97)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !97)
    #dbg_value(double %8, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !97)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !97)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !97)
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !97)
    #dbg_value(double %7, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !97)
    #dbg_value(double %6, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !97)
    #dbg_value(double %5, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !97)
    #dbg_value(double %4, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !97)
    #dbg_value(double %3, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !97)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !97)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !97)
    #dbg_value(i32 %11, !65, !DIExpression(), !99)
    #dbg_value(i32 0, !67, !DIExpression(), !101)
    #dbg_value(i64 0, !67, !DIExpression(), !101)
    #dbg_value(ptr undef, !102, !DIExpression(DW_OP_deref), !108)
    #dbg_value(double 1.250000e-01, !107, !DIExpression(), !108)
    #dbg_value(double 1.000000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(double 0.000000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !117)
    #dbg_value(double %8, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !117)
    #dbg_value(double 1.250000e-01, !116, !DIExpression(), !117)
  %12 = fmul double %8, 1.250000e-01, !dbg !119
    #dbg_value(double %10, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double 0.000000e+00, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double %9, !120, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
    #dbg_value(double 1.250000e-01, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double %12, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
  %13 = fadd double %10, 1.250000e-01, !dbg !128
  %14 = fadd double %9, %12, !dbg !129
  %15 = fadd double %8, -1.218750e+00, !dbg !130
    #dbg_value(double %13, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97)
    #dbg_value(double %14, !54, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !97)
    #dbg_value(double %15, !54, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !97)
    #dbg_value(float 1.500000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !97)
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !97)
    #dbg_value(i64 1, !67, !DIExpression(), !101)
    #dbg_value(double 0.000000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(double -1.000000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !117)
    #dbg_value(double %3, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !117)
  %16 = fmul double %3, 1.250000e-01, !dbg !119
    #dbg_value(double 5.000000e+00, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double %7, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double %6, !120, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double -1.250000e-01, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double %16, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
  %17 = fadd double %7, -1.250000e-01, !dbg !131
  %18 = fadd double %6, %16, !dbg !129
  %19 = fadd double %3, -1.218750e+00, !dbg !130
    #dbg_value(double 5.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !97)
    #dbg_value(double %17, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !97)
    #dbg_value(double %18, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !97)
    #dbg_value(double %19, !54, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !97)
    #dbg_value(float 2.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !97)
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !97)
    #dbg_value(i64 2, !67, !DIExpression(), !101)
    #dbg_value(double 0.000000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(double 0.000000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !117)
    #dbg_value(double %5, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !117)
  %20 = fmul double %5, 1.250000e-01, !dbg !119
    #dbg_value(double 0.000000e+00, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double 0.000000e+00, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double %4, !120, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double %20, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126)
  %21 = fadd double %4, %20, !dbg !129
  %22 = fadd double %5, -1.218750e+00, !dbg !130
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !97)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !97)
    #dbg_value(double %21, !54, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !97)
    #dbg_value(double %22, !54, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !97)
    #dbg_value(float 5.000000e-01, !54, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !97)
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !97)
    #dbg_value(i64 3, !67, !DIExpression(), !101)
  %23 = add nuw nsw i32 %11, 1, !dbg !132
    #dbg_value(i32 %23, !65, !DIExpression(), !99)
  %24 = icmp eq i32 %23, 64, !dbg !133
  br i1 %24, label %25, label %2, !dbg !100, !llvm.loop !134

25:                                               ; preds = %2
    #dbg_value(i64 0, !70, !DIExpression(), !137)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %13, double noundef 0.000000e+00, double noundef %14, double noundef 1.500000e+00), !dbg !138
    #dbg_value(i64 1, !70, !DIExpression(), !137)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef 5.000000e+00, double noundef %17, double noundef %18, double noundef 2.000000e+00), !dbg !138
    #dbg_value(i64 2, !70, !DIExpression(), !137)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef %21, double noundef 5.000000e-01), !dbg !138
    #dbg_value(i64 3, !70, !DIExpression(), !137)
    #dbg_value(i8 -56, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !97)
    #dbg_value(i8 7, !72, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !97)
    #dbg_value(i16 2468, !78, !DIExpression(), !97)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 200, i32 noundef 7, i32 noundef 2468), !dbg !140
    #dbg_value(float 5.000000e-01, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !97)
    #dbg_value(float 5.000000e-01, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !97)
    #dbg_value(float 6.000000e+00, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !97)
    #dbg_value(float -4.000000e+00, !82, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !97)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e+00, double noundef -4.000000e+00), !dbg !141
    #dbg_value(i32 1069547520, !89, !DIExpression(), !97)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 192, i32 noundef 63), !dbg !142
    #dbg_value(i32 99, !96, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !97)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 99, i32 noundef 2), !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: nofree nounwind
declare !dbg !145 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

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
!38 = !{i32 7, !"uwtable", i32 1}
!39 = !{i32 7, !"frame-pointer", i32 1}
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
!97 = !DILocation(line: 0, scope: !41)
!98 = !DILocation(line: 35, column: 5, scope: !41)
!99 = !DILocation(line: 0, scope: !66)
!100 = !DILocation(line: 41, column: 5, scope: !66)
!101 = !DILocation(line: 0, scope: !68)
!102 = !DILocalVariable(name: "p", arg: 1, scope: !103, file: !2, line: 18, type: !56)
!103 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 18, type: !104, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!56, !56, !31}
!106 = !{!102, !107}
!107 = !DILocalVariable(name: "dt", arg: 2, scope: !103, file: !2, line: 18, type: !31)
!108 = !DILocation(line: 0, scope: !103, inlinedAt: !109)
!109 = distinct !DILocation(line: 42, column: 45, scope: !110)
!110 = distinct !DILexicalBlock(scope: !68, file: !2, line: 42, column: 9)
!111 = !DILocalVariable(name: "a", arg: 1, scope: !112, file: !2, line: 13, type: !47)
!112 = distinct !DISubprogram(name: "vscale", scope: !2, file: !2, line: 13, type: !113, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!47, !47, !31}
!115 = !{!111, !116}
!116 = !DILocalVariable(name: "k", arg: 2, scope: !112, file: !2, line: 13, type: !31)
!117 = !DILocation(line: 0, scope: !112, inlinedAt: !118)
!118 = distinct !DILocation(line: 19, column: 25, scope: !103, inlinedAt: !109)
!119 = !DILocation(line: 13, column: 98, scope: !112, inlinedAt: !118)
!120 = !DILocalVariable(name: "a", arg: 1, scope: !121, file: !2, line: 12, type: !47)
!121 = distinct !DISubprogram(name: "vadd", scope: !2, file: !2, line: 12, type: !122, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!47, !47, !47}
!124 = !{!120, !125}
!125 = !DILocalVariable(name: "b", arg: 2, scope: !121, file: !2, line: 12, type: !47)
!126 = !DILocation(line: 0, scope: !121, inlinedAt: !127)
!127 = distinct !DILocation(line: 19, column: 13, scope: !103, inlinedAt: !109)
!128 = !DILocation(line: 12, column: 83, scope: !121, inlinedAt: !127)
!129 = !DILocation(line: 12, column: 105, scope: !121, inlinedAt: !127)
!130 = !DILocation(line: 20, column: 13, scope: !103, inlinedAt: !109)
!131 = !DILocation(line: 12, column: 94, scope: !121, inlinedAt: !127)
!132 = !DILocation(line: 41, column: 30, scope: !69)
!133 = !DILocation(line: 41, column: 23, scope: !69)
!134 = distinct !{!134, !100, !135, !136}
!135 = !DILocation(line: 42, column: 62, scope: !66)
!136 = !{!"llvm.loop.mustprogress"}
!137 = !DILocation(line: 0, scope: !71)
!138 = !DILocation(line: 44, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !71, file: !2, line: 43, column: 5)
!140 = !DILocation(line: 47, column: 5, scope: !41)
!141 = !DILocation(line: 49, column: 5, scope: !41)
!142 = !DILocation(line: 51, column: 5, scope: !41)
!143 = !DILocation(line: 54, column: 5, scope: !41)
!144 = !DILocation(line: 56, column: 1, scope: !41)
!145 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubroutineType(types: !147)
!147 = !{!44, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
