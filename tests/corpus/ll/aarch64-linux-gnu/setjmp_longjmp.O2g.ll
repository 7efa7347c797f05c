; ModuleID = 'tests/programs/setjmp_longjmp.c'
source_filename = "tests/programs/setjmp_longjmp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8, !dbg !0
@jump_value = internal unnamed_addr global i32 0, align 4, !dbg !54
@.str = private unnamed_addr constant [40 x i8] c"returned %d after depth %d, counter %d\0A\00", align 1, !dbg !5
@depth_reached = internal unnamed_addr global i32 0, align 4, !dbg !51
@.str.1 = private unnamed_addr constant [6 x i8] c"12345\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [5 x i8] c"98x7\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [4 x i8] c"42!\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [8 x i8] c"2147483\00", align 1, !dbg !31
@__const.main.inputs = private unnamed_addr constant [5 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [27 x i8] c"parse '%s': bad char '%c'\0A\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [16 x i8] c"parse '%s': %d\0A\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [12 x i8] c"loops = %d\0A\00", align 1, !dbg !46
@bad_char = internal unnamed_addr global i32 0, align 4, !dbg !61
@str = private unnamed_addr constant [14 x i8] c"never printed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !96 {
  %1 = alloca i32, align 4, !DIAssignID !114
    #dbg_assign(i1 undef, !100, !DIExpression(), !114, ptr %1, !DIExpression(), !115)
  %2 = alloca i32, align 4, !DIAssignID !116
    #dbg_assign(i1 undef, !108, !DIExpression(), !116, ptr %2, !DIExpression(), !117)
  %3 = alloca i32, align 4, !DIAssignID !118
    #dbg_assign(i1 undef, !112, !DIExpression(), !118, ptr %3, !DIExpression(), !115)
  %4 = alloca [1 x %struct.__jmp_buf_tag], align 8, !DIAssignID !119
    #dbg_assign(i1 undef, !113, !DIExpression(), !119, ptr %4, !DIExpression(), !115)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !120
  store volatile i32 0, ptr %1, align 4, !dbg !121, !tbaa !122, !DIAssignID !126
    #dbg_assign(i32 0, !100, !DIExpression(), !126, ptr %1, !DIExpression(), !115)
  %5 = call i32 @_setjmp(ptr noundef nonnull @env) #6, !dbg !127
  switch i32 %5, label %13 [
    i32 0, label %6
    i32 42, label %10
  ], !dbg !128

6:                                                ; preds = %0
  %7 = load volatile i32, ptr %1, align 4, !dbg !129, !tbaa !122
  %8 = add nsw i32 %7, 1, !dbg !129
  store volatile i32 %8, ptr %1, align 4, !dbg !129, !tbaa !122, !DIAssignID !131
    #dbg_assign(i32 %8, !100, !DIExpression(), !131, ptr %1, !DIExpression(), !115)
  call fastcc void @deep(i32 noundef 20), !dbg !132
  %9 = load i32, ptr @jump_value, align 4, !dbg !133, !tbaa !122
  br label %14, !dbg !134

10:                                               ; preds = %0
  %11 = load volatile i32, ptr %1, align 4, !dbg !135, !tbaa !122
  %12 = add nsw i32 %11, 10, !dbg !135
  store volatile i32 %12, ptr %1, align 4, !dbg !135, !tbaa !122, !DIAssignID !136
    #dbg_assign(i32 %12, !100, !DIExpression(), !136, ptr %1, !DIExpression(), !115)
  store i32 42, ptr @jump_value, align 4, !dbg !137, !tbaa !122
  br label %14, !dbg !138

13:                                               ; preds = %0
  store i32 -1, ptr @jump_value, align 4, !dbg !139, !tbaa !122
  br label %14, !dbg !140

14:                                               ; preds = %13, %10, %6
  %15 = phi i32 [ -1, %13 ], [ 42, %10 ], [ %9, %6 ], !dbg !133
  %16 = load i32, ptr @depth_reached, align 4, !dbg !141, !tbaa !122
  %17 = load volatile i32, ptr %1, align 4, !dbg !142, !tbaa !122
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15, i32 noundef %16, i32 noundef %17), !dbg !143
    #dbg_assign(i1 undef, !102, !DIExpression(), !144, ptr @__const.main.inputs, !DIExpression(), !115)
    #dbg_value(i32 0, !106, !DIExpression(), !145)
  br label %22, !dbg !146

19:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !147
  store volatile i32 0, ptr %3, align 4, !dbg !148, !tbaa !122, !DIAssignID !149
    #dbg_assign(i32 0, !112, !DIExpression(), !149, ptr %3, !DIExpression(), !115)
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %4) #7, !dbg !150
  %20 = call i32 @_setjmp(ptr noundef nonnull %4) #6, !dbg !151
  %21 = icmp slt i32 %20, 5, !dbg !153
  br i1 %21, label %36, label %43, !dbg !154

22:                                               ; preds = %14, %33
  %23 = phi i64 [ 0, %14 ], [ %34, %33 ]
    #dbg_value(i64 %23, !106, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !155
  store i32 -1, ptr %2, align 4, !dbg !156, !tbaa !122, !DIAssignID !157
    #dbg_assign(i32 -1, !108, !DIExpression(), !157, ptr %2, !DIExpression(), !117)
  %24 = getelementptr inbounds [5 x ptr], ptr @__const.main.inputs, i64 0, i64 %23, !dbg !158
  %25 = load ptr, ptr %24, align 8, !dbg !158, !tbaa !159
  %26 = call fastcc i32 @parse_number(ptr noundef %25, ptr noundef nonnull %2), !dbg !161
    #dbg_value(i32 %26, !111, !DIExpression(), !117)
  %27 = icmp eq i32 %26, 0, !dbg !162
  br i1 %27, label %30, label %28, !dbg !164

28:                                               ; preds = %22
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %25, i32 noundef %26), !dbg !165
  br label %33, !dbg !165

30:                                               ; preds = %22
  %31 = load i32, ptr %2, align 4, !dbg !166, !tbaa !122
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %25, i32 noundef %31), !dbg !167
  br label %33

33:                                               ; preds = %30, %28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !168
  %34 = add nuw nsw i64 %23, 1, !dbg !169
    #dbg_value(i64 %34, !106, !DIExpression(), !145)
  %35 = icmp eq i64 %34, 5, !dbg !170
  br i1 %35, label %19, label %22, !dbg !146, !llvm.loop !171

36:                                               ; preds = %19
  %37 = load volatile i32, ptr %3, align 4, !dbg !174, !tbaa !122
  %38 = add nsw i32 %37, 1, !dbg !174
  store volatile i32 %38, ptr %3, align 4, !dbg !174, !tbaa !122, !DIAssignID !176
    #dbg_assign(i32 %38, !112, !DIExpression(), !176, ptr %3, !DIExpression(), !115)
  %39 = load volatile i32, ptr %3, align 4, !dbg !177, !tbaa !122
  %40 = icmp slt i32 %39, 5, !dbg !179
  br i1 %40, label %41, label %43, !dbg !180

41:                                               ; preds = %36
  %42 = load volatile i32, ptr %3, align 4, !dbg !181, !tbaa !122
  call void @longjmp(ptr noundef nonnull %4, i32 noundef %42) #8, !dbg !182
  unreachable, !dbg !182

43:                                               ; preds = %36, %19
  %44 = load volatile i32, ptr %3, align 4, !dbg !183, !tbaa !122
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %44), !dbg !184
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %4) #7, !dbg !185
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !185
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !185
  ret i32 0, !dbg !186
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind returns_twice
declare !dbg !187 i32 @_setjmp(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @deep(i32 noundef %0) unnamed_addr #0 !dbg !191 {
    #dbg_value(i32 %0, !195, !DIExpression(), !196)
  store i32 %0, ptr @depth_reached, align 4, !dbg !197, !tbaa !122
  %2 = icmp eq i32 %0, 0, !dbg !198
  br i1 %2, label %3, label %4, !dbg !200

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 42) #8, !dbg !201
  unreachable, !dbg !201

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1, !dbg !202
  tail call fastcc void @deep(i32 noundef %5), !dbg !203
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !204
  ret void, !dbg !205
}

; Function Attrs: nofree nounwind
declare !dbg !206 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 256) i32 @parse_number(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #0 !dbg !211 {
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8, !DIAssignID !222
    #dbg_assign(i1 undef, !218, !DIExpression(), !222, ptr %3, !DIExpression(), !223)
    #dbg_value(ptr %0, !216, !DIExpression(), !223)
    #dbg_value(ptr %1, !217, !DIExpression(), !223)
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %3) #7, !dbg !224
  %4 = call i32 @_setjmp(ptr noundef nonnull %3) #6, !dbg !225
  %5 = icmp eq i32 %4, 0, !dbg !227
  br i1 %5, label %6, label %9, !dbg !228

6:                                                ; preds = %2
    #dbg_value(ptr %0, !220, !DIExpression(), !229)
    #dbg_value(i32 0, !219, !DIExpression(), !223)
  %7 = load i8, ptr %0, align 1, !dbg !230, !tbaa !232
  %8 = icmp eq i8 %7, 0, !dbg !233
  br i1 %8, label %11, label %13, !dbg !233

9:                                                ; preds = %2
  %10 = load i32, ptr @bad_char, align 4, !dbg !234, !tbaa !122
  br label %28, !dbg !235

11:                                               ; preds = %21, %6
  %12 = phi i32 [ 0, %6 ], [ %24, %21 ], !dbg !223
  store i32 %12, ptr %1, align 4, !dbg !236, !tbaa !122
  br label %28

13:                                               ; preds = %6, %21
  %14 = phi i8 [ %26, %21 ], [ %7, %6 ]
  %15 = phi ptr [ %25, %21 ], [ %0, %6 ]
  %16 = phi i32 [ %24, %21 ], [ 0, %6 ]
    #dbg_value(ptr %15, !220, !DIExpression(), !229)
    #dbg_value(i32 %16, !219, !DIExpression(), !223)
    #dbg_value(i8 %14, !237, !DIExpression(), !244)
    #dbg_value(ptr %3, !243, !DIExpression(), !244)
  %17 = zext i8 %14 to i32, !dbg !246
  %18 = add i8 %14, -58, !dbg !248
  %19 = icmp ult i8 %18, -10, !dbg !248
  br i1 %19, label %20, label %21, !dbg !248

20:                                               ; preds = %13
  store i32 %17, ptr @bad_char, align 4, !dbg !249, !tbaa !122
  call void @longjmp(ptr noundef nonnull %3, i32 noundef 1) #8, !dbg !251
  unreachable, !dbg !251

21:                                               ; preds = %13
  %22 = mul nsw i32 %16, 10, !dbg !252
  %23 = add i32 %22, -48, !dbg !253
  %24 = add i32 %23, %17, !dbg !254
    #dbg_value(i32 %24, !219, !DIExpression(), !223)
  %25 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !255
    #dbg_value(ptr %25, !220, !DIExpression(), !229)
  %26 = load i8, ptr %25, align 1, !dbg !230, !tbaa !232
  %27 = icmp eq i8 %26, 0, !dbg !233
  br i1 %27, label %11, label %13, !dbg !233, !llvm.loop !256

28:                                               ; preds = %11, %9
  %29 = phi i32 [ %10, %9 ], [ 0, %11 ], !dbg !223
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %3) #7, !dbg !258
  ret i32 %29, !dbg !258
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !259 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind returns_twice }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 5, type: !63, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/setjmp_longjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "03c7cb5eb8d965c365fe750ae3f10153")
!4 = !{!5, !11, !16, !21, !26, !31, !36, !41, !46, !0, !51, !54, !56, !61}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!64 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 2496, elements: !85)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !67, line: 26, size: 2496, elements: !68)
!67 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!68 = !{!69, !76, !77}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !66, file: !67, line: 32, baseType: !70, size: 1408)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !71, line: 30, baseType: !72)
!71 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "5ba90dd6e9d97ae5d572d29bb77622c8")
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 1408, elements: !74)
!73 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!74 = !{!75}
!75 = !DISubrange(count: 22)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !66, file: !67, line: 33, baseType: !53, size: 32, offset: 1408)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !66, file: !67, line: 34, baseType: !78, size: 1024, offset: 1472)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !79, line: 8, baseType: !80)
!79 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !79, line: 5, size: 1024, elements: !81)
!81 = !{!82}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !80, file: !79, line: 7, baseType: !83, size: 1024)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 1024, elements: !44)
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !{!86}
!86 = !DISubrange(count: 1)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"frame-pointer", i32 1}
!94 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !97, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!53}
!99 = !{!100, !102, !106, !108, !111, !112, !113}
!100 = !DILocalVariable(name: "counter", scope: !96, file: !3, line: 33, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !53)
!102 = !DILocalVariable(name: "inputs", scope: !96, file: !3, line: 47, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 320, elements: !19)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 48, type: !53)
!107 = distinct !DILexicalBlock(scope: !96, file: !3, line: 48, column: 5)
!108 = !DILocalVariable(name: "v", scope: !109, file: !3, line: 49, type: !53)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 48, column: 33)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 48, column: 5)
!111 = !DILocalVariable(name: "code", scope: !109, file: !3, line: 50, type: !53)
!112 = !DILocalVariable(name: "loops", scope: !96, file: !3, line: 54, type: !101)
!113 = !DILocalVariable(name: "loop_env", scope: !96, file: !3, line: 55, type: !63)
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !96)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !109)
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 33, column: 5, scope: !96)
!121 = !DILocation(line: 33, column: 18, scope: !96)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 34, column: 13, scope: !96)
!128 = !DILocation(line: 34, column: 5, scope: !96)
!129 = !DILocation(line: 36, column: 16, scope: !130)
!130 = distinct !DILexicalBlock(scope: !96, file: !3, line: 34, column: 26)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 37, column: 9, scope: !130)
!133 = !DILocation(line: 46, column: 56, scope: !96)
!134 = !DILocation(line: 38, column: 9, scope: !130)
!135 = !DILocation(line: 40, column: 17, scope: !130)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 41, column: 20, scope: !130)
!138 = !DILocation(line: 42, column: 9, scope: !130)
!139 = !DILocation(line: 44, column: 20, scope: !130)
!140 = !DILocation(line: 45, column: 5, scope: !130)
!141 = !DILocation(line: 46, column: 68, scope: !96)
!142 = !DILocation(line: 46, column: 83, scope: !96)
!143 = !DILocation(line: 46, column: 5, scope: !96)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !107)
!146 = !DILocation(line: 48, column: 5, scope: !107)
!147 = !DILocation(line: 54, column: 5, scope: !96)
!148 = !DILocation(line: 54, column: 18, scope: !96)
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 55, column: 5, scope: !96)
!151 = !DILocation(line: 56, column: 9, scope: !152)
!152 = distinct !DILexicalBlock(scope: !96, file: !3, line: 56, column: 9)
!153 = !DILocation(line: 56, column: 26, scope: !152)
!154 = !DILocation(line: 56, column: 9, scope: !96)
!155 = !DILocation(line: 49, column: 9, scope: !109)
!156 = !DILocation(line: 49, column: 13, scope: !109)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 50, column: 33, scope: !109)
!159 = !{!160, !160, i64 0}
!160 = !{!"any pointer", !124, i64 0}
!161 = !DILocation(line: 50, column: 20, scope: !109)
!162 = !DILocation(line: 51, column: 13, scope: !163)
!163 = distinct !DILexicalBlock(scope: !109, file: !3, line: 51, column: 13)
!164 = !DILocation(line: 51, column: 13, scope: !109)
!165 = !DILocation(line: 51, column: 19, scope: !163)
!166 = !DILocation(line: 52, column: 52, scope: !163)
!167 = !DILocation(line: 52, column: 14, scope: !163)
!168 = !DILocation(line: 53, column: 5, scope: !110)
!169 = !DILocation(line: 48, column: 29, scope: !110)
!170 = !DILocation(line: 48, column: 23, scope: !110)
!171 = distinct !{!171, !146, !172, !173}
!172 = !DILocation(line: 53, column: 5, scope: !107)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 57, column: 14, scope: !175)
!175 = distinct !DILexicalBlock(scope: !152, file: !3, line: 56, column: 31)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 58, column: 13, scope: !178)
!178 = distinct !DILexicalBlock(scope: !175, file: !3, line: 58, column: 13)
!179 = !DILocation(line: 58, column: 19, scope: !178)
!180 = !DILocation(line: 58, column: 13, scope: !175)
!181 = !DILocation(line: 58, column: 42, scope: !178)
!182 = !DILocation(line: 58, column: 24, scope: !178)
!183 = !DILocation(line: 60, column: 28, scope: !96)
!184 = !DILocation(line: 60, column: 5, scope: !96)
!185 = !DILocation(line: 62, column: 1, scope: !96)
!186 = !DILocation(line: 61, column: 5, scope: !96)
!187 = !DISubprogram(name: "_setjmp", scope: !64, file: !64, line: 45, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!53, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!191 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 8, type: !192, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !53}
!194 = !{!195}
!195 = !DILocalVariable(name: "n", arg: 1, scope: !191, file: !3, line: 8, type: !53)
!196 = !DILocation(line: 0, scope: !191)
!197 = !DILocation(line: 9, column: 19, scope: !191)
!198 = !DILocation(line: 10, column: 11, scope: !199)
!199 = distinct !DILexicalBlock(scope: !191, file: !3, line: 10, column: 9)
!200 = !DILocation(line: 10, column: 9, scope: !191)
!201 = !DILocation(line: 10, column: 17, scope: !199)
!202 = !DILocation(line: 11, column: 12, scope: !191)
!203 = !DILocation(line: 11, column: 5, scope: !191)
!204 = !DILocation(line: 12, column: 5, scope: !191)
!205 = !DILocation(line: 13, column: 1, scope: !191)
!206 = !DISubprogram(name: "printf", scope: !207, file: !207, line: 356, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!208 = !DISubroutineType(types: !209)
!209 = !{!53, !210, null}
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!211 = distinct !DISubprogram(name: "parse_number", scope: !3, file: !3, line: 23, type: !212, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !215)
!212 = !DISubroutineType(types: !213)
!213 = !{!53, !104, !214}
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!215 = !{!216, !217, !218, !219, !220}
!216 = !DILocalVariable(name: "s", arg: 1, scope: !211, file: !3, line: 23, type: !104)
!217 = !DILocalVariable(name: "out", arg: 2, scope: !211, file: !3, line: 23, type: !214)
!218 = !DILocalVariable(name: "err", scope: !211, file: !3, line: 24, type: !63)
!219 = !DILocalVariable(name: "v", scope: !211, file: !3, line: 26, type: !53)
!220 = !DILocalVariable(name: "p", scope: !221, file: !3, line: 27, type: !104)
!221 = distinct !DILexicalBlock(scope: !211, file: !3, line: 27, column: 5)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 0, scope: !211)
!224 = !DILocation(line: 24, column: 5, scope: !211)
!225 = !DILocation(line: 25, column: 9, scope: !226)
!226 = distinct !DILexicalBlock(scope: !211, file: !3, line: 25, column: 9)
!227 = !DILocation(line: 25, column: 21, scope: !226)
!228 = !DILocation(line: 25, column: 9, scope: !211)
!229 = !DILocation(line: 0, scope: !221)
!230 = !DILocation(line: 27, column: 29, scope: !231)
!231 = distinct !DILexicalBlock(scope: !221, file: !3, line: 27, column: 5)
!232 = !{!124, !124, i64 0}
!233 = !DILocation(line: 27, column: 5, scope: !221)
!234 = !DILocation(line: 25, column: 34, scope: !226)
!235 = !DILocation(line: 25, column: 27, scope: !226)
!236 = !DILocation(line: 28, column: 10, scope: !211)
!237 = !DILocalVariable(name: "c", arg: 1, scope: !238, file: !3, line: 18, type: !8)
!238 = distinct !DISubprogram(name: "parse_digit", scope: !3, file: !3, line: 18, type: !239, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !242)
!239 = !DISubroutineType(types: !240)
!240 = !{!53, !8, !241}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!242 = !{!237, !243}
!243 = !DILocalVariable(name: "err", arg: 2, scope: !238, file: !3, line: 18, type: !241)
!244 = !DILocation(line: 0, scope: !238, inlinedAt: !245)
!245 = distinct !DILocation(line: 27, column: 51, scope: !231)
!246 = !DILocation(line: 19, column: 9, scope: !247, inlinedAt: !245)
!247 = distinct !DILexicalBlock(scope: !238, file: !3, line: 19, column: 9)
!248 = !DILocation(line: 19, column: 17, scope: !247, inlinedAt: !245)
!249 = !DILocation(line: 19, column: 40, scope: !250, inlinedAt: !245)
!250 = distinct !DILexicalBlock(scope: !247, file: !3, line: 19, column: 29)
!251 = !DILocation(line: 19, column: 45, scope: !250, inlinedAt: !245)
!252 = !DILocation(line: 27, column: 44, scope: !231)
!253 = !DILocation(line: 20, column: 14, scope: !238, inlinedAt: !245)
!254 = !DILocation(line: 27, column: 49, scope: !231)
!255 = !DILocation(line: 27, column: 34, scope: !231)
!256 = distinct !{!256, !233, !257, !173}
!257 = !DILocation(line: 27, column: 71, scope: !221)
!258 = !DILocation(line: 30, column: 1, scope: !211)
!259 = !DISubprogram(name: "longjmp", scope: !64, file: !64, line: 54, type: !260, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !190, !53}
