; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !63 {
  %1 = alloca [4 x i64], align 8, !DIAssignID !97
    #dbg_assign(i1 undef, !86, !DIExpression(), !97, ptr %1, !DIExpression(), !98)
    #dbg_value(i32 poison, !72, !DIExpression(), !98)
    #dbg_value(i64 0, !73, !DIExpression(), !99)
    #dbg_value(i32 1, !75, !DIExpression(), !100)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 31, i32 noundef 0, i32 noundef 1, i32 noundef 16777216), !dbg !101
    #dbg_value(i64 1, !73, !DIExpression(), !99)
    #dbg_value(i32 6, !75, !DIExpression(), !100)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef 2, i32 noundef 29, i32 noundef 1, i32 noundef 0, i32 noundef 100663296), !dbg !101
    #dbg_value(i64 2, !73, !DIExpression(), !99)
    #dbg_value(i32 -2147483648, !75, !DIExpression(), !100)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 31, i32 noundef 1, i32 noundef 128), !dbg !101
    #dbg_value(i64 3, !73, !DIExpression(), !99)
    #dbg_value(i32 305419896, !75, !DIExpression(), !100)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 305419896, i32 noundef 13, i32 noundef 3, i32 noundef 3, i32 noundef 1, i32 noundef 2018915346), !dbg !101
    #dbg_value(i64 4, !73, !DIExpression(), !99)
    #dbg_value(i32 -252645136, !75, !DIExpression(), !100)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -252645136, i32 noundef 16, i32 noundef 0, i32 noundef 4, i32 noundef 0, i32 noundef -252645136), !dbg !101
    #dbg_value(i64 5, !73, !DIExpression(), !99)
    #dbg_value(i32 65535, !75, !DIExpression(), !100)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 65535, i32 noundef 16, i32 noundef 16, i32 noundef 0, i32 noundef 0, i32 noundef -65536), !dbg !101
    #dbg_value(i64 6, !73, !DIExpression(), !99)
    #dbg_value(i32 2147483647, !75, !DIExpression(), !100)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2147483647, i32 noundef 31, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef -129), !dbg !101
    #dbg_value(!DIArgList(i32 poison, i32 poison), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !98)
    #dbg_value(i64 7, !73, !DIExpression(), !99)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1607262117), !dbg !102
    #dbg_value(i64 81985529216486895, !78, !DIExpression(), !98)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 32, i32 noundef 7, i32 noundef 0, i64 noundef -1167088121787636991, i64 noundef 3771334343958392850), !dbg !103
    #dbg_value(i32 1, !79, !DIExpression(), !98)
    #dbg_value(i32 poison, !80, !DIExpression(), !104)
  br label %11, !dbg !105

11:                                               ; preds = %11, %0
  %12 = phi i32 [ 0, %0 ], [ %33, %11 ], !dbg !106
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %34, %11 ]
  %14 = phi <4 x i1> [ zeroinitializer, %0 ], [ %31, %11 ]
  %15 = phi <4 x i1> [ zeroinitializer, %0 ], [ %32, %11 ]
  %16 = add <4 x i32> %13, <i32 4, i32 4, i32 4, i32 4>
  %17 = add nuw nsw <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !106
  %18 = add <4 x i32> %13, <i32 5, i32 5, i32 5, i32 5>, !dbg !106
  %19 = xor <4 x i32> %17, %13, !dbg !110
  %20 = xor <4 x i32> %18, %16, !dbg !110
  %21 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !110
  %22 = lshr <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>, !dbg !110
  %23 = xor <4 x i32> %13, %21, !dbg !110
  %24 = xor <4 x i32> %16, %22, !dbg !110
  %25 = xor <4 x i32> %23, %17, !dbg !110
  %26 = xor <4 x i32> %24, %18, !dbg !110
  %27 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %25), !dbg !111
  %28 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %26), !dbg !111
  %29 = icmp ne <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !112
  %30 = icmp ne <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !112
  %31 = or <4 x i1> %14, %29
  %32 = or <4 x i1> %15, %30
  %33 = add nuw i32 %12, 8, !dbg !106
  %34 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %35 = icmp eq i32 %33, 5000, !dbg !106
  br i1 %35, label %36, label %11, !dbg !106, !llvm.loop !113

36:                                               ; preds = %11
  %37 = or <4 x i1> %32, %31, !dbg !105
  %38 = freeze <4 x i1> %37, !dbg !105
  %39 = bitcast <4 x i1> %38 to i4, !dbg !105
  %40 = icmp eq i4 %39, 0, !dbg !105
  %41 = zext i1 %40 to i32, !dbg !105
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41), !dbg !118
    #dbg_value(i32 poison, !83, !DIExpression(), !98)
    #dbg_value(i32 undef, !82, !DIExpression(), !98)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2072185004, i32 noundef 67), !dbg !119
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !120
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !121, !DIAssignID !122
    #dbg_assign(i8 0, !86, !DIExpression(), !122, ptr %1, !DIExpression(), !98)
    #dbg_value(i32 0, !90, !DIExpression(), !123)
  br label %44, !dbg !124

44:                                               ; preds = %36, %44
  %45 = phi i32 [ 0, %36 ], [ %54, %44 ]
    #dbg_value(i32 %45, !90, !DIExpression(), !123)
  %46 = and i32 %45, 63, !dbg !125
  %47 = zext nneg i32 %46 to i64, !dbg !127
  %48 = shl nuw i64 1, %47, !dbg !127
  %49 = lshr i32 %45, 6, !dbg !128
  %50 = zext nneg i32 %49 to i64, !dbg !129
  %51 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %50, !dbg !129
  %52 = load i64, ptr %51, align 8, !dbg !130, !tbaa !131
  %53 = or i64 %52, %48, !dbg !130
  store i64 %53, ptr %51, align 8, !dbg !130, !tbaa !131
  %54 = add nuw nsw i32 %45, 3, !dbg !135
    #dbg_value(i32 %54, !90, !DIExpression(), !123)
  %55 = icmp ult i32 %45, 253, !dbg !136
  br i1 %55, label %44, label %56, !dbg !124, !llvm.loop !137

56:                                               ; preds = %44, %56
  %57 = phi i32 [ %67, %56 ], [ 0, %44 ]
    #dbg_value(i32 %57, !92, !DIExpression(), !139)
  %58 = and i32 %57, 63, !dbg !140
  %59 = zext nneg i32 %58 to i64, !dbg !142
  %60 = shl nuw i64 1, %59, !dbg !142
  %61 = xor i64 %60, -1, !dbg !143
  %62 = lshr i32 %57, 6, !dbg !144
  %63 = zext nneg i32 %62 to i64, !dbg !145
  %64 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %63, !dbg !145
  %65 = load i64, ptr %64, align 8, !dbg !146, !tbaa !131
  %66 = and i64 %65, %61, !dbg !146
  store i64 %66, ptr %64, align 8, !dbg !146, !tbaa !131
  %67 = add nuw nsw i32 %57, 5, !dbg !147
    #dbg_value(i32 %67, !92, !DIExpression(), !139)
  %68 = icmp ult i32 %57, 251, !dbg !148
  br i1 %68, label %56, label %69, !dbg !149, !llvm.loop !150

69:                                               ; preds = %56
    #dbg_value(i64 0, !95, !DIExpression(), !152)
    #dbg_value(i32 0, !94, !DIExpression(), !98)
    #dbg_value(i64 poison, !94, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !98)
    #dbg_value(i64 1, !95, !DIExpression(), !152)
    #dbg_value(i32 poison, !94, !DIExpression(), !98)
    #dbg_value(i64 2, !95, !DIExpression(), !152)
    #dbg_value(i32 poison, !94, !DIExpression(), !98)
    #dbg_value(i64 3, !95, !DIExpression(), !152)
  %70 = load <4 x i64>, ptr %1, align 8, !dbg !153, !tbaa !131
  %71 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %70), !dbg !155
  %72 = trunc nuw nsw <4 x i64> %71 to <4 x i32>, !dbg !155
  %73 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %72), !dbg !156
    #dbg_value(i32 %73, !94, !DIExpression(), !98)
    #dbg_value(i64 4, !95, !DIExpression(), !152)
  %74 = extractelement <4 x i64> %70, i64 0, !dbg !157
  %75 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %74, i1 false), !dbg !157
  %76 = trunc nuw nsw i64 %75 to i32, !dbg !157
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %73, i32 noundef %76), !dbg !158
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 9, i32 noundef 63), !dbg !159
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 184, i32 noundef 510274632), !dbg !160
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 52651), !dbg !161
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !162
  ret i32 0, !dbg !163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !164 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b104caf29e18006e91dd779a2af6d92")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !53, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !2, line: 5, baseType: !50)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 6, baseType: !52)
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"frame-pointer", i32 1}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !67)
!64 = !DISubroutineType(types: !65)
!65 = !{!66}
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !{!68, !72, !73, !75, !78, !79, !80, !82, !83, !84, !86, !90, !92, !94, !95}
!68 = !DILocalVariable(name: "vals", scope: !63, file: !2, line: 17, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 224, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 7)
!72 = !DILocalVariable(name: "h", scope: !63, file: !2, line: 18, type: !49)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 19, type: !66)
!74 = distinct !DILexicalBlock(scope: !63, file: !2, line: 19, column: 5)
!75 = !DILocalVariable(name: "v", scope: !76, file: !2, line: 20, type: !49)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 19, column: 33)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 19, column: 5)
!78 = !DILocalVariable(name: "x", scope: !63, file: !2, line: 26, type: !51)
!79 = !DILocalVariable(name: "ok", scope: !63, file: !2, line: 29, type: !66)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 30, type: !49)
!81 = distinct !DILexicalBlock(scope: !63, file: !2, line: 30, column: 5)
!82 = !DILocalVariable(name: "v", scope: !63, file: !2, line: 35, type: !49)
!83 = !DILocalVariable(name: "seq", scope: !63, file: !2, line: 36, type: !49)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 37, type: !66)
!85 = distinct !DILexicalBlock(scope: !63, file: !2, line: 37, column: 5)
!86 = !DILocalVariable(name: "bitset", scope: !63, file: !2, line: 39, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 256, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 4)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 40, type: !66)
!91 = distinct !DILexicalBlock(scope: !63, file: !2, line: 40, column: 5)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 41, type: !66)
!93 = distinct !DILexicalBlock(scope: !63, file: !2, line: 41, column: 5)
!94 = !DILocalVariable(name: "cnt", scope: !63, file: !2, line: 42, type: !66)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 43, type: !66)
!96 = distinct !DILexicalBlock(scope: !63, file: !2, line: 43, column: 5)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !63)
!99 = !DILocation(line: 0, scope: !74)
!100 = !DILocation(line: 0, scope: !76)
!101 = !DILocation(line: 21, column: 9, scope: !76)
!102 = !DILocation(line: 25, column: 5, scope: !63)
!103 = !DILocation(line: 27, column: 5, scope: !63)
!104 = !DILocation(line: 0, scope: !81)
!105 = !DILocation(line: 30, column: 5, scope: !81)
!106 = !DILocation(line: 32, column: 49, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 32, column: 13)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 30, column: 36)
!109 = distinct !DILexicalBlock(scope: !81, file: !2, line: 30, column: 5)
!110 = !DILocation(line: 32, column: 40, scope: !107)
!111 = !DILocation(line: 32, column: 13, scope: !107)
!112 = !DILocation(line: 32, column: 55, scope: !107)
!113 = distinct !{!113, !105, !114, !115, !116, !117}
!114 = !DILocation(line: 33, column: 5, scope: !81)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !{!"llvm.loop.isvectorized", i32 1}
!117 = !{!"llvm.loop.unroll.runtime.disable"}
!118 = !DILocation(line: 34, column: 5, scope: !63)
!119 = !DILocation(line: 38, column: 5, scope: !63)
!120 = !DILocation(line: 39, column: 5, scope: !63)
!121 = !DILocation(line: 39, column: 9, scope: !63)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !91)
!124 = !DILocation(line: 40, column: 5, scope: !91)
!125 = !DILocation(line: 40, column: 67, scope: !126)
!126 = distinct !DILexicalBlock(scope: !91, file: !2, line: 40, column: 5)
!127 = !DILocation(line: 40, column: 61, scope: !126)
!128 = !DILocation(line: 40, column: 47, scope: !126)
!129 = !DILocation(line: 40, column: 38, scope: !126)
!130 = !DILocation(line: 40, column: 53, scope: !126)
!131 = !{!132, !132, i64 0}
!132 = !{!"long long", !133, i64 0}
!133 = !{!"omnipotent char", !134, i64 0}
!134 = !{!"Simple C/C++ TBAA"}
!135 = !DILocation(line: 40, column: 32, scope: !126)
!136 = !DILocation(line: 40, column: 23, scope: !126)
!137 = distinct !{!137, !124, !138, !115}
!138 = !DILocation(line: 40, column: 71, scope: !91)
!139 = !DILocation(line: 0, scope: !93)
!140 = !DILocation(line: 41, column: 69, scope: !141)
!141 = distinct !DILexicalBlock(scope: !93, file: !2, line: 41, column: 5)
!142 = !DILocation(line: 41, column: 63, scope: !141)
!143 = !DILocation(line: 41, column: 56, scope: !141)
!144 = !DILocation(line: 41, column: 47, scope: !141)
!145 = !DILocation(line: 41, column: 38, scope: !141)
!146 = !DILocation(line: 41, column: 53, scope: !141)
!147 = !DILocation(line: 41, column: 32, scope: !141)
!148 = !DILocation(line: 41, column: 23, scope: !141)
!149 = !DILocation(line: 41, column: 5, scope: !93)
!150 = distinct !{!150, !149, !151, !115}
!151 = !DILocation(line: 41, column: 74, scope: !93)
!152 = !DILocation(line: 0, scope: !96)
!153 = !DILocation(line: 43, column: 61, scope: !154)
!154 = distinct !DILexicalBlock(scope: !96, file: !2, line: 43, column: 5)
!155 = !DILocation(line: 43, column: 40, scope: !154)
!156 = !DILocation(line: 43, column: 37, scope: !154)
!157 = !DILocation(line: 44, column: 47, scope: !63)
!158 = !DILocation(line: 44, column: 5, scope: !63)
!159 = !DILocation(line: 45, column: 5, scope: !63)
!160 = !DILocation(line: 46, column: 5, scope: !63)
!161 = !DILocation(line: 47, column: 5, scope: !63)
!162 = !DILocation(line: 49, column: 1, scope: !63)
!163 = !DILocation(line: 48, column: 5, scope: !63)
!164 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!66, !167, null}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
