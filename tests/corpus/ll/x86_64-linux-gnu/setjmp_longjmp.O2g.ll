; ModuleID = 'tests/programs/setjmp_longjmp.c'
source_filename = "tests/programs/setjmp_longjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@jump_value = internal unnamed_addr global i32 0, align 4, !dbg !54
@.str = private unnamed_addr constant [40 x i8] c"returned %d after depth %d, counter %d\0A\00", align 1, !dbg !5
@depth_reached = internal unnamed_addr global i32 0, align 4, !dbg !51
@.str.1 = private unnamed_addr constant [6 x i8] c"12345\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [5 x i8] c"98x7\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [4 x i8] c"42!\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [8 x i8] c"2147483\00", align 1, !dbg !31
@__const.main.inputs = private unnamed_addr constant [5 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [27 x i8] c"parse '%s': bad char '%c'\0A\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [16 x i8] c"parse '%s': %d\0A\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [12 x i8] c"loops = %d\0A\00", align 1, !dbg !46
@bad_char = internal unnamed_addr global i32 0, align 4, !dbg !61
@str = private unnamed_addr constant [14 x i8] c"never printed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
  %1 = alloca i32, align 4, !DIAssignID !111
    #dbg_assign(i1 undef, !97, !DIExpression(), !111, ptr %1, !DIExpression(), !112)
  %2 = alloca i32, align 4, !DIAssignID !113
    #dbg_assign(i1 undef, !105, !DIExpression(), !113, ptr %2, !DIExpression(), !114)
  %3 = alloca i32, align 4, !DIAssignID !115
    #dbg_assign(i1 undef, !109, !DIExpression(), !115, ptr %3, !DIExpression(), !112)
  %4 = alloca [1 x %struct.__jmp_buf_tag], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !110, !DIExpression(), !116, ptr %4, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !117
  store volatile i32 0, ptr %1, align 4, !dbg !118, !tbaa !119, !DIAssignID !123
    #dbg_assign(i32 0, !97, !DIExpression(), !123, ptr %1, !DIExpression(), !112)
  %5 = call i32 @_setjmp(ptr noundef nonnull @env) #6, !dbg !124
  switch i32 %5, label %13 [
    i32 0, label %6
    i32 42, label %10
  ], !dbg !125

6:                                                ; preds = %0
  %7 = load volatile i32, ptr %1, align 4, !dbg !126, !tbaa !119
  %8 = add nsw i32 %7, 1, !dbg !126
  store volatile i32 %8, ptr %1, align 4, !dbg !126, !tbaa !119, !DIAssignID !128
    #dbg_assign(i32 %8, !97, !DIExpression(), !128, ptr %1, !DIExpression(), !112)
  call fastcc void @deep(i32 noundef 20), !dbg !129
  %9 = load i32, ptr @jump_value, align 4, !dbg !130, !tbaa !119
  br label %14, !dbg !131

10:                                               ; preds = %0
  %11 = load volatile i32, ptr %1, align 4, !dbg !132, !tbaa !119
  %12 = add nsw i32 %11, 10, !dbg !132
  store volatile i32 %12, ptr %1, align 4, !dbg !132, !tbaa !119, !DIAssignID !133
    #dbg_assign(i32 %12, !97, !DIExpression(), !133, ptr %1, !DIExpression(), !112)
  store i32 42, ptr @jump_value, align 4, !dbg !134, !tbaa !119
  br label %14, !dbg !135

13:                                               ; preds = %0
  store i32 -1, ptr @jump_value, align 4, !dbg !136, !tbaa !119
  br label %14, !dbg !137

14:                                               ; preds = %13, %10, %6
  %15 = phi i32 [ -1, %13 ], [ 42, %10 ], [ %9, %6 ], !dbg !130
  %16 = load i32, ptr @depth_reached, align 4, !dbg !138, !tbaa !119
  %17 = load volatile i32, ptr %1, align 4, !dbg !139, !tbaa !119
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15, i32 noundef %16, i32 noundef %17), !dbg !140
    #dbg_assign(i1 undef, !99, !DIExpression(), !141, ptr @__const.main.inputs, !DIExpression(), !112)
    #dbg_value(i32 0, !103, !DIExpression(), !142)
  br label %22, !dbg !143

19:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !144
  store volatile i32 0, ptr %3, align 4, !dbg !145, !tbaa !119, !DIAssignID !146
    #dbg_assign(i32 0, !109, !DIExpression(), !146, ptr %3, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %4) #7, !dbg !147
  %20 = call i32 @_setjmp(ptr noundef nonnull %4) #6, !dbg !148
  %21 = icmp slt i32 %20, 5, !dbg !150
  br i1 %21, label %36, label %43, !dbg !151

22:                                               ; preds = %14, %33
  %23 = phi i64 [ 0, %14 ], [ %34, %33 ]
    #dbg_value(i64 %23, !103, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !152
  store i32 -1, ptr %2, align 4, !dbg !153, !tbaa !119, !DIAssignID !154
    #dbg_assign(i32 -1, !105, !DIExpression(), !154, ptr %2, !DIExpression(), !114)
  %24 = getelementptr inbounds [5 x ptr], ptr @__const.main.inputs, i64 0, i64 %23, !dbg !155
  %25 = load ptr, ptr %24, align 8, !dbg !155, !tbaa !156
  %26 = call fastcc i32 @parse_number(ptr noundef %25, ptr noundef nonnull %2), !dbg !158
    #dbg_value(i32 %26, !108, !DIExpression(), !114)
  %27 = icmp eq i32 %26, 0, !dbg !159
  br i1 %27, label %30, label %28, !dbg !161

28:                                               ; preds = %22
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %25, i32 noundef %26), !dbg !162
  br label %33, !dbg !162

30:                                               ; preds = %22
  %31 = load i32, ptr %2, align 4, !dbg !163, !tbaa !119
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %25, i32 noundef %31), !dbg !164
  br label %33

33:                                               ; preds = %30, %28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !165
  %34 = add nuw nsw i64 %23, 1, !dbg !166
    #dbg_value(i64 %34, !103, !DIExpression(), !142)
  %35 = icmp eq i64 %34, 5, !dbg !167
  br i1 %35, label %19, label %22, !dbg !143, !llvm.loop !168

36:                                               ; preds = %19
  %37 = load volatile i32, ptr %3, align 4, !dbg !171, !tbaa !119
  %38 = add nsw i32 %37, 1, !dbg !171
  store volatile i32 %38, ptr %3, align 4, !dbg !171, !tbaa !119, !DIAssignID !173
    #dbg_assign(i32 %38, !109, !DIExpression(), !173, ptr %3, !DIExpression(), !112)
  %39 = load volatile i32, ptr %3, align 4, !dbg !174, !tbaa !119
  %40 = icmp slt i32 %39, 5, !dbg !176
  br i1 %40, label %41, label %43, !dbg !177

41:                                               ; preds = %36
  %42 = load volatile i32, ptr %3, align 4, !dbg !178, !tbaa !119
  call void @longjmp(ptr noundef nonnull %4, i32 noundef %42) #8, !dbg !179
  unreachable, !dbg !179

43:                                               ; preds = %36, %19
  %44 = load volatile i32, ptr %3, align 4, !dbg !180, !tbaa !119
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %44), !dbg !181
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %4) #7, !dbg !182
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !182
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !182
  ret i32 0, !dbg !183
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind returns_twice
declare !dbg !184 i32 @_setjmp(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @deep(i32 noundef %0) unnamed_addr #0 !dbg !188 {
    #dbg_value(i32 %0, !192, !DIExpression(), !193)
  store i32 %0, ptr @depth_reached, align 4, !dbg !194, !tbaa !119
  %2 = icmp eq i32 %0, 0, !dbg !195
  br i1 %2, label %3, label %4, !dbg !197

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 42) #8, !dbg !198
  unreachable, !dbg !198

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1, !dbg !199
  tail call fastcc void @deep(i32 noundef %5), !dbg !200
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !201
  ret void, !dbg !202
}

; Function Attrs: nofree nounwind
declare !dbg !203 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -128, 128) i32 @parse_number(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #0 !dbg !208 {
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 16, !DIAssignID !219
    #dbg_assign(i1 undef, !215, !DIExpression(), !219, ptr %3, !DIExpression(), !220)
    #dbg_value(ptr %0, !213, !DIExpression(), !220)
    #dbg_value(ptr %1, !214, !DIExpression(), !220)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %3) #7, !dbg !221
  %4 = call i32 @_setjmp(ptr noundef nonnull %3) #6, !dbg !222
  %5 = icmp eq i32 %4, 0, !dbg !224
  br i1 %5, label %6, label %9, !dbg !225

6:                                                ; preds = %2
    #dbg_value(ptr %0, !217, !DIExpression(), !226)
    #dbg_value(i32 0, !216, !DIExpression(), !220)
  %7 = load i8, ptr %0, align 1, !dbg !227, !tbaa !229
  %8 = icmp eq i8 %7, 0, !dbg !230
  br i1 %8, label %11, label %13, !dbg !230

9:                                                ; preds = %2
  %10 = load i32, ptr @bad_char, align 4, !dbg !231, !tbaa !119
  br label %28, !dbg !232

11:                                               ; preds = %21, %6
  %12 = phi i32 [ 0, %6 ], [ %24, %21 ], !dbg !220
  store i32 %12, ptr %1, align 4, !dbg !233, !tbaa !119
  br label %28

13:                                               ; preds = %6, %21
  %14 = phi i8 [ %26, %21 ], [ %7, %6 ]
  %15 = phi ptr [ %25, %21 ], [ %0, %6 ]
  %16 = phi i32 [ %24, %21 ], [ 0, %6 ]
    #dbg_value(ptr %15, !217, !DIExpression(), !226)
    #dbg_value(i32 %16, !216, !DIExpression(), !220)
    #dbg_value(i8 %14, !234, !DIExpression(), !241)
    #dbg_value(ptr %3, !240, !DIExpression(), !241)
  %17 = sext i8 %14 to i32, !dbg !243
  %18 = add i8 %14, -58, !dbg !245
  %19 = icmp ult i8 %18, -10, !dbg !245
  br i1 %19, label %20, label %21, !dbg !245

20:                                               ; preds = %13
  store i32 %17, ptr @bad_char, align 4, !dbg !246, !tbaa !119
  call void @longjmp(ptr noundef nonnull %3, i32 noundef 1) #8, !dbg !248
  unreachable, !dbg !248

21:                                               ; preds = %13
  %22 = mul nsw i32 %16, 10, !dbg !249
  %23 = add i32 %22, -48, !dbg !250
  %24 = add i32 %23, %17, !dbg !251
    #dbg_value(i32 %24, !216, !DIExpression(), !220)
  %25 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !252
    #dbg_value(ptr %25, !217, !DIExpression(), !226)
  %26 = load i8, ptr %25, align 1, !dbg !227, !tbaa !229
  %27 = icmp eq i8 %26, 0, !dbg !230
  br i1 %27, label %11, label %13, !dbg !230, !llvm.loop !253

28:                                               ; preds = %11, %9
  %29 = phi i32 [ %10, %9 ], [ 0, %11 ], !dbg !220
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %3) #7, !dbg !255
  ret i32 %29, !dbg !255
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !256 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind returns_twice }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 5, type: !63, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/setjmp_longjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "03c7cb5eb8d965c365fe750ae3f10153")
!4 = !{!5, !11, !16, !21, !26, !31, !36, !41, !46, !0, !51, !54, !56, !61}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 40)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 5)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 27)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 16)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 12)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 6, type: !53, isLocal: true, isDefinition: true)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "jump_value", scope: !2, file: !3, line: 16, type: !53, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 15)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "bad_char", scope: !2, file: !3, line: 15, type: !53, isLocal: true, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !64, line: 32, baseType: !65)
!64 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 1600, elements: !83)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !67, line: 26, size: 1600, elements: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!68 = !{!69, !74, !75}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !66, file: !67, line: 32, baseType: !70, size: 512)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !71, line: 31, baseType: !72)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 512, elements: !34)
!73 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !66, file: !67, line: 33, baseType: !53, size: 32, offset: 512)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !66, file: !67, line: 34, baseType: !76, size: 1024, offset: 576)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !77, line: 8, baseType: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !77, line: 5, size: 1024, elements: !79)
!79 = !{!80}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !78, file: !77, line: 7, baseType: !81, size: 1024)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 1024, elements: !44)
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !{!84}
!84 = !DISubrange(count: 1)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !94, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!53}
!96 = !{!97, !99, !103, !105, !108, !109, !110}
!97 = !DILocalVariable(name: "counter", scope: !93, file: !3, line: 33, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !53)
!99 = !DILocalVariable(name: "inputs", scope: !93, file: !3, line: 47, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 320, elements: !19)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 48, type: !53)
!104 = distinct !DILexicalBlock(scope: !93, file: !3, line: 48, column: 5)
!105 = !DILocalVariable(name: "v", scope: !106, file: !3, line: 49, type: !53)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 48, column: 33)
!107 = distinct !DILexicalBlock(scope: !104, file: !3, line: 48, column: 5)
!108 = !DILocalVariable(name: "code", scope: !106, file: !3, line: 50, type: !53)
!109 = !DILocalVariable(name: "loops", scope: !93, file: !3, line: 54, type: !98)
!110 = !DILocalVariable(name: "loop_env", scope: !93, file: !3, line: 55, type: !63)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !93)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !106)
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 33, column: 5, scope: !93)
!118 = !DILocation(line: 33, column: 18, scope: !93)
!119 = !{!120, !120, i64 0}
!120 = !{!"int", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C/C++ TBAA"}
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 34, column: 13, scope: !93)
!125 = !DILocation(line: 34, column: 5, scope: !93)
!126 = !DILocation(line: 36, column: 16, scope: !127)
!127 = distinct !DILexicalBlock(scope: !93, file: !3, line: 34, column: 26)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 37, column: 9, scope: !127)
!130 = !DILocation(line: 46, column: 56, scope: !93)
!131 = !DILocation(line: 38, column: 9, scope: !127)
!132 = !DILocation(line: 40, column: 17, scope: !127)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 41, column: 20, scope: !127)
!135 = !DILocation(line: 42, column: 9, scope: !127)
!136 = !DILocation(line: 44, column: 20, scope: !127)
!137 = !DILocation(line: 45, column: 5, scope: !127)
!138 = !DILocation(line: 46, column: 68, scope: !93)
!139 = !DILocation(line: 46, column: 83, scope: !93)
!140 = !DILocation(line: 46, column: 5, scope: !93)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 0, scope: !104)
!143 = !DILocation(line: 48, column: 5, scope: !104)
!144 = !DILocation(line: 54, column: 5, scope: !93)
!145 = !DILocation(line: 54, column: 18, scope: !93)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 55, column: 5, scope: !93)
!148 = !DILocation(line: 56, column: 9, scope: !149)
!149 = distinct !DILexicalBlock(scope: !93, file: !3, line: 56, column: 9)
!150 = !DILocation(line: 56, column: 26, scope: !149)
!151 = !DILocation(line: 56, column: 9, scope: !93)
!152 = !DILocation(line: 49, column: 9, scope: !106)
!153 = !DILocation(line: 49, column: 13, scope: !106)
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 50, column: 33, scope: !106)
!156 = !{!157, !157, i64 0}
!157 = !{!"any pointer", !121, i64 0}
!158 = !DILocation(line: 50, column: 20, scope: !106)
!159 = !DILocation(line: 51, column: 13, scope: !160)
!160 = distinct !DILexicalBlock(scope: !106, file: !3, line: 51, column: 13)
!161 = !DILocation(line: 51, column: 13, scope: !106)
!162 = !DILocation(line: 51, column: 19, scope: !160)
!163 = !DILocation(line: 52, column: 52, scope: !160)
!164 = !DILocation(line: 52, column: 14, scope: !160)
!165 = !DILocation(line: 53, column: 5, scope: !107)
!166 = !DILocation(line: 48, column: 29, scope: !107)
!167 = !DILocation(line: 48, column: 23, scope: !107)
!168 = distinct !{!168, !143, !169, !170}
!169 = !DILocation(line: 53, column: 5, scope: !104)
!170 = !{!"llvm.loop.mustprogress"}
!171 = !DILocation(line: 57, column: 14, scope: !172)
!172 = distinct !DILexicalBlock(scope: !149, file: !3, line: 56, column: 31)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 58, column: 13, scope: !175)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 58, column: 13)
!176 = !DILocation(line: 58, column: 19, scope: !175)
!177 = !DILocation(line: 58, column: 13, scope: !172)
!178 = !DILocation(line: 58, column: 42, scope: !175)
!179 = !DILocation(line: 58, column: 24, scope: !175)
!180 = !DILocation(line: 60, column: 28, scope: !93)
!181 = !DILocation(line: 60, column: 5, scope: !93)
!182 = !DILocation(line: 62, column: 1, scope: !93)
!183 = !DILocation(line: 61, column: 5, scope: !93)
!184 = !DISubprogram(name: "_setjmp", scope: !64, file: !64, line: 45, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{!53, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!188 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 8, type: !189, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !53}
!191 = !{!192}
!192 = !DILocalVariable(name: "n", arg: 1, scope: !188, file: !3, line: 8, type: !53)
!193 = !DILocation(line: 0, scope: !188)
!194 = !DILocation(line: 9, column: 19, scope: !188)
!195 = !DILocation(line: 10, column: 11, scope: !196)
!196 = distinct !DILexicalBlock(scope: !188, file: !3, line: 10, column: 9)
!197 = !DILocation(line: 10, column: 9, scope: !188)
!198 = !DILocation(line: 10, column: 17, scope: !196)
!199 = !DILocation(line: 11, column: 12, scope: !188)
!200 = !DILocation(line: 11, column: 5, scope: !188)
!201 = !DILocation(line: 12, column: 5, scope: !188)
!202 = !DILocation(line: 13, column: 1, scope: !188)
!203 = !DISubprogram(name: "printf", scope: !204, file: !204, line: 356, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!205 = !DISubroutineType(types: !206)
!206 = !{!53, !207, null}
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!208 = distinct !DISubprogram(name: "parse_number", scope: !3, file: !3, line: 23, type: !209, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!209 = !DISubroutineType(types: !210)
!210 = !{!53, !101, !211}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!212 = !{!213, !214, !215, !216, !217}
!213 = !DILocalVariable(name: "s", arg: 1, scope: !208, file: !3, line: 23, type: !101)
!214 = !DILocalVariable(name: "out", arg: 2, scope: !208, file: !3, line: 23, type: !211)
!215 = !DILocalVariable(name: "err", scope: !208, file: !3, line: 24, type: !63)
!216 = !DILocalVariable(name: "v", scope: !208, file: !3, line: 26, type: !53)
!217 = !DILocalVariable(name: "p", scope: !218, file: !3, line: 27, type: !101)
!218 = distinct !DILexicalBlock(scope: !208, file: !3, line: 27, column: 5)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 0, scope: !208)
!221 = !DILocation(line: 24, column: 5, scope: !208)
!222 = !DILocation(line: 25, column: 9, scope: !223)
!223 = distinct !DILexicalBlock(scope: !208, file: !3, line: 25, column: 9)
!224 = !DILocation(line: 25, column: 21, scope: !223)
!225 = !DILocation(line: 25, column: 9, scope: !208)
!226 = !DILocation(line: 0, scope: !218)
!227 = !DILocation(line: 27, column: 29, scope: !228)
!228 = distinct !DILexicalBlock(scope: !218, file: !3, line: 27, column: 5)
!229 = !{!121, !121, i64 0}
!230 = !DILocation(line: 27, column: 5, scope: !218)
!231 = !DILocation(line: 25, column: 34, scope: !223)
!232 = !DILocation(line: 25, column: 27, scope: !223)
!233 = !DILocation(line: 28, column: 10, scope: !208)
!234 = !DILocalVariable(name: "c", arg: 1, scope: !235, file: !3, line: 18, type: !8)
!235 = distinct !DISubprogram(name: "parse_digit", scope: !3, file: !3, line: 18, type: !236, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !239)
!236 = !DISubroutineType(types: !237)
!237 = !{!53, !8, !238}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!239 = !{!234, !240}
!240 = !DILocalVariable(name: "err", arg: 2, scope: !235, file: !3, line: 18, type: !238)
!241 = !DILocation(line: 0, scope: !235, inlinedAt: !242)
!242 = distinct !DILocation(line: 27, column: 51, scope: !228)
!243 = !DILocation(line: 19, column: 9, scope: !244, inlinedAt: !242)
!244 = distinct !DILexicalBlock(scope: !235, file: !3, line: 19, column: 9)
!245 = !DILocation(line: 19, column: 17, scope: !244, inlinedAt: !242)
!246 = !DILocation(line: 19, column: 40, scope: !247, inlinedAt: !242)
!247 = distinct !DILexicalBlock(scope: !244, file: !3, line: 19, column: 29)
!248 = !DILocation(line: 19, column: 45, scope: !247, inlinedAt: !242)
!249 = !DILocation(line: 27, column: 44, scope: !228)
!250 = !DILocation(line: 20, column: 14, scope: !235, inlinedAt: !242)
!251 = !DILocation(line: 27, column: 49, scope: !228)
!252 = !DILocation(line: 27, column: 34, scope: !228)
!253 = distinct !{!253, !230, !254, !170}
!254 = !DILocation(line: 27, column: 71, scope: !218)
!255 = !DILocation(line: 30, column: 1, scope: !208)
!256 = !DISubprogram(name: "longjmp", scope: !64, file: !64, line: 54, type: !257, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !187, !53}
