; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca [16 x i16], align 4, !DIAssignID !119
    #dbg_assign(i1 undef, !110, !DIExpression(), !119, ptr %1, !DIExpression(), !120)
    #dbg_value(i8 poison, !79, !DIExpression(), !120)
    #dbg_value(i8 poison, !80, !DIExpression(), !120)
    #dbg_value(i16 poison, !81, !DIExpression(), !120)
    #dbg_value(i16 poison, !82, !DIExpression(), !120)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef -126, i32 noundef 24, i32 noundef -32756), !dbg !121
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i32 noundef 15876, i32 noundef 576), !dbg !122
    #dbg_value(i32 -2144181048, !85, !DIExpression(), !120)
    #dbg_value(i32 -14806006, !92, !DIExpression(), !120)
    #dbg_value(i8 105, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !120)
    #dbg_value(i8 60, !93, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !120)
    #dbg_value(i8 40, !93, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !120)
    #dbg_value(i8 -1, !93, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !120)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 105, i32 noundef 60, i32 noundef 40, i32 noundef 255), !dbg !123
    #dbg_value(i64 0, !102, !DIExpression(), !124)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 32767), !dbg !125
    #dbg_value(i64 1, !102, !DIExpression(), !124)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -32768), !dbg !125
    #dbg_value(i64 2, !102, !DIExpression(), !124)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1000), !dbg !125
    #dbg_value(i64 3, !102, !DIExpression(), !124)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6199), !dbg !125
    #dbg_value(i64 4, !102, !DIExpression(), !124)
  %9 = tail call i32 @putchar(i32 10), !dbg !127
    #dbg_value(i8 11, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !120)
    #dbg_value(i8 48, !104, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !120)
    #dbg_value(i8 85, !104, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !120)
    #dbg_value(i8 122, !104, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !120)
    #dbg_value(i8 -97, !104, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !120)
    #dbg_value(i8 -60, !104, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !120)
    #dbg_value(i8 -23, !104, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !120)
    #dbg_value(i8 14, !104, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !120)
    #dbg_value(i8 51, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !120)
    #dbg_value(i8 88, !104, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !120)
    #dbg_value(i8 125, !104, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !120)
    #dbg_value(i8 -94, !104, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !120)
    #dbg_value(i8 -57, !104, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !120)
    #dbg_value(i8 -20, !104, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !120)
    #dbg_value(i8 17, !104, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !120)
    #dbg_value(i8 54, !104, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !120)
    #dbg_value(i8 91, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !120)
    #dbg_value(i8 -128, !104, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !120)
    #dbg_value(i8 -91, !104, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !120)
    #dbg_value(i8 -54, !104, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !120)
    #dbg_value(i8 -17, !104, !DIExpression(DW_OP_LLVM_fragment, 160, 8), !120)
    #dbg_value(i8 20, !104, !DIExpression(DW_OP_LLVM_fragment, 168, 8), !120)
    #dbg_value(i8 57, !104, !DIExpression(DW_OP_LLVM_fragment, 176, 8), !120)
    #dbg_value(i8 94, !104, !DIExpression(DW_OP_LLVM_fragment, 184, 8), !120)
    #dbg_value(i8 -125, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !120)
    #dbg_value(i8 -88, !104, !DIExpression(DW_OP_LLVM_fragment, 200, 8), !120)
    #dbg_value(i8 -51, !104, !DIExpression(DW_OP_LLVM_fragment, 208, 8), !120)
    #dbg_value(i8 -14, !104, !DIExpression(DW_OP_LLVM_fragment, 216, 8), !120)
    #dbg_value(i8 23, !104, !DIExpression(DW_OP_LLVM_fragment, 224, 8), !120)
    #dbg_value(i8 60, !104, !DIExpression(DW_OP_LLVM_fragment, 232, 8), !120)
    #dbg_value(i8 97, !104, !DIExpression(DW_OP_LLVM_fragment, 240, 8), !120)
    #dbg_value(i8 -122, !104, !DIExpression(DW_OP_LLVM_fragment, 248, 8), !120)
    #dbg_value(i8 -85, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 8), !120)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 60743, i32 noundef 35609), !dbg !128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5, !dbg !129
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !130, !DIAssignID !131
    #dbg_assign(i8 0, !110, !DIExpression(), !131, ptr %1, !DIExpression(), !120)
    #dbg_value(i32 0, !112, !DIExpression(), !132)
  br label %11, !dbg !133

11:                                               ; preds = %0, %11
  %12 = phi i32 [ 0, %0 ], [ %26, %11 ]
    #dbg_value(i32 %12, !112, !DIExpression(), !132)
  %13 = mul nuw nsw i32 %12, 7, !dbg !134
  %14 = trunc nuw i32 %12 to i16, !dbg !136
  %15 = udiv i16 %14, 3, !dbg !136
  %16 = zext nneg i16 %15 to i32, !dbg !136
  %17 = add nuw nsw i32 %13, %16, !dbg !137
  %18 = and i32 %17, 15, !dbg !138
  %19 = zext nneg i32 %18 to i64, !dbg !139
  %20 = getelementptr inbounds [16 x i16], ptr %1, i64 0, i64 %19, !dbg !139
  %21 = load i16, ptr %20, align 2, !dbg !139, !tbaa !140
  %22 = and i32 %12, 1, !dbg !144
  %23 = icmp eq i32 %22, 0, !dbg !145
  %24 = select i1 %23, i16 -2, i16 1, !dbg !145
  %25 = add i16 %21, %24, !dbg !146
  store i16 %25, ptr %20, align 2, !dbg !147, !tbaa !140
  %26 = add nuw nsw i32 %12, 1, !dbg !148
    #dbg_value(i32 %26, !112, !DIExpression(), !132)
  %27 = icmp eq i32 %26, 1000, !dbg !149
  br i1 %27, label %28, label %11, !dbg !133, !llvm.loop !150

28:                                               ; preds = %11
    #dbg_value(i64 0, !115, !DIExpression(), !153)
    #dbg_value(i32 0, !114, !DIExpression(), !120)
  %29 = load i16, ptr %1, align 4, !dbg !154, !tbaa !140
  %30 = sext i16 %29 to i32, !dbg !156
    #dbg_value(i32 %30, !114, !DIExpression(), !120)
    #dbg_value(i64 1, !115, !DIExpression(), !153)
  %31 = mul nsw i32 %30, 5, !dbg !157
  %32 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !154
  %33 = load i16, ptr %32, align 2, !dbg !154, !tbaa !140
  %34 = sext i16 %33 to i32, !dbg !156
  %35 = add nsw i32 %31, %34, !dbg !158
    #dbg_value(i32 %35, !114, !DIExpression(), !120)
    #dbg_value(i64 2, !115, !DIExpression(), !153)
  %36 = mul nsw i32 %35, 5, !dbg !157
  %37 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !154
  %38 = load i16, ptr %37, align 4, !dbg !154, !tbaa !140
  %39 = sext i16 %38 to i32, !dbg !156
  %40 = add nsw i32 %36, %39, !dbg !158
    #dbg_value(i32 %40, !114, !DIExpression(), !120)
    #dbg_value(i64 3, !115, !DIExpression(), !153)
  %41 = mul nsw i32 %40, 5, !dbg !157
  %42 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !154
  %43 = load i16, ptr %42, align 2, !dbg !154, !tbaa !140
  %44 = sext i16 %43 to i32, !dbg !156
  %45 = add nsw i32 %41, %44, !dbg !158
    #dbg_value(i32 %45, !114, !DIExpression(), !120)
    #dbg_value(i64 4, !115, !DIExpression(), !153)
  %46 = mul nsw i32 %45, 5, !dbg !157
  %47 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !154
  %48 = load i16, ptr %47, align 4, !dbg !154, !tbaa !140
  %49 = sext i16 %48 to i32, !dbg !156
  %50 = add nsw i32 %46, %49, !dbg !158
    #dbg_value(i32 %50, !114, !DIExpression(), !120)
    #dbg_value(i64 5, !115, !DIExpression(), !153)
  %51 = mul nsw i32 %50, 5, !dbg !157
  %52 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !154
  %53 = load i16, ptr %52, align 2, !dbg !154, !tbaa !140
  %54 = sext i16 %53 to i32, !dbg !156
  %55 = add nsw i32 %51, %54, !dbg !158
    #dbg_value(i32 %55, !114, !DIExpression(), !120)
    #dbg_value(i64 6, !115, !DIExpression(), !153)
  %56 = mul nsw i32 %55, 5, !dbg !157
  %57 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !154
  %58 = load i16, ptr %57, align 4, !dbg !154, !tbaa !140
  %59 = sext i16 %58 to i32, !dbg !156
  %60 = add nsw i32 %56, %59, !dbg !158
    #dbg_value(i32 %60, !114, !DIExpression(), !120)
    #dbg_value(i64 7, !115, !DIExpression(), !153)
  %61 = mul i32 %60, 5, !dbg !157
  %62 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !154
  %63 = load i16, ptr %62, align 2, !dbg !154, !tbaa !140
  %64 = sext i16 %63 to i32, !dbg !156
  %65 = add i32 %61, %64, !dbg !158
    #dbg_value(i32 %65, !114, !DIExpression(), !120)
    #dbg_value(i64 8, !115, !DIExpression(), !153)
  %66 = mul i32 %65, 5, !dbg !157
  %67 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !154
  %68 = load i16, ptr %67, align 4, !dbg !154, !tbaa !140
  %69 = sext i16 %68 to i32, !dbg !156
  %70 = add i32 %66, %69, !dbg !158
    #dbg_value(i32 %70, !114, !DIExpression(), !120)
    #dbg_value(i64 9, !115, !DIExpression(), !153)
  %71 = mul i32 %70, 5, !dbg !157
  %72 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !154
  %73 = load i16, ptr %72, align 2, !dbg !154, !tbaa !140
  %74 = sext i16 %73 to i32, !dbg !156
  %75 = add i32 %71, %74, !dbg !158
    #dbg_value(i32 %75, !114, !DIExpression(), !120)
    #dbg_value(i64 10, !115, !DIExpression(), !153)
  %76 = mul i32 %75, 5, !dbg !157
  %77 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !154
  %78 = load i16, ptr %77, align 4, !dbg !154, !tbaa !140
  %79 = sext i16 %78 to i32, !dbg !156
  %80 = add i32 %76, %79, !dbg !158
    #dbg_value(i32 %80, !114, !DIExpression(), !120)
    #dbg_value(i64 11, !115, !DIExpression(), !153)
  %81 = mul i32 %80, 5, !dbg !157
  %82 = getelementptr inbounds i8, ptr %1, i64 22, !dbg !154
  %83 = load i16, ptr %82, align 2, !dbg !154, !tbaa !140
  %84 = sext i16 %83 to i32, !dbg !156
  %85 = add i32 %81, %84, !dbg !158
    #dbg_value(i32 %85, !114, !DIExpression(), !120)
    #dbg_value(i64 12, !115, !DIExpression(), !153)
  %86 = mul i32 %85, 5, !dbg !157
  %87 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !154
  %88 = load i16, ptr %87, align 4, !dbg !154, !tbaa !140
  %89 = sext i16 %88 to i32, !dbg !156
  %90 = add i32 %86, %89, !dbg !158
    #dbg_value(i32 %90, !114, !DIExpression(), !120)
    #dbg_value(i64 13, !115, !DIExpression(), !153)
  %91 = mul i32 %90, 5, !dbg !157
  %92 = getelementptr inbounds i8, ptr %1, i64 26, !dbg !154
  %93 = load i16, ptr %92, align 2, !dbg !154, !tbaa !140
  %94 = sext i16 %93 to i32, !dbg !156
  %95 = add i32 %91, %94, !dbg !158
    #dbg_value(i32 %95, !114, !DIExpression(), !120)
    #dbg_value(i64 14, !115, !DIExpression(), !153)
  %96 = mul i32 %95, 5, !dbg !157
  %97 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !154
  %98 = load i16, ptr %97, align 4, !dbg !154, !tbaa !140
  %99 = sext i16 %98 to i32, !dbg !156
  %100 = add i32 %96, %99, !dbg !158
    #dbg_value(i32 %100, !114, !DIExpression(), !120)
    #dbg_value(i64 15, !115, !DIExpression(), !153)
  %101 = mul i32 %100, 5, !dbg !157
  %102 = getelementptr inbounds i8, ptr %1, i64 30, !dbg !154
  %103 = load i16, ptr %102, align 2, !dbg !154, !tbaa !140
  %104 = sext i16 %103 to i32, !dbg !156
  %105 = add i32 %101, %104, !dbg !158
    #dbg_value(i32 %105, !114, !DIExpression(), !120)
    #dbg_value(i64 16, !115, !DIExpression(), !153)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %105), !dbg !159
    #dbg_value(i8 -58, !117, !DIExpression(), !120)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 198), !dbg !160
    #dbg_value(i8 -128, !118, !DIExpression(), !120)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 128, i32 noundef -128, i32 noundef 128), !dbg !161
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5, !dbg !162
  ret i32 0, !dbg !163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !164 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/small_ints.c", directory: ".", checksumkind: CSK_MD5, checksum: "e31a658a6fb89a5b23bd5e3ffa2d4048")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 20)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 24)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 17)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 15)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !59, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !46, !49, !50, !54, !57}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !42, line: 24, baseType: !43)
!42 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !44, line: 37, baseType: !45)
!44 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !42, line: 25, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !44, line: 39, baseType: !48)
!48 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!49 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !51, line: 25, baseType: !52)
!51 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !44, line: 40, baseType: !53)
!53 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !51, line: 24, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !44, line: 38, baseType: !56)
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !51, line: 26, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !44, line: 42, baseType: !49)
!59 = !{!0, !7, !9, !14, !60, !19, !24, !29, !34}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 2)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"frame-pointer", i32 1}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !75, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!77}
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !{!79, !80, !81, !82, !83, !85, !92, !93, !94, !102, !104, !108, !110, !112, !114, !115, !117, !118}
!79 = !DILocalVariable(name: "u8", scope: !74, file: !2, line: 32, type: !54)
!80 = !DILocalVariable(name: "s8", scope: !74, file: !2, line: 33, type: !41)
!81 = !DILocalVariable(name: "u16", scope: !74, file: !2, line: 34, type: !50)
!82 = !DILocalVariable(name: "s16", scope: !74, file: !2, line: 35, type: !46)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 36, type: !77)
!84 = distinct !DILexicalBlock(scope: !74, file: !2, line: 36, column: 5)
!85 = !DILocalVariable(name: "a", scope: !74, file: !2, line: 44, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pixel", file: !2, line: 6, size: 32, elements: !87)
!87 = !{!88, !89, !90, !91}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !86, file: !2, line: 6, baseType: !54, size: 8)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !86, file: !2, line: 6, baseType: !54, size: 8, offset: 8)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !86, file: !2, line: 6, baseType: !54, size: 8, offset: 16)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !86, file: !2, line: 6, baseType: !54, size: 8, offset: 24)
!92 = !DILocalVariable(name: "b", scope: !74, file: !2, line: 44, type: !86)
!93 = !DILocalVariable(name: "c", scope: !74, file: !2, line: 45, type: !86)
!94 = !DILocalVariable(name: "ss", scope: !74, file: !2, line: 47, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 128, elements: !100)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Sample", file: !2, line: 7, size: 32, elements: !97)
!97 = !{!98, !99}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !96, file: !2, line: 7, baseType: !46, size: 16)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !96, file: !2, line: 7, baseType: !46, size: 16, offset: 16)
!100 = !{!101}
!101 = !DISubrange(count: 4)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 48, type: !77)
!103 = distinct !DILexicalBlock(scope: !74, file: !2, line: 48, column: 5)
!104 = !DILocalVariable(name: "packet", scope: !74, file: !2, line: 50, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 264, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 33)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 51, type: !77)
!109 = distinct !DILexicalBlock(scope: !74, file: !2, line: 51, column: 5)
!110 = !DILocalVariable(name: "hist", scope: !74, file: !2, line: 53, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 256, elements: !27)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 54, type: !77)
!113 = distinct !DILexicalBlock(scope: !74, file: !2, line: 54, column: 5)
!114 = !DILocalVariable(name: "hs", scope: !74, file: !2, line: 55, type: !49)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 56, type: !77)
!116 = distinct !DILexicalBlock(scope: !74, file: !2, line: 56, column: 5)
!117 = !DILocalVariable(name: "x", scope: !74, file: !2, line: 58, type: !54)
!118 = !DILocalVariable(name: "neg", scope: !74, file: !2, line: 63, type: !41)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !74)
!121 = !DILocation(line: 42, column: 5, scope: !74)
!122 = !DILocation(line: 43, column: 5, scope: !74)
!123 = !DILocation(line: 46, column: 5, scope: !74)
!124 = !DILocation(line: 0, scope: !103)
!125 = !DILocation(line: 48, column: 33, scope: !126)
!126 = distinct !DILexicalBlock(scope: !103, file: !2, line: 48, column: 5)
!127 = !DILocation(line: 49, column: 5, scope: !74)
!128 = !DILocation(line: 52, column: 5, scope: !74)
!129 = !DILocation(line: 53, column: 5, scope: !74)
!130 = !DILocation(line: 53, column: 13, scope: !74)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !113)
!133 = !DILocation(line: 54, column: 5, scope: !113)
!134 = !DILocation(line: 54, column: 83, scope: !135)
!135 = distinct !DILexicalBlock(scope: !113, file: !2, line: 54, column: 5)
!136 = !DILocation(line: 54, column: 91, scope: !135)
!137 = !DILocation(line: 54, column: 87, scope: !135)
!138 = !DILocation(line: 54, column: 96, scope: !135)
!139 = !DILocation(line: 54, column: 75, scope: !135)
!140 = !{!141, !141, i64 0}
!141 = !{!"short", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C/C++ TBAA"}
!144 = !DILocation(line: 54, column: 107, scope: !135)
!145 = !DILocation(line: 54, column: 105, scope: !135)
!146 = !DILocation(line: 54, column: 102, scope: !135)
!147 = !DILocation(line: 54, column: 63, scope: !135)
!148 = !DILocation(line: 54, column: 32, scope: !135)
!149 = !DILocation(line: 54, column: 23, scope: !135)
!150 = distinct !{!150, !133, !151, !152}
!151 = !DILocation(line: 54, column: 120, scope: !113)
!152 = !{!"llvm.loop.mustprogress"}
!153 = !DILocation(line: 0, scope: !116)
!154 = !DILocation(line: 56, column: 58, scope: !155)
!155 = distinct !DILexicalBlock(scope: !116, file: !2, line: 56, column: 5)
!156 = !DILocation(line: 56, column: 48, scope: !155)
!157 = !DILocation(line: 56, column: 42, scope: !155)
!158 = !DILocation(line: 56, column: 46, scope: !155)
!159 = !DILocation(line: 57, column: 5, scope: !74)
!160 = !DILocation(line: 62, column: 5, scope: !74)
!161 = !DILocation(line: 64, column: 5, scope: !74)
!162 = !DILocation(line: 66, column: 1, scope: !74)
!163 = !DILocation(line: 65, column: 5, scope: !74)
!164 = !DISubprogram(name: "printf", scope: !165, file: !165, line: 356, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!166 = !DISubroutineType(types: !167)
!167 = !{!77, !168, null}
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
