; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"p = (%d, %d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [28 x i8] c"area = %d, grown area = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"big sum = %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"blend = %u %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"fpair = %.3f %.3f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"dpair = %.3f %.3f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [21 x i8] c"intdouble = %d %.3f\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [23 x i8] c"mixed = %c %.3f %d %d\0A\00", align 1, !dbg !34
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [36 x i8] c"copy key = %d name = %s, hash = %u\0A\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [17 x i8] c"total area = %d\0A\00", align 1, !dbg !49

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !78 {
    #dbg_value(i32 -7, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 26, !83, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef 26), !dbg !170
    #dbg_value(i64 8589934593, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(i64 30064771083, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 50, i32 noundef 176), !dbg !171
    #dbg_value(i64 17000051, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(i64 34000102, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
    #dbg_value(i64 51000153, !93, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !169)
    #dbg_value(i64 68000204, !93, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !169)
    #dbg_value(i64 85000255, !93, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !169)
    #dbg_value(i64 102000306, !93, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !169)
    #dbg_value(i64 119000357, !93, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !169)
    #dbg_value(i64 136000408, !93, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !169)
    #dbg_value(i32 17, !93, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !169)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 612001853), !dbg !172
    #dbg_value(i24 -14326, !101, !DIExpression(), !169)
    #dbg_value(i24 91166, !107, !DIExpression(), !169)
    #dbg_value(i8 20, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !169)
    #dbg_value(i8 -106, !108, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !169)
    #dbg_value(i8 -128, !108, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !169)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 150, i32 noundef 128), !dbg !173
    #dbg_value(float -3.500000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(float 2.500000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -3.500000e+00, double noundef 2.500000e+00), !dbg !174
    #dbg_value(double 2.000000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(double 9.000000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.000000e+00, double noundef 9.000000e+00), !dbg !175
    #dbg_value(i64 21, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(double 7.250000e+00, !121, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 21, double noundef 7.250000e+00), !dbg !176
    #dbg_value(i8 99, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !169)
    #dbg_value(double 4.500000e+00, !126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
    #dbg_value(i16 86, !126, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !169)
    #dbg_value(i32 80, !126, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 99, double noundef 4.500000e+00, i32 noundef 86, i32 noundef 80), !dbg !177
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !169)
    #dbg_value(ptr null, !134, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !169)
    #dbg_value(ptr null, !134, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !169)
    #dbg_value(ptr null, !134, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 1056, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 1088, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 1152, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !169)
    #dbg_value(ptr null, !134, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !169)
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 -1, !134, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
    #dbg_value(i32 -2, !134, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !169)
    #dbg_value(ptr poison, !134, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !169)
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !169)
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !169)
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !169)
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !169)
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !169)
    #dbg_value(i32 -1, !134, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !169)
    #dbg_value(ptr poison, !134, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !169)
    #dbg_value(i32 5, !134, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !169)
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !169)
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !169)
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !169)
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !169)
    #dbg_value(i32 4, !134, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !169)
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !169)
    #dbg_value(ptr @.str.10, !134, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !169)
    #dbg_value(i32 10, !134, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !169)
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !169)
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !169)
    #dbg_value(i32 4, !134, !DIExpression(DW_OP_LLVM_fragment, 1056, 32), !169)
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_LLVM_fragment, 1088, 32), !169)
    #dbg_value(i32 5, !134, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !169)
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_LLVM_fragment, 1152, 32), !169)
    #dbg_value(ptr poison, !134, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !169)
    #dbg_value(i32 5, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_assign(i1 undef, !156, !DIExpression(DW_OP_LLVM_fragment, 32, 224), !178, ptr undef, !DIExpression(), !169)
    #dbg_value(ptr @.str.10, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !169)
    #dbg_value(i32 99, !134, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !169)
    #dbg_value(i32 0, !157, !DIExpression(), !169)
    #dbg_value(i32 1, !157, !DIExpression(), !169)
    #dbg_value(i32 1, !157, !DIExpression(), !169)
    #dbg_value(i32 31, !157, !DIExpression(), !169)
    #dbg_value(i32 967, !157, !DIExpression(), !169)
    #dbg_value(i32 29989, !157, !DIExpression(), !169)
    #dbg_value(i32 929664, !157, !DIExpression(), !169)
    #dbg_value(i32 28819586, !157, !DIExpression(), !169)
    #dbg_value(i32 28819586, !157, !DIExpression(), !169)
    #dbg_value(i32 893407174, !157, !DIExpression(), !169)
    #dbg_value(i32 1925818632, !157, !DIExpression(), !169)
    #dbg_value(i32 -429164532, !157, !DIExpression(), !169)
    #dbg_value(i32 -419198600, !157, !DIExpression(), !169)
    #dbg_value(i32 -110254613, !157, !DIExpression(), !169)
    #dbg_value(i32 -110254613, !157, !DIExpression(), !169)
    #dbg_value(i32 877074309, !157, !DIExpression(), !169)
    #dbg_value(i32 1419499825, !157, !DIExpression(), !169)
    #dbg_value(i32 1054821643, !157, !DIExpression(), !169)
    #dbg_value(i32 -1660267430, !157, !DIExpression(), !169)
    #dbg_value(i32 71317232, !157, !DIExpression(), !169)
    #dbg_value(i32 71317232, !157, !DIExpression(), !169)
    #dbg_value(i32 -2084133080, !157, !DIExpression(), !169)
    #dbg_value(i32 -183616010, !157, !DIExpression(), !169)
    #dbg_value(i32 -1397128978, !157, !DIExpression(), !169)
    #dbg_value(i32 -361325353, !157, !DIExpression(), !169)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 5, ptr noundef nonnull @.str.10, i32 noundef -361325353), !dbg !179
    #dbg_value(i64 8589934593, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(i64 30064771083, !164, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
    #dbg_value(i64 4294967296, !164, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !169)
    #dbg_value(i64 34359738380, !164, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !169)
    #dbg_value(i64 4294967295, !164, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !169)
    #dbg_value(i64 38654705677, !164, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !169)
    #dbg_value(i32 0, !166, !DIExpression(), !169)
    #dbg_value(i32 0, !166, !DIExpression(), !169)
    #dbg_value(i32 50, !166, !DIExpression(), !169)
    #dbg_value(i32 134, !166, !DIExpression(), !169)
    #dbg_value(i32 260, !166, !DIExpression(), !169)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 260), !dbg !180
  ret i32 0, !dbg !181
}

; Function Attrs: nofree nounwind
declare !dbg !182 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!54}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "db0499d0fe03c4c7853e6d71792be9ce")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 21)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 23)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 36)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 17)
!54 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !55, globals: !59, splitDebugInlining: false, nameTableKind: None)
!55 = !{!56, !57, !58}
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!57 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!58 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!59 = !{!0, !7, !12, !17, !22, !27, !29, !34, !60, !62, !39, !67, !44, !49}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 5)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"frame-pointer", i32 1}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !79, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !82)
!79 = !DISubroutineType(types: !80)
!80 = !{!81}
!81 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!82 = !{!83, !88, !93, !101, !107, !108, !109, !115, !121, !126, !134, !148, !150, !152, !156, !157, !158, !160, !164, !166, !167}
!83 = !DILocalVariable(name: "p", scope: !78, file: !2, line: 45, type: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !2, line: 5, size: 64, elements: !85)
!85 = !{!86, !87}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !84, file: !2, line: 5, baseType: !81, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !84, file: !2, line: 5, baseType: !81, size: 32, offset: 32)
!88 = !DILocalVariable(name: "r", scope: !78, file: !2, line: 47, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 6, size: 128, elements: !90)
!90 = !{!91, !92}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !89, file: !2, line: 6, baseType: !84, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !89, file: !2, line: 6, baseType: !84, size: 64, offset: 64)
!93 = !DILocalVariable(name: "b", scope: !78, file: !2, line: 49, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 8, size: 576, elements: !95)
!95 = !{!96, !100}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !94, file: !2, line: 8, baseType: !97, size: 512)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 512, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 8)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !94, file: !2, line: 8, baseType: !81, size: 32, offset: 512)
!101 = !DILocalVariable(name: "s1", scope: !78, file: !2, line: 51, type: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Small", file: !2, line: 9, size: 24, elements: !103)
!103 = !{!104, !105, !106}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !102, file: !2, line: 9, baseType: !58, size: 8)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !102, file: !2, line: 9, baseType: !58, size: 8, offset: 8)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !102, file: !2, line: 9, baseType: !58, size: 8, offset: 16)
!107 = !DILocalVariable(name: "s2", scope: !78, file: !2, line: 51, type: !102)
!108 = !DILocalVariable(name: "s3", scope: !78, file: !2, line: 52, type: !102)
!109 = !DILocalVariable(name: "fp", scope: !78, file: !2, line: 54, type: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FPair", file: !2, line: 10, size: 64, elements: !111)
!111 = !{!112, !114}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !2, line: 10, baseType: !113, size: 32)
!113 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 10, baseType: !113, size: 32, offset: 32)
!115 = !DILocalVariable(name: "dp", scope: !78, file: !2, line: 56, type: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DPair", file: !2, line: 11, size: 128, elements: !117)
!117 = !{!118, !120}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !116, file: !2, line: 11, baseType: !119, size: 64)
!119 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !116, file: !2, line: 11, baseType: !119, size: 64, offset: 64)
!121 = !DILocalVariable(name: "id", scope: !78, file: !2, line: 58, type: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IntDouble", file: !2, line: 12, size: 128, elements: !123)
!123 = !{!124, !125}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !122, file: !2, line: 12, baseType: !81, size: 32)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !122, file: !2, line: 12, baseType: !119, size: 64, offset: 64)
!126 = !DILocalVariable(name: "m", scope: !78, file: !2, line: 60, type: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mixed", file: !2, line: 7, size: 192, elements: !128)
!128 = !{!129, !130, !131, !133}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !127, file: !2, line: 7, baseType: !4, size: 8)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !127, file: !2, line: 7, baseType: !119, size: 64, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !127, file: !2, line: 7, baseType: !132, size: 16, offset: 128)
!132 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !127, file: !2, line: 7, baseType: !81, size: 32, offset: 160)
!134 = !DILocalVariable(name: "nodes", scope: !78, file: !2, line: 64, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 1280, elements: !146)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 42, size: 320, elements: !137)
!137 = !{!138, !139, !143}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !136, file: !2, line: 42, baseType: !81, size: 32)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "pts", scope: !136, file: !2, line: 42, baseType: !140, size: 192, offset: 32)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 192, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 3)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !136, file: !2, line: 42, baseType: !144, size: 64, offset: 256)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!146 = !{!147}
!147 = !DISubrange(count: 4)
!148 = !DILocalVariable(name: "names", scope: !78, file: !2, line: 66, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 256, elements: !146)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 67, type: !81)
!151 = distinct !DILexicalBlock(scope: !78, file: !2, line: 67, column: 5)
!152 = !DILocalVariable(name: "j", scope: !153, file: !2, line: 69, type: !81)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 69, column: 9)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 67, column: 33)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 67, column: 5)
!156 = !DILocalVariable(name: "copy", scope: !78, file: !2, line: 72, type: !136)
!157 = !DILocalVariable(name: "h", scope: !78, file: !2, line: 74, type: !56)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 75, type: !81)
!159 = distinct !DILexicalBlock(scope: !78, file: !2, line: 75, column: 5)
!160 = !DILocalVariable(name: "j", scope: !161, file: !2, line: 77, type: !81)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 77, column: 9)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 75, column: 33)
!163 = distinct !DILexicalBlock(scope: !159, file: !2, line: 75, column: 5)
!164 = !DILocalVariable(name: "arr", scope: !78, file: !2, line: 81, type: !165)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 384, elements: !141)
!166 = !DILocalVariable(name: "tot", scope: !78, file: !2, line: 82, type: !81)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 83, type: !81)
!168 = distinct !DILexicalBlock(scope: !78, file: !2, line: 83, column: 5)
!169 = !DILocation(line: 0, scope: !78)
!170 = !DILocation(line: 46, column: 5, scope: !78)
!171 = !DILocation(line: 48, column: 5, scope: !78)
!172 = !DILocation(line: 50, column: 5, scope: !78)
!173 = !DILocation(line: 53, column: 5, scope: !78)
!174 = !DILocation(line: 55, column: 5, scope: !78)
!175 = !DILocation(line: 57, column: 5, scope: !78)
!176 = !DILocation(line: 59, column: 5, scope: !78)
!177 = !DILocation(line: 62, column: 5, scope: !78)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 80, column: 5, scope: !78)
!180 = !DILocation(line: 84, column: 5, scope: !78)
!181 = !DILocation(line: 86, column: 1, scope: !78)
!182 = !DISubprogram(name: "printf", scope: !183, file: !183, line: 356, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!184 = !DISubroutineType(types: !185)
!185 = !{!81, !186, null}
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
