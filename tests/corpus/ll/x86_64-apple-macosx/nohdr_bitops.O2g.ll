; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 1, i32 6, i32 -2147483648, i32 305419896, i32 -252645136, i32 65535, i32 2147483647], align 16
@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
  %1 = alloca [4 x i64], align 16
    #dbg_declare(ptr @__const.main.vals, !66, !DIExpression(), !95)
    #dbg_value(i32 0, !70, !DIExpression(), !96)
    #dbg_value(i32 0, !71, !DIExpression(), !97)
  br label %38, !dbg !98

2:                                                ; preds = %38
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1607262117), !dbg !99
    #dbg_value(i64 81985529216486895, !76, !DIExpression(), !96)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 32, i32 noundef 7, i32 noundef 0, i64 noundef -1167088121787636991, i64 noundef 3771334343958392850), !dbg !100
    #dbg_value(i32 1, !77, !DIExpression(), !96)
    #dbg_value(i32 0, !78, !DIExpression(), !101)
    #dbg_value(i32 poison, !78, !DIExpression(), !101)
  br label %5, !dbg !102

5:                                                ; preds = %5, %2
  %6 = phi i32 [ 0, %2 ], [ %27, %5 ], !dbg !103
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %2 ], [ %28, %5 ]
  %8 = phi <4 x i1> [ zeroinitializer, %2 ], [ %25, %5 ]
  %9 = phi <4 x i1> [ zeroinitializer, %2 ], [ %26, %5 ]
  %10 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %11 = add nuw nsw <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>, !dbg !103
  %12 = add <4 x i32> %7, <i32 5, i32 5, i32 5, i32 5>, !dbg !103
  %13 = xor <4 x i32> %11, %7, !dbg !107
  %14 = xor <4 x i32> %12, %10, !dbg !107
  %15 = lshr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !107
  %16 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !107
  %17 = xor <4 x i32> %7, %15, !dbg !107
  %18 = xor <4 x i32> %10, %16, !dbg !107
  %19 = xor <4 x i32> %17, %11, !dbg !107
  %20 = xor <4 x i32> %18, %12, !dbg !107
  %21 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %19), !dbg !108
  %22 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %20), !dbg !108
  %23 = icmp ne <4 x i32> %21, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %24 = icmp ne <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %25 = or <4 x i1> %8, %23
  %26 = or <4 x i1> %9, %24
  %27 = add nuw i32 %6, 8, !dbg !103
  %28 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>
  %29 = icmp eq i32 %27, 5000, !dbg !103
  br i1 %29, label %30, label %5, !dbg !103, !llvm.loop !110

30:                                               ; preds = %5
  %31 = or <4 x i1> %26, %25, !dbg !102
  %32 = freeze <4 x i1> %31, !dbg !102
  %33 = bitcast <4 x i1> %32 to i4, !dbg !102
  %34 = icmp eq i4 %33, 0, !dbg !102
  %35 = zext i1 %34 to i32, !dbg !102
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35), !dbg !115
    #dbg_value(i32 7, !80, !DIExpression(), !96)
    #dbg_value(i32 0, !81, !DIExpression(), !96)
    #dbg_value(i32 poison, !81, !DIExpression(), !96)
    #dbg_value(i32 undef, !80, !DIExpression(), !96)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2072185004, i32 noundef 67), !dbg !116
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !117
    #dbg_declare(ptr %1, !84, !DIExpression(), !118)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !118
    #dbg_value(i32 0, !88, !DIExpression(), !119)
  br label %50, !dbg !120

38:                                               ; preds = %0, %38
  %39 = phi i64 [ 0, %0 ], [ %48, %38 ]
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i64 %39, !71, !DIExpression(), !97)
  %40 = getelementptr inbounds [7 x i32], ptr @__const.main.vals, i64 0, i64 %39, !dbg !121
  %41 = load i32, ptr %40, align 4, !dbg !121, !tbaa !122
    #dbg_value(i32 %41, !73, !DIExpression(), !126)
  %42 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %41), !dbg !127
  %43 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %41, i1 true), !dbg !128
  %44 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %41, i1 true), !dbg !129
  %45 = and i32 %42, 1, !dbg !130
  %46 = tail call i32 @llvm.bswap.i32(i32 %41), !dbg !131
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46), !dbg !132
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
  %48 = add nuw nsw i64 %39, 1, !dbg !133
    #dbg_value(i64 %48, !71, !DIExpression(), !97)
  %49 = icmp eq i64 %48, 7, !dbg !134
  br i1 %49, label %2, label %38, !dbg !98, !llvm.loop !135

50:                                               ; preds = %50, %30
  %51 = phi i32 [ 0, %30 ], [ %69, %50 ]
    #dbg_value(i32 %51, !88, !DIExpression(), !119)
  %52 = and i32 %51, 62, !dbg !137
  %53 = zext nneg i32 %52 to i64, !dbg !139
  %54 = shl nuw nsw i64 1, %53, !dbg !139
  %55 = lshr i32 %51, 6, !dbg !140
  %56 = zext nneg i32 %55 to i64, !dbg !141
  %57 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %56, !dbg !141
  %58 = load i64, ptr %57, align 8, !dbg !142, !tbaa !143
  %59 = or i64 %58, %54, !dbg !142
  store i64 %59, ptr %57, align 8, !dbg !142, !tbaa !143
  %60 = add nuw nsw i32 %51, 3, !dbg !145
    #dbg_value(i32 %60, !88, !DIExpression(), !119)
  %61 = and i32 %60, 63, !dbg !137
  %62 = zext nneg i32 %61 to i64, !dbg !139
  %63 = shl nuw i64 1, %62, !dbg !139
  %64 = lshr i32 %60, 6, !dbg !140
  %65 = zext nneg i32 %64 to i64, !dbg !141
  %66 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %65, !dbg !141
  %67 = load i64, ptr %66, align 8, !dbg !142, !tbaa !143
  %68 = or i64 %67, %63, !dbg !142
  store i64 %68, ptr %66, align 8, !dbg !142, !tbaa !143
  %69 = add nuw nsw i32 %51, 6, !dbg !145
    #dbg_value(i32 %69, !88, !DIExpression(), !119)
  %70 = icmp ult i32 %51, 250, !dbg !146
  br i1 %70, label %50, label %71, !dbg !120, !llvm.loop !147

71:                                               ; preds = %50, %71
  %72 = phi i32 [ %92, %71 ], [ 0, %50 ]
    #dbg_value(i32 %72, !90, !DIExpression(), !149)
  %73 = and i32 %72, 62, !dbg !150
  %74 = zext nneg i32 %73 to i64, !dbg !152
  %75 = shl nuw nsw i64 1, %74, !dbg !152
  %76 = xor i64 %75, -1, !dbg !153
  %77 = lshr i32 %72, 6, !dbg !154
  %78 = zext nneg i32 %77 to i64, !dbg !155
  %79 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %78, !dbg !155
  %80 = load i64, ptr %79, align 8, !dbg !156, !tbaa !143
  %81 = and i64 %80, %76, !dbg !156
  store i64 %81, ptr %79, align 8, !dbg !156, !tbaa !143
  %82 = add nuw nsw i32 %72, 5, !dbg !157
    #dbg_value(i32 %82, !90, !DIExpression(), !149)
  %83 = and i32 %82, 63, !dbg !150
  %84 = zext nneg i32 %83 to i64, !dbg !152
  %85 = shl nuw i64 1, %84, !dbg !152
  %86 = xor i64 %85, -1, !dbg !153
  %87 = lshr i32 %82, 6, !dbg !154
  %88 = zext nneg i32 %87 to i64, !dbg !155
  %89 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %88, !dbg !155
  %90 = load i64, ptr %89, align 8, !dbg !156, !tbaa !143
  %91 = and i64 %90, %86, !dbg !156
  store i64 %91, ptr %89, align 8, !dbg !156, !tbaa !143
  %92 = add nuw nsw i32 %72, 10, !dbg !157
    #dbg_value(i32 %92, !90, !DIExpression(), !149)
  %93 = icmp ult i32 %72, 246, !dbg !158
  br i1 %93, label %71, label %94, !dbg !159, !llvm.loop !160

94:                                               ; preds = %71
    #dbg_value(i64 0, !93, !DIExpression(), !162)
    #dbg_value(i32 0, !92, !DIExpression(), !96)
    #dbg_value(i64 poison, !92, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !96)
    #dbg_value(i64 1, !93, !DIExpression(), !162)
    #dbg_value(i32 poison, !92, !DIExpression(), !96)
    #dbg_value(i64 2, !93, !DIExpression(), !162)
    #dbg_value(i32 poison, !92, !DIExpression(), !96)
    #dbg_value(i64 3, !93, !DIExpression(), !162)
  %95 = load <4 x i64>, ptr %1, align 16, !dbg !163, !tbaa !143
  %96 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %95), !dbg !165
  %97 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %96), !dbg !166
  %98 = trunc i64 %97 to i32, !dbg !166
    #dbg_value(i32 %98, !92, !DIExpression(), !96)
    #dbg_value(i64 4, !93, !DIExpression(), !162)
  %99 = extractelement <4 x i64> %95, i64 0, !dbg !167
  %100 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %99, i1 true), !dbg !167
  %101 = trunc nuw nsw i64 %100 to i32, !dbg !167
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %98, i32 noundef %101), !dbg !168
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 9, i32 noundef 63), !dbg !169
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 184, i32 noundef 510274632), !dbg !170
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 52651), !dbg !171
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !172
  ret i32 0, !dbg !173
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !174 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.ctpop.v4i64(<4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #5

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_bitops.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 53)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 26)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 36)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 14)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !53, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !2, line: 5, baseType: !50)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 6, baseType: !52)
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!54 = !{i32 7, !"Dwarf Version", i32 4}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"frame-pointer", i32 2}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !62, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64}
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!66, !70, !71, !73, !76, !77, !78, !80, !81, !82, !84, !88, !90, !92, !93}
!66 = !DILocalVariable(name: "vals", scope: !61, file: !2, line: 17, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 224, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 7)
!70 = !DILocalVariable(name: "h", scope: !61, file: !2, line: 18, type: !49)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 19, type: !64)
!72 = distinct !DILexicalBlock(scope: !61, file: !2, line: 19, column: 5)
!73 = !DILocalVariable(name: "v", scope: !74, file: !2, line: 20, type: !49)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 19, column: 33)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 19, column: 5)
!76 = !DILocalVariable(name: "x", scope: !61, file: !2, line: 26, type: !51)
!77 = !DILocalVariable(name: "ok", scope: !61, file: !2, line: 29, type: !64)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 30, type: !49)
!79 = distinct !DILexicalBlock(scope: !61, file: !2, line: 30, column: 5)
!80 = !DILocalVariable(name: "v", scope: !61, file: !2, line: 35, type: !49)
!81 = !DILocalVariable(name: "seq", scope: !61, file: !2, line: 36, type: !49)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 37, type: !64)
!83 = distinct !DILexicalBlock(scope: !61, file: !2, line: 37, column: 5)
!84 = !DILocalVariable(name: "bitset", scope: !61, file: !2, line: 39, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 256, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 4)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 40, type: !64)
!89 = distinct !DILexicalBlock(scope: !61, file: !2, line: 40, column: 5)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 41, type: !64)
!91 = distinct !DILexicalBlock(scope: !61, file: !2, line: 41, column: 5)
!92 = !DILocalVariable(name: "cnt", scope: !61, file: !2, line: 42, type: !64)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 43, type: !64)
!94 = distinct !DILexicalBlock(scope: !61, file: !2, line: 43, column: 5)
!95 = !DILocation(line: 17, column: 9, scope: !61)
!96 = !DILocation(line: 0, scope: !61)
!97 = !DILocation(line: 0, scope: !72)
!98 = !DILocation(line: 19, column: 5, scope: !72)
!99 = !DILocation(line: 25, column: 5, scope: !61)
!100 = !DILocation(line: 27, column: 5, scope: !61)
!101 = !DILocation(line: 0, scope: !79)
!102 = !DILocation(line: 30, column: 5, scope: !79)
!103 = !DILocation(line: 32, column: 49, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 32, column: 13)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 30, column: 36)
!106 = distinct !DILexicalBlock(scope: !79, file: !2, line: 30, column: 5)
!107 = !DILocation(line: 32, column: 40, scope: !104)
!108 = !DILocation(line: 32, column: 13, scope: !104)
!109 = !DILocation(line: 32, column: 55, scope: !104)
!110 = distinct !{!110, !102, !111, !112, !113, !114}
!111 = !DILocation(line: 33, column: 5, scope: !79)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !{!"llvm.loop.isvectorized", i32 1}
!114 = !{!"llvm.loop.unroll.runtime.disable"}
!115 = !DILocation(line: 34, column: 5, scope: !61)
!116 = !DILocation(line: 38, column: 5, scope: !61)
!117 = !DILocation(line: 39, column: 5, scope: !61)
!118 = !DILocation(line: 39, column: 9, scope: !61)
!119 = !DILocation(line: 0, scope: !89)
!120 = !DILocation(line: 40, column: 5, scope: !89)
!121 = !DILocation(line: 20, column: 17, scope: !74)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = !DILocation(line: 0, scope: !74)
!127 = !DILocation(line: 21, column: 68, scope: !74)
!128 = !DILocation(line: 21, column: 91, scope: !74)
!129 = !DILocation(line: 22, column: 16, scope: !74)
!130 = !DILocation(line: 22, column: 34, scope: !74)
!131 = !DILocation(line: 22, column: 55, scope: !74)
!132 = !DILocation(line: 21, column: 9, scope: !74)
!133 = !DILocation(line: 19, column: 29, scope: !75)
!134 = !DILocation(line: 19, column: 23, scope: !75)
!135 = distinct !{!135, !98, !136, !112}
!136 = !DILocation(line: 24, column: 5, scope: !72)
!137 = !DILocation(line: 40, column: 67, scope: !138)
!138 = distinct !DILexicalBlock(scope: !89, file: !2, line: 40, column: 5)
!139 = !DILocation(line: 40, column: 61, scope: !138)
!140 = !DILocation(line: 40, column: 47, scope: !138)
!141 = !DILocation(line: 40, column: 38, scope: !138)
!142 = !DILocation(line: 40, column: 53, scope: !138)
!143 = !{!144, !144, i64 0}
!144 = !{!"long long", !124, i64 0}
!145 = !DILocation(line: 40, column: 32, scope: !138)
!146 = !DILocation(line: 40, column: 23, scope: !138)
!147 = distinct !{!147, !120, !148, !112}
!148 = !DILocation(line: 40, column: 71, scope: !89)
!149 = !DILocation(line: 0, scope: !91)
!150 = !DILocation(line: 41, column: 69, scope: !151)
!151 = distinct !DILexicalBlock(scope: !91, file: !2, line: 41, column: 5)
!152 = !DILocation(line: 41, column: 63, scope: !151)
!153 = !DILocation(line: 41, column: 56, scope: !151)
!154 = !DILocation(line: 41, column: 47, scope: !151)
!155 = !DILocation(line: 41, column: 38, scope: !151)
!156 = !DILocation(line: 41, column: 53, scope: !151)
!157 = !DILocation(line: 41, column: 32, scope: !151)
!158 = !DILocation(line: 41, column: 23, scope: !151)
!159 = !DILocation(line: 41, column: 5, scope: !91)
!160 = distinct !{!160, !159, !161, !112}
!161 = !DILocation(line: 41, column: 74, scope: !91)
!162 = !DILocation(line: 0, scope: !94)
!163 = !DILocation(line: 43, column: 61, scope: !164)
!164 = distinct !DILexicalBlock(scope: !94, file: !2, line: 43, column: 5)
!165 = !DILocation(line: 43, column: 40, scope: !164)
!166 = !DILocation(line: 43, column: 37, scope: !164)
!167 = !DILocation(line: 44, column: 47, scope: !61)
!168 = !DILocation(line: 44, column: 5, scope: !61)
!169 = !DILocation(line: 45, column: 5, scope: !61)
!170 = !DILocation(line: 46, column: 5, scope: !61)
!171 = !DILocation(line: 47, column: 5, scope: !61)
!172 = !DILocation(line: 49, column: 1, scope: !61)
!173 = !DILocation(line: 48, column: 5, scope: !61)
!174 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!64, !177, null}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
